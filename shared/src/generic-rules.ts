/**
 * SPEC §5 "General" rules that every form and the gateway apply to many fields: required (with a variant that
 * accepts zero), minimum lengths 8/10/12, exact length, exact digit count, number range (default minimum 1),
 * positive number with a minimum, text maximum and URL. Each rule is a predicate plus its default zh-TW message;
 * a field may pass its own message (a money field says which amount). The client wraps them as Yup tests
 * (frontend/src/lib/validators.ts) and gateway services call them directly, so both sides accept the same input.
 *
 * Values arrive as typed by a form (strings) or as parsed by GraphQL (numbers); the number rules take both.
 */

export type MinLength = 8 | 10 | 12;

export const GENERIC_RULE_MESSAGES = {
  required: '此欄位為必填',
  minLength: (n: number) => `至少需輸入 ${n} 個字元`,
  exactLength: (n: number) => `長度須為 ${n} 個字元`,
  exactDigits: (n: number) => `須為 ${n} 位數字`,
  numberRange: (min: number, max: number) => `請輸入 ${min} 至 ${max} 的整數`,
  positiveMin: (min: number) => `請輸入不小於 ${min} 的正數`,
  textMax: (n: number) => `最多 ${n} 個字`,
  url: '網址格式錯誤，請以 https:// 開頭',
} as const;

const INTEGER_TEXT = /^-?\d+$/;
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;
/**
 * SPEC §5: a URL begins with https:// (the pattern accepts http:// too), then a host (letters, digits, dots, dashes,
 * an optional port, or a bracketed IPv6 address) and an optional path without spaces.
 */
const URL_PATTERN = /^https?:\/\/(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?(?:[/?#]\S*)?$/;

function asNumber(value: unknown, integer: boolean): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && (!integer || Number.isInteger(value)) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return (integer ? INTEGER_TEXT : NUMBER_TEXT).test(text) ? Number(text) : null;
}

/** Filled in: not null, not blank; `allowZero: false` also refuses 0 and '0' (a quantity or amount must be set). */
export function isFilled(value: unknown, options: { allowZero?: boolean } = {}): boolean {
  if (value == null) return false;
  if (typeof value === 'string' && value.trim() === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (options.allowZero === false && asNumber(value, false) === 0) return false;
  return true;
}

/** At least `n` characters (SPEC gives 8, 10 and 12). */
export const hasMinLength = (value: string, n: MinLength): boolean => [...value].length >= n;

/** Exactly `n` characters (SPEC gives 8). */
export const hasExactLength = (value: string, n: number): boolean => [...value].length === n;

/** Exactly `n` digits and nothing else. */
export const hasExactDigits = (value: string, n: number): boolean => new RegExp(`^\\d{${n}}$`).test(value);

/** An integer within [min, max]; the minimum defaults to 1 (SPEC §5). */
export function isIntInRange(value: unknown, range: { min?: number; max: number }): boolean {
  const n = asNumber(value, true);
  return n !== null && n >= (range.min ?? 1) && n <= range.max;
}

/** A positive number not below `min` (decimals allowed). */
export function isPositiveAtLeast(value: unknown, min: number): boolean {
  const n = asNumber(value, false);
  return n !== null && n > 0 && n >= min;
}

/** At most `n` characters, counted as a reader counts them (a CJK character or an emoji is one). */
export const isWithinMax = (value: string | null | undefined, n: number): boolean => [...(value ?? '')].length <= n;

/** An http(s) URL with a host (no spaces). */
export const isUrl = (value: string): boolean => URL_PATTERN.test(value.trim());
