/**
 * Check digits of Taiwan identity numbers, applied after the SPEC §5 patterns on both sides (the Yup validators
 * and the gateway), so a typo that keeps the shape (F223456788) is still refused. Import-free.
 */

/**
 * A national ID's first letter in the order of its two-digit codes, from A = 10 to O = 35: the official table is
 * irregular (X = 30, Y = 31, W = 32, Z = 33, I = 34, O = 35), so the order is written out, not derived.
 */
const LETTERS_BY_CODE = 'ABCDEFGHJKLMNPQRSTUVXYWZIO';

const NATIONAL_ID_WEIGHTS = [1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1];
const TAX_ID_WEIGHTS = [1, 2, 1, 2, 1, 2, 4, 1];

/** A national ID (letter, 1 or 2, eight digits) whose weighted sum of letter code and digits is a multiple of 10. */
export function isValidNationalId(value: string): boolean {
  if (!/^[A-Z][12]\d{8}$/.test(value)) return false;
  const code = 10 + LETTERS_BY_CODE.indexOf(value.charAt(0));
  const digits = [Math.floor(code / 10), code % 10, ...value.slice(1).split('').map(Number)];
  const sum = digits.reduce((total, d, i) => total + d * (NATIONAL_ID_WEIGHTS[i] ?? 0), 0);
  return sum % 10 === 0;
}

/**
 * A tax ID (統一編號, eight digits): each digit times 1,2,1,2,1,2,4,1, the digits of each product summed, a
 * multiple of 5 (the rule since 2023; the older multiple of 10 is a case of it). When the seventh digit is 7 its
 * product 28 counts as 10, read as 1 or as 0, so the total one more also passes.
 */
export function isValidTaxId(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  const digits = value.split('').map(Number);
  const sum = digits.reduce((total, d, i) => {
    const product = d * (TAX_ID_WEIGHTS[i] ?? 0);
    return total + Math.floor(product / 10) + (product % 10);
  }, 0);
  return sum % 5 === 0 || (digits[6] === 7 && (sum + 1) % 5 === 0);
}
