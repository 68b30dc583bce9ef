import { getAppUrl, withBasePath } from './env';

/** SPEC §7: the captcha seed is capped at 29 characters. */
export const CAPTCHA_SEED_MAX = 29;

export function captchaSeed(now: number = Date.now(), random: number = Math.random()): string {
  return String(now + random).slice(0, CAPTCHA_SEED_MAX);
}

export function captchaUrl(seed: string): string {
  return `${getAppUrl()}${withBasePath('/api/login/image_captcha')}?t=${encodeURIComponent(seed)}`;
}
