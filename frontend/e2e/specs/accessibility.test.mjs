import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, test } from 'node:test';
import { launchBrowser } from '../browser.mjs';
import { dismissGates } from '../gates.mjs';
import { rawCodes, visibleText } from '../raw-codes.mjs';

// Axe-core on every built route of the route table, at a desktop and a phone width; a violation with
// impact serious or critical fails the spec with its route, rule, impact and target. The same walk fails on a raw
// code on screen (an uppercase identifier outside the allowed words, 其他： with a raw value; ../raw-codes.mjs).
const BASE = process.env.E2E_BASE_URL;
const CAPTCHA = process.env.E2E_CAPTCHA;
const T = { timeout: 15_000 };
const WIDTHS = [1280, 390];
const BLOCKING = new Set(['serious', 'critical']);
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const ROUTES_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/app/paths.ts');
/** Routes the test environment does not build (their `envs` leave out 'test'). */
const NOT_BUILT_IN_TEST = new Set(['sample']);

const visited = new Set();
const browsers = [];
after(async () => {
  for (const b of browsers) await b.close();
});

async function login(page, account, { path = '/login', home = '/auth/index' } = {}) {
  await page.goto(`${BASE}${path}`);
  await page.locator('img[src*="image_captcha"]').first().waitFor(T);
  await page.fill('input[name="account"]', account);
  await page.fill('input[name="password"]', 'Sandbox+Demo2026');
  await page.fill('input[name="captcha"]', CAPTCHA);
  await page.getByRole('button', { name: '登入' }).click();
  await page.waitForURL(`${BASE}${home}`, T);
  if (home === '/auth/index') await dismissGates(page);
}

/** A GraphQL call made inside the page, with its session and CSRF token. */
async function gql(page, query, variables = {}) {
  const res = await page.evaluate(
    async ({ query, variables }) => {
      const token = document.querySelector('meta[name="csrf-token"]')?.getAttribute('content') ?? '';
      const r = await fetch('/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': token },
        body: JSON.stringify({ query, variables }),
      });
      return r.json();
    },
    { query, variables },
  );
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  return res.data;
}

/** One signed-in (or guest) page per account, reused for all of its routes. */
async function pageFor(account, options) {
  // axe is injected as an inline script, which the product's CSP (script-src 'self') would refuse.
  const browser = await launchBrowser({ bypassCSP: true });
  browsers.push(browser);
  const page = await browser.context.newPage();
  if (account) await login(page, account, options);
  return page;
}

