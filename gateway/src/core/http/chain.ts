import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Runs middleware one after another as one router layer. Every request passes the session and body steps; as
 * separate layers, Express's router matched the path, re-parsed the URL and swapped the mount prefix for each of
 * them (a tenth of a request's time in the profile). Here a step is just called.
 *
 * Express's semantics for what a step may do are kept: `next(error)` and a thrown error or rejected promise skip
 * the rest and reach the error handlers; `next('route')` and `next('router')` leave the chain like `next()` leaves
 * the layer (no step here uses them).
 */
export function chain(...steps: RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, done: NextFunction) => {
    let index = 0;
    const next = (signal?: unknown): void => {
      if (signal === 'route' || signal === 'router') return done();
      if (signal) return done(signal);
      const step = steps[index++];
      if (!step) return done();
      try {
        const result: unknown = step(req, res, next);
        if (result instanceof Promise) result.catch(done);
      } catch (error) {
        done(error);
      }
    };
    next();
  };
}

/**
 * A step for the paths under one prefix (`req.path`, relative to where the chain is mounted), passed over by the
 * others. In a chain, not as a mount of its own: a mount rewrites the request's URL on the way in and back out.
 */
export function onlyUnder(prefix: RegExp, step: RequestHandler): RequestHandler {
  return (req, res, next) => (prefix.test(req.path) ? step(req, res, next) : next());
}
