import 'express-session';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../viewer';
import type { CsrfTokens } from '../http/csrf';

declare module 'express-session' {
  interface SessionData {
    csrfToken?: string;
    /** Absolute lifetime start: the session ends this long after login whatever the activity. */
    loginAt?: number;
    /** Token the client echoes as AesStr in the change-password payload (SPEC §3). */
    aesStr?: string;
    /** When a request last moved the idle expiry (see refreshSessionExpiry). */
    seenAt?: number;
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      em: EntityManager;
      viewer: Viewer | null;
      /** This app's CSRF tokens (core/http/csrf.ts): what a page carries, what a request must echo. */
      csrf: CsrfTokens;
    }
  }
}
