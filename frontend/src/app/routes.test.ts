import { matchPath } from 'react-router';
import { ROUTES, documentTitle, hasRequiredParam, pathTo, permissionKey, routesFor, type AppRoute } from './paths';
import { isHomePath } from './route-match';

/** Concrete URLs for every screen of SPEC §2 (params filled in). */
const SPEC_PATHS = [
  '/login',
  '/login/abc',
  '/login/buyer',
  '/logout',
  '/logout_buyer',
  '/signup',
  '/signup/buyer',
  '/verify/forget',
  '/verify/forget/buyer',
  '/verify/resetp/tok123',
  '/complete/personal',
  '/complete/business',
  '/',
  '/news',
  '/campaign',
  '/products',
  '/payment',
  '/shipping',
  '/shipping-send',
  '/shipping-refund',
  '/period',
  '/bank-info-inst',
  '/price',
  '/fee',
  '/security',
  '/disputes',
  '/terms',
  '/privacy',
  '/QA',
  '/contact',
  '/transactions',
  '/buyer',
  '/auth/index',
  '/auth/member/edit',
  '/auth/member/inspect',
  '/auth/member/notify',
  '/auth/member/webhooks',
  '/auth/assistant',
  '/auth/assistant/account',
  '/auth/assistant/account/5',
  '/auth/assistant/account/5/copy',
  '/auth/assistant/group',
  '/auth/assistant/group/7',
  '/auth/assistant/group/7/copy',
  '/auth/merchant',
  '/auth/merchant/create',
  '/auth/merchant/detail',
  '/auth/merchant/detail/3',
  '/auth/merchant/jko/3',
  '/auth/survey/beneficiary',
  '/auth/transactions/detail',
  '/auth/bill/withdraw',
  '/auth/bill/detail',
  '/auth/uop/create',
  '/auth/uop/edit/1/2',
  '/auth/uop/list',
  '/auth/uop/transaction',
  '/auth/shop/store-create',
  '/auth/shop/store-edit/1/2',
  '/auth/shop/sales-manage/2/1',
  '/auth/shop/store-list',
  '/auth/shop/product-create',
  '/auth/shop/product-list',
  '/auth/shop/product-edit/9',
  '/auth/shop/product-edit/9/copy',
  '/auth/shop/transaction',
  '/auth/period/create',
  '/auth/period/edit/4',
  '/auth/period/list',
  '/auth/period/order-list',
  '/auth/period/order/8',
  '/auth/period/transaction',
  '/auth/shipping/apply',
  '/auth/shipping/apply/2',
  '/auth/shipping/create-normal',
  '/auth/shipping/create-frz',
  '/auth/shipping/create-home',
  '/auth/shipping/edit-normal/1/2',
  '/auth/shipping/edit-frz/1/2',
  '/auth/shipping/edit-home/1/2',
  '/auth/shipping/list',
  '/auth/shipping/logistics-list',
  '/auth/shipping/detail',
  '/auth/shipping/lost',
  '/auth/helper/news',
  '/auth/helper/news/12',
  '/auth/helper/faqs',
  '/auth/pf/contract_info',
  '/auth/pf/merchant/create',
  '/auth/pf/merchant/list',
  '/auth/pf/merchant/edit/6',
  '/auth/pf/inquiry/transaction',
  '/auth/pf/shared/list',
  '/auth/pf/shared/detail',
];

function resolve(path: string, routes: readonly AppRoute[] = ROUTES): AppRoute | undefined {
  // First match wins among equals, as the route table orders overlapping patterns.
  const scored = routes.filter((route) => matchPath({ path: route.path, end: true }, path));
  return (
    scored.find((route) => !route.path.includes(':')) ?? scored.find((route) => !route.path.includes('?')) ?? scored[0]
  );
}

