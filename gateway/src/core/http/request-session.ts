import crypto from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { log } from '../log/logger';

/**
 * The request's session: what express-session did for this app, without what it cost on every request (a session
 * object and a cookie object built per request, a new random id for every guest, two SHA-1 hashes of the session to
 * see whether it changed, a response wrapped per request). Same cookie (`s:<id>.<HMAC-SHA256>`, URL-encoded), same
 * row shape (the data plus a `cookie` with its expiry), so sessions and cookies carry over both ways.
 *
 * A session is stored when its data differs from what the store holds (compared as JSON text), written before the
 * response ends so the browser's next request finds it; the cookie goes out with it, carrying the same expiry.
 */

/** What a session row stores besides the app's fields (express-session's cookie shape, kept for compatibility). */
export interface StoredCookie {
  originalMaxAge: number;
  expires: string;
  secure: boolean;
  httpOnly: boolean;
  path: string;
  sameSite: 'lax';
}

/** Where sessions live (PgSessionStore): rows by id, the read possibly bringing along what it joined. */
export interface SessionBackend<T> {
  get(sid: string): Promise<{ text: string; joined: T | undefined } | null>;
  /** `text` is the session as JSON; `expiresAt` in epoch milliseconds. */
  set(sid: string, text: string, expiresAt: number): Promise<void>;
  destroy(sid: string): Promise<void>;
}

export interface SessionOptions {
  cookieName: string;
  secret: string;
  idleMs: number;
  secure: boolean;
  path: string;
}

const STATE = Symbol('session state');
const JOINED = Symbol('joined with the session');
type WithState = Request & { [STATE]?: SessionState; [JOINED]?: unknown };

const newSessionId = () => crypto.randomBytes(24).toString('base64url');

/**
 * The session a request sees. Its own enumerable properties are the stored data (JSON.stringify of it is the row);
 * the id and the methods passport calls (regenerate, save) and sign-out calls (destroy) live on the prototype and in
 * private fields, so they never reach the row.
 */
export class RequestSession {
  #id: string | undefined;
  readonly #state: SessionState;

  constructor(state: SessionState, id?: string) {
    this.#state = state;
    this.#id = id;
  }

  /** A new session gets its id only when something asks for it (a guest's page view never does). */
  get id(): string {
    return (this.#id ??= newSessionId());
  }

  /** A new id and empty data; the old row is deleted (session fixation). */
  regenerate(done: (error?: unknown) => void): void {
    this.#state.regenerate().then(() => done(), done);
  }

  save(done?: (error?: unknown) => void): void {
    this.#state.persist(this).then(
      () => done?.(),
      (error: unknown) => done?.(error),
    );
  }

  /** Deletes the row; the request goes on without a session. */
  destroy(done?: (error?: unknown) => void): void {
    this.#state.destroy().then(
      () => done?.(),
      (error: unknown) => done?.(error),
    );
  }
}

/** One request's bookkeeping: which row its session is, and what that row holds. */
class SessionState {
  /** The id of the row the session is stored as (read this request, or written by it), else null. */
  storedId: string | null = null;
  /** The JSON text the row holds (for a new session, what an empty one serializes to). */
  storedText = '{}';
  /** The session was written this request: the cookie goes out with its new expiry. */
  written = false;
  /**
   * The response is ending: whether the session changed was settled then (and it was stored if it had), so the
   * header write that follows in the same call need not serialize it again.
   */
  ending = false;
  private expiresAt: number | undefined;

  constructor(
    private readonly req: WithState,
    private readonly backend: SessionBackend<unknown>,
    private readonly options: SessionOptions,
  ) {}

  get session(): RequestSession | undefined {
    return this.req.session;
  }

  /** Whether the session's data differs from its row (a new session: whether it holds anything). */
  changed(): boolean {
    const session = this.session;
    return session !== undefined && JSON.stringify(session) !== this.storedText;
  }

  /** One expiry per request: the row and the cookie carry the same. */
  expiry(): number {
    return (this.expiresAt ??= Date.now() + this.options.idleMs);
  }

  async persist(session: RequestSession): Promise<void> {
    const expiresAt = this.expiry();
    const fields = session as RequestSession & { cookie?: StoredCookie };
    fields.cookie = {
      originalMaxAge: this.options.idleMs,
      expires: new Date(expiresAt).toISOString(),
      secure: this.options.secure,
      httpOnly: true,
      path: this.options.path,
      sameSite: 'lax',
    };
    const text = JSON.stringify(session);
    await this.backend.set(session.id, text, expiresAt);
    // Only if this is still the request's session (a regenerate may have replaced it meanwhile).
    if (this.session === session) {
      this.storedId = session.id;
      this.storedText = text;
      this.written = true;
    }
  }

  async regenerate(): Promise<void> {
    const old = this.storedId;
    this.storedId = null;
    this.storedText = '{}';
    this.written = false;
    this.req.session = new RequestSession(this) as Request['session'];
    if (old) await this.backend.destroy(old);
  }

  async destroy(): Promise<void> {
    const old = this.storedId;
    this.storedId = null;
    delete (this.req as Partial<Request>).session;
    if (old) await this.backend.destroy(old);
  }

