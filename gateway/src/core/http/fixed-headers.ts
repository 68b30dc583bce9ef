import type { RequestHandler, Response } from 'express';

/**
 * A header middleware (helmet) run once, at start-up, and replayed: with fixed options it sets the same headers on
 * every response, and calling its dozen steps per request showed in the profile. The request it is run with throws
 * when read, so options that depend on the request (a CSP nonce function) fail at start-up instead of being frozen.
 */
export function fixedHeaders(middleware: RequestHandler): RequestHandler {
  const headers: [string, string | number | readonly string[]][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, value]);
      return recorder;
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  const request = new Proxy(
    {},
    {
      get(_target, key) {
        throw new Error(`fixedHeaders: the middleware reads the request (${String(key)}); its headers are not fixed`);
      },
    },
  );
  let finished = false;
  middleware(request as never, recorder as unknown as Response, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('fixedHeaders: the middleware did not finish at once');
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
