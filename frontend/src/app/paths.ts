import type { AppEnvName } from '@paydesk/shared/app-env';

/**
 * The one route table (DESIGN §4.6, SPEC §2): names, paths, titles, layouts, permission keys and menu groups. Router,
 * titles, guards, the side menu and every link (pathTo) read it. It imports nothing of the app, so any module may import
 * it without pulling in the pages: the page each route renders is in routes.ts, which only the router imports.
 * Paths are app-absolute, without the deployment base path.
 */
export type LayoutKind = 'auth' | 'home' | 'dashboard' | 'buyer';

export type MenuGroupKey =
  | 'dashboard'
  | 'member'
  | 'assistant'
  | 'merchant'
  | 'trans'
  | 'bill'
  | 'uop'
  | 'shop'
  | 'period'
  | 'shipping'
  | 'helper'
  | 'pf';

/** Title of the page unknown public paths show (app/NotFoundPage.tsx). */
export const NOT_FOUND_TITLE = '找不到頁面';

export interface AppRoute<N extends string = string> {
  /** Route name, e.g. 'member.edit'. */
  name: N;
  path: string;
  /** zh-TW page title (document title is 'PayDesk｜' + title). */
  title: string;
  layout: LayoutKind;
  /** Needs a signed-in viewer with a member type. */
  auth: boolean;
  /** Permission key (route name with '.' -> '_'); null when exempt. */
  permission: string | null;
  group: MenuGroupKey | null;
  /** Listed in the side menu. */
  menu: boolean;
  /** Only present in these environments. */
  envs?: readonly AppEnvName[];
  /**
   * A page that paints before Apollo Client has loaded: every GraphQL part of it sits in WhenApollo (which loads
   * Apollo) or asks without Apollo (the reference figures, lib/public-reference.ts). Public pages of the home and auth
   * layouts, and the back office's home, whose shell paints from the viewer of app/shell-viewer.ts. Guarded by deferred-apollo.test.tsx, which renders each such page without a client.
   */
  deferApollo?: boolean;
  /**
   * An auth-layout page as long as its content (a store, its checkout, an order): it starts at the top of the layout
   * instead of being centred. A centred page moves up as its HTML paints in pieces or its pictures arrive, which
   * phones and Lighthouse count as layout shift; the short forms (sign-in) stay centred.
   */
  fromTop?: boolean;
  /** Internal tool: only a signed-in operator (ops01) may open it. */
  operator?: boolean;
  /** Only the account holder itself: assistants never see or open it (the gateway refuses them too). */
  holdersOnly?: boolean;
}

export interface MenuGroup {
  key: MenuGroupKey;
  label: string;
  /** Extra external link shown under the group (SPEC §2.3 helper and pf). */
  externalLink?: { label: string; href: string };
}

export const APP_NAME = 'PayDesk';
export const DEFAULT_TITLE = '整合支付工具';
/** The in-product developer page (home.developers below): 幫助中心, the footer, the token page and 代理商專區 link it. */
export const DEVELOPER_DOCS_URL = '/developers';
export const AGENT_DEVELOPER_URL = '/developers';

export const MENU_GROUPS: readonly MenuGroup[] = [
  { key: 'dashboard', label: '總覽' },
  { key: 'member', label: '會員中心' },
  { key: 'assistant', label: '助理管理' },
  { key: 'merchant', label: '商店管理' },
  { key: 'trans', label: '交易管理' },
  { key: 'bill', label: '價金保管帳戶' },
  { key: 'uop', label: '一頁式收款' },
  { key: 'shop', label: '賣場收款' },
  { key: 'period', label: '定期定額收款' },
  { key: 'shipping', label: '物流中心' },
  { key: 'helper', label: '幫助中心', externalLink: { label: '技術文件', href: DEVELOPER_DOCS_URL } },
  { key: 'pf', label: '代理商專區', externalLink: { label: '代理商開發者專區', href: AGENT_DEVELOPER_URL } },
];

/** 'shop.product.edit' -> 'shop_product_edit'. */
export function permissionKey(name: string): string {
  return name.replace(/\./g, '_');
}

/** True when the path has a parameter that must be filled (':id', not ':id?'). */
export function hasRequiredParam(path: string): boolean {
  return /\/:[A-Za-z]+(\/|$)/.test(path);
}

/** A row's options: what differs from its layout's defaults. */
type Options = Partial<Pick<AppRoute, 'menu' | 'envs' | 'auth' | 'holdersOnly' | 'deferApollo' | 'fromTop'>> & {
  exempt?: boolean;
};

