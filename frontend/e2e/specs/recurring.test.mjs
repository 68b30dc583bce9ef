import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, screenshot, watchConsole } from '../browser.mjs';
import { dismissGates } from '../gates.mjs';

const BASE = process.env.E2E_BASE_URL;
const CAPTCHA = process.env.E2E_CAPTCHA;
const T = { timeout: 15_000 };
const PLAN = `每月咖啡豆 ${Date.now().toString(36)}`;

// The specs share one gateway and database, and money-flow asserts business01's figures from zero, so the
// seller here is personal01 (its own sandbox clock and balances).
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

/** A GraphQL call made inside the page, with its session and CSRF token. */
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

/** Moves the seller's sandbox clock (the balance page's control) by `days`; due charges run and settle. */
async function advanceClock(page, days) {
  const { advanceSettlementClock } = await gql(
    page,
    `mutation($days: Int!) { advanceSettlementClock(days: $days) { offsetDays errors { message } } }`,
    { days },
  );
  assert.deepEqual(advanceSettlementClock.errors, []);
}

const money = (text) => Number(text.replace(/[^\d-]/g, ''));

async function available(page) {
  await page.goto(`${BASE}/auth/bill/detail`);
  const figure = page.getByTestId('figure-available');
  await figure.getByText('$').first().waitFor(T);
  return money(await figure.locator('span').filter({ hasText: '$' }).first().textContent());
}

async function both(page, name) {
  await screenshot(page, name);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('personal01 sells a monthly plan; buyer01 subscribes; months pass and are charged and settled; a pause stops charges', async () => {
  // 1. The seller creates a monthly plan in the form (the only card shop is preselected; 不限期數 by default).
  const page = await seller.context.newPage();
  const sellerErrors = watchConsole(page);
  await login(page, 'personal01');
  await page.goto(`${BASE}/auth/period/create`);
  await page.getByRole('heading', { name: '新增定期定額' }).waitFor(T);
  await page.fill('input[name="title"]', PLAN);
  await page.fill('input[name="amount"]', '500');
  await page.fill('textarea[name="description"]', '每月寄送一包精品咖啡豆');
  assert.equal((await page.getByTestId('amount-preview').textContent()).trim(), '$500');
  assert.equal(await page.getByTestId('schedule-preview').getByRole('listitem').count(), 3);
  await both(page, 'recurring-plan-create');
  await page.getByRole('button', { name: '儲存' }).click();
  await page.waitForURL(`${BASE}/auth/period/list`, T);
  const planRow = page.getByTestId('plan-row').filter({ hasText: PLAN });
  await planRow.waitFor(T);
  assert.match(await planRow.textContent(), /\$500.*每月.*不限期數/);

  // The subscribe link and its QR code sit in a popover on the list.
  await planRow.getByRole('button', { name: '訂閱連結' }).click();
  const share = page.getByTestId('plan-share');
  await share.getByAltText('QR Code').waitFor(T);
  const url = await share.getByTestId('plan-share-url').inputValue();
  assert.match(url, /\/subscribe\/[A-Za-z0-9_-]+$/);
  await both(page, 'recurring-plan-list');
  await page.keyboard.press('Escape');

  // 2. buyer01 signs in and subscribes with the approving sandbox card; the first period is charged at once.
  const shop = await buyer.context.newPage();
  const buyerErrors = watchConsole(shop);
  await login(shop, 'buyer01', { path: '/login/buyer', home: '/buyer' });
  await shop.goto(`${BASE}${new URL(url).pathname}`);
  await shop.getByRole('heading', { name: PLAN }).waitFor(T);
  assert.equal(await shop.inputValue('input[name="buyerEmail"]'), 'buyer01@example.com');
  assert.equal(await shop.inputValue('input[name="buyerMobile"]'), '0955666777');
  await shop.fill('input[name="cardNumber"]', '4311952222222222');
  await both(shop, 'recurring-subscribe');
  await shop.getByRole('button', { name: '確認訂閱' }).click();
  const result = shop.getByTestId('subscribe-result');
  await result.getByText('訂閱成功').waitFor(T);
  const subNo = (await result.getByTestId('subscription-no').textContent()).trim();
  assert.ok(subNo.length > 0);
  assert.match(await result.textContent(), /扣款中.*扣款成功/);
  await both(shop, 'recurring-subscribed');

  // 3. The seller sees the subscription, then moves the sandbox clock about three months.
  await page.goto(`${BASE}/auth/period/order-list`);
  const subRow = page.getByTestId('subscription-row').filter({ hasText: subNo });
  await subRow.waitFor(T);
  assert.match(await subRow.textContent(), /扣款中/);
  await both(page, 'recurring-orders');
  const before = await available(page);
  // Three calendar months are at most 92 days and four at least 120: exactly three more periods fall due.
  await advanceClock(page, 92);

  // 4. The detail shows four paid periods with their trade numbers.
  await page.goto(`${BASE}/auth/period/order/${subNo}`);
  const detail = page.getByTestId('subscription-detail');
  await detail.getByTestId('charges-done').getByText('4 期').waitFor(T);
  const charges = detail.getByTestId('charge-row');
  assert.equal(await charges.count(), 4);
  for (let i = 0; i < 4; i++) {
    const text = await charges.nth(i).textContent();
    assert.match(text, new RegExp(`第 ${i + 1} 期.*首次.*已扣款.*\\$500.*\\d{20}`));
  }
  await both(page, 'recurring-detail-charged');

  // 5. The balance page shows the money settled into available funds (500 less the 2.8% fee, 14, per period).
  const settled = await available(page);
  assert.ok(settled >= before + 3 * 486, `available ${before} -> ${settled}`);
  await both(page, 'recurring-bill-settled');

  // 6. The seller pauses; another month adds no charge.
  await page.goto(`${BASE}/auth/period/order/${subNo}`);
  await detail.getByTestId('charges-done').getByText('4 期').waitFor(T);
  await page.getByTestId('subscription-actions').getByRole('button', { name: '暫停' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText('暫停後不會再扣款').waitFor(T);
  await dialog.getByRole('button', { name: '暫停' }).click();
  await detail.getByTestId('sub-status').getByText('已暫停').waitFor(T);
  await advanceClock(page, 31);
  await page.reload();
  await detail.getByTestId('sub-status').getByText('已暫停').waitFor(T);
  assert.equal((await detail.getByTestId('charges-done').textContent()).trim(), '4 期');
  assert.equal(await detail.getByTestId('charge-row').count(), 4);
  await both(page, 'recurring-detail-paused');

  // 7. The charge list and the buyer's area agree.
  await page.goto(`${BASE}/auth/period/transaction`);
  await page.getByTestId('charge-row').filter({ hasText: subNo }).first().waitFor(T);
  assert.equal(await page.getByTestId('charge-row').filter({ hasText: subNo }).count(), 4);
  await screenshot(page, 'recurring-transactions');
  await shop.goto(`${BASE}/buyer`);
  const mine = shop.getByTestId('my-subscription-row').filter({ hasText: subNo });
  await mine.getByText('已暫停').waitFor(T);
  assert.match(await mine.textContent(), /4 期/);
  await both(shop, 'recurring-buyer-area');

  assert.deepEqual(sellerErrors, []);
  assert.deepEqual(buyerErrors, []);
  await page.close();
  await shop.close();
});
