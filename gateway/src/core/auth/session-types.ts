import 'express-session';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../viewer';

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
    }
  }
}
