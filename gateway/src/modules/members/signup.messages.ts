/** zh-TW texts of signup (SPEC §5 account rules). */
export const SIGNUP_MESSAGES = {
  agreeTerms: '請閱讀並同意服務條款與隱私權政策',
  accountTaken: '此帳號已被使用，請更換其他帳號',
  nationalIdTaken: '此身分證字號已註冊為會員',
  taxIdTaken: '此統一編號已註冊為會員',
  emailTaken: '此電子信箱已被其他個人會員使用',
  mobileTaken: '此手機號碼已被其他個人會員使用',
} as const;
