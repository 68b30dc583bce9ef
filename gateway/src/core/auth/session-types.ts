import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionPrincipal, Viewer } from '../viewer';
import type { CsrfTokens } from '../http/csrf';
import type { RequestSession, StoredCookie } from '../http/request-session';

/** What a session stores (core/http/request-session.ts). */
export interface SessionFields {
  /** The expiry the row and the cookie were last given. */
  cookie?: StoredCookie;
  /** passport's sign-in: who this session is. */
  passport?: { user?: SessionPrincipal };
  csrfToken?: string;
  /** Absolute lifetime start: the session ends this long after login whatever the activity. */
  loginAt?: number;
  /** Token the client echoes as AesStr in the change-password payload (SPEC §3). */
  aesStr?: string;
  /** When a request last moved the idle expiry (see refreshSessionExpiry). */
  seenAt?: number;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Absent only after the session was destroyed (sign-out). */
      session: RequestSession & SessionFields;
      /** The session's id (a guest's is made when first asked for). */
      readonly sessionID: string;
      em: EntityManager;
      viewer: Viewer | null;
      /** This app's CSRF tokens (core/http/csrf.ts): what a page carries, what a request must echo. */
      csrf: CsrfTokens;
    }
  }
}
