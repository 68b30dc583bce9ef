/** zh-TW text of the idle logout warning. */
export const SESSION_TEXT = {
  title: '閒置提醒',
  body: (seconds: number) => `您已閒置一段時間，為保護帳戶安全，系統將於 ${seconds} 秒後自動登出。`,
  stillHere: '我還在',
} as const;
