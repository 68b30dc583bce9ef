/** zh-TW copy of the dashboard home's greeting (its panels' copy: panel-text.ts, loaded with them). */
export const DASHBOARD_TEXT = {
  welcome: (name: string) => `歡迎回來，${name}`,
  lead: '從左側選單管理商店、收款連結、交易、物流與價金保管帳戶。',
  assistant: '助理帳號',
  agent: '代理商',
  homeCrumb: '會員首頁',
  breadcrumbs: '麵包屑',
  memberMenu: '會員選單',
} as const;
