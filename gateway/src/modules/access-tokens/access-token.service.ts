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
import { ViewerKind, type Viewer } from '../../core/viewer';
import { actorOf, writeAudit } from '../audit';
import { loadViewer } from '../auth';
import { AccessToken } from './access-token.entity';
import type { AccessTokenInput, AccessTokenPayload, AccessTokenView } from './access-token.types';
import type { Page, PageArgs } from '../../core/paging';
import { issueToken, liveTokenOf, revokeToken, tokenInputErrors, tokenPage, tokenView as view } from './token-issue';

/**
 * The viewer a bearer token stands for. A member's token: its member, with the permissions narrowed to the token's
 * scopes (and to what the member may still use: an agent flag removed later removes pf access too). An operator's
 * token: its operator, passing only the operator queries its scopes' keys guard, never a write. Null for an unknown,
 * expired or revoked token, or an account that can no longer sign in.
 */
export async function viewerOfToken(em: EntityManager, secret: string): Promise<Viewer | null> {
  const token = await liveTokenOf(em, secret);
  if (!token) return null;
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

/** Personal access tokens: the account holder creates, lists and revokes them (assistants cannot). */
export class AccessTokenService {
  /** Revoked and expired tokens stay listed (when and which), so the list grows: a page at a time. */
  async page(ctx: RequestContext, paging: PageArgs): Promise<Page<AccessTokenView>> {
    return tokenPage(ctx.em, { memberId: accountHolderId(ctx.viewer) }, paging);
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

  /** The secret is in this answer only; the database keeps its SHA-256 (issueToken counts under a lock). */
  async create(ctx: RequestContext, input: AccessTokenInput): Promise<AccessTokenPayload> {
    const viewer = requireViewer(ctx);
    const memberId = accountHolderId(ctx.viewer);
    const owner = { memberId, lockKey: `access-token:${memberId}`, createdBy: viewer.id };
    const issued = await issueToken(
      ctx.em,
      owner,
      input,
      (live) => this.validate(input, viewer, live),
      (tx, token) =>
        writeAudit(tx, {
          memberId,
          actor: actorOf(viewer),
          action: 'access_token.create',
          target: `access_token:${token.id}`,
          after: { name: token.name, scopes: token.scopes, expiresAt: token.expiresAt },
        }),
    );
    if (!('token' in issued)) return { token: null, secret: null, errors: issued.errors };
    return { token: view(issued.token), secret: issued.secret, errors: [] };
  }

  async revoke(ctx: RequestContext, id: number): Promise<AccessTokenPayload> {
    const memberId = accountHolderId(ctx.viewer);
    const token = await revokeToken(ctx.em, { memberId }, id);
    if (!token) return { token: null, secret: null, errors: [fieldError(null, 'NOT_FOUND', M.notFound)] };
    await writeAudit(ctx.em, {
      memberId,
      actor: actorOf(ctx.viewer),
      action: 'access_token.revoke',
      target: `access_token:${token.id}`,
    });
    return { token: view(token), secret: null, errors: [] };
  }
}