/** Waits until the route has drawn: its main heading (or `ready`), no request in flight, no spinner left. */
async function settle(page, ready = 'h1') {
  if (ready !== 'h1') return page.locator(ready).first().waitFor(T);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .locator(ready)
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  await page
    .locator('.chakra-spinner')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

/** Runs axe and the raw-code scan at every width; returns one line per serious or critical node and per code. */
async function audit(page, label) {
  const lines = [];
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  // Start at the width the page is already at: one resize per route.
  const widths = page.viewportSize()?.width === WIDTHS[0] ? WIDTHS : [...WIDTHS].reverse();
  for (const width of widths) {
    if (page.viewportSize()?.width !== width) {
      await page.setViewportSize({ width, height: 844 });
      await page.waitForTimeout(250); // responsive layouts re-render after a resize
    }
    const violations = await page.evaluate(async () => {
      const result = await window.axe.run(document, { resultTypes: ['violations'] });
      return result.violations.map((v) => ({
        id: v.id,
        nodes: v.nodes.map((n) => ({
          impact: n.impact ?? v.impact,
          target: n.target.join(' '),
          summary: n.failureSummary,
        })),
      }));
    });
    for (const code of rawCodes(await visibleText(page)))
      lines.push(`${label} @${width}px: raw code on screen "${code}"`);
    for (const v of violations)
      for (const n of v.nodes)
        if (BLOCKING.has(n.impact))
          lines.push(
            `${label} @${width}px: ${v.id} (${n.impact}) ${n.target}\n      ${n.summary?.split('\n').slice(0, 2).join(' ')}`,
          );
  }
  return lines;
}

/** Keeps a page's form posts from leaving it, so a sign-out page stays on its spinner while axe runs. */
async function holdFormPosts(page) {
  await page.addInitScript(() => {
    HTMLFormElement.prototype.submit = function held() {
      window.__heldFormPost = this.action;
    };
  });
}

/**
 * Visits each [route name, path, options] in order, as the page's account, and runs axe there. A route that lands
 * elsewhere (a guard bounced it) fails too: the check must run on the page it names. Options: `ready`, what shows
 * the page has drawn when it has no h1; `prepare`, a step before the check.
 */
async function visitAll(page, routes) {
  const problems = [];
  for (const [name, target, { ready, prepare } = {}] of routes) {
    await page.goto(`${BASE}${target}`);
    await settle(page, ready);
    if ((await page.locator('[data-testid="gate-dialog"]').count()) > 0) await dismissGates(page, { settleMs: 500 });
    if (prepare) await prepare(page);
    const landed = new URL(page.url()).pathname;
    const expected = target.split('?')[0];
    if (landed !== expected) problems.push(`${name} ${target}: landed on ${landed}`);
    else {
      visited.add(name);
      problems.push(...(await audit(page, `${name} ${target}`)));
    }
  }
  return problems;
}

function report(problems) {
  assert.equal(problems.length, 0, `\n${problems.join('\n')}`);
}

/** What the seller routes with parameters open: business01's own demo data, with what the seed lacks created. */
async function sellerFixtures(seller, ops, buyer) {
  const { merchants } = await gql(seller, '{ merchants { id status } }');
  const shopId = merchants.find((m) => m.status === 'ACTIVE').id;
  const {
    assistants,
    assistantGroups,
    stores,
    products: { items: products },
    shopOrders: { items: shopOrders },
  } = await gql(
    seller,
    '{ assistants { id } assistantGroups { id } stores { id merchantId slug } products { items { id } } shopOrders { items { orderNo buyerEmail } } }',
  );
  const { createPaymentLink } = await gql(
    seller,
    `mutation($input: PaymentLinkInput!) { createPaymentLink(input: $input) { link { id merchantId token } errors { message } } }`,
    { input: { merchantId: shopId, title: '無障礙檢查收款', amount: 5000, payTypes: ['CREDIT'] } },
  );
  assert.deepEqual(createPaymentLink.errors, []);
  const link = createPaymentLink.link;
  const { createPeriodPlan } = await gql(
    seller,
    `mutation($input: PeriodPlanInput!) { createPeriodPlan(input: $input) { plan { id token } errors { message } } }`,
    { input: { merchantId: shopId, title: '每月咖啡豆', amount: 450, cycle: 'MONTHLY' } },
  );
  assert.deepEqual(createPeriodPlan.errors, []);
  const plan = createPeriodPlan.plan;
  await buyer.goto(`${BASE}/pay/${link.token}`);
  const { subscribePeriodPlan } = await gql(
    buyer,
    `mutation($input: PeriodSubscribeInput!) { subscribePeriodPlan(input: $input) { subscription { subNo } errors { message } } }`,
    {
      input: {
        token: plan.token,
        buyerName: '林美玲',
        buyerEmail: 'buyer@example.com',
        buyerMobile: '0912345678',
        cardNumber: '4311952222222222',
        captcha: CAPTCHA,
      },
    },
  );
  assert.deepEqual(subscribePeriodPlan.errors, []);
  // A parcel: logistics approved by ops, the fee paid from held funds (a settled card payment to the link).
  const { applyLogistics } = await gql(
    seller,
    `mutation($input: LogisticsApplicationInput!) { applyLogistics(input: $input) { application { id } errors { message } } }`,
    {
      input: {
        merchantId: shopId,
        services: ['HOME'],
        senderName: '王大明',
        senderMobile: '0912345678',
        senderAddress: '台北市信義區市府路1號',
        returnAddress: '台北市信義區市府路1號',
      },
    },
  );
  // The seed already gives business01's shop approved logistics (demo-profiles.ts); a fresh shop applies here.
  const seeded = applyLogistics.errors.some((e) =>
    ['此商店已申請物流服務', '所選的物流服務皆已開通，請選擇尚未開通的服務'].includes(e.message),
  );
  if (!seeded) {
    assert.deepEqual(applyLogistics.errors, []);
    const { reviewLogisticsApplication } = await gql(
      ops,
      `mutation($id: Int!) { reviewLogisticsApplication(id: $id, approve: true) { errors { message } } }`,
      { id: applyLogistics.application.id },
    );
    assert.deepEqual(reviewLogisticsApplication.errors, []);
  }
  const { sandboxPay } = await gql(
    buyer,
    `mutation($input: SandboxPayInput!) { sandboxPay(input: $input) { errors { message } } }`,
    {
      input: {
        token: link.token,
        payType: 'CREDIT',
        buyerName: '林美玲',
        buyerEmail: 'buyer@example.com',
        cardNumber: '4311952222222222',
      },
    },
  );
  assert.deepEqual(sandboxPay.errors, []);
  await gql(seller, `mutation { advanceSettlementClock(days: 8) { errors { message } } }`);
  const { createShipment } = await gql(
    seller,
    `mutation($input: ShipmentInput!) { createShipment(input: $input) { shipment { id } errors { field message } } }`,
    {
      input: {
        merchantId: shopId,
        service: 'HOME_NORMAL',
        receiverName: '林美玲',
        receiverMobile: '0912345678',
        address: '台北市大安區忠孝東路四段1號',
        region: 'LOCAL',
        goodsName: '茶葉禮盒',
        declaredValue: 1000,
        weightKg: 1,
        lengthCm: 20,
        widthCm: 20,
        heightCm: 20,
      },
    },
  );
  assert.deepEqual(createShipment.errors, []);
  const store = stores[0];
  const { viewer } = await gql(seller, '{ viewer { id } }');
  return {
    shopId,
    memberId: Number(String(viewer.id).split(':')[1]),
    assistantId: assistants[0].id,
    groupId: assistantGroups[0].id,
    link,
    plan,
    subNo: subscribePeriodPlan.subscription.subNo,
    shipmentId: createShipment.shipment.id,
    store,
    productId: products[0].id,
    order: shopOrders[0],
  };
}

// Every route name the table declares, read from its source (so a new route without a check fails below).
function declaredRouteNames() {
  const source = fs.readFileSync(ROUTES_FILE, 'utf8');
  const names = new Set();
  for (const m of source.matchAll(/\b(?:authPage|home|opsPage)\('([\w.-]+)'/g)) names.add(m[1]);
  for (const m of source.matchAll(/\bdash\('\w+', '([\w.-]+)'/g)) names.add(m[1]);
  for (const m of source.matchAll(/^\s+name: '([\w.-]+)',$/gm)) names.add(m[1]);
  return [...names];
}

// The sign-out pages post a form at once; with the post held (holdFormPosts) their spinner stays to be checked.
const SIGN_OUT = {
  ready: '[role="status"]',
  prepare: (page) => page.waitForFunction(() => window.__heldFormPost?.endsWith('/api/member/logout')),
};

let fixtures;
let ops;
let guest;

test('business01 and ops01: the back office and the operator console', async () => {
  ops = await pageFor('ops01', { home: '/ops/members' });
  const seller = await pageFor('business01');
  guest = await pageFor(null);
  await guest.goto(`${BASE}/`);
  fixtures = await sellerFixtures(seller, ops, guest);
  const sellerProblems = await visitAll(seller, sellerRoutes(fixtures));
  const opsProblems = await visitAll(ops, [
    ['ops.members', '/ops/members'],
    ['ops.merchants', '/ops/merchants'],
    ['ops.bank-accounts', '/ops/bank-accounts'],
    ['ops.audit', `/ops/audit/${fixtures.memberId}`],
    ['ops.agents', '/ops/agents'],
    ['ops.logistics', '/ops/logistics'],
    ['ops.content', '/ops/content'],
    ['ops.status', '/ops/status'],
    ['ops.tokens', '/ops/tokens'],
  ]);
  report([...opsProblems, ...sellerProblems]);
});

function sellerRoutes(f) {
  return [
    ['dashboard.index', '/auth/index'],
    ['member.edit', '/auth/member/edit'],
    ['inspect.index', '/auth/member/inspect'],
    ['notify.index', '/auth/member/notify'],
    ['webhooks.index', '/auth/member/webhooks'],
    ['member.tokens', '/auth/member/tokens'],
    ['assistant.index', '/auth/assistant'],
    ['assistant.account.edit', `/auth/assistant/account/${f.assistantId}`],
    ['assistant.account.create', '/auth/assistant/account'],
    ['assistant.group.edit', `/auth/assistant/group/${f.groupId}`],
    ['assistant.group.create', '/auth/assistant/group'],
    ['merchant.list', '/auth/merchant'],
    ['merchant.create', '/auth/merchant/create'],
    ['merchant.detail', `/auth/merchant/detail/${f.shopId}`],
    ['jko.create', `/auth/merchant/jko/${f.shopId}`],
    ['trans.detail', '/auth/transactions/detail'],
    ['bill.withdraw', '/auth/bill/withdraw'],
    ['bill.detail', '/auth/bill/detail'],
    ['uop.create', '/auth/uop/create'],
    ['uop.edit', `/auth/uop/edit/${f.link.id}/${f.link.merchantId}`],
    ['uop.list', '/auth/uop/list'],
    ['uop.transaction', '/auth/uop/transaction'],
    ['shop.store.create', '/auth/shop/store-create'],
    ['shop.store.edit', `/auth/shop/store-edit/${f.store.id}/${f.store.merchantId}`],
    ['shop.sales.manage', `/auth/shop/sales-manage/${f.store.merchantId}/${f.store.id}`],
    ['shop.store.list', '/auth/shop/store-list'],
    ['shop.product.create', '/auth/shop/product-create'],
    ['shop.product.list', '/auth/shop/product-list'],
    ['shop.product.edit', `/auth/shop/product-edit/${f.productId}`],
    ['shop.transaction', '/auth/shop/transaction'],
    ['period.create', '/auth/period/create'],
    ['period.edit', `/auth/period/edit/${f.plan.id}`],
    ['period.list', '/auth/period/list'],
    ['period.order.list', '/auth/period/order-list'],
    ['period.order.edit', `/auth/period/order/${f.subNo}`],
    ['period.transaction', '/auth/period/transaction'],
    ['shipping.apply', '/auth/shipping/apply'],
    ['shipping.create.normal', '/auth/shipping/create-normal'],
    ['shipping.create.frz', '/auth/shipping/create-frz'],
    ['shipping.create.home', '/auth/shipping/create-home'],
    ['shipping.edit.normal', `/auth/shipping/edit-normal/1/${f.shipmentId}`],
    ['shipping.edit.frz', `/auth/shipping/edit-frz/2/${f.shipmentId}`],
    ['shipping.edit.home', `/auth/shipping/edit-home/1/${f.shipmentId}`],
    ['shipping.list', '/auth/shipping/list'],
    ['shipping.logistics.list', '/auth/shipping/logistics-list'],
    ['shipping.detail', `/auth/shipping/detail?id=${f.shipmentId}`],
    ['shipping.lost', '/auth/shipping/lost'],
    ['helper.news', '/auth/helper/news'],
    ['helper.faqs', '/auth/helper/faqs'],
    ['complete.business', '/complete/business'],
  ];
}

test('agent01: the agency area', async () => {
  const agent = await pageFor('agent01');
  const { referAgentPartner } = await gql(
    agent,
    `mutation { referAgentPartner(email: "personal01@example.com", note: "無障礙檢查") { partner { id } errors { message } } }`,
  );
  const {
    agentPartners: { items: agentPartners },
  } = await gql(agent, '{ agentPartners { items { id } } }');
  assert.ok(agentPartners.length > 0, JSON.stringify(referAgentPartner.errors));
  report(
    await visitAll(agent, [
      // business01 has declared its beneficial owners (the seed), so the declaration page is checked as agent01.
      ['survey.beneficiary.declaration', '/auth/survey/beneficiary'],
      ['pf.contract.info', '/auth/pf/contract_info'],
      ['pf.merchant.create', '/auth/pf/merchant/create'],
      ['pf.merchant.list', '/auth/pf/merchant/list'],
      ['pf.merchant.edit', `/auth/pf/merchant/edit/${agentPartners[0].id}`],
      ['pf.inquiry.transaction', '/auth/pf/inquiry/transaction'],
      ['pf.shared.list', '/auth/pf/shared/list'],
      ['pf.shared.detail', '/auth/pf/shared/detail'],
    ]),
  );
});

test('personal01: the personal completion page and the buyer view', async () => {
  const personal = await pageFor('personal01');
  report(
    await visitAll(personal, [
      ['complete.personal', '/complete/personal'],
      ['purchases.index', '/auth/purchases'],
    ]),
  );
});

test('buyer01: the buyer area', async () => {
  const buyer = await pageFor('buyer01', { path: '/login/buyer', home: '/buyer' });
  report(await visitAll(buyer, [['buyer.index', '/buyer']]));
});

test('guest: the public site, sign-in pages and public payment pages', async () => {
  const { newsList, campaignList } = await gql(guest, '{ newsList { items { id } } campaignList { items { id } } }');
  const f = fixtures;
  const orderReceipt = async (page) => {
    await page.fill('input[name="email"]', f.order.buyerEmail);
    await page.getByRole('button', { name: '查詢' }).click();
    await settle(page);
  };
  const problems = await visitAll(guest, [
    ['home.index', '/'],
    ['home.news', '/news'],
    ['home.news.detail', `/news/${newsList.items[0].id}`],
    ['home.campaign', '/campaign'],
    ['home.campaign.detail', `/campaign/${campaignList.items[0].id}`],
    ['home.products', '/products'],
    ['home.payment', '/payment'],
    ['home.shipping', '/shipping'],
    ['home.shipping-send', '/shipping-send'],
    ['home.shipping-refund', '/shipping-refund'],
    ['home.period', '/period'],
    ['home.bank-info-inst', '/bank-info-inst'],
    ['home.price', '/price'],
    ['home.fee', '/fee'],
    ['home.security', '/security'],
    ['home.disputes', '/disputes'],
    ['home.terms', '/terms'],
    ['home.privacy', '/privacy'],
    ['home.QA', '/QA'],
    ['home.contact', '/contact'],
    ['home.transactions', '/transactions'],
    ['home.developers', '/developers'],
    ['login', '/login'],
    ['login.buyer', '/login/buyer'],
    ['signup', '/signup'],
    ['verify.forget', '/verify/forget'],
    ['verify.resetp', '/verify/resetp/not-a-real-token'],
    ['dev.mailbox', '/dev/mailbox'],
    ['pay.link', `/pay/${f.link.token}`],
    ['subscribe', `/subscribe/${f.plan.token}`],
    ['store.index', `/store/${f.store.slug}`],
    ['store.checkout', `/store/${f.store.slug}/checkout`],
    ['store.order', `/store/${f.store.slug}/order/${f.order.orderNo}`, { prepare: orderReceipt }],
  ]);
  await holdFormPosts(guest);
  problems.push(
    ...(await visitAll(guest, [
      ['logout', '/logout', SIGN_OUT],
      ['logout.buyer', '/logout_buyer', SIGN_OUT],
    ])),
  );
  report(problems);
});

test('every built route of the route table was checked', () => {
  const missing = declaredRouteNames().filter((name) => !NOT_BUILT_IN_TEST.has(name) && !visited.has(name));
  assert.deepEqual(missing, []);
});
