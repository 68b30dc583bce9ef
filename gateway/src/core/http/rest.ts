import type { Request, RequestHandler, Response } from 'express';
import { GraphQLError } from 'graphql';
import type { RequestContext } from '../context';
import { isBadInputForDatabase, isDatabaseUnavailable } from '../database/unavailable';
import { MESSAGES } from '../errors';
import { log } from '../log/logger';
import { requestIdOf } from './request-log';

export type ContextFactory<C extends RequestContext = RequestContext> = (req: Request, res: Response) => C;

/**
 * Where a module adds its legacy REST paths, written relative to `/api` (`/check_login/login_status`). The gateway
 * puts them straight on its app under the API's prefix (app.ts): a router of their own cost every API request a
 * mount, a rewrite and re-parse of its URL, and a dispatch of its own.
 */
export interface RestRoutes {
  get(path: string, ...handlers: RequestHandler[]): void;
  post(path: string, ...handlers: RequestHandler[]): void;
}

/** The legacy envelope of a refusal, for REST answers sent outside a *.rest.ts adapter (middleware). */
export const restFailure = (message: string) => ({ success: false as const, message });

/** A thin REST handler: gets the request context, answers with the legacy envelope; failures become 500s. */
export function restHandler<C extends RequestContext>(
  contextOf: ContextFactory<C>,
  handle: (ctx: C, req: Request, res: Response) => Promise<unknown> | unknown,
): RequestHandler {
  return (req, res, next) => {
    Promise.resolve()
      .then(() => handle(contextOf(req, res), req, res))
      .then((body) => {
        if (body !== undefined && !res.headersSent) res.json(body);
      })
      .catch((error: unknown) => {
        const code = error instanceof GraphQLError ? error.extensions.code : undefined;
        if (code === 'FORBIDDEN' || code === 'UNAUTHENTICATED') {
          res
            .status(code === 'FORBIDDEN' ? 403 : 401)
            .json({ success: false, message: (error as GraphQLError).message });
          return;
        }
        if (code === 'BAD_USER_INPUT' || isBadInputForDatabase(error)) {
          res.status(400).json({
            success: false,
            message: code === 'BAD_USER_INPUT' ? (error as GraphQLError).message : MESSAGES.badInput,
          });
          return;
        }
        const unavailable = isDatabaseUnavailable(error);
        if (unavailable) log.warn({ reason: String((error as Error).message) }, 'database unavailable');
        else log.error({ err: error }, 'REST handler failed');
        if (!res.headersSent)
          res.status(unavailable ? 503 : 500).json({
            success: false,
            message: unavailable ? MESSAGES.unavailable : MESSAGES.systemError,
            requestId: requestIdOf(res),
          });
        else next(error);
      });
  };
}
