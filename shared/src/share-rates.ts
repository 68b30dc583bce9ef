/**
 * Agents' revenue-share rates: stored and computed in basis points of the platform fee (1/100 of a percent, whole
 * numbers), typed and read by people in percent with at most two decimals. The one conversion between the two, used
 * by the gateway (which converts what operators type) and the client (which checks it before sending).
 */

/** The highest rate: the whole platform fee. */
export const SHARE_RATE_MAX_BP = 10_000;

const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** '0.35' -> 35, '20' -> 2000, '100' -> 10000; null for anything else (more than two decimals, above 100, not a number). */
export function percentToBasisPoints(text: string): number | null {
  const m = PERCENT.exec(text.trim());
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bp <= SHARE_RATE_MAX_BP ? bp : null;
}

/** 35 -> '0.35', 2000 -> '20', 5 -> '0.05': the percent as typed, without a sign. */
export function basisPointsToPercent(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const cents = String(Math.abs(bp % 100))
    .padStart(2, '0')
    .replace(/0+$/, '');
  return cents ? `${whole}.${cents}` : String(whole);
}
