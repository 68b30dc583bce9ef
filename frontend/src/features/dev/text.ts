/** zh-TW text of the development mailbox (mails and texts the non-production environments kept). */
export const DEV_MAILBOX_TEXT = {
  title: '開發用信箱',
  subtitle: '本機、測試與沙盒環境寄出的信件與簡訊（不會真的寄出）',
  filter: '收件人',
  filterPlaceholder: '輸入電子信箱或手機號碼篩選',
  refresh: '重新整理',
  empty: '目前沒有信件',
  error: '無法載入信件',
  sandboxHint: '沙盒環境僅顯示指定收件人的信件，請先輸入收件人再重新整理。',
  mail: '信件',
  sms: '簡訊',
} as const;
