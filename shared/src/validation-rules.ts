/**
 * SPEC §5 validation rules: the one source of the patterns, limits and zh-TW messages.
 * Pure data with no imports, so the gateway (CommonJS) and the frontend (Vite/ESM) both import
 * this file and reject the same input with the same text.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const CAPTCHA_LENGTH = 5;
export const MAX_EMAILS = 5;
export const USER_NAME_MAX_LENGTH = 30;
export const COMPANY_NAME_MAX_LENGTH = 60;
export const ADDRESS_MAX_LENGTH = 100;
/** An assistant permission group's name (the column is varchar(40)). */
export const GROUP_NAME_MAX_LENGTH = 40;

export const VALIDATION_PATTERNS = {
  memberAccount: /^[A-Za-z0-9_.@]{1,20}$/,
  /** At least one lowercase, uppercase, digit and one of + - * ! @ # $ % &. */
  password: /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[+\-*!@#$%&]).+$/,
  nationalId: /^[A-Z][12]\d{8}$/,
  /** Taiwan business tax ID (統一編號): exactly 8 digits. */
  taxId: /^\d{8}$/,
  /** No spaces, no Chinese characters, one @ and a dot in the domain; at most 254 characters (RFC 5321). */
  email: /^(?=.{3,254}$)[^\s@\u3400-\u9fff]+@[^\s@\u3400-\u9fff]+\.[^\s@\u3400-\u9fff]+$/,
  mobile: /^09\d{8}$/,
  /** Chinese or English letters (spaces allowed between English words). */
  userName: /^[A-Za-z\u3400-\u9fff]+(?: [A-Za-z\u3400-\u9fff]+)*$/,
  /** Digits and # up to 20. */
  phone: /^[\d#]{1,20}$/,
  /** Digits, # and - up to 20 (the dash variant). */
  phoneDash: /^[\d#-]{1,20}$/,
  areaCode: /^0[2-9]\d*$/,
  telNumber: /^[1-9]\d{1,8}$/,
  /** Taiwan bank code: 3 digits; account: 10 to 16 digits. */
  bankCode: /^\d{3}$/,
  bankAccount: /^\d{10,16}$/,
  /** A bank branch code: 4 digits (optional on forms). */
  branchCode: /^\d{4}$/,
  merchantOrderNo: /^[A-Za-z0-9_-]{1,28}$/,
  tradeNo: /^\d{1,20}$/,
  /** SPEC §5: a logistics number, up to 20 letters or digits. */
  logisticsNo: /^[A-Za-z0-9]{1,20}$/,
  /** 手機條碼 (the e-invoice mobile carrier): / then 7 of A–Z, 0–9, +, - and . */
  mobileBarcode: /^\/[0-9A-Z+\-.]{7}$/,
  /** A JKO or AFTEE merchant number: up to 30 letters, digits, _ and -. */
  walletMerchantNo: /^[A-Za-z0-9_-]{1,30}$/,
  /** The 6-digit email or mobile verification code. */
  otpCode: /^\d{6}$/,
} as const;

export const VALIDATION_MESSAGES = {
  required: '此欄位為必填',
  memberAccount: '帳號最多 20 個字元，僅限英文字母、數字及 _ . @',
  passwordMin: `密碼長度至少 ${PASSWORD_MIN_LENGTH} 個字元`,
  password: '密碼須包含英文小寫、英文大寫、數字及特殊符號（+ - * ! @ # $ % &）',
  passwordConfirm: '確認密碼需與登入密碼相同',
  nationalId: '身分證字號格式錯誤（首字為大寫英文字母，第二碼為 1 或 2，後接 8 位數字）',
  taxId: '統一編號須為 8 位數字',
  nationalIdCheck: '身分證字號檢查碼不符，請確認號碼是否輸入正確',
  taxIdCheck: '統一編號檢查碼不符，請確認號碼是否輸入正確',
  email: '電子信箱格式錯誤',
  emails: `電子信箱格式錯誤，多組請以半形逗號分隔，最多 ${MAX_EMAILS} 組`,
  mobile: '手機號碼格式錯誤，請輸入 09 開頭的 10 位數字',
  userName: `姓名僅限中文或英文字母，且少於 ${USER_NAME_MAX_LENGTH} 個字`,
  companyName: `公司名稱最多 ${COMPANY_NAME_MAX_LENGTH} 個字`,
  address: `地址最多 ${ADDRESS_MAX_LENGTH} 個字`,
  groupName: `群組名稱最多 ${GROUP_NAME_MAX_LENGTH} 個字`,
  phone: '電話號碼僅限數字及 #，最多 20 碼',
  phoneDash: '電話號碼僅限數字、# 及 -，最多 20 碼',
  areaCode: '區碼格式錯誤，須以 0 開頭，第二碼為 2 至 9',
  telNumber: '電話號碼須為 2 至 9 位數字，且不可以 0 開頭',
  bankCode: '銀行代碼須為 3 位數字',
  bankAccount: '銀行帳號須為 10 至 16 位數字',
  branchCode: '分行代碼須為 4 位數字',
  merchantOrderNo: '商店訂單編號最多 28 個字元，僅限英文字母、數字、_ 及 -',
  tradeNo: '交易序號最多 20 位數字',
  logisticsNo: '物流單號最多 20 個字元，僅限英文字母及數字',
  mobileBarcode: '手機條碼格式錯誤，須為 / 加 7 碼大寫英文、數字或 + - .',
  walletMerchantNo: '編號最多 30 碼，限英文、數字、_ 或 -',
  otpCode: '請輸入 6 位數字驗證碼',
  captchaRequired: '請輸入驗證碼',
  captchaMax: `驗證碼最多 ${CAPTCHA_LENGTH} 個字元`,
  captchaLength: `請輸入 ${CAPTCHA_LENGTH} 碼驗證碼`,
  formInvalid: '請檢查欄位是否填寫完整',
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;
