import {
  MAX_EMAILS,
  PASSWORD_MIN_LENGTH,
  USER_NAME_MAX_LENGTH,
  VALIDATION_MESSAGES as M,
  VALIDATION_PATTERNS as P,
} from '@paydesk/shared/validation-rules';
import { isValidNationalId, isValidTaxId } from '@paydesk/shared/identity-numbers';

/**
 * SPEC §5 rules on the server. Same patterns and messages as the client's Yup schemas
 * (both read shared/src/validation-rules.ts); each check returns the zh-TW message or null.
 * Values are trimmed first, as Yup's `string().trim()` does.
 */
export type Check = (value: string | null | undefined) => string | null;

const text = (value: string | null | undefined) => (value ?? '').trim();

function rule(
  pattern: RegExp,
  message: string,
  extra?: (v: string) => string | null,
  after?: (v: string) => string | null,
): Check {
  return (value) => {
    const v = text(value);
    if (!v) return M.required;
    const early = extra?.(v);
    if (early) return early;
    if (!pattern.test(v)) return message;
    return after?.(v) ?? null;
  };
}

/** The check digit, once the shape is right (shared/src/identity-numbers.ts). */
const checkDigit = (valid: (v: string) => boolean, message: string) => (v: string) => (valid(v) ? null : message);

export const required: Check = (value) => (text(value) ? null : M.required);

export const VALIDATORS = {
  memberAccount: rule(P.memberAccount, M.memberAccount),
  password: rule(P.password, M.password, (v) => (v.length < PASSWORD_MIN_LENGTH ? M.passwordMin : null)),
  nationalId: rule(P.nationalId, M.nationalId, undefined, checkDigit(isValidNationalId, M.nationalIdCheck)),
  taxId: rule(P.taxId, M.taxId, undefined, checkDigit(isValidTaxId, M.taxIdCheck)),
  email: rule(P.email, M.email),
  mobile: rule(P.mobile, M.mobile),
  userName: rule(P.userName, M.userName, (v) => (v.length >= USER_NAME_MAX_LENGTH ? M.userName : null)),
  phone: rule(P.phone, M.phone),
  phoneDash: rule(P.phoneDash, M.phoneDash),
  areaCode: rule(P.areaCode, M.areaCode),
  telNumber: rule(P.telNumber, M.telNumber),
  bankCode: rule(P.bankCode, M.bankCode),
  bankAccount: rule(P.bankAccount, M.bankAccount),
  otpCode: rule(P.otpCode, M.otpCode),
  mobileBarcode: rule(P.mobileBarcode, M.mobileBarcode),
  walletMerchantNo: rule(P.walletMerchantNo, M.walletMerchantNo),
  logisticsNo: rule(P.logisticsNo, M.logisticsNo),
  /** Up to five comma-separated emails. */
  emails: (value: string | null | undefined) => {
    const v = text(value);
    if (!v) return M.required;
    const parts = v.split(',').map((part) => part.trim());
    return parts.length <= MAX_EMAILS && parts.every((part) => P.email.test(part)) ? null : M.emails;
  },
} satisfies Record<string, Check>;

export type ValidatorName = keyof typeof VALIDATORS;

/** The confirmation must equal the new password (SPEC §5 change-password dialog). */
export function passwordConfirm(password: string, confirmation: string): string | null {
  if (!text(confirmation)) return M.required;
  return password === confirmation ? null : M.passwordConfirm;
}

/** Splits a comma-separated email list into trimmed addresses. */
export function splitEmails(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
