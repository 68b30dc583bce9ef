import { buyerAreaPath, pathTo } from '../../app/paths';

/** Who a header entry is for (SPEC §2.2): visitors, signed-in sellers, or consumers (member type 3). */
export type Audience = 'all' | 'guest' | 'member' | 'consumer';

/** Public header and footer menus (SPEC §2.2), zh-TW. */
export interface MenuLink {
  label: string;
  to?: string;
  href?: string;
  /** Rendered as a block-style button. */
  block?: boolean;
  audience?: Audience;
  /** Only for these member types (e.g. the buyer-area button for personal members). */
  memTypes?: readonly number[];
  children?: readonly MenuLink[];
}

export const CONSUMER_TYPE = 3;

export const HOME_MENU: readonly MenuLink[] = [
  {
    label: '最新消息',
    children: [
      { label: '服務公告', to: pathTo('home.news') },
      { label: '行銷活動', to: pathTo('home.campaign') },
    ],
  },
  { label: '核心機制', to: pathTo('home.products') },
  {
    label: '金流服務',
    children: [
      { label: '金流服務', to: pathTo('home.payment') },
      { label: '定期定額', to: pathTo('home.period') },
      { label: '分期付款銀行', to: pathTo('home.bank-info-inst') },
    ],
  },
  {
    label: '物流服務',
    children: [
      { label: '物流服務', to: pathTo('home.shipping') },
      { label: '寄件方式', to: pathTo('home.shipping-send') },
      { label: '退貨流程', to: pathTo('home.shipping-refund') },
    ],
  },
  { label: '價金保管', to: pathTo('home.price') },
  { label: '費用說明', to: pathTo('home.fee') },
  { label: '開發者文件', to: pathTo('home.developers') },
];

export const HOME_ACTIONS: readonly MenuLink[] = [
  { label: '會員登入', to: pathTo('login'), audience: 'guest' },
  { label: '免費註冊', to: pathTo('signup'), block: true, audience: 'guest' },
  { label: '消費者登入', to: pathTo('login.buyer'), audience: 'guest' },
  { label: '消費者註冊', to: pathTo('signup', { buyer: 'buyer' }), audience: 'guest' },
  { label: '會員中心', to: pathTo('dashboard.index'), block: true, audience: 'member', memTypes: [1, 2] },
  { label: '消費者專區', to: buyerAreaPath(false), audience: 'member', memTypes: [1] },
  { label: '消費者專區', to: buyerAreaPath(true), block: true, audience: 'consumer' },
];

/** The entries the current visitor sees: by login state and member type (type 3 = consumer). */
export function visibleFor(
  items: readonly MenuLink[],
  status: { isLogin: boolean; memType: number | null },
): MenuLink[] {
  const audience: Audience = !status.isLogin ? 'guest' : status.memType === CONSUMER_TYPE ? 'consumer' : 'member';
  return items.filter((item) => {
    const who = item.audience ?? 'all';
    if (who !== 'all' && who !== audience) return false;
    return !item.memTypes || (status.memType !== null && item.memTypes.includes(status.memType));
  });
}

/** First three go in the left column, the rest in the right (SPEC §2.2). */
export const FOOTER_LINKS: readonly MenuLink[] = [
  { label: '安全認證', to: pathTo('home.security') },
  { label: '交易爭議處理', to: pathTo('home.disputes') },
  { label: '服務條款', to: pathTo('home.terms') },
  { label: '隱私權政策', to: pathTo('home.privacy') },
  { label: '常見問題', to: pathTo('home.QA') },
  { label: '交易查詢', to: pathTo('home.transactions') },
  { label: '開發者文件', to: pathTo('home.developers') },
];

export const CONTACT = {
  title: '客服資訊',
  contactLabel: '聯絡我們',
  contactPath: pathTo('home.contact'),
} as const;

/** SPEC §9 interface constants of the public layout. */
export const SCROLL = { throttleMs: 200, solidHeaderAfter: 80, upButtonAfter: 300 } as const;
