/** DESIGN §4.10: money as `$1,234`; dates as YYYY/MM/DD (Taiwan time); empty values and zero dates as a dash. */
import { taipeiDate, taipeiDateTime, taipeiIsoDay } from '@paydesk/shared/taiwan-time';

export const DASH = '-';

export { formatMoney } from '@paydesk/shared/money';

/** A real instant, or null for empty, invalid and zero dates (which display as a dash). */
function instant(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) || d.getTime() <= 0 ? null : d;
}

export function formatDate(iso: string | null | undefined): string {
  const d = instant(iso);
  return d ? taipeiDate(d) : DASH;
}

export function formatDateTime(iso: string | null | undefined): string {
  const d = instant(iso);
  return d ? taipeiDateTime(d) : DASH;
}

/** A calendar day '2026-12-01' as '2026/12/01'; null for none. */
export function formatDay(value: string | null | undefined): string | null {
  return value ? value.replace(/-/g, '/') : null;
}

/** Today in Taiwan as YYYY-MM-DD, shifted by `days`. */
export function taiwanDay(days = 0, now = new Date()): string {
  return taipeiIsoDay(now, days);
}

/** A rate in basis points as a percentage: 280 -> '2.8%', 20 -> '0.2%', 1100 -> '11%'. */
export function percent(rateBp: number): string {
  return `${Number((rateBp / 100).toFixed(2))}%`;
}

/** A fresh key per money request, so a retried submit is not booked twice; a UUID cannot collide like Math.random could. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