describe('route table', () => {
  it.each(SPEC_PATHS)('has a route for %s', (path) => {
    expect(resolve(path)).toBeDefined();
  });

  it('names every route uniquely', () => {
    const names = ROUTES.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('names the SPEC routes as SPEC brackets them', () => {
    expect(resolve('/auth/index')?.name).toBe('dashboard.index');
    expect(resolve('/auth/member/edit')?.name).toBe('member.edit');
    expect(resolve('/auth/member/inspect')?.name).toBe('inspect.index');
    expect(resolve('/auth/transactions/detail')?.name).toBe('trans.detail');
    expect(resolve('/auth/merchant/jko/3')?.name).toBe('jko.create');
    expect(resolve('/auth/assistant/account/5')?.name).toBe('assistant.account.edit');
    expect(resolve('/auth/survey/beneficiary')?.name).toBe('survey.beneficiary.declaration');
    expect(resolve('/login/buyer')?.name).toBe('login.buyer');
  });

  it('derives permission keys from route names for /auth routes', () => {
    for (const route of ROUTES.filter((r) => r.layout === 'dashboard')) {
      // Helper pages and the holder-only tokens page carry no key, so no assistant group can grant them.
      const exempt = route.name === 'dashboard.index' || route.group === 'helper' || route.holdersOnly === true;
      expect(route.permission).toBe(exempt ? null : permissionKey(route.name));
      expect(route.auth).toBe(true);
      expect(route.path.startsWith('/auth/')).toBe(true);
    }
    const keys = ROUTES.map((route) => route.permission);
    expect(keys).toEqual(
      expect.arrayContaining([
        'member_edit',
        'uop_create',
        'shop_product_edit',
        'pf_merchant_create',
        'bill_withdraw',
        'period_order_edit',
        'shipping_create_normal',
      ]),
    );
  });

  it('gives every route a zh-TW title, a layout and no permission outside /auth', () => {
    for (const route of ROUTES) {
      expect(route.title).toMatch(/[\u4e00-\u9fff]/);
      if (route.layout !== 'dashboard') expect(route.permission).toBeNull();
    }
  });

  it('marks login-only routes as auth', () => {
    const authNames = ROUTES.filter((route) => route.auth && route.layout !== 'dashboard').map((route) => route.name);
    expect(authNames.sort()).toEqual(['buyer.index', 'complete.business', 'complete.personal']);
  });

  it('has /sample only in local', () => {
    expect(routesFor('local').some((route) => route.path === '/sample')).toBe(true);
    for (const env of ['test', 'sandbox', 'production'] as const) {
      expect(routesFor(env).some((route) => route.path === '/sample')).toBe(false);
    }
  });

  it('keeps parameterised pages out of the menu', () => {
    expect(hasRequiredParam('/auth/uop/edit/:sysid/:merid')).toBe(true);
    expect(hasRequiredParam('/auth/helper/news/:id?')).toBe(false);
    expect(ROUTES.filter((route) => route.menu && hasRequiredParam(route.path))).toEqual([]);
  });

  it('formats document titles with the product prefix', () => {
    expect(documentTitle({ title: '最新消息' })).toBe('PayDesk｜最新消息');
    expect(documentTitle(undefined)).toBe('PayDesk｜整合支付工具');
  });

  it('treats public and unknown paths as home paths', () => {
    expect(isHomePath('/news')).toBe(true);
    expect(isHomePath('/nowhere')).toBe(true);
    expect(isHomePath('/auth/member/edit')).toBe(false);
    expect(isHomePath('/login')).toBe(false);
  });
});

describe('pathTo', () => {
  it('fills required and optional parameters from the one route table', () => {
    expect(pathTo('merchant.detail', { id: 7 })).toBe('/auth/merchant/detail/7');
    expect(pathTo('uop.edit', { sysid: 3, merid: 9 })).toBe('/auth/uop/edit/3/9');
    expect(pathTo('signup')).toBe('/signup');
    expect(pathTo('signup', { buyer: 'buyer' })).toBe('/signup/buyer');
    expect(pathTo('home.index')).toBe('/');
  });

  it('encodes parameter values and refuses a missing required one', () => {
    expect(pathTo('pay.link', { token: 'a b/c' })).toBe('/pay/a%20b%2Fc');
    expect(pathTo('subscribe', { token: 'tok' })).toBe('/subscribe/tok');
    expect(() => pathTo('pay.link')).toThrow('route pay.link needs :token');
  });

  it('gives a path every route in the table matches', () => {
    for (const route of ROUTES) {
      const params = Object.fromEntries([...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => [m[1], 'x1']));
      const path = pathTo(route.name as Parameters<typeof pathTo>[0], params);
      expect(matchPath(route.path, path)).not.toBeNull();
    }
  });
});
