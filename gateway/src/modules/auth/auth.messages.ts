/** zh-TW texts of the login flow, shared by GraphQL and REST. */
export const AUTH_MESSAGES = {
  accountRequired: '請輸入帳號',
  passwordRequired: '請輸入密碼',
  captchaRequired: '請輸入驗證碼',
  captchaInvalid: '驗證碼錯誤，請重新輸入',
  invalidCredentials: '帳號或密碼錯誤',
  memberClosed: '此帳號已關閉，無法登入；如有疑問請聯繫客服。',
  memberSuspended: '此帳號已停權，無法登入；請聯繫客服了解原因。',
  assistantDisabled: '此助理帳號已停用，請洽主帳號管理者。',
  accountLocked: (time: string) => `登入失敗次數過多，帳號已暫時鎖定，請於 ${time} 後再試。`,
  ipThrottled: (time: string) => `此網路位置登入失敗次數過多，請於 ${time} 後再試。`,
} as const;
