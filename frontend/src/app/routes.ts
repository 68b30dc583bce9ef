import type { AppEnvName } from '../lib/env';

/**
 * The one route table (DESIGN §4.6, SPEC §2): router, titles, guards and the side menu read it.
 * Paths are app-absolute, without the deployment base path.
 */
export type LayoutKind = 'auth' | 'home' | 'dashboard' | 'buyer';

/** Which view renders the route; 'planned' shows PlannedPage until the feature lands. */
export type PageKey =
  | 'home'
  | 'login'
  | 'loginBuyer'
  | 'logout'
  | 'logoutBuyer'
  | 'dashboard'
  | 'buyer'
  | 'assistantIndex'
  | 'assistantAccount'
  | 'assistantGroup'
  | 'survey'
  | 'helperNews'
  | 'helperFaqs'
  | 'news'
  | 'newsDetail'
  | 'campaign'
  | 'campaignDetail'
  | 'products'
  | 'payment'
  | 'shipping'
  | 'shippingSend'
  | 'shippingRefund'
  | 'period'
  | 'bankInst'
  | 'price'
  | 'fee'
  | 'security'
  | 'disputes'
  | 'terms'
  | 'privacy'
  | 'qa'
  | 'contact'
  | 'transactions'
  | 'sample'
  | 'opsContent'
  | 'signup'
  | 'forgotPassword'
  | 'resetPassword'
  | 'devMailbox'
  | 'memberEdit'
  | 'completePersonal'
  | 'completeBusiness'
  | 'inspect'
  | 'notify'
  | 'opsMembers'
  | 'opsMerchants'
  | 'opsBankAccounts'
  | 'opsAudit'
  | 'merchantList'
  | 'merchantCreate'
  | 'merchantDetail'
  | 'jkoCreate'
  | 'billDetail'
  | 'billWithdraw'
  | 'uopCreate'
  | 'uopEdit'
  | 'uopList'
  | 'uopTransactions'
  | 'payLink'
  | 'subscribe'
  | 'periodCreate'
  | 'periodEdit'
  | 'periodList'
  | 'periodOrders'
  | 'periodOrder'
  | 'periodTransactions'
  | 'store'
  | 'storeCheckout'
  | 'storeOrder'
  | 'transDetail'
  | 'shopStoreList'
  | 'shopStoreCreate'
  | 'shopStoreEdit'
  | 'shopSalesManage'
  | 'shopProductList'
  | 'shopProductCreate'
  | 'shopProductEdit'
  | 'shopTransactions'
  | 'memberTokens'
  | 'opsAgents'
  | 'pfContract'
  | 'pfMerchantCreate'
  | 'pfMerchantList'
  | 'pfMerchantEdit'
  | 'pfInquiry'
  | 'pfSharedList'
  | 'pfSharedDetail'
  | 'shippingApply'
  | 'shippingCreateNormal'
  | 'shippingCreateFrz'
  | 'shippingCreateHome'
  | 'shippingEdit'
  | 'shippingList'
  | 'shippingHub'
  | 'shippingDetail'
  | 'shippingLost'
  | 'opsLogistics'
  | 'planned';

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
  page: PageKey;
  /** Only present in these environments. */
  envs?: readonly AppEnvName[];
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
export const DEVELOPER_DOCS_URL = 'https://developers.paydesk.tw/docs';
export const AGENT_DEVELOPER_URL = 'https://developers.paydesk.tw/agent';

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

type Options = Partial<Pick<AppRoute, 'page' | 'menu' | 'envs' | 'auth' | 'holdersOnly'>> & { exempt?: boolean };

function home<N extends string>(name: N, path: string, title: string, options: Options = {}): AppRoute<N> {
  const { page = 'planned', envs, auth = false } = options;
  return {
    name,
    path,
    title,
    layout: 'home',
    auth,
    permission: null,
    group: null,
    menu: false,
    page,
    ...(envs ? { envs } : {}),
  };
}

function authPage<N extends string>(name: N, path: string, title: string, options: Options = {}): AppRoute<N> {
  const { page = 'planned', auth = false, envs } = options;
  return {
    name,
    path,
    title,
    layout: 'auth',
    auth,
    permission: null,
    group: null,
    menu: false,
    page,
    ...(envs ? { envs } : {}),
  };
}

/** Operator console screens: the loader admits only a signed-in operator (ops01). */
function opsPage<N extends string>(name: N, path: string, title: string, page: PageKey): AppRoute<N> {
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
    page,
  };
}

