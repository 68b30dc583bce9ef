/** zh-TW copy of the dashboard home. */
export const DASHBOARD_TEXT = {
  welcome: (name: string) => `歡迎回來，${name}`,
  lead: '從左側選單管理商店、收款連結、交易、物流與價金保管帳戶。',
  comingTitle: '總覽即將提供',
  coming: ['今日與本月收款金額', '價金保管帳戶餘額與待撥款項', '待出貨包裹與待處理事項', '會員資料與商店審核狀態'],
  memberTypes: { 1: '個人會員', 2: '企業會員' } as Record<number, string>,
  assistant: '助理帳號',
  agent: '代理商',
} as const;
