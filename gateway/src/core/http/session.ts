import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Config } from '../../config/config';
import type { PgSessionStore } from './session-store';
import { requestSessions } from './request-session';
import '../auth/session-types';

export const SESSION_COOKIE = 'paydesk.sid';

/**
 * Sessions live in PostgreSQL (PgSessionStore) so replicas share them (core/http/request-session.ts reads and
 * stores them). Nothing is written per request: the expiry moves through `refreshSessionExpiry` at most once a
 * minute (one write), and a guest's page view stores nothing.
 */
export function sessionMiddleware<T>(
  app: { request: object; response: object },
  config: Config,
  store: PgSessionStore<T>,
): { middleware: RequestHandler; close: () => Promise<void> } {
  const middleware = requestSessions(app, store, {
    cookieName: SESSION_COOKIE,
    secret: config.sessionSecret,
    // Idle timeout: the cookie and the row move forward when the session is stored, which refreshSessionExpiry
    // makes happen once a minute of activity.
    idleMs: config.sessionIdleMs,
    secure: config.appEnv === 'production' || config.appEnv === 'sandbox',
    path: `${config.basePath}/`,
  });
  return { middleware, close: () => store.close() };
}

/** How stale a session's expiry may get before a request moves it (the idle timeout's granularity). */
export const SESSION_REFRESH_MS = 60_000;

/**
 * The idle timeout without a write per request: a saved session records when it was last seen; once that is
 * over a minute old the request marks it again, which saves the row and re-sends the cookie with a new expiry.
 * A guest without a session stays without one.
 */
export function refreshSessionExpiry(): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const session = req.session as Request['session'] | undefined;
    // A session read from the store holds a CSRF token or a login; a fresh one holds nothing and must stay unsaved.
    const stored = session && (session.csrfToken !== undefined || session.passport !== undefined);
    if (stored && Date.now() - (session.seenAt ?? 0) >= SESSION_REFRESH_MS) session.seenAt = Date.now();
    next();
  };
}

/**
 * Absolute timeout: a login ends a fixed time after it began, however active the session stays.
 * The session is regenerated, not destroyed: passport and the CSRF check need a session object, and the
 * request then goes on as a guest's (401 on protected paths). The CSRF token is kept, as at login.
 */
export function absoluteSessionTimeout(config: Config): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const loginAt = req.session?.loginAt;
    if (loginAt && Date.now() - loginAt > config.sessionAbsoluteMs) {
      const csrfToken = req.session.csrfToken;
      req.session.regenerate((error) => {
        if (error) return next(error);
        req.session.csrfToken = csrfToken;
        next();
      });
      return;
    }
    next();
  };
}
