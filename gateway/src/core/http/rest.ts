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
        if (body !== undefined && !res.headersSent) sendJson(req, res, body);
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

/**
 * `res.json(body)` for the usual answer, written directly: the same headers (`application/json; charset=utf-8`, the
 * length) and bytes. Express's own path looks the type up in its MIME table and parses and re-formats it to add the
 * charset on every answer. Anything that path treats specially (a type or length already set, a status without a
 * body, HEAD, a conditional GET, the app's JSON settings) goes to `res.json` as before.
 */
export function sendJson(req: Request, res: Response, body: unknown): void {
  const { app } = res;
  const status = res.statusCode;
  if (
    req.method === 'HEAD' ||
    (req.method === 'GET' && (req.headers['if-none-match'] || req.headers['if-modified-since'])) ||
    status === 204 ||
    status === 205 ||
    status === 304 ||
    res.hasHeader('Content-Type') ||
    res.hasHeader('Transfer-Encoding') ||
    res.hasHeader('ETag') ||
    typeof app.get('etag fn') === 'function' ||
    app.get('json replacer') ||
    app.get('json spaces') ||
    app.get('json escape')
  )
    return void res.json(body);
  const text = JSON.stringify(body);
  // JSON.stringify(undefined) and the like give no text: Express sends those without a body.
  if (typeof text !== 'string') return void res.json(body);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', String(Buffer.byteLength(text)));
  res.end(text, 'utf8');
}
