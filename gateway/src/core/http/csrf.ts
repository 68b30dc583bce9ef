import crypto from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Config } from '../../config/config';
import { MESSAGES } from '../errors';
import { carriesNoCookie } from './program-clients';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The cookie that carries a guest's CSRF token until the guest has a stored session. */
export const GUEST_CSRF_COOKIE = 'paydesk.csrf';

/**
 * CSRF tokens (SPEC §7: the page's meta tag, echoed in X-CSRF-TOKEN). A stored session keeps its token. A guest
 * without one gets a signed token in a cookie instead (signed double submit), so an anonymous page view — the
 * marketing site, a crawler — writes no session row. The session takes the guest's token over the moment it is
 * stored (captcha, sign-in), so the page's meta stays valid.
 */
export class CsrfTokens {
  private readonly secureCookie: boolean;

  constructor(
    private readonly secret: string,
    private readonly config: Pick<Config, 'appEnv' | 'basePath'>,
  ) {
    this.secureCookie = config.appEnv === 'production' || config.appEnv === 'sandbox';
  }

  private sign(nonce: string): string {
    return crypto.createHmac('sha256', this.secret).update(`csrf:${nonce}`).digest('base64url');
  }

  /** The guest cookie's token when its signature holds, else undefined. */
  private guestToken(req: Request): string | undefined {
    const cookies = req.headers.cookie;
    if (!cookies?.includes(GUEST_CSRF_COOKIE)) return undefined;
    const value = new RegExp(
      `(?:^|;\\s*)${GUEST_CSRF_COOKIE.replace('.', '\\.')}=([A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+)`,
    ).exec(cookies)?.[1];
    const [nonce, signature] = value?.split('.') ?? [];
    return nonce && signature && tokensMatch(this.sign(nonce), signature) ? value : undefined;
  }

  /** The token a request must echo: its stored session's, else its guest cookie's. */
  expected(req: Request): string | undefined {
    return req.session?.csrfToken ?? this.guestToken(req);
  }

  /** The token for a served page; a guest without one gets a new signed token in its cookie (no session write). */
  forPage(req: Request, res: Response): string {
    const known = this.expected(req);
    if (known) return known;
    const nonce = crypto.randomBytes(24).toString('base64url');
    const token = `${nonce}.${this.sign(nonce)}`;
    res.cookie(GUEST_CSRF_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secureCookie,
      path: `${this.config.basePath}/`,
    });
    return token;
  }

  /**
   * Gives the session the token the page already holds, as it is about to be stored (a captcha, a sign-in): from
   * then on the session's token is the one checked.
   */
  bindToSession(req: Request): void {
    req.session.csrfToken ??= this.guestToken(req) ?? crypto.randomBytes(32).toString('base64url');
  }

  /** Unsafe methods need the token (header or form field), else 419 (SPEC §8) before any side effect. */
  readonly require: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    // A request signed in by an access token carries no cookie a foreign page could ride on.
    if (req.viewer?.token) return next();
    // Nor does a request with no cookie at all: it is a program, served as a guest (core/http/program-clients.ts).
    if (carriesNoCookie(req)) return next();
    if (tokensMatch(this.expected(req), givenToken(req))) return next();
    res.status(419).json({ success: false, message: MESSAGES.sessionExpired });
  };
}

function tokensMatch(expected: string | undefined, given: string | undefined): boolean {
  if (!expected || !given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/**
 * The token a request carries: the X-CSRF-TOKEN header, or — for a full-page form post (the client's formPost
 * helper, SPEC §7) — the `_token` field of a urlencoded body. Never a JSON field: scripts send the header.
 */
function givenToken(req: Request): string | undefined {
  const header = req.get('X-CSRF-TOKEN');
  if (header) return header;
  if (!req.is('application/x-www-form-urlencoded')) return undefined;
  const field = (req.body as Record<string, unknown> | undefined)?._token;
  return typeof field === 'string' ? field : undefined;
}
