import { DEVELOPER_DOCS_URL } from '../../app/routes';

/** Public header and footer menus (SPEC §2.2), zh-TW. */
export interface MenuLink {
  label: string;
  to?: string;
  href?: string;
  /** Rendered as a block-style button. */
  block?: boolean;
}

export const HOME_MENU: readonly MenuLink[] = [
  { label: '最新消息', to: '/news' },
  { label: '核心機制', to: '/products' },
  { label: '金流服務', to: '/payment' },
  { label: '物流服務', to: '/shipping' },
  { label: '價金保管', to: '/price' },
  { label: '費用說明', to: '/fee' },
  { label: '開發者文件', href: DEVELOPER_DOCS_URL },
];

export const GUEST_ACTIONS: readonly MenuLink[] = [
  { label: '會員登入', to: '/login' },
  { label: '免費註冊', to: '/signup', block: true },
  { label: '消費者登入', to: '/login/buyer' },
  { label: '消費者註冊', to: '/signup/buyer' },
];

export const MEMBER_ACTIONS: readonly MenuLink[] = [{ label: '會員中心', to: '/auth/index', block: true }];
export const CONSUMER_ACTIONS: readonly MenuLink[] = [{ label: '消費者專區', to: '/buyer', block: true }];

/** First three go in the left column, the rest in the right (SPEC §2.2). */
export const FOOTER_LINKS: readonly MenuLink[] = [
  { label: '安全認證', to: '/security' },
  { label: '交易爭議處理', to: '/disputes' },
  { label: '服務條款', to: '/terms' },
  { label: '隱私權政策', to: '/privacy' },
  { label: '常見問題', to: '/QA' },
  { label: '交易查詢', to: '/transactions' },
];

export const CONTACT = {
  title: '客服資訊',
  hours: '客服時間：週一至週五 09:00-12:30、13:30-18:00',
  email: 'service@paydesk.tw',
  contactLabel: '聯絡我們',
  contactPath: '/contact',
} as const;
