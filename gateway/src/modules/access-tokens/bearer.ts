import type { ApolloServerPlugin } from '@apollo/server';
import type { NextFunction, Request, Response } from 'express';
import { GraphQLError, Kind, type OperationDefinitionNode } from 'graphql';
import type { GatewayContext } from '../services';
import { OPERATOR_TOKEN_MESSAGES as OM, TOKEN_LIMITS, TOKEN_MESSAGES as M } from '@paydesk/shared/token-scopes';
import { takeRateLimitQuota, type RateLimitQuota } from '../../core/rate-limit';
import { bearerChallenge } from '../../core/http/program-clients';
import { restFailure } from '../../core/http/rest';
import { viewerOfToken } from './access-token.service';
import { recordTokenUse } from './operator-token.service';

const TOKEN_RATE = { bucket: 'access-token', limit: TOKEN_LIMITS.requestsPerMinute, windowMs: 60_000 };
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the request is for /graphql, wherever this middleware is mounted (req.path is relative to the mount). */
const isGraphql = (req: Request) => (req.originalUrl.split('?')[0] ?? '').replace(/\/+$/, '').endsWith('/graphql');

/** GraphQL answers in its own error shape, REST in the legacy envelope. */
function refuse(req: Request, res: Response, status: number, code: string, message: string): void {
  if (isGraphql(req)) res.status(status).json({ errors: [{ message, extensions: { code } }] });
  else res.status(status).json(restFailure(message));
}

/** The token's standing on every answer to it, so a tool can pace itself before it is refused. */
function quotaHeaders(res: Response, quota: RateLimitQuota): void {
  res.setHeader('RateLimit-Limit', String(quota.limit));
  res.setHeader('RateLimit-Remaining', String(quota.remaining));
  res.setHeader('RateLimit-Reset', String(quota.resetSeconds));
}

/**
 * Signs a request in by its personal access token: unknown, expired and revoked tokens get 401 with the
 * `invalid_token` challenge (never a fall back to a cookie), each token has its own rate limit (every replica
 * shares it; 429 with Retry-After past it), and REST writes are refused unless a write scope allows them (GraphQL
 * mutations are always refused, by readOnlyTokens).
 */
export function authenticateBearer(req: Request, res: Response, next: NextFunction, secret: string): void {
  viewerOfToken(req.em, secret)
    .then(async (viewer) => {
      if (!viewer?.token) {
        bearerChallenge(res, 'invalid_token');
        return refuse(req, res, 401, 'UNAUTHENTICATED', M.invalid);
      }
      const quota = await takeRateLimitQuota(req.em, TOKEN_RATE, String(viewer.token.id));
      quotaHeaders(res, quota);
      if (!quota.allowed) {
        res.setHeader('Retry-After', String(quota.resetSeconds));
        return refuse(req, res, 429, 'RATE_LIMITED', M.rateLimited);
      }
      // Operator tokens read GraphQL queries only (no REST path is guarded by an operator key); the refusal is a use.
      if (viewer.token.operator && !isGraphql(req)) {
        const path = (req.originalUrl.split('?')[0] ?? '').slice(0, 80);
        await recordTokenUse(req.em, {
          tokenId: viewer.token.id,
          operation: `${req.method} ${path}`,
          operationType: 'rest',
          refused: true,
          address: req.ip ?? '',
        });
        return refuse(req, res, 403, 'FORBIDDEN', OM.graphqlOnly);
      }
      // REST writes only with a write scope; the path's own guard then asks for that scope's key.
      if (!isGraphql(req) && !SAFE_METHODS.has(req.method) && !viewer.token.write)
        return refuse(req, res, 403, 'FORBIDDEN', M.readOnly);
      req.viewer = viewer;
      next();
    })
    .catch(next);
}

/** What a use log names an operation by: its name, else its root fields (`{ opsDailySales }`). */
function operationLabel(operation: OperationDefinitionNode | undefined, requested: string | undefined): string {
  if (operation?.name) return operation.name.value;
  if (!operation) return requested ?? '(invalid)';
  const fields = operation.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : []));
  return `{ ${fields.join(' ') || '…'} }`;
}

/**
 * Apollo plugin: a request signed in by an access token may only run queries; and every GraphQL request of an
 * operator token is recorded once (token, operation, refused or not, address) before its answer is sent, so the
 * log is complete when the tool reads the answer. Operator tokens never take the known-queries fast path
 * (core/http/graphql-handler.ts), so no answer skips this.
 */
export const readOnlyTokens: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, contextValue }) {
        if (contextValue.viewer?.token && operation?.operation !== 'query')
          throw new GraphQLError(M.readOnly, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
      },
      async willSendResponse({ contextValue, operation, request, response }) {
        const token = contextValue.viewer?.token;
        if (!token?.operator) return;
        const errors = response.body.kind === 'single' ? (response.body.singleResult.errors ?? []) : [];
        await recordTokenUse(contextValue.em, {
          tokenId: token.id,
          operation: operationLabel(operation, request.operationName),
          operationType: operation?.operation ?? 'invalid',
          refused: errors.some((e) => e.extensions?.code === 'FORBIDDEN' || e.extensions?.code === 'UNAUTHENTICATED'),
          address: contextValue.req.ip ?? '',
        });
      },
    };
  },
};