function home<N extends string>(name: N, path: string, title: string, options: Options = {}): AppRoute<N> {
  const { envs, auth = false, deferApollo } = options;
  return {
    name,
    path,
    title,
    layout: 'home',
    auth,
    permission: null,
    group: null,
    menu: false,
    ...(envs ? { envs } : {}),
    ...(deferApollo ? { deferApollo } : {}),
  };
}

function authPage<N extends string>(name: N, path: string, title: string, options: Options = {}): AppRoute<N> {
  const { auth = false, envs, deferApollo, fromTop } = options;
  return {
    name,
    path,
    title,
    layout: 'auth',
    auth,
    permission: null,
    group: null,
    menu: false,
    ...(envs ? { envs } : {}),
    ...(deferApollo ? { deferApollo } : {}),
    ...(fromTop ? { fromTop } : {}),
  };
}

/** Operator console screens: the loader admits only a signed-in operator (ops01). */
function opsPage<N extends string>(name: N, path: string, title: string): AppRoute<N> {
  return {
    name,
    path,
    title,
    layout: 'auth',
    auth: false,
    operator: true,
    permission: null,
    group: null,
    menu: false,
  };
}

function dash<N extends string>(
  group: MenuGroupKey,
  name: N,
  path: string,
  title: string,
  options: Options = {},
): AppRoute<N> {
  const { exempt = false, menu = !hasRequiredParam(path), holdersOnly, deferApollo } = options;
  const permission = exempt ? null : permissionKey(name);
  return {
    name,
    path: `/auth/${path}`,
    title,
    layout: 'dashboard',
    auth: true,
    permission,
    group,
    menu,
    ...(holdersOnly ? { holdersOnly } : {}),
    ...(deferApollo ? { deferApollo } : {}),
  };
}

/**
 * SPEC §1/§6 消費者專區: a signed-in buyer goes to its own area; a personal member (header or dashboard) to its buyer
 * view in the back office, what it bought with its verified email or mobile, without signing in again.
 */
export function buyerAreaPath(isBuyer: boolean): string {
  return pathTo(isBuyer ? 'buyer.index' : 'purchases.index');
}

