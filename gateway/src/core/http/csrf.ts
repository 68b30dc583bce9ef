import crypto from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { MESSAGES } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The session's CSRF token, created on first use (the SPA receives it in a meta tag). */
export function csrfTokenOf(req: Request): string {
  req.session.csrfToken ??= crypto.randomBytes(32).toString('base64url');
  return req.session.csrfToken;
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

/** Unsafe methods need the session's CSRF token (header or form field), else 419 (SPEC §8) before any side effect. */
export function requireCsrfToken(req: Request, res: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(req.method)) return next();
  // A request signed in by an access token carries no cookie a foreign page could ride on.
  if (req.viewer?.token) return next();
  if (tokensMatch(req.session?.csrfToken, givenToken(req))) return next();
  res.status(419).json({ success: false, message: MESSAGES.sessionExpired });
}
