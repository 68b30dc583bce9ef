import { isIntInRange, isWithinMax } from '@paydesk/shared/generic-rules';
import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  keysOfOperatorScopes,
  keysOfScopes,
  scopesWrite,
  TOKEN_LIMITS as L,
  TOKEN_MESSAGES as M,
  TOKEN_SCOPES,
} from '@paydesk/shared/token-scopes';
import { accountHolderId, requireViewer } from '../../core/auth/access';
import type { RequestContext } from '../../core/context';
import { fieldError, type FieldError } from '../../core/errors';
import { sqlOf } from '../../core/database/sql';
import { ViewerKind, type Viewer } from '../../core/viewer';
import { actorOf, writeAudit } from '../audit';
import { loadViewer } from '../auth';
import { AccessToken } from './access-token.entity';
import type { AccessTokenInput, AccessTokenPayload, AccessTokenView } from './access-token.types';
import { inTransaction } from '../../core/database/in-transaction';

const TOKEN_PREFIX = 'pdk_';
export const DAY_MS = 86_400_000;
const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** A new token: the secret for the answer that creates it, and what the database keeps (prefix and SHA-256). */
export function newTokenSecret(): { secret: string; tokenPrefix: string; tokenHash: string } {
  const secret = `${TOKEN_PREFIX}${crypto.randomBytes(30).toString('base64url')}`;
  return { secret, tokenPrefix: secret.slice(0, 12), tokenHash: sha256(secret) };
}

const view = (t: AccessToken): AccessTokenView => ({
  id: t.id,
  name: t.name,
  prefix: t.tokenPrefix,
  scopes: t.scopes,
  expiresAt: t.expiresAt,
  lastUsedAt: t.lastUsedAt,
  revokedAt: t.revokedAt,
  createdAt: t.createdAt,
});

/**
 * The viewer a bearer token stands for. A member's token: its member, with the permissions narrowed to the token's
 * scopes (and to what the member may still use: an agent flag removed later removes pf access too). An operator's
 * token: its operator, passing only the operator queries its scopes' keys guard, never a write. Null for an unknown,
 * expired or revoked token, or an account that can no longer sign in.
 */
export async function viewerOfToken(em: EntityManager, secret: string): Promise<Viewer | null> {
  if (!secret.startsWith(TOKEN_PREFIX)) return null;
  const token = await em.findOne(AccessToken, { tokenHash: sha256(secret), revokedAt: null });
  if (!token || token.expiresAt.getTime() <= Date.now()) return null;
  const viewer =
    token.operatorId !== null
      ? await loadViewer(em, { kind: ViewerKind.OPERATOR, id: token.operatorId })
      : token.memberId !== null
        ? await loadViewer(em, { kind: ViewerKind.MEMBER, id: token.memberId })
        : null;
  if (!viewer) return null;
  if (token.operatorId !== null) {
    viewer.token = { id: token.id, keys: keysOfOperatorScopes(token.scopes), write: false, operator: true };
  } else {
    const keys = keysOfScopes(token.scopes).filter((k) => viewer.permissions.includes(k));
    viewer.permissions = keys;
    viewer.token = { id: token.id, keys, write: scopesWrite(token.scopes) };
  }
  // Last use is for the owner's list; a lost update between two parallel requests does not matter.
  await em.nativeUpdate(AccessToken, token.id, { lastUsedAt: new Date() });
  return viewer;
}

/**
 * The rules every token's input follows, a member's or an operator's: a name, at least one scope of the given
 * list (anything else is "unknown scope"), and a lifetime of 1 to 365 days (a token always expires).
 */
