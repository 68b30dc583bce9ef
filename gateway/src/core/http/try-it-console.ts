import type { RequestHandler } from 'express';
import { getOperationAST, parse } from 'graphql';
import {
  CONSOLE_HEADER,
  CONSOLE_MESSAGES as M,
  CONSOLE_OPERATIONS,
  consoleAvailable,
} from '@paydesk/shared/api-console';
import type { AppEnv } from '../../config/config';

const HEADER = CONSOLE_HEADER.toLowerCase();

/**
 * The operation each entry of a GraphQL body would run, or null where graphql-js cannot tell (no text, a syntax
 * error, an operation name that matches none): Apollo refuses those without running anything.
 */
function operationKinds(body: unknown, maxTokens: number): (string | null)[] {
  return (Array.isArray(body) ? body : [body]).map((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return null;
    const { query, operationName } = entry as { query?: unknown; operationName?: unknown };
    if (typeof query !== 'string') return null;
    try {
      const name = typeof operationName === 'string' ? operationName : undefined;
      return getOperationAST(parse(query, { maxTokens }), name)?.operation ?? null;
    } catch {
      return null;
    }
  });
}

/**
 * The developer page's try-it console (ADR 0051): a request carrying the console header is the console's. Outside
 * the environments that have a console it is refused (404) before anything runs; elsewhere only queries pass
 * (403 for a mutation or a subscription), checked on the document itself ahead of Apollo and its fast path for known
 * queries, so no plugin order or cache can let one through. The member's session and CSRF token are checked as for
 * every /graphql request, before this.
 */
export function tryItConsole(appEnv: AppEnv, maxTokens: number): RequestHandler {
  const available = consoleAvailable(appEnv);
  return (req, res, next) => {
    if (req.headers[HEADER] === undefined) return next();
    if (!available) {
      res.status(404).json({ errors: [{ message: M.absent, extensions: { code: 'NOT_FOUND' } }] });
      return;
    }
    if (operationKinds(req.body, maxTokens).some((kind) => kind !== null && !CONSOLE_OPERATIONS.includes(kind))) {
      res.status(403).json({ errors: [{ message: M.readOnly, extensions: { code: 'FORBIDDEN' } }] });
      return;
    }
    next();
  };
}
