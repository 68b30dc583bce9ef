/**
 * Taiwan time (Asia/Taipei, UTC+8 all year: Taiwan keeps no daylight saving time), the one place dates are
 * turned into the wall clock of Taiwan for display, day boundaries and numbers. Import-free, for the gateway
 * and the client. Display formats (DESIGN §4.10): dates YYYY/MM/DD, times HH:mm.
 */
const TAIPEI_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The instant shifted so its UTC fields read Taiwan's wall clock (for formatting only). */
function wallClock(date: Date): Date {
  return new Date(date.getTime() + TAIPEI_OFFSET_MS);
}

/**
 * Whether a text is a real calendar day written YYYY-MM-DD. `Date.parse` alone is not enough: it takes 2026-02-30
 * (as 2026-03-02), which PostgreSQL then refuses as a date.
 */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** 'YYYY-MM-DD' in Taiwan, shifted by `days` (the form of date inputs and query filters). */
export function taipeiIsoDay(date: Date = new Date(), days = 0): string {
  return new Date(wallClock(date).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** 'YYYY/MM/DD' in Taiwan. */
export function taipeiDate(date: Date): string {
  return taipeiIsoDay(date).replace(/-/g, '/');
}

/** 'HH:mm' in Taiwan. */
export function taipeiTime(date: Date): string {
  return wallClock(date).toISOString().slice(11, 16);
}

/** 'YYYY/MM/DD HH:mm' in Taiwan. */
export function taipeiDateTime(date: Date): string {
  // One shifted instant and one ISO string: exports format three of these per row.
  const iso = wallClock(date).toISOString();
  return `${iso.slice(0, 4)}/${iso.slice(5, 7)}/${iso.slice(8, 10)} ${iso.slice(11, 16)}`;
}

/** 'YYYY/MM/DD HH:mm:ss' in Taiwan (ECPay's date-time fields). */
export function taipeiDateTimeSeconds(date: Date): string {
  const iso = wallClock(date).toISOString();
  return `${iso.slice(0, 4)}/${iso.slice(5, 7)}/${iso.slice(8, 10)} ${iso.slice(11, 19)}`;
}

/** ISO 8601 with seconds and Taiwan's offset, 'YYYY-MM-DDTHH:mm:ss+08:00' (the program CSV format's times). */
export function taipeiIsoDateTime(date: Date): string {
  return `${wallClock(date).toISOString().slice(0, 19)}+08:00`;
}

/** 'yyyyMMddHHmmss' in Taiwan (trade numbers). */
export function taipeiStamp(date: Date): string {
  return wallClock(date).toISOString().slice(0, 19).replace(/[-T:]/g, '');
}

/**
 * The Taiwan day `businessDays` working days after `date` ('YYYY-MM-DD'), skipping Saturdays and Sundays. National
 * holidays are not modelled, so an estimate shown to a member says "預計".
 */
export function taipeiBusinessDay(date: Date, businessDays: number): string {
  let day = new Date(`${taipeiIsoDay(date)}T00:00:00Z`);
  for (let left = businessDays; left > 0;) {
    day = new Date(day.getTime() + DAY_MS);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}
