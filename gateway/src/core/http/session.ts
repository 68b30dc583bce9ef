import connectPgSimple from 'connect-pg-simple';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import type { Pool } from 'pg';
import type { Config } from '../../config/config';
import '../auth/session-types';

export const SESSION_COOKIE = 'paydesk.sid';

/** Sessions live in PostgreSQL (table `session`, created by our migrations) so replicas share them. */
export function sessionMiddleware(config: Config, pool: Pool): { middleware: RequestHandler; close: () => void } {
  const PgStore = connectPgSimple(session);
  const store = new PgStore({ pool, tableName: 'session', createTableIfMissing: false, pruneSessionInterval: 15 * 60 });
  const secureCookies = config.appEnv === 'production' || config.appEnv === 'sandbox';
  const middleware = session({
    name: SESSION_COOKIE,
    store,
    secret: config.sessionSecret,
    resave: false,
    saveUninitialized: false,
    // Idle timeout: every request pushes the expiry forward.
    rolling: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      path: `${config.basePath}/`,
      maxAge: config.sessionIdleMs,
    },
  });
  return { middleware, close: () => store.close() };
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
