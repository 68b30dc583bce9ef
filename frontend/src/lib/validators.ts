import * as yup from 'yup';

/**
 * SPEC §5 validation rules as Yup helpers. Patterns, limits and messages come from
 * shared/src/validation-rules.ts, which the gateway reads too, so both sides reject the same input
 * with the same text (frontend/src/lib/validators.parity.test.ts checks it).
 */
import {
  CAPTCHA_LENGTH,
  MAX_EMAILS,
  PASSWORD_MIN_LENGTH,
  USER_NAME_MAX_LENGTH,
  VALIDATION_MESSAGES,
  VALIDATION_PATTERNS,
} from '@paydesk/shared/validation-rules';
import {
  GENERIC_RULE_MESSAGES as R,
  hasExactDigits,
  hasExactLength,
  hasMinLength,
  isFilled,
  isIntInRange,
  isPositiveAtLeast,
  isUrl,
  isWithinMax,
  type MinLength,
} from '@paydesk/shared/generic-rules';
import { isValidNationalId, isValidTaxId } from '@paydesk/shared/identity-numbers';

export {
  CAPTCHA_LENGTH,
  MAX_EMAILS,
  PASSWORD_MIN_LENGTH,
  USER_NAME_MAX_LENGTH,
  VALIDATION_MESSAGES,
  VALIDATION_PATTERNS,
};

const M = VALIDATION_MESSAGES;
const P = VALIDATION_PATTERNS;

export const requiredString = (message: string = M.required) => yup.string().trim().required(message);

export const memberAccount = () => requiredString().matches(P.memberAccount, M.memberAccount);

export const password = () => requiredString().min(PASSWORD_MIN_LENGTH, M.passwordMin).matches(P.password, M.password);

export const passwordConfirm = (field: string) => requiredString().oneOf([yup.ref(field)], M.passwordConfirm);

/** Shape first, then the check digit (shared/src/identity-numbers.ts), each with its own message. */
export const nationalId = () =>
  requiredString()
    .matches(P.nationalId, M.nationalId)
    .test('nationalIdCheck', M.nationalIdCheck, (v) => !v || !P.nationalId.test(v) || isValidNationalId(v));

export const email = () => requiredString().matches(P.email, M.email);

/** Up to five emails separated by commas. */
export const emails = () =>
  requiredString().test('emails', M.emails, (value) => {
    const parts = (value ?? '').split(',').map((part) => part.trim());
    return parts.length <= MAX_EMAILS && parts.every((part) => P.email.test(part));
  });

export const taxId = () =>
  requiredString()
    .matches(P.taxId, M.taxId)
    .test('taxIdCheck', M.taxIdCheck, (v) => !v || !P.taxId.test(v) || isValidTaxId(v));

export const phoneDash = () => requiredString().matches(P.phoneDash, M.phoneDash);

export const phone = () => requiredString().matches(P.phone, M.phone);

export const areaCode = () => requiredString().matches(P.areaCode, M.areaCode);

export const telNumber = () => requiredString().matches(P.telNumber, M.telNumber);

export const bankCode = () => requiredString().matches(P.bankCode, M.bankCode);

export const bankAccount = () => requiredString().matches(P.bankAccount, M.bankAccount);

export const otpCode = () => requiredString().matches(P.otpCode, M.otpCode);

export const mobile = () => requiredString().matches(P.mobile, M.mobile);

export const userName = () =>
  requiredString()
    .max(USER_NAME_MAX_LENGTH - 1, M.userName)
    .matches(P.userName, M.userName);

export const merchantOrderNo = () => requiredString().matches(P.merchantOrderNo, M.merchantOrderNo);

export const tradeNo = () => requiredString().matches(P.tradeNo, M.tradeNo);

/** SPEC §5 logistics number: up to 20 letters or digits, wherever one is typed. */
export const logisticsNo = () => requiredString().matches(P.logisticsNo, M.logisticsNo);

/** 手機條碼 (e-invoice carrier); optional where a buyer may leave it out. */
export const mobileBarcode = () => requiredString().matches(P.mobileBarcode, M.mobileBarcode);

/** A JKO or AFTEE merchant number, where those services are applied for. */
export const walletMerchantNo = () => requiredString().matches(P.walletMerchantNo, M.walletMerchantNo);

/** Captcha: required, at most five characters (the change-password dialog rule). */
export const captcha = () => requiredString(M.captchaRequired).max(CAPTCHA_LENGTH, M.captchaMax);

/** Login captcha: exactly the length the server draws. */
export const loginCaptcha = (length: number = CAPTCHA_LENGTH) =>
  requiredString(M.captchaRequired).length(length, M.captchaLength.replace(String(CAPTCHA_LENGTH), String(length)));

/** An optional field that, once filled, meets `rule` with the rule's own message (editing keeps a blank password). */
export const optional = (rule: () => yup.StringSchema) =>
  yup.string().test('optional-rule', '', function check(value) {
    if (!value?.trim()) return true;
    try {
      rule().validateSync(value);
      return true;
    } catch (error) {
      return this.createError({ message: (error as yup.ValidationError).message });
    }
  });

/**
 * SPEC §5 generic rules as Yup test configs (`schema.test(textMax(60, message))`), from shared/src/generic-rules.ts
 * which the gateway calls too. A blank value passes every rule but `filled`: whether a field is required is said once,
 * by `requiredString` or `filled`.
 */
type Tested = string | number | null | undefined;
const blank = (v: unknown) => v == null || (typeof v === 'string' && v.trim() === '');
const ruleTest = (name: string, message: string, check: (v: Tested) => boolean) => ({
  name,
  message,
  test: (v: Tested) => blank(v) || check(v),
});

/** Required, with the variant that refuses zero (`allowZero: false`). */
export const filled = (message: string = R.required, options: { allowZero?: boolean } = {}) => ({
  name: 'filled',
  message,
  test: (v: unknown) => isFilled(v, options),
});
export const minLength = (n: MinLength, message: string = R.minLength(n)) =>
  ruleTest('minLength', message, (v) => hasMinLength(String(v), n));
export const exactLength = (n: number, message: string = R.exactLength(n)) =>
  ruleTest('exactLength', message, (v) => hasExactLength(String(v), n));
export const exactDigits = (n: number, message: string = R.exactDigits(n)) =>
  ruleTest('exactDigits', message, (v) => hasExactDigits(String(v), n));
/** An integer in [min, max], min 1 unless given. */
export const intRange = (range: { min?: number; max: number }, message?: string) =>
  ruleTest('intRange', message ?? R.numberRange(range.min ?? 1, range.max), (v) => isIntInRange(v, range));
export const positiveMin = (min: number, message: string = R.positiveMin(min)) =>
  ruleTest('positiveMin', message, (v) => isPositiveAtLeast(v, min));
export const textMax = (n: number, message: string = R.textMax(n)) =>
  ruleTest('textMax', message, (v) => isWithinMax(String(v), n));
export const url = (message: string = R.url) => ruleTest('url', message, (v) => isUrl(String(v)));