  /** The Set-Cookie value when the session is (or is about to be) stored this request, else null. */
  cookieHeader(): string | null {
    const session = this.session;
    if (!session || !(this.written || (!this.ending && this.changed()))) return null;
    const value = `s:${signedId(session.id, this.options.secret)}`;
    return [
      `${this.options.cookieName}=${encodeURIComponent(value)}`,
      `Path=${this.options.path}`,
      `Expires=${new Date(this.expiry()).toUTCString()}`,
      'HttpOnly',
      'SameSite=Lax',
      ...(this.options.secure ? ['Secure'] : []),
    ].join('; ');
  }
}

/** express-session's signed id (cookie-signature): `<id>.<base64 HMAC-SHA256 without padding>`. */
function signedId(id: string, secret: string): string {
  return `${id}.${crypto.createHmac('sha256', secret).update(id).digest('base64').replace(/=+$/, '')}`;
}

/** The raw value of the session cookie in a Cookie header (the first, as browsers send the most specific first). */
function cookieValueOf(cookieHeader: string | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  const at = cookieHeader.indexOf(`${name}=`);
  // The name must start the header or follow a separator (so `xpaydesk.sid=` is not ours).
  if (at < 0 || (at > 0 && cookieHeader[at - 1] !== ' ' && cookieHeader[at - 1] !== ';')) return null;
  const end = cookieHeader.indexOf(';', at);
  return cookieHeader.slice(at + name.length + 1, end < 0 ? undefined : end).trim();
}

/** The session id a cookie value names, when its signature holds. */
function verifiedId(raw: string, secret: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (!value.startsWith('s:')) return null;
  const signed = value.slice(2);
  const id = signed.slice(0, signed.lastIndexOf('.'));
  if (!id) return null;
  const expected = Buffer.from(signedId(id, secret));
  const given = Buffer.from(signed);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? id : null;
}

/**
 * Cookie values whose signature was checked, and their ids: a browser sends the same cookie on every request, and
 * the answer cannot change for a given secret. Only values that verified are kept (a forged one costs its sender the
 * HMAC every time), and the map is emptied when it grows past its bound.
 */
class VerifiedCookies {
  private readonly ids = new Map<string, string>();

  constructor(
    private readonly secret: string,
    private readonly bound = 10_000,
  ) {}

  idOf(raw: string | null): string | null {
    if (!raw) return null;
    const known = this.ids.get(raw);
    if (known) return known;
    const id = verifiedId(raw, this.secret);
    if (id) {
      if (this.ids.size >= this.bound) this.ids.clear();
      this.ids.set(raw, id);
    }
    return id;
  }
}

/** What the session read joined for this request (undefined when the request has no stored session). */
export function joinedWithSession<T>(req: Request): T | undefined {
  return (req as WithState)[JOINED] as T | undefined;
}

/**
 * Installs the session on an app: `req.sessionID` and the response hooks go on the app's request and response
 * prototypes once (a request without a session pays nothing for them); the middleware reads the session.
 */
export function requestSessions<T>(
  app: { request: object; response: object },
  backend: SessionBackend<T>,
  options: SessionOptions,
): RequestHandler {
  Object.defineProperty(app.request, 'sessionID', {
    get(this: Request) {
      return this.session?.id;
    },
    configurable: true,
  });
  const response = app.response as Response;
  const writeHead = response.writeHead;
  const end = response.end;
  // Every header write goes through writeHead (Node's implicit headers call it too): the cookie joins the headers.
  response.writeHead = function (this: Response, ...args: unknown[]) {
    const state = (this.req as WithState | undefined)?.[STATE];
    const cookie = state?.cookieHeader();
    if (cookie) this.append('Set-Cookie', cookie);
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as Response['writeHead'];
  // The session is stored before the response ends, so the browser's next request finds it.
  response.end = function (this: Response, ...args: unknown[]) {
    const state = (this.req as WithState | undefined)?.[STATE];
    const session = state?.session;
    if (!state || !session) return (end as (...a: unknown[]) => Response).apply(this, args);
    const changed = state.changed();
    state.ending = true;
    if (!changed) return (end as (...a: unknown[]) => Response).apply(this, args);
    state.persist(session).then(
      () => (end as (...a: unknown[]) => Response).apply(this, args),
      (error: unknown) => {
        log.error({ reason: (error as Error).message }, 'session: could not store the session');
        (end as (...a: unknown[]) => Response).apply(this, args);
      },
    );
    return this;
  } as Response['end'];

  const cookies = new VerifiedCookies(options.secret);
  return (req: Request, _res: Response, next: NextFunction) => {
    const state = new SessionState(req as WithState, backend as SessionBackend<unknown>, options);
    (req as WithState)[STATE] = state;
    const sid = cookies.idOf(cookieValueOf(req.headers.cookie, options.cookieName));
    if (!sid) {
      req.session = new RequestSession(state) as Request['session'];
      return next();
    }
    backend.get(sid).then((row) => {
      const session = new RequestSession(state, row ? sid : undefined);
      if (row) {
        Object.assign(session, JSON.parse(row.text));
        state.storedId = sid;
        // The row's own text: this code wrote it with JSON.stringify (a `json` column keeps text as written), so
        // an unchanged session serializes to it again. A row written otherwise is stored once more, in this form.
        state.storedText = row.text;
        (req as WithState)[JOINED] = row.joined;
      }
      req.session = session as Request['session'];
      next();
    }, next);
  };
}
