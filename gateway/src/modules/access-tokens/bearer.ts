import type { ApolloServerPlugin } from '@apollo/server';
import type { NextFunction, Request, Response } from 'express';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../services';
import { TOKEN_LIMITS, TOKEN_MESSAGES as M } from '@paydesk/shared/token-scopes';
import { takeRateLimitQuota, type RateLimitQuota } from '../../core/rate-limit';
import { bearerChallenge } from '../../core/http/program-clients';
import { restFailure } from '../../core/http/rest';
import { viewerOfToken } from './access-token.service';

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
      // REST writes only with a write scope; the path's own guard then asks for that scope's key.
      if (!isGraphql(req) && !SAFE_METHODS.has(req.method) && !viewer.token.write)
        return refuse(req, res, 403, 'FORBIDDEN', M.readOnly);
      req.viewer = viewer;
      next();
    })
    .catch(next);
}

/** Apollo plugin: a request signed in by an access token may only run queries. */
export const readOnlyTokens: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, contextValue }) {
        if (contextValue.viewer?.token && operation?.operation !== 'query')
          throw new GraphQLError(M.readOnly, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
      },
    };
  },
};
