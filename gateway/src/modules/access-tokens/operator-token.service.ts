import type { EntityManager } from '@mikro-orm/postgresql';
import {
  OPERATOR_TOKEN_LIMITS as OL,
  OPERATOR_TOKEN_MESSAGES as OM,
  OPERATOR_TOKEN_SCOPES,
  TOKEN_MESSAGES as M,
} from '@paydesk/shared/token-scopes';
import { requireOperator } from '../../core/auth/access';
import type { RequestContext } from '../../core/context';
import { sqlOf } from '../../core/database/sql';
import { fieldError, type FieldError } from '../../core/errors';
import type { Viewer } from '../../core/viewer';
import { AccessToken, AccessTokenUse } from './access-token.entity';
import type {
  OperatorTokenInput,
  OperatorTokenPayload,
  OperatorTokenUsePage,
  OperatorTokenView,
} from './operator-token.types';
import type { Page, PageArgs } from '../../core/paging';
import { issueToken, revokeToken, tokenInputErrors, tokenPage, tokenView as view } from './token-issue';

/** The operator's row id (viewer ids are `operator:<id>`). */
function operatorIdOf(viewer: Viewer): number {
  return Number(viewer.id.slice(viewer.id.indexOf(':') + 1));
}

export interface TokenUse {
  tokenId: number;
  operation: string;
  operationType: string;
  refused: boolean;
  address: string;
}

/** Records one use of an operator token (one row per request, refused ones included). */
export async function recordTokenUse(em: EntityManager, use: TokenUse): Promise<void> {
  await sqlOf(em)(
    `insert into access_token_use (token_id, operation, operation_type, refused, address) values (?, ?, ?, ?, ?)`,
    [use.tokenId, use.operation.slice(0, 100), use.operationType.slice(0, 12), use.refused, use.address.slice(0, 64)],
  );
}

/**
 * Operator tokens for internal tools: an operator creates, lists and revokes its own, and reads each one's use log.
 * Only operators in a session reach these (a token never passes an `@auth` field).
 */
export class OperatorTokenService {
  /** Revoked and expired tokens stay listed, so the list grows: a page at a time. */
  async page(ctx: RequestContext, paging: PageArgs): Promise<Page<OperatorTokenView>> {
    return tokenPage(ctx.em, { operatorId: operatorIdOf(requireOperator(ctx)) }, paging);
  }

  /** The secret is in this answer only; the database keeps its SHA-256 (issueToken counts under a lock). */
  async create(ctx: RequestContext, input: OperatorTokenInput): Promise<OperatorTokenPayload> {
    const operator = requireOperator(ctx);
    const operatorId = operatorIdOf(operator);
    const owner = { operatorId, lockKey: `operator-token:${operatorId}`, createdBy: operator.id };
    const issued = await issueToken(ctx.em, owner, input, (live) => {
      const errors = tokenInputErrors(input, OPERATOR_TOKEN_SCOPES);
      if (live >= OL.perOperator) errors.push(fieldError(null, 'TOO_MANY', OM.tooMany));
      return errors;
    });
    if (!('token' in issued)) return { token: null, secret: null, errors: issued.errors };
    return { token: view(issued.token), secret: issued.secret, errors: [] };
  }

  /** Takes effect on the next request: the verification reads revoked_at on every request. */
  async revoke(ctx: RequestContext, id: number): Promise<OperatorTokenPayload> {
    const operatorId = operatorIdOf(requireOperator(ctx));
    const token = await revokeToken(ctx.em, { operatorId }, id);
    if (!token) return { token: null, secret: null, errors: [fieldError(null, 'NOT_FOUND', M.notFound)] };
    return { token: view(token), secret: null, errors: [] };
  }

  /** A token's uses, newest first, keyset-paged by use id. */
  async uses(
    ctx: RequestContext,
    tokenId: number,
    first: number | null | undefined,
    after: string | null | undefined,
  ): Promise<OperatorTokenUsePage> {
    const operatorId = operatorIdOf(requireOperator(ctx));
    const size = first ?? OL.usesPageDefault;
    const errors: FieldError[] = [];
    if (!Number.isInteger(size) || size < 1 || size > OL.usesPageMax)
      errors.push(fieldError('first', 'OUT_OF_RANGE', OM.usesFirst));
    if (after != null && !/^\d{1,18}$/.test(after)) errors.push(fieldError('after', 'INVALID', OM.cursor));
    const token = await ctx.em.findOne(AccessToken, { id: tokenId, operatorId });
    if (!token) errors.push(fieldError('tokenId', 'NOT_FOUND', M.notFound));
    if (errors.length) return { items: [], hasNextPage: false, nextCursor: null, errors };
    const rows = await ctx.em.find(
      AccessTokenUse,
      { tokenId, ...(after != null ? { id: { $lt: after } } : {}) },
      { orderBy: { id: 'desc' }, limit: size + 1 },
    );
    const page = rows.slice(0, size);
    const more = rows.length > size;
    return {
      items: page.map((u) => ({
        id: String(u.id),
        operation: u.operation,
        operationType: u.operationType,
        refused: u.refused,
        address: u.address,
        usedAt: u.usedAt,
      })),
      hasNextPage: more,
      nextCursor: more ? String(page[page.length - 1].id) : null,
      errors: [],
    };
  }
}
