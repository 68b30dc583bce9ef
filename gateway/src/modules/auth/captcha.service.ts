import { CAPTCHA_LENGTH } from '@paydesk/shared/validation-rules';
import { sqlOf } from '../../core/database/sql';
import { createHash, randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import svgCaptchaModule from 'svg-captcha';

// The package's main export draws a given text; its typings only declare the random helpers.
type DrawCaptcha = (text: string, options?: Parameters<typeof svgCaptchaModule.create>[0]) => string;
const drawCaptcha = svgCaptchaModule as unknown as DrawCaptcha;

const CAPTCHA_TTL_MS = 5 * 60 * 1000;
// Characters people confuse are left out; the code is compared upper-case.
const CAPTCHA_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomCode(): string {
  let code = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) code += CAPTCHA_CHARS[randomInt(CAPTCHA_CHARS.length)];
  return code;
}

const hashCode = (code: string) => createHash('sha256').update(code.trim().toUpperCase()).digest('hex');

/**
 * Image captchas (SPEC §7 image_captcha), one per session and one use each. The code lives in
 * `captcha_challenge`, not in the session: a session is copied into every parallel request, while one
 * `DELETE … RETURNING` lets exactly one request spend an answer.
 */
export class CaptchaService {
  constructor(private readonly fixedCode: string | undefined) {}

  /** Issues a new code for the session (replacing the last one) and returns it drawn as an SVG image. */
  async issue(em: EntityManager, sessionId: string): Promise<string> {
    const code = (this.fixedCode ?? randomCode()).toUpperCase();
    const sql = sqlOf(em);
    await sql(
      `insert into captcha_challenge (session_id, code_hash, issued_at) values (?, ?, now())
       on conflict (session_id) do update set code_hash = excluded.code_hash, issued_at = excluded.issued_at`,
      [sessionId, hashCode(code)],
    );
    // Expired codes of abandoned sessions are pruned as new ones are issued.
    await sql(`delete from captcha_challenge where issued_at < now() - interval '1 hour'`);
    return drawCaptcha(code, { noise: 2, color: true, background: '#f4f6fb', width: 120, height: 40, fontSize: 44 });
  }

  /** Checks an answer and spends the session's code whatever the outcome, atomically across requests. */
  async consume(em: EntityManager, sessionId: string, answer: string): Promise<boolean> {
    const [issued] = await sqlOf(em)<{ code_hash: string; age_ms: number }>(
      `delete from captcha_challenge where session_id = ?
         returning code_hash, (extract(epoch from now() - issued_at) * 1000)::float8 as age_ms`,
      [sessionId],
    );
    // Local/test only (the config refuses it elsewhere): the fixed code always answers.
    if (this.fixedCode && answer.trim().toUpperCase() === this.fixedCode.toUpperCase()) return true;
    if (!issued || issued.age_ms > CAPTCHA_TTL_MS) return false;
    return issued.code_hash === hashCode(answer);
  }
}
