import type { ApolloServerPlugin } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import { logRequest, logsAt } from '../log/logger';
import { currentRequestId, requestIdFrom, withRequestId } from '../log/request-context';
import { observeRequest } from '../metrics/http-metrics';

export const REQUEST_ID_HEADER = 'X-Request-Id';

const LONG_RUN = /[A-Za-z0-9_-]{20}/;
const OPERATION = /^\s*(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

/** The GraphQL operation name(s) of a parsed body: `operationName`, else the document's first named operation. */
function operationOf(body: unknown): string | undefined {
  if (!Array.isArray(body)) return operationNameOf(body)?.slice(0, 200);
  const names = body.map(operationNameOf).filter((name): name is string => Boolean(name));
  return names.length ? names.join(',').slice(0, 200) : undefined;
}

function operationNameOf(op: unknown): string | undefined {
  if (!op || typeof op !== 'object') return undefined;
  const { operationName, query } = op as { operationName?: unknown; query?: unknown };
  if (typeof operationName === 'string' && operationName) return operationName;
  return typeof query === 'string' ? OPERATION.exec(query)?.[1] : undefined;
}

/**
 * The path as logged: no query string (tokens and emails travel there), and a long random-looking segment (a payment
 * link's or a reset mail's token) shown as `:token`.
 */
function loggedPath(req: Request): string {
  const query = req.originalUrl.indexOf('?');
  const path = query < 0 ? req.originalUrl : req.originalUrl.slice(0, query);
  // Most paths have no segment long enough to be a token: taken as they are.
  if (!LONG_RUN.test(path)) return path;
  return path
    .split('/')
    .map((segment) => (/^[A-Za-z0-9_-]{20,}$/.test(segment) && /[A-Za-z]/.test(segment) ? ':token' : segment))
    .join('/');
}

/**
 * One line per request: its id (a well-formed X-Request-Id the caller sent, else a new UUID, echoed in the answer),
 * method, path, GraphQL operation name, status and duration. Everything logged while it is served carries the id.
 */
export function requestLog(): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdFrom(req.headers['x-request-id']);
    res.setHeader(REQUEST_ID_HEADER, requestId);
    res.locals.requestId = requestId;
    res.once('close', () => {
      const durationMs = Number((process.hrtime.bigint() - started) / 1000n) / 1000;
      const operation = operationOf(req.body);
      observeRequest(req, res, operation, durationMs / 1000);
      const level = res.statusCode >= 500 ? 'warn' : 'info';
      if (!logsAt(level)) return;
      logRequest(level, {
        requestId,
        method: req.method,
        path: loggedPath(req),
        operation,
        status: res.statusCode,
        durationMs,
        aborted: res.writableFinished ? undefined : true,
      });
    });
    withRequestId(requestId, next, () => req.viewer?.memberId ?? null);
  };
}

/** The request id a response was given (for error envelopes), also outside the request's async context. */
export const requestIdOf = (res: Response): string | undefined =>
  (res.locals.requestId as string | undefined) ?? currentRequestId();

/** Every GraphQL error names the request it came from (`extensions.requestId`), for a support ticket to quote. */
export const requestIdInErrors: ApolloServerPlugin<{ res: Response }> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, contextValue }) {
        if (response.body.kind !== 'single') return;
        const requestId = requestIdOf(contextValue.res);
        if (!requestId) return;
        for (const error of response.body.singleResult.errors ?? [])
          (error as { extensions?: Record<string, unknown> }).extensions = { ...error.extensions, requestId };
      },
    };
  },
};
