import type { RequestHandler } from 'express';
import { GraphQLError } from 'graphql';
import { assertGuard, type Guard } from '../auth/access';
import { MESSAGES } from '../errors';
import { Role } from '../viewer';
import type { PermissionKey } from '@paydesk/shared/permission-catalogue';

/**
 * REST twin of a GraphQL guard directive: the same assertGuard rule, answered 401/403 with the legacy
 * envelope. Every seller path uses requireSeller or requirePermission, so buyers and operators are refused
 * here exactly as the GraphQL twins refuse them.
 */
function requireGuard(guard: Guard): RequestHandler {
  return (req, res, next) => {
    try {
      assertGuard(guard, req.viewer);
      next();
    } catch (error) {
      const code = error instanceof GraphQLError ? error.extensions.code : undefined;
      if (code === 'UNAUTHENTICATED') res.status(401).json({ success: false, message: MESSAGES.sessionExpired });
      else res.status(403).json({ success: false, message: MESSAGES.forbidden });
    }
  };
}

/** `@permission(key)`: sellers (type 1/2 members; assistants holding the key). */
export const requirePermission = (key: PermissionKey): RequestHandler => requireGuard({ permission: { key } });

/** `@auth(roles: [SELLER])`: any seller (type 1/2 members and their assistants), never a buyer or an operator. */
export const requireSeller: RequestHandler = requireGuard({ auth: { roles: [Role.SELLER] } });

/** `@auth`: anyone signed in (SPEC §8: protected legacy paths answer 401 to a visitor). */
export const requireLogin: RequestHandler = requireGuard({ auth: {} });
