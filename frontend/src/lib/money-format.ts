/** DESIGN §4.10: money as `$1,234`; dates as YYYY/MM/DD (Taiwan time); empty values and zero dates as a dash. */
export const DASH = '-';

export function formatMoney(value: number | null | undefined): string {
  if (value === null || value === undefined) return DASH;
  const sign = value < 0 ? '-' : '';
  return `${sign}$${Math.abs(value).toLocaleString('en-US')}`;
}

function taipei(iso: string): Date | null {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime()) || d.getTime() <= 0) return null;
  return new Date(d.getTime() + 8 * 3_600_000);
}

export function formatDate(iso: string | null | undefined): string {
  const d = iso ? taipei(iso) : null;
  return d ? d.toISOString().slice(0, 10).replace(/-/g, '/') : DASH;
}

export function formatDateTime(iso: string | null | undefined): string {
  const d = iso ? taipei(iso) : null;
  return d ? `${d.toISOString().slice(0, 10).replace(/-/g, '/')} ${d.toISOString().slice(11, 16)}` : DASH;
}

/** Today in Taiwan as YYYY-MM-DD, shifted by `days`. */
export function taiwanDay(days = 0, now = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

export function newIdempotencyKey(): string {
  return `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}