const ROUTE_TABLE = [
  // SPEC §2.1 authentication layout
  authPage('login.buyer', '/login/buyer', '消費者登入', { deferApollo: true }),
  authPage('login', '/login/:id?', '會員登入', { deferApollo: true }),
  authPage('logout', '/logout', '登出'),
  authPage('logout.buyer', '/logout_buyer', '登出'),
  authPage('signup', '/signup/:buyer?', '註冊會員'),
  authPage('verify.forget', '/verify/forget/:buyer?', '忘記密碼'),
  authPage('verify.resetp', '/verify/resetp/:token', '重設密碼'),
  authPage('complete.personal', '/complete/personal', '填寫個人會員資料', { auth: true }),
  authPage('complete.business', '/complete/business', '填寫企業會員資料', { auth: true }),
  // Internal operators (no member type): the view itself checks the viewer kind.
  authPage('ops.members', '/ops/members', '會員審核'),
  opsPage('ops.merchants', '/ops/merchants', '商店審核'),
  opsPage('ops.bank-accounts', '/ops/bank-accounts', '提領帳戶驗證'),
  opsPage('ops.audit', '/ops/audit/:memberId', '會員異動紀錄'),
  opsPage('ops.agents', '/ops/agents', '代理商合約'),
  opsPage('ops.logistics', '/ops/logistics', '物流審核'),
  opsPage('ops.status', '/ops/status', '系統狀態'),
  opsPage('ops.tokens', '/ops/tokens', '營運權杖'),
  // Reads the mail/SMS outbox; the gateway serves its data only outside production.
  authPage('dev.mailbox', '/dev/mailbox', '開發用信箱', { envs: ['local', 'test', 'sandbox'] }),
  // The public buyer page of a payment link (not in SPEC's route list; the QR code points here).
  authPage('pay.link', '/pay/:token', '線上付款'),
  authPage('subscribe', '/subscribe/:token', '定期定額訂閱'),
  // The public storefront: the store page, its checkout and the buyer's order confirmation. The store page paints from
  // the store the gateway served with it (ADR 0065), before Apollo.
  authPage('store.index', '/store/:slug', '賣場', { deferApollo: true, fromTop: true }),
  authPage('store.checkout', '/store/:slug/checkout', '結帳', { fromTop: true }),
  authPage('store.order', '/store/:slug/order/:orderNo', '訂單明細', { fromTop: true }),

  // SPEC §2.2 public home layout
  home('home.index', '/', DEFAULT_TITLE, { deferApollo: true }),
  home('home.news', '/news', '最新消息'),
  home('home.news.detail', '/news/:id', '最新消息'),
  home('home.campaign', '/campaign', '行銷活動'),
  home('home.campaign.detail', '/campaign/:id', '行銷活動'),
  home('home.products', '/products', '核心機制', { deferApollo: true }),
  home('home.payment', '/payment', '金流服務', { deferApollo: true }),
  home('home.shipping', '/shipping', '物流服務', { deferApollo: true }),
  home('home.shipping-send', '/shipping-send', '寄件方式', { deferApollo: true }),
  home('home.shipping-refund', '/shipping-refund', '退貨流程', { deferApollo: true }),
  home('home.period', '/period', '定期定額', { deferApollo: true }),
  home('home.bank-info-inst', '/bank-info-inst', '分期付款銀行', { deferApollo: true }),
  home('home.price', '/price', '價金保管', { deferApollo: true }),
  home('home.fee', '/fee', '費用說明', { deferApollo: true }),
  home('home.security', '/security', '安全認證', { deferApollo: true }),
  home('home.disputes', '/disputes', '交易爭議處理', { deferApollo: true }),
  home('home.terms', '/terms', '服務條款', { deferApollo: true }),
  home('home.privacy', '/privacy', '隱私權政策', { deferApollo: true }),
  home('home.QA', '/QA', '常見問題'),
  home('home.contact', '/contact', '聯絡我們'),
  home('home.transactions', '/transactions', '交易查詢'),
  home('home.developers', '/developers', '開發者文件', { deferApollo: true }),
  home('sample', '/sample', '元件範例', { envs: ['local'] }),
  // Internal content tool for operators: news, campaigns and FAQ.
  {
    name: 'ops.content',
    path: '/ops/content',
    title: '內容管理',
    layout: 'home',
    auth: false,
    operator: true,
    permission: null,
    group: null,
    menu: false,
  },

  // Buyer (consumer) area
  {
    name: 'buyer.index',
    path: '/buyer',
    title: '消費者專區',
    layout: 'buyer',
    auth: true,
    permission: null,
    group: null,
    menu: false,
  },

  // SPEC §2.3 logged-in area
  dash('dashboard', 'dashboard.index', 'index', '會員首頁', { deferApollo: true, exempt: true }),
  dash('member', 'member.edit', 'member/edit', '帳號設定'),
  dash('member', 'inspect.index', 'member/inspect', '審核狀態'),
  dash('member', 'notify.index', 'member/notify', '通知設定'),
  dash('member', 'webhooks.index', 'member/webhooks', 'Webhook 設定'),
  // Tools' tokens: no permission key, so no assistant group can grant it; holdersOnly hides it from them.
  dash('member', 'member.tokens', 'member/tokens', '存取權杖', { exempt: true, holdersOnly: true }),
  dash('assistant', 'assistant.index', 'assistant', '助理權限設定'),
  // The edit pattern is listed first so '/account/:id' resolves to edit, as in SPEC §2.3.
  dash('assistant', 'assistant.account.edit', 'assistant/account/:id', '編輯助理帳號'),
  dash('assistant', 'assistant.account.create', 'assistant/account/:id?/:action?', '新增助理帳號', { menu: false }),
  dash('assistant', 'assistant.group.edit', 'assistant/group/:id', '編輯權限群組'),
  dash('assistant', 'assistant.group.create', 'assistant/group/:id?/:action?', '新增權限群組', { menu: false }),
  dash('merchant', 'merchant.list', 'merchant', '商店列表'),
  dash('merchant', 'merchant.create', 'merchant/create', '新增商店'),
  dash('merchant', 'merchant.detail', 'merchant/detail/:id?', '商店詳細資料', { menu: false }),
  dash('merchant', 'jko.create', 'merchant/jko/:id', '街口支付申請'),
  // A personal member's buyer view (SPEC §1/§6 消費者專區); personal members only, by the route rule.
  dash('member', 'purchases.index', 'purchases', '我的消費紀錄', { exempt: true, holdersOnly: true }),
  dash('member', 'survey.beneficiary.declaration', 'survey/beneficiary', '實質受益人聲明', { menu: false }),
  dash('trans', 'trans.detail', 'transactions/detail', '交易明細'),
  dash('bill', 'bill.withdraw', 'bill/withdraw', '提領設定'),
  dash('bill', 'bill.detail', 'bill/detail', '帳戶明細'),
  dash('uop', 'uop.create', 'uop/create', '新增一頁式收款'),
  dash('uop', 'uop.edit', 'uop/edit/:sysid/:merid', '編輯一頁式收款'),
  dash('uop', 'uop.list', 'uop/list', '一頁式收款列表'),
  dash('uop', 'uop.transaction', 'uop/transaction', '一頁式交易紀錄'),
  dash('shop', 'shop.store.create', 'shop/store-create', '新增賣場'),
  dash('shop', 'shop.store.edit', 'shop/store-edit/:ScSysId/:MerSysId', '編輯賣場'),
  dash('shop', 'shop.sales.manage', 'shop/sales-manage/:MerSysId/:ScSysId', '銷售管理'),
  dash('shop', 'shop.store.list', 'shop/store-list', '賣場管理'),
  dash('shop', 'shop.product.create', 'shop/product-create', '新增商品'),
  dash('shop', 'shop.product.list', 'shop/product-list', '商品列表'),
  dash('shop', 'shop.product.edit', 'shop/product-edit/:PtSysID/:mode?', '編輯商品'),
  dash('shop', 'shop.transaction', 'shop/transaction', '賣場交易紀錄'),
  dash('period', 'period.create', 'period/create', '新增定期定額'),
  dash('period', 'period.edit', 'period/edit/:PrSysID', '編輯定期定額'),
  dash('period', 'period.list', 'period/list', '定期定額列表'),
  dash('period', 'period.order.list', 'period/order-list', '定期定額訂單'),
  dash('period', 'period.order.edit', 'period/order/:PrlSysID', '定期定額訂單明細'),
  dash('period', 'period.transaction', 'period/transaction', '定期定額交易紀錄'),
  dash('shipping', 'shipping.apply', 'shipping/apply/:id?', '物流申請設定'),
  dash('shipping', 'shipping.create.normal', 'shipping/create-normal', '新增常溫寄件', { menu: false }),
  dash('shipping', 'shipping.create.frz', 'shipping/create-frz', '新增冷凍寄件', { menu: false }),
  dash('shipping', 'shipping.create.home', 'shipping/create-home', '新增宅配寄件', { menu: false }),
  dash('shipping', 'shipping.edit.normal', 'shipping/edit-normal/:goodsType/:id', '編輯常溫寄件'),
  dash('shipping', 'shipping.edit.frz', 'shipping/edit-frz/:goodsType/:id', '編輯冷凍寄件'),
  dash('shipping', 'shipping.edit.home', 'shipping/edit-home/:goodsType/:id', '編輯宅配寄件'),
  dash('shipping', 'shipping.list', 'shipping/list', '包裹管理'),
  dash('shipping', 'shipping.logistics.list', 'shipping/logistics-list', '建立物流訂單'),
  // SPEC §2.3 gives the detail no id parameter: the page reads ?id=.
  dash('shipping', 'shipping.detail', 'shipping/detail', '物流明細'),
  dash('shipping', 'shipping.lost', 'shipping/lost', '遺失賠償'),
  dash('helper', 'helper.news', 'helper/news/:id?', '最新消息', { exempt: true }),
  dash('helper', 'helper.faqs', 'helper/faqs', '常見問題', { exempt: true }),
  dash('pf', 'pf.contract.info', 'pf/contract_info', '合約資訊'),
  dash('pf', 'pf.merchant.create', 'pf/merchant/create', '新增合作商店'),
  dash('pf', 'pf.merchant.list', 'pf/merchant/list', '合作商店列表'),
  dash('pf', 'pf.merchant.edit', 'pf/merchant/edit/:id', '編輯合作商店'),
  dash('pf', 'pf.inquiry.transaction', 'pf/inquiry/transaction', '交易查詢'),
  dash('pf', 'pf.shared.list', 'pf/shared/list', '分潤總覽'),
  dash('pf', 'pf.shared.detail', 'pf/shared/detail', '分潤明細'),
] as const satisfies readonly AppRoute[];

