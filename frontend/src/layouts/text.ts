/** zh-TW copy shared by the layouts. */
export const LAYOUT_TEXT = {
  copyright: (year: number) => `© ${year} PayDesk 整合支付工具 版權所有`,
  logout: '登出',
  memberCenter: '會員中心',
  buyerArea: '消費者專區',
  toggleMenu: '切換選單',
  collapseMenu: '收合側欄',
  expandMenu: '展開側欄',
  agencyArea: '代理商專區',
  accountSettings: '帳號設定',
  greeting: (name: string) => `${name}，您好`,
  buyerWelcome: '歡迎來到消費者專區',
} as const;
