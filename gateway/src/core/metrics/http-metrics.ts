import type { Request, Response } from 'express';
import { requestDuration } from './registry';

/** Operation names are the client's words: only plain ones become labels, and only so many distinct ones. */
const PLAIN_OPERATION = /^[_A-Za-z][_0-9A-Za-z]{0,63}$/;
const MAX_OPERATIONS = 300;
const GRAPHQL_PATH = /\/graphql\/?$/i;
const seenOperations = new Set<string>();

function operationLabel(operation: string | undefined): string {
  if (!operation) return 'graphql:anonymous';
  // A batch is labelled by its first operation: the batch's duration is what its slowest part took.
  const first = operation.split(',')[0];
  if (!PLAIN_OPERATION.test(first)) return 'graphql:other';
  if (!seenOperations.has(first)) {
    if (seenOperations.size >= MAX_OPERATIONS) return 'graphql:other';
    seenOperations.add(first);
  }
  return `graphql:${first}`;
}

/**
 * The route a request is counted under: its GraphQL operation, else the Express route pattern that answered it
 * (never the path itself: ids and tokens would make a label per request), else `unmatched`.
 */
export function routeLabel(req: Request, operation: string | undefined): string {
  const query = req.originalUrl.indexOf('?');
  if (GRAPHQL_PATH.test(query < 0 ? req.originalUrl : req.originalUrl.slice(0, query)))
    return operationLabel(operation);
  const route = (req as Request & { route?: { path?: unknown } }).route;
  if (route && typeof route.path === 'string') return `${req.baseUrl}${route.path}`;
  return 'unmatched';
}

/** ok (2xx, 3xx), client_error (4xx), server_error (5xx), aborted (the client left before the answer ended). */
export function outcomeOf(res: Response): string {
  if (!res.writableFinished) return 'aborted';
  if (res.statusCode >= 500) return 'server_error';
  if (res.statusCode >= 400) return 'client_error';
  return 'ok';
}

export function observeRequest(req: Request, res: Response, operation: string | undefined, seconds: number): void {
  requestDuration.observe({ method: req.method, route: routeLabel(req, operation), outcome: outcomeOf(res) }, seconds);
}