export function tokenInputErrors(
  input: { name: string; scopes: readonly string[]; expiresInDays: number },
  scopes: readonly { scope: string }[],
  /** A further rule on known scopes (who may hold them). */
  scopeRule: (scopes: readonly string[]) => FieldError | null = () => null,
): FieldError[] {
  const errors: FieldError[] = [];
  const name = input.name.trim();
  if (!name || !isWithinMax(name, L.nameMax)) errors.push(fieldError('name', 'INVALID', M.name));
  const known = input.scopes.filter((s) => scopes.some((t) => t.scope === s));
  if (!input.scopes.length) errors.push(fieldError('scopes', 'INVALID', M.scopes));
  else if (known.length !== input.scopes.length) errors.push(fieldError('scopes', 'UNKNOWN_SCOPE', M.unknownScope));
  else {
    const refused = scopeRule(input.scopes);
    if (refused) errors.push(refused);
  }
  if (!isIntInRange(input.expiresInDays, { max: L.maxDays }))
    errors.push(fieldError('expiresInDays', 'INVALID', M.expires));
  return errors;
}

/** Personal access tokens: the account holder creates, lists and revokes them (assistants cannot). */
export class AccessTokenService {
  async list(ctx: RequestContext): Promise<AccessTokenView[]> {
    const tokens = await ctx.em.find(
      AccessToken,
      { memberId: accountHolderId(ctx.viewer) },
      { orderBy: { id: 'desc' } },
    );
    return tokens.map(view);
  }

  private validate(input: AccessTokenInput, viewer: Viewer, live: number): FieldError[] {
    const errors = tokenInputErrors(input, TOKEN_SCOPES, (scopes) =>
      TOKEN_SCOPES.some((t) => t.agentOnly && scopes.includes(t.scope)) && !viewer.isPlatform
        ? fieldError('scopes', 'AGENT_ONLY', M.agentOnly)
        : null,
    );
    if (live >= L.perMember) errors.push(fieldError(null, 'TOO_MANY', M.tooMany));
    return errors;
  }

  /**
   * The secret is in this answer only; the database keeps its SHA-256. The live tokens are counted and the new one
   * written in one transaction under a per-member lock, so parallel requests cannot all see room under the cap.
   */
  async create(ctx: RequestContext, input: AccessTokenInput): Promise<AccessTokenPayload> {
    const viewer = requireViewer(ctx);
    const memberId = accountHolderId(ctx.viewer);
    return inTransaction(ctx.em, async (tx) => {
      await sqlOf(tx)('select pg_advisory_xact_lock(hashtext(?))', [`access-token:${memberId}`]);
      const live = await tx.count(AccessToken, { memberId, revokedAt: null, expiresAt: { $gt: new Date() } });
      const errors = this.validate(input, viewer, live);
      if (errors.length) return { token: null, secret: null, errors };
      const { secret, tokenPrefix, tokenHash } = newTokenSecret();
      const token = tx.create(AccessToken, {
        memberId,
        name: input.name.trim(),
        tokenPrefix,
        tokenHash,
        scopes: [...new Set(input.scopes)],
        expiresAt: new Date(Date.now() + input.expiresInDays * DAY_MS),
        createdBy: viewer.id,
      });
      await tx.flush();
      await writeAudit(tx, {
        memberId,
        actor: actorOf(viewer),
        action: 'access_token.create',
        target: `access_token:${token.id}`,
        after: { name: token.name, scopes: token.scopes, expiresAt: token.expiresAt },
      });
      return { token: view(token), secret, errors: [] };
    });
  }

  async revoke(ctx: RequestContext, id: number): Promise<AccessTokenPayload> {
    const memberId = accountHolderId(ctx.viewer);
    const token = await ctx.em.findOne(AccessToken, { id, memberId });
    if (!token) return { token: null, secret: null, errors: [fieldError(null, 'NOT_FOUND', M.notFound)] };
    token.revokedAt ??= new Date();
    await ctx.em.flush();
    await writeAudit(ctx.em, {
      memberId,
      actor: actorOf(ctx.viewer),
      action: 'access_token.revoke',
      target: `access_token:${token.id}`,
    });
    return { token: view(token), secret: null, errors: [] };
  }
}
