import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import { isPlainJson } from './json-body';
import type { KnownQueries } from './known-queries';

/**
 * Hands a request to Apollo Server and writes its answer: what `@as-integrations/express5` does, without the parts
 * that showed in the profile on every request (Node's legacy `url.parse` for the query string, `Object.entries` over
 * the headers, Express's `res.send` re-deriving the type Apollo has already set). The body was parsed
 * before (core/http/json-body.ts); a request without one is refused earlier (415). Queries Apollo has already
 * accepted, sent as plain JSON, are answered by `knownQueries` without Apollo's pipeline (core/http/known-queries.ts).
 */
export function graphqlHandler<TContext extends BaseContext>(
  server: ApolloServer<TContext>,
  context: (req: Request, res: Response) => TContext,
  knownQueries: KnownQueries,
): RequestHandler {
  server.assertStarted('graphqlHandler()');
  return (req, res, next) => {
    // An operator token's every use is recorded by an Apollo plugin (access-tokens/bearer.ts): never the fast path.
    const contentType =
      req.method === 'POST' && !req.viewer?.token?.operator && isPlainJson(req.headers['content-type'])
        ? knownQueries.contentTypeFor(req.headers.accept)
        : undefined;
    const operations = contentType ? knownQueries.operationsOf(req.body) : null;
    if (!contentType || !operations) return void askApollo(req, res, next, context(req, res));
    const requestContext = context(req, res);
    knownQueries
      .run(operations, requestContext, Array.isArray(req.body))
      .then((body) => {
        // An error in any result: Apollo formats the results just computed (it does not run them again).
        if (body === null) return askApollo(req, res, next, requestContext);
        res.statusCode = 200;
        res.setHeader('content-type', contentType);
        res.setHeader('Content-Length', Buffer.byteLength(body));
        res.end(body);
      })
      .catch(next);
  };

  function askApollo(req: Request, res: Response, next: (error: unknown) => void, requestContext: TContext): void {
    const headers = new HeaderMap();
    for (const name in req.headers) {
      const value = req.headers[name];
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const queryAt = req.url.indexOf('?');
    server
      .executeHTTPGraphQLRequest({
        httpGraphQLRequest: {
          method: req.method.toUpperCase(),
          headers,
          search: queryAt < 0 ? '' : req.url.slice(queryAt),
          body: req.body,
        },
        context: async () => requestContext,
      })
      .then(async (answer) => {
        for (const [name, value] of answer.headers) res.setHeader(name, value);
        res.statusCode = answer.status ?? 200;
        if (answer.body.kind === 'complete') {
          if (res.statusCode === 200)
            knownQueries.learnContentType(req.headers.accept, answer.headers.get('content-type'));
          // Set here, not left to Node: compression's wrapper sends the headers before the body reaches Node's end.
          res.setHeader('Content-Length', Buffer.byteLength(answer.body.string));
          return void res.end(answer.body.string);
        }
        // Incremental delivery (@defer): each part as it comes, pushed through compression if it buffers.
        for await (const chunk of answer.body.asyncIterator) {
          res.write(chunk);
          (res as Response & { flush?: () => void }).flush?.();
        }
        res.end();
      })
      .catch(next);
  }
}
