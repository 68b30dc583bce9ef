import type { RequestHandler } from 'express';
import { GraphQLError } from 'graphql';
import { assertGuard } from '../../schema/directives';
import { MESSAGES } from '../errors';

/** REST twin of `@permission(key)`: the same assertGuard rule, answered 401/403 with the legacy envelope. */
export function requirePermission(key: string): RequestHandler {
  return (req, res, next) => {
    try {
      assertGuard({ permission: { key } }, req.viewer);
      next();
    } catch (error) {
      const code = error instanceof GraphQLError ? error.extensions.code : undefined;
      if (code === 'UNAUTHENTICATED') res.status(401).json({ success: false, message: MESSAGES.sessionExpired });
      else res.status(403).json({ success: false, message: MESSAGES.forbidden });
    }
  };
}
