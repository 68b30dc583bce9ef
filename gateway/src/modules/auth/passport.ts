import type { NextFunction, Request, Response } from 'express';
import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { SessionPrincipal } from '../../core/viewer';
import { LoginKind } from './auth.types';
import { verifyCredentials, type Candidate } from './credentials';

const strategyName = (kind: LoginKind) => `local-${kind.toLowerCase()}`;

/** Registers one passport-local strategy per login page; sessions store only the principal. */
export function configurePassport(): passport.PassportStatic {
  for (const kind of Object.values(LoginKind)) {
    passport.use(
      strategyName(kind),
      new LocalStrategy(
        { usernameField: 'account', passwordField: 'password', passReqToCallback: true },
        (req, account, password, done) => {
          verifyCredentials(req.em, kind, account, password, (req as CredentialsRequest).knownCandidate)
            .then((result) =>
              result.ok ? done(null, result.principal) : done(null, false, { message: result.message }),
            )
            .catch(done);
        },
      ),
    );
  }
  passport.serializeUser((principal, done) => done(null, principal));
  passport.deserializeUser((principal: SessionPrincipal, done) => done(null, principal));
  return passport;
}

/**
 * What `passport.session()` does for our identity (de)serializer: the principal stored at sign-in is the request's
 * user. Without passport's per-request strategy set-up, which cost more than the rest of a cached session's request.
 */
export function sessionPrincipal(req: Request, _res: Response, next: NextFunction): void {
  const principal = req.session?.passport?.user;
  if (principal) req.user = principal;
  next();
}

/** The view of a request the strategy gets: the credentials as its body, and the account already found. */
type CredentialsRequest = Request & { knownCandidate?: Candidate | null };

export type AuthenticateResult = { principal: SessionPrincipal } | { message: string };

/**
 * Runs the passport-local strategy for credentials that arrived in a GraphQL variable or a REST body:
 * the strategy reads `req.body`, so it gets a view of the request whose body holds just these fields.
 */
export function authenticate(
  req: Request,
  res: Response,
  kind: LoginKind,
  account: string,
  password: string,
  /** The account the caller already found for this name, so the strategy does not look it up again. */
  knownCandidate?: Candidate | null,
): Promise<AuthenticateResult> {
  // The request's own EntityManager (req.em is forked on first read: read it here, not on the view).
  const credentialsRequest: CredentialsRequest = Object.create(req, {
    body: { value: { account, password } },
    em: { value: req.em },
    knownCandidate: { value: knownCandidate },
  });
  return new Promise((resolve, reject) => {
    passport.authenticate(
      strategyName(kind),
      (error: unknown, principal: SessionPrincipal | false, info?: { message?: string }) => {
        if (error) reject(error);
        else if (principal) resolve({ principal });
        else resolve({ message: info?.message ?? '' });
      },
    )(credentialsRequest, res, reject);
  });
}

/** Signs the principal in; passport regenerates the session id (fixation defence), keeping the CSRF token. */
export function signIn(req: Request, principal: SessionPrincipal): Promise<void> {
  // The signed-in session keeps the token the page holds, whether or not the browser keeps the guest cookie.
  req.csrf.bindToSession(req);
  return new Promise((resolve, reject) => {
    req.login(principal, { session: true, keepSessionInfo: true }, (error) => (error ? reject(error) : resolve()));
  });
}

/** Ends the passport login and destroys the session row, so the old cookie is worthless. */
export function signOut(req: Request): Promise<void> {
  return new Promise((resolve, reject) => {
    req.logout({ keepSessionInfo: false }, (logoutError) => {
      if (logoutError) return reject(logoutError);
      req.session.destroy((destroyError) => (destroyError ? reject(destroyError) : resolve()));
    });
  });
}