function dash<N extends string>(
  group: MenuGroupKey,
  name: N,
  path: string,
  title: string,
  options: Options = {},
): AppRoute<N> {
  const { page = 'planned', exempt = false, menu = !hasRequiredParam(path), holdersOnly } = options;
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
    page,
    ...(holdersOnly ? { holdersOnly } : {}),
  };
}

/**
 * SPEC §1/§6 消費者專區: a signed-in buyer goes to its own area; anyone else (a personal member in the header or
 * the dashboard) is offered the buyer login, since a member session cannot open /buyer.
 */
export function buyerAreaPath(isBuyer: boolean): string {
  return pathTo(isBuyer ? 'buyer.index' : 'login.buyer');
}

const ROUTE_TABLE = [
  // SPEC §2.1 authentication layout
  authPage('login.buyer', '/login/buyer', '消費者登入', { page: 'loginBuyer' }),
  authPage('login', '/login/:id?', '會員登入', { page: 'login' }),
  authPage('logout', '/logout', '登出', { page: 'logout' }),
  authPage('logout.buyer', '/logout_buyer', '登出', { page: 'logoutBuyer' }),
  authPage('signup', '/signup/:buyer?', '註冊會員', { page: 'signup' }),
  authPage('verify.forget', '/verify/forget/:buyer?', '忘記密碼', { page: 'forgotPassword' }),
  authPage('verify.resetp', '/verify/resetp/:token', '重設密碼', { page: 'resetPassword' }),
  authPage('complete.personal', '/complete/personal', '填寫個人會員資料', { auth: true, page: 'completePersonal' }),
  authPage('complete.business', '/complete/business', '填寫企業會員資料', { auth: true, page: 'completeBusiness' }),
  // Internal operators (no member type): the view itself checks the viewer kind.
  authPage('ops.members', '/ops/members', '會員審核', { page: 'opsMembers' }),
  opsPage('ops.merchants', '/ops/merchants', '商店審核', 'opsMerchants'),
  opsPage('ops.bank-accounts', '/ops/bank-accounts', '提領帳戶驗證', 'opsBankAccounts'),
  opsPage('ops.audit', '/ops/audit/:memberId', '會員異動紀錄', 'opsAudit'),
  opsPage('ops.agents', '/ops/agents', '代理商合約', 'opsAgents'),
  opsPage('ops.logistics', '/ops/logistics', '物流審核', 'opsLogistics'),
  // Reads the mail/SMS outbox; the gateway serves its data only outside production.
  authPage('dev.mailbox', '/dev/mailbox', '開發用信箱', { page: 'devMailbox', envs: ['local', 'test', 'sandbox'] }),
  // The public buyer page of a payment link (not in SPEC's route list; the QR code points here).
  authPage('pay.link', '/pay/:token', '線上付款', { page: 'payLink' }),
  authPage('subscribe', '/subscribe/:token', '定期定額訂閱', { page: 'subscribe' }),
  // The public storefront (issue 12): the store page, its checkout and the buyer's order confirmation.
  authPage('store.index', '/store/:slug', '賣場', { page: 'store' }),
  authPage('store.checkout', '/store/:slug/checkout', '結帳', { page: 'storeCheckout' }),
  authPage('store.order', '/store/:slug/order/:orderNo', '訂單明細', { page: 'storeOrder' }),

  // SPEC §2.2 public home layout
  home('home.index', '/', DEFAULT_TITLE, { page: 'home' }),
  home('home.news', '/news', '最新消息', { page: 'news' }),
  home('home.news.detail', '/news/:id', '最新消息', { page: 'newsDetail' }),
  home('home.campaign', '/campaign', '行銷活動', { page: 'campaign' }),
  home('home.campaign.detail', '/campaign/:id', '行銷活動', { page: 'campaignDetail' }),
  home('home.products', '/products', '核心機制', { page: 'products' }),
  home('home.payment', '/payment', '金流服務', { page: 'payment' }),
  home('home.shipping', '/shipping', '物流服務', { page: 'shipping' }),
  home('home.shipping-send', '/shipping-send', '寄件方式', { page: 'shippingSend' }),
  home('home.shipping-refund', '/shipping-refund', '退貨流程', { page: 'shippingRefund' }),
  home('home.period', '/period', '定期定額', { page: 'period' }),
  home('home.bank-info-inst', '/bank-info-inst', '分期付款銀行', { page: 'bankInst' }),
  home('home.price', '/price', '價金保管', { page: 'price' }),
  home('home.fee', '/fee', '費用說明', { page: 'fee' }),
  home('home.security', '/security', '安全認證', { page: 'security' }),
  home('home.disputes', '/disputes', '交易爭議處理', { page: 'disputes' }),
  home('home.terms', '/terms', '服務條款', { page: 'terms' }),
  home('home.privacy', '/privacy', '隱私權政策', { page: 'privacy' }),
  home('home.QA', '/QA', '常見問題', { page: 'qa' }),
  home('home.contact', '/contact', '聯絡我們', { page: 'contact' }),
  home('home.transactions', '/transactions', '交易查詢', { page: 'transactions' }),
  home('sample', '/sample', '元件範例', { page: 'sample', envs: ['local'] }),
  // Internal content tool for operators (issue 5): news, campaigns and FAQ.
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
    page: 'opsContent',
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
    page: 'buyer',
  },

  // SPEC §2.3 logged-in area
  dash('dashboard', 'dashboard.index', 'index', '會員首頁', { page: 'dashboard', exempt: true }),
  dash('member', 'member.edit', 'member/edit', '帳號設定', { page: 'memberEdit' }),
  dash('member', 'inspect.index', 'member/inspect', '審核狀態', { page: 'inspect' }),
  dash('member', 'notify.index', 'member/notify', '通知設定', { page: 'notify' }),
  // Tools' tokens (issue 15): no permission key, so no assistant group can grant it; holdersOnly hides it from them.
  dash('member', 'member.tokens', 'member/tokens', '存取權杖', {
    page: 'memberTokens',
    exempt: true,
    holdersOnly: true,
  }),
  dash('assistant', 'assistant.index', 'assistant', '助理權限設定', { page: 'assistantIndex' }),
  // The edit pattern is listed first so '/account/:id' resolves to edit, as in SPEC §2.3.
  dash('assistant', 'assistant.account.edit', 'assistant/account/:id', '編輯助理帳號', { page: 'assistantAccount' }),
  dash('assistant', 'assistant.account.create', 'assistant/account/:id?/:action?', '新增助理帳號', {
    menu: false,
    page: 'assistantAccount',
  }),
  dash('assistant', 'assistant.group.edit', 'assistant/group/:id', '編輯權限群組', { page: 'assistantGroup' }),
  dash('assistant', 'assistant.group.create', 'assistant/group/:id?/:action?', '新增權限群組', {
    menu: false,
    page: 'assistantGroup',
  }),
  dash('merchant', 'merchant.list', 'merchant', '商店列表', { page: 'merchantList' }),
  dash('merchant', 'merchant.create', 'merchant/create', '新增商店', { page: 'merchantCreate' }),
  dash('merchant', 'merchant.detail', 'merchant/detail/:id?', '商店詳細資料', { menu: false, page: 'merchantDetail' }),
  dash('merchant', 'jko.create', 'merchant/jko/:id', '街口支付申請', { page: 'jkoCreate' }),
  dash('member', 'survey.beneficiary.declaration', 'survey/beneficiary', '實質受益人聲明', {
    menu: false,
    page: 'survey',
  }),
  dash('trans', 'trans.detail', 'transactions/detail', '交易明細', { page: 'transDetail' }),
  dash('bill', 'bill.withdraw', 'bill/withdraw', '提領設定', { page: 'billWithdraw' }),
  dash('bill', 'bill.detail', 'bill/detail', '帳戶明細', { page: 'billDetail' }),
  dash('uop', 'uop.create', 'uop/create', '新增一頁式收款', { page: 'uopCreate' }),
  dash('uop', 'uop.edit', 'uop/edit/:sysid/:merid', '編輯一頁式收款', { page: 'uopEdit' }),
  dash('uop', 'uop.list', 'uop/list', '一頁式收款列表', { page: 'uopList' }),
  dash('uop', 'uop.transaction', 'uop/transaction', '一頁式交易紀錄', { page: 'uopTransactions' }),
  dash('shop', 'shop.store.create', 'shop/store-create', '新增賣場', { page: 'shopStoreCreate' }),
  dash('shop', 'shop.store.edit', 'shop/store-edit/:ScSysId/:MerSysId', '編輯賣場', { page: 'shopStoreEdit' }),
  dash('shop', 'shop.sales.manage', 'shop/sales-manage/:MerSysId/:ScSysId', '銷售管理', { page: 'shopSalesManage' }),
  dash('shop', 'shop.store.list', 'shop/store-list', '賣場管理', { page: 'shopStoreList' }),
  dash('shop', 'shop.product.create', 'shop/product-create', '新增商品', { page: 'shopProductCreate' }),
  dash('shop', 'shop.product.list', 'shop/product-list', '商品列表', { page: 'shopProductList' }),
  dash('shop', 'shop.product.edit', 'shop/product-edit/:PtSysID/:mode?', '編輯商品', { page: 'shopProductEdit' }),
  dash('shop', 'shop.transaction', 'shop/transaction', '賣場交易紀錄', { page: 'shopTransactions' }),
  dash('period', 'period.create', 'period/create', '新增定期定額', { page: 'periodCreate' }),
  dash('period', 'period.edit', 'period/edit/:PrSysID', '編輯定期定額', { page: 'periodEdit' }),
  dash('period', 'period.list', 'period/list', '定期定額列表', { page: 'periodList' }),
  dash('period', 'period.order.list', 'period/order-list', '定期定額訂單', { page: 'periodOrders' }),
  dash('period', 'period.order.edit', 'period/order/:PrlSysID', '定期定額訂單明細', { page: 'periodOrder' }),
  dash('period', 'period.transaction', 'period/transaction', '定期定額交易紀錄', {
    page: 'periodTransactions',
  }),
  dash('shipping', 'shipping.apply', 'shipping/apply/:id?', '物流申請設定', { page: 'shippingApply' }),
  dash('shipping', 'shipping.create.normal', 'shipping/create-normal', '新增常溫寄件', {
    menu: false,
    page: 'shippingCreateNormal',
  }),
  dash('shipping', 'shipping.create.frz', 'shipping/create-frz', '新增冷凍寄件', {
    menu: false,
    page: 'shippingCreateFrz',
  }),
  dash('shipping', 'shipping.create.home', 'shipping/create-home', '新增宅配寄件', {
    menu: false,
    page: 'shippingCreateHome',
  }),
  dash('shipping', 'shipping.edit.normal', 'shipping/edit-normal/:goodsType/:id', '編輯常溫寄件', {
    page: 'shippingEdit',
  }),
  dash('shipping', 'shipping.edit.frz', 'shipping/edit-frz/:goodsType/:id', '編輯冷凍寄件', { page: 'shippingEdit' }),
  dash('shipping', 'shipping.edit.home', 'shipping/edit-home/:goodsType/:id', '編輯宅配寄件', {
    page: 'shippingEdit',
  }),
  dash('shipping', 'shipping.list', 'shipping/list', '包裹管理', { page: 'shippingList' }),
  dash('shipping', 'shipping.logistics.list', 'shipping/logistics-list', '建立物流訂單', { page: 'shippingHub' }),
  // SPEC §2.3 gives the detail no id parameter: the page reads ?id=.
  dash('shipping', 'shipping.detail', 'shipping/detail', '物流明細', { page: 'shippingDetail' }),
  dash('shipping', 'shipping.lost', 'shipping/lost', '遺失賠償', { page: 'shippingLost' }),
  dash('helper', 'helper.news', 'helper/news/:id?', '最新消息', { exempt: true, page: 'helperNews' }),
  dash('helper', 'helper.faqs', 'helper/faqs', '常見問題', { exempt: true, page: 'helperFaqs' }),
  dash('pf', 'pf.contract.info', 'pf/contract_info', '合約資訊', { page: 'pfContract' }),
  dash('pf', 'pf.merchant.create', 'pf/merchant/create', '新增合作商店', { page: 'pfMerchantCreate' }),
  dash('pf', 'pf.merchant.list', 'pf/merchant/list', '合作商店列表', { page: 'pfMerchantList' }),
  dash('pf', 'pf.merchant.edit', 'pf/merchant/edit/:id', '編輯合作商店', { page: 'pfMerchantEdit' }),
  dash('pf', 'pf.inquiry.transaction', 'pf/inquiry/transaction', '交易查詢', { page: 'pfInquiry' }),
  dash('pf', 'pf.shared.list', 'pf/shared/list', '分潤總表', { page: 'pfSharedList' }),
  dash('pf', 'pf.shared.detail', 'pf/shared/detail', '分潤明細', { page: 'pfSharedDetail' }),
] as const satisfies readonly AppRoute[];

export type RouteName = (typeof ROUTE_TABLE)[number]['name'];
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
