import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isIntInRange, isWithinMax } from '@paydesk/shared/generic-rules';
import { TOKEN_LIMITS as L, TOKEN_MESSAGES as M } from '@paydesk/shared/token-scopes';
import { inTransaction } from '../../core/database/in-transaction';
import { sqlOf } from '../../core/database/sql';
import { fieldError, type FieldError } from '../../core/errors';
import { pageFrom, pageRequest, refusedPage, type Page, type PageArgs } from '../../core/paging';
import { AccessToken } from './access-token.entity';

/**
 * What every token shares, a member's or an operator's: the secret's shape, what the database keeps of it, when it
 * is live, and how one is issued and revoked. The two services add only who may hold which scopes.
 */

const TOKEN_PREFIX = 'pdk_';
const DAY_MS = 86_400_000;
const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** A new token: the secret for the answer that creates it, and what the database keeps (prefix and SHA-256). */
export function newTokenSecret(): { secret: string; tokenPrefix: string; tokenHash: string } {
  const secret = `${TOKEN_PREFIX}${crypto.randomBytes(30).toString('base64url')}`;
  return { secret, tokenPrefix: secret.slice(0, 12), tokenHash: sha256(secret) };
}

/** The live token a presented secret stands for: not revoked, not expired; null for anything else. */
export async function liveTokenOf(em: EntityManager, secret: string): Promise<AccessToken | null> {
  if (!secret.startsWith(TOKEN_PREFIX)) return null;
  const token = await em.findOne(AccessToken, { tokenHash: sha256(secret), revokedAt: null });
  return token && token.expiresAt.getTime() > Date.now() ? token : null;
}

/** Whose tokens: a member's (personal access tokens) or an operator's. */
export type TokenOwner = { memberId: number } | { operatorId: number };

/** A token as its owner lists it (never the secret). */
export interface TokenView {
  id: number;
  name: string;
  prefix: string;
  scopes: string[];
  expiresAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
}

export const tokenView = (t: AccessToken): TokenView => ({
  id: t.id,
  name: t.name,
  prefix: t.tokenPrefix,
  scopes: t.scopes,
  expiresAt: t.expiresAt,
  lastUsedAt: t.lastUsedAt,
  revokedAt: t.revokedAt,
  createdAt: t.createdAt,
});

export interface TokenInput {
  name: string;
  scopes: readonly string[];
  expiresInDays: number;
}

/**
 * The rules every token's input follows: a name, at least one scope of the given list (anything else is "unknown
 * scope"), and a lifetime of 1 to 365 days (a token always expires).
 */
export function tokenInputErrors(
  input: TokenInput,
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

export type IssueResult = { token: AccessToken; secret: string; errors: [] } | { errors: FieldError[] };

/**
 * Issues a token for an owner: the owner's live tokens are counted and the new one written in one transaction under
 * a per-owner lock, so parallel requests cannot all see room under the cap. `errorsOf` judges the input with the
 * live count; `written` runs in the same transaction once the token has its id (an audit line).
 */
export function issueToken(
  em: EntityManager,
  owner: TokenOwner & { lockKey: string; createdBy: string },
  input: TokenInput,
  errorsOf: (live: number) => FieldError[],
  written: (tx: EntityManager, token: AccessToken) => Promise<void> = async () => undefined,
): Promise<IssueResult> {
  const { lockKey, createdBy, ...who } = owner;
  return inTransaction(em, async (tx) => {
    await sqlOf(tx)('select pg_advisory_xact_lock(hashtext(?))', [lockKey]);
    const live = await tx.count(AccessToken, { ...who, revokedAt: null, expiresAt: { $gt: new Date() } });
    const errors = errorsOf(live);
    if (errors.length) return { errors };
    const { secret, tokenPrefix, tokenHash } = newTokenSecret();
    const token = tx.create(AccessToken, {
      ...who,
      name: input.name.trim(),
      tokenPrefix,
      tokenHash,
      scopes: [...new Set(input.scopes)],
      expiresAt: new Date(Date.now() + input.expiresInDays * DAY_MS),
      createdBy,
    });
    await tx.flush();
    await written(tx, token);
    return { token, secret, errors: [] };
  });
}

/** Revokes an owner's token (a second revoke keeps the first time); null when the owner has no such token. */
export async function revokeToken(em: EntityManager, owner: TokenOwner, id: number): Promise<AccessToken | null> {
  const token = await em.findOne(AccessToken, { id, ...owner });
  if (!token) return null;
  token.revokedAt ??= new Date();
  await em.flush();
  return token;
}

/** One page of an owner's tokens, newest first by id. */
export async function tokenPage(em: EntityManager, owner: TokenOwner, paging: PageArgs): Promise<Page<TokenView>> {
  const req = pageRequest(paging);
  if (req.errors.length) return refusedPage(req.errors);
  const rows = await em.find(
    AccessToken,
    { ...owner, ...(req.after ? { id: { $lt: req.after.id } } : {}) },
    { orderBy: { id: 'desc' }, limit: req.limit },
  );
  return pageFrom(rows, req, (t) => ({ id: t.id, at: null }), tokenView);
}