/** The rows' own types, in order (routes.ts lists one page per row). */
export type RouteTable = typeof ROUTE_TABLE;
export type RouteName = RouteTable[number]['name'];
export const ROUTES: readonly AppRoute[] = ROUTE_TABLE;

/** The table as it applies in one environment (e.g. /sample only in local). */
export function routesFor(env: AppEnvName): AppRoute[] {
  return ROUTES.filter((route) => !route.envs || route.envs.includes(env));
}

export function routeByName(name: string): AppRoute | undefined {
  return ROUTES.find((route) => route.name === name);
}

/** The document title for a route (SPEC §2.3 public-route guard). */
export function documentTitle(route: Pick<AppRoute, 'title'> | undefined): string {
  return `${APP_NAME}｜${route?.title ?? DEFAULT_TITLE}`;
}

/**
 * The path of a named route with its parameters filled in: the one way a feature links to a page, so a path
 * changes in this table only. A required parameter left out is a programming error and throws.
 */
export function pathTo(name: RouteName, params: Record<string, string | number | null | undefined> = {}): string {
  const route = ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`no route named ${name}`);
  const path = route.path.replace(/\/:([A-Za-z]+)(\?)?/g, (_, key: string, optional: string | undefined) => {
    const value = params[key];
    if (value === null || value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`route ${name} needs :${key}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
  return path || '/';
}
