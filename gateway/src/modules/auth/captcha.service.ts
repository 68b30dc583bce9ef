import svgCaptchaModule = require('svg-captcha');
import type { Session, SessionData } from 'express-session';

// The package's main export draws a given text; its typings only declare the random helpers.
type DrawCaptcha = (text: string, options?: Parameters<typeof svgCaptchaModule.create>[0]) => string;
const drawCaptcha = svgCaptchaModule as unknown as DrawCaptcha;

export const CAPTCHA_LENGTH = 5;
const CAPTCHA_TTL_MS = 5 * 60 * 1000;
// Characters people confuse are left out; the code is compared upper-case.
const CAPTCHA_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

type CaptchaSession = Session & Partial<SessionData>;

function randomCode(): string {
  let code = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) code += CAPTCHA_CHARS[Math.floor(Math.random() * CAPTCHA_CHARS.length)];
  return code;
}

/** Image captchas held in the session, one use each (SPEC §7 image_captcha). */
export class CaptchaService {
  constructor(private readonly fixedCode: string | undefined) {}

  /** Issues a new code into the session and returns it drawn as an SVG image. */
  issue(session: CaptchaSession): string {
    const code = (this.fixedCode ?? randomCode()).toUpperCase();
    session.captcha = { code, issuedAt: Date.now() };
    return drawCaptcha(code, { noise: 2, color: true, background: '#f4f6fb', width: 120, height: 40, fontSize: 44 });
  }

  /** Checks an answer and spends the code whatever the outcome, so one image allows one attempt. */
  consume(session: CaptchaSession, answer: string): boolean {
    const issued = session.captcha;
    delete session.captcha;
    if (this.fixedCode && answer.trim().toUpperCase() === this.fixedCode.toUpperCase()) return true;
    if (!issued || Date.now() - issued.issuedAt > CAPTCHA_TTL_MS) return false;
    return answer.trim().toUpperCase() === issued.code;
  }
}
