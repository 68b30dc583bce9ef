/** zh-TW texts of password change, keep, forgot and reset. */
export const PASSWORD_MESSAGES = {
  oldRequired: '請輸入目前的登入密碼',
  oldWrong: '目前的登入密碼錯誤',
  sameAsRecent: '新密碼不可與最近 3 次使用過的密碼相同',
  aesInvalid: '頁面已逾時，請重新整理後再試',
  changed: '密碼變更成功，請以新密碼重新登入',
  kept: '已保留原密碼，90 天後將再次提醒您變更密碼',
  keepNotAllowed: '目前不需要保留密碼',
  keepDefault: '您目前使用的是預設密碼，請立即變更密碼',
  notMember: '此帳號無法在此變更密碼',
  forgotSent: '若帳號與電子信箱相符，我們已寄出重設密碼信，請於 60 分鐘內完成重設',
  resetInvalid: '重設密碼連結無效或已過期，請重新申請',
  resetDone: '密碼已重設，請以新密碼登入',
  resetSubject: 'PayDesk 重設密碼通知',
} as const;
