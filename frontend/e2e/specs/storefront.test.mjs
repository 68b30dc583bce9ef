import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, screenshot, watchConsole } from '../browser.mjs';
import { dismissGates } from '../gates.mjs';

const BASE = process.env.E2E_BASE_URL;
const CAPTCHA = process.env.E2E_CAPTCHA;
const T = { timeout: 15_000 };
const SLUG = `e2e-shop-${Date.now().toString(36)}`;

let seller;
let buyer;
before(async () => {
  seller = await launchBrowser();
  buyer = await launchBrowser(); // a separate browser: the buyer has no seller session
});
after(async () => {
  await seller?.close();
  await buyer?.close();
});

async function login(page, account, { path = '/login', home = '/auth/index' } = {}) {
  await page.goto(`${BASE}${path}`);
  await page.locator('img[src*="image_captcha"]').first().waitFor();
  await page.fill('input[name="account"]', account);
  await page.fill('input[name="password"]', 'Sandbox+Demo2026');
  await page.fill('input[name="captcha"]', CAPTCHA);
  await page.getByRole('button', { name: '登入' }).click();
  await page.waitForURL(`${BASE}${home}`, T);
  await dismissGates(page);
}

/** A GraphQL call made inside the page, with its session and CSRF token (the seller pages are not built here). */
async function gql(page, query, variables = {}) {
  const res = await page.evaluate(
    async ({ query, variables }) => {
      const token = document.querySelector('meta[name="csrf-token"]').content;
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

async function availableOf(page, name) {
  await page.goto(`${BASE}/store/${SLUG}`);
  const card = page.getByRole('article', { name });
  await card.waitFor(T);
  return (await card.getByTestId('product-available').textContent()).trim();
}

/**
 * What the store page shows for a product after a change: the gateway keeps a rendered store page for one second
 * (STORE_PAGE_TTL_MS), so a buyer who opens it again sees the change within that. Opens the page again until it
 * shows `expected` or three seconds have passed, and answers what it last showed.
 */
async function availableAfterChange(page, name, expected) {
  const deadline = Date.now() + 3_000;
  for (;;) {
    const shown = await availableOf(page, name);
    if (shown === expected || Date.now() > deadline) return shown;
    await page.waitForTimeout(250);
  }
}

test('buyer01 buys in a store by sandbox card; stock drops, the order is in the buyer area, a refund with restock brings it back', async () => {
  // 1. business01 opens a store with two products (GraphQL inside the page).
  const page = await seller.context.newPage();
  const sellerErrors = watchConsole(page);
  await login(page, 'business01');
  const { merchants } = await gql(page, '{ merchants { id status } }');
  const merchantId = merchants.find((m) => m.status === 'ACTIVE').id;
  const { createStore } = await gql(
    page,
    `mutation($input: StoreInput!) { createStore(input: $input) { store { id slug } errors { field message } } }`,
    {
      input: {
        merchantId,
        name: '好物選品',
        slug: SLUG,
        description: '每日新鮮選物，手工製作',
        payTypes: ['CREDIT', 'ATM', 'CVS'],
        installments: [3],
        deliveryMethods: ['CVS_C2C', 'HOME'],
        shippingFees: [
          { deliveryMethod: 'CVS_C2C', fee: 60 },
          { deliveryMethod: 'HOME', fee: 100 },
        ],
      },
    },
  );
  assert.deepEqual(createStore.errors, []);
  const storeId = createStore.store.id;
  const productIds = [];
  for (const product of [
    { name: '手工皂', price: 300, stock: 5, perOrderLimit: 3, description: '冷製手工皂，溫和不刺激' },
    { name: '香氛蠟燭', price: 450, stock: 8 },
  ]) {
    const { createProduct } = await gql(
      page,
      `mutation($input: ProductInput!) { createProduct(input: $input) { product { id } errors { field message } } }`,
      { input: product },
    );
    assert.deepEqual(createProduct.errors, []);
    productIds.push(createProduct.product.id);
  }
  const { saveStoreSales } = await gql(
    page,
    `mutation($storeId: Int!, $ids: [Int!]!) { saveStoreSales(storeId: $storeId, productIds: $ids) { errors { message } } }`,
    { storeId, ids: productIds },
  );
  assert.deepEqual(saveStoreSales.errors, []);

  // 2. buyer01 signs in, opens the store and puts one soap in the cart.
  const shop = await buyer.context.newPage();
  const buyerErrors = watchConsole(shop);
  await login(shop, 'buyer01', { path: '/login/buyer', home: '/buyer' });
  assert.equal(await availableOf(shop, '手工皂'), '剩餘 5 件・每筆限購 3 件');
  await shop.getByRole('heading', { name: '好物選品', level: 1 }).waitFor(T);
  await screenshot(shop, 'storefront-store');
  await shop.setViewportSize({ width: 390, height: 844 });
  await screenshot(shop, 'storefront-store-390');
  await shop.setViewportSize({ width: 1280, height: 800 });
  await shop.getByRole('article', { name: '手工皂' }).getByRole('button', { name: '加入購物車' }).click();
  await shop.getByTestId('cart-bar').getByText('購物車 1 件').waitFor(T);

  // 3. Checkout: the profile fills the buyer fields; pickup at a store, sandbox card.
  await shop.getByRole('link', { name: '前往結帳' }).click();
  await shop.waitForURL(`${BASE}/store/${SLUG}/checkout`, T);
  await shop.getByRole('heading', { name: '結帳' }).waitFor(T);
  assert.equal(await shop.inputValue('input[name="buyerEmail"]'), 'buyer01@example.com');
  assert.equal(await shop.inputValue('input[name="buyerMobile"]'), '0955666777');
  assert.equal((await shop.getByTestId('cart-total').textContent()).trim(), '$300');
  // The pickup store is picked from the convenience-store list; its fee ($60) is its own line in the total.
  await shop.getByLabel('搜尋門市（名稱、地址或店號）').fill('市府');
  await shop.getByRole('button', { name: '搜尋', exact: true }).click();
  await shop.getByRole('button', { name: '選擇 7-ELEVEN 市府門市' }).click();
  await shop.getByTestId('store-chosen').waitFor(T);
  assert.equal((await shop.getByTestId('shipping-fee').textContent()).trim(), '$60');
  assert.equal((await shop.getByTestId('checkout-total').textContent()).trim(), '$360');
  await shop.fill('input[name="cardNumber"]', '4311952222222222');
  await screenshot(shop, 'storefront-checkout');
  await shop.setViewportSize({ width: 390, height: 844 });
  await screenshot(shop, 'storefront-checkout-390');
  await shop.setViewportSize({ width: 1280, height: 800 });
  await shop.getByRole('button', { name: '確認下單' }).click();

  // 4. The confirmation page loads right away (the tab remembers the order's email).
  await shop.waitForURL(new RegExp(`/store/${SLUG}/order/[^/]+$`), T);
  const receipt = shop.getByTestId('order-receipt');
  await receipt.getByTestId('order-status').getByText('已付款').waitFor(T);
  const orderNo = (await receipt.getByTestId('order-no').textContent()).trim();
  assert.ok(orderNo.length > 0);
  assert.match(await receipt.textContent(), /手工皂 × 1/);
  assert.equal((await receipt.getByTestId('order-amount').textContent()).trim(), '$360');
  assert.equal((await receipt.getByTestId('order-shipping-fee').textContent()).trim(), '$60');
  await screenshot(shop, 'storefront-order');
  await shop.setViewportSize({ width: 390, height: 844 });
  await screenshot(shop, 'storefront-order-390');
  await shop.setViewportSize({ width: 1280, height: 800 });

  // 5. One unit fewer on the store page; the order is in the buyer area.
  assert.equal(await availableAfterChange(shop, '手工皂', '剩餘 4 件・每筆限購 3 件'), '剩餘 4 件・每筆限購 3 件');
  await shop.goto(`${BASE}/buyer`);
  const row = shop.getByTestId('shop-order-row').filter({ hasText: orderNo });
  await row.waitFor(T);
  assert.match(await row.textContent(), /好物選品.*\$360.*已付款/);
  await screenshot(shop, 'storefront-buyer-orders');
  await shop.setViewportSize({ width: 390, height: 844 });
  await screenshot(shop, 'storefront-buyer-orders-390');
  await shop.setViewportSize({ width: 1280, height: 800 });
  await row.getByRole('link', { name: orderNo }).click();
  await shop.getByTestId('order-status').getByText('已付款').waitFor(T);

  // 6. The seller refunds with restock: the unit is on sale again and the buyer sees the refund.
  const { refundShopOrder } = await gql(
    page,
    `mutation($input: RefundShopOrderInput!) { refundShopOrder(input: $input) { order { status restocked } errors { message } } }`,
    { input: { orderNo, restock: true, idempotencyKey: `e2e-refund-${orderNo}` } },
  );
  assert.deepEqual(refundShopOrder, { order: { status: 'REFUNDED', restocked: true }, errors: [] });
  assert.equal(await availableAfterChange(shop, '手工皂', '剩餘 5 件・每筆限購 3 件'), '剩餘 5 件・每筆限購 3 件');
  await shop.goto(`${BASE}/buyer`);
  await shop.getByTestId('shop-order-row').filter({ hasText: orderNo }).getByText('已退款').first().waitFor(T);

  assert.deepEqual(buyerErrors, []);
  assert.deepEqual(sellerErrors, []);
  await shop.close();
  await page.close();
});

test('a store page starts at the top and does not move while it paints on a slow phone', async () => {
  const page = await buyer.context.newPage();
  // A phone's CPU (six times slower): the HTML paints in pieces, and a page centred down the layout moved up as it grew.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${BASE}/store/goodthings`);
  await page.getByRole('heading', { name: '好物選品', level: 1 }).waitFor(T);
  // Until the app's files have come and it has hydrated the page.
  await page.waitForLoadState('networkidle');
  assert.equal(await page.evaluate(() => window.__layoutShift), 0);
  const main = await page.locator('main').boundingBox();
  const content = await page.locator('main > div').first().boundingBox();
  // The content begins at the top of the layout's main area (its padding), not centred in it.
  assert.ok(content.y - main.y <= 32, `content starts ${content.y - main.y} px below the top of main`);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.close();
});
