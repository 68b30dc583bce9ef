import * as yup from 'yup';

/**
 * SPEC §5 validation rules as Yup helpers. The patterns and messages are exported so the
 * gateway can mirror them and both sides reject the same input with the same text.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const CAPTCHA_LENGTH = 5;
export const MAX_EMAILS = 5;
export const USER_NAME_MAX_LENGTH = 30;

export const VALIDATION_PATTERNS = {
  memberAccount: /^[A-Za-z0-9_.@]{1,20}$/,
  /** At least one lowercase, uppercase, digit and one of + - * ! @ # $ % &. */
  password: /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[+\-*!@#$%&]).+$/,
  nationalId: /^[A-Z][12]\d{8}$/,
  /** No spaces, no Chinese characters, one @ and a dot in the domain. */
  email: /^[^\s@\u3400-\u9fff]+@[^\s@\u3400-\u9fff]+\.[^\s@\u3400-\u9fff]+$/,
  mobile: /^09\d{8}$/,
  /** Chinese or English letters (spaces allowed between English words). */
  userName: /^[A-Za-z\u3400-\u9fff]+(?: [A-Za-z\u3400-\u9fff]+)*$/,
  merchantOrderNo: /^[A-Za-z0-9_-]{1,28}$/,
  tradeNo: /^\d{1,20}$/,
} as const;

export const VALIDATION_MESSAGES = {
  required: '此欄位為必填',
  memberAccount: '帳號最多 20 個字元，僅限英文字母、數字及 _ . @',
  passwordMin: `密碼長度至少 ${PASSWORD_MIN_LENGTH} 個字元`,
  password: '密碼須包含英文小寫、英文大寫、數字及特殊符號（+ - * ! @ # $ % &）',
  passwordConfirm: '確認密碼需與登入密碼相同',
  nationalId: '身分證字號格式錯誤（首字為大寫英文字母，第二碼為 1 或 2，後接 8 位數字）',
  email: '電子信箱格式錯誤',
  emails: `電子信箱格式錯誤，多組請以半形逗號分隔，最多 ${MAX_EMAILS} 組`,
  mobile: '手機號碼格式錯誤，請輸入 09 開頭的 10 位數字',
  userName: `姓名僅限中文或英文字母，且少於 ${USER_NAME_MAX_LENGTH} 個字`,
  merchantOrderNo: '商店訂單編號最多 28 個字元，僅限英文字母、數字、_ 及 -',
  tradeNo: '交易序號最多 20 位數字',
  captchaRequired: '請輸入驗證碼',
  captchaMax: `驗證碼最多 ${CAPTCHA_LENGTH} 個字元`,
  captchaLength: `請輸入 ${CAPTCHA_LENGTH} 碼驗證碼`,
  formInvalid: '請檢查欄位是否填寫完整',
} as const;

const M = VALIDATION_MESSAGES;
const P = VALIDATION_PATTERNS;

export const requiredString = (message: string = M.required) => yup.string().trim().required(message);

export const memberAccount = () => requiredString().matches(P.memberAccount, M.memberAccount);

export const password = () =>
  requiredString().min(PASSWORD_MIN_LENGTH, M.passwordMin).matches(P.password, M.password);

export const passwordConfirm = (field: string) =>
  requiredString().oneOf([yup.ref(field)], M.passwordConfirm);

export const nationalId = () => requiredString().matches(P.nationalId, M.nationalId);

export const email = () => requiredString().matches(P.email, M.email);

/** Up to five emails separated by commas. */
export const emails = () =>
  requiredString().test('emails', M.emails, (value) => {
    const parts = (value ?? '').split(',').map((part) => part.trim());
    return parts.length <= MAX_EMAILS && parts.every((part) => P.email.test(part));
  });

export const mobile = () => requiredString().matches(P.mobile, M.mobile);

export const userName = () =>
  requiredString().max(USER_NAME_MAX_LENGTH - 1, M.userName).matches(P.userName, M.userName);

export const merchantOrderNo = () => requiredString().matches(P.merchantOrderNo, M.merchantOrderNo);

export const tradeNo = () => requiredString().matches(P.tradeNo, M.tradeNo);

/** Captcha: required, at most five characters (the change-password dialog rule). */
export const captcha = () => requiredString(M.captchaRequired).max(CAPTCHA_LENGTH, M.captchaMax);

/** Login captcha: exactly the length the server draws. */
export const loginCaptcha = (length: number = CAPTCHA_LENGTH) =>
  requiredString(M.captchaRequired).length(length, M.captchaLength.replace(String(CAPTCHA_LENGTH), String(length)));
