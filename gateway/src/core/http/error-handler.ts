import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { isBadInputForDatabase, isDatabaseUnavailable } from '../database/unavailable';
import { MESSAGES, requestErrorMessage } from '../errors';
import { log } from '../log/logger';
import { requestIdOf } from './request-log';

// GraphQL error codes for the client errors body parsing can raise (Apollo's own code for a bad request).
const GRAPHQL_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  403: 'FORBIDDEN',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** The status an error asks for when it is the client's fault (body-parser, multer, http-errors), else 500. */
function clientStatusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, statusCode, expose } = error as { status?: unknown; statusCode?: unknown; expose?: unknown };
  const code = typeof status === 'number' ? status : typeof statusCode === 'number' ? statusCode : null;
  // http-errors marks client errors as safe to expose; anything else is ours to log.
  if (code === null || code < 400 || code >= 500 || expose !== true) return null;
  return code;
}

const isGraphqlPath = (req: Request, basePath: string) => req.originalUrl.split('?')[0] === `${basePath}/graphql`;

/**
 * Answers in the envelope of the request's surface: a GraphQL error on /graphql, `{success,message}` elsewhere. The
 * request id rides along in a GraphQL error's extensions and in a REST 5xx envelope: what a support ticket quotes to
 * find the request's log lines.
 */
export function sendError(req: Request, res: Response, basePath: string, status: number): void {
  const message =
    status === 503 ? MESSAGES.unavailable : status >= 500 ? MESSAGES.systemError : requestErrorMessage(status);
  const requestId = requestIdOf(res);
  if (isGraphqlPath(req, basePath)) {
    const code =
      status === 503
        ? 'SERVICE_UNAVAILABLE'
        : status >= 500
          ? 'INTERNAL_SERVER_ERROR'
          : (GRAPHQL_CODES[status] ?? 'BAD_REQUEST');
    res.status(status).json({ errors: [{ message, extensions: requestId ? { code, requestId } : { code } }] });
  } else {
    res
      .status(status)
      .json(status >= 500 && requestId ? { success: false, message, requestId } : { success: false, message });
  }
}

/**
 * The last error handler: malformed, oversized or wrongly typed bodies get their SPEC §8 status; anything
 * unexpected is logged and answered 500. Never a stack trace or a server path, in any APP_ENV.
 */
export function errorHandler(basePath: string): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    if (isDatabaseUnavailable(error)) {
      log.warn({ reason: String((error as Error)?.message ?? error) }, 'database unavailable');
      return sendError(req, res, basePath, 503);
    }
    if (isBadInputForDatabase(error)) return sendError(req, res, basePath, 400);
    const status = clientStatusOf(error);
    if (status === null) log.error({ err: error }, 'request failed');
    sendError(req, res, basePath, status ?? 500);
  };
}

/** Whatever no route answered: a JSON 404 instead of Express's HTML page. */
export function notFoundHandler(basePath: string): RequestHandler {
  return (req, res) => sendError(req, res, basePath, 404);
}
