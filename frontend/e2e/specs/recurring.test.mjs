import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, screenshot, watchConsole } from '../browser.mjs';
import { dismissGates } from '../gates.mjs';

const BASE = process.env.E2E_BASE_URL;
const CAPTCHA = process.env.E2E_CAPTCHA;
const T = { timeout: 15_000 };
const PLAN = `每月咖啡豆 ${Date.now().toString(36)}`;

// Every spec gets its own freshly seeded database (e2e/run.mjs), so the seller is business01.
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

test('business01 sells a monthly plan; buyer01 subscribes; three charges are made, settle and reach held funds; a pause stops the fourth', async () => {
  // 1. The seller creates a monthly plan in the form (its card shop is preselected; 不限期數 by default).
  const page = await seller.context.newPage();
  const sellerErrors = watchConsole(page);
  await login(page, 'business01');
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
  await shop.fill('input[name="captcha"]', CAPTCHA);
  await both(shop, 'recurring-subscribe');
  await shop.getByRole('button', { name: '確認訂閱' }).click();
  const result = shop.getByTestId('subscribe-result');
  await result.getByText('訂閱成功').waitFor(T);
  const subNo = (await result.getByTestId('subscription-no').textContent()).trim();
  assert.ok(subNo.length > 0);
  assert.match(await result.textContent(), /扣款中.*扣款成功/);
  await both(shop, 'recurring-subscribed');

  // 3. The seller sees the subscription, then moves its sandbox clock two months: two calendar months are 59 to 62
  // days, so exactly periods 2 and 3 fall due (a fourth needs at least 89).
  await page.goto(`${BASE}/auth/period/order-list`);
  const subRow = page.getByTestId('subscription-row').filter({ hasText: subNo });
  await subRow.waitFor(T);
  assert.match(await subRow.textContent(), /扣款中/);
  await both(page, 'recurring-orders');
  const before = await available(page);
  await advanceClock(page, 62);

  // 4. The detail shows three paid periods with their trade numbers.
  await page.goto(`${BASE}/auth/period/order/${subNo}`);
  const detail = page.getByTestId('subscription-detail');
  await detail.getByTestId('charges-done').getByText('3 期').waitFor(T);
  const charges = detail.getByTestId('charge-row');
  assert.equal(await charges.count(), 3);
  const tradeNos = [];
  for (let i = 0; i < 3; i++) {
    const text = await charges.nth(i).textContent();
    assert.match(text, new RegExp(`第 ${i + 1} 期.*首次.*已扣款.*\\$500.*\\d{20}`));
    // The trade number is its own cell (the row's text runs the amount and the number together).
    const cells = await charges.nth(i).getByRole('cell').allTextContents();
    tradeNos.push(cells.map((c) => c.trim()).find((c) => /^\d{20}$/.test(c)));
  }
  await both(page, 'recurring-detail-charged');

  // 5. The seller pauses; the clock passes the fourth period's date (three months in all) and nothing is charged.
  await page.getByTestId('subscription-actions').getByRole('button', { name: '暫停' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText('暫停後不會再扣款').waitFor(T);
  await dialog.getByRole('button', { name: '暫停' }).click();
  await detail.getByTestId('sub-status').getByText('已暫停').waitFor(T);
  await advanceClock(page, 31);
  await page.reload();
  await detail.getByTestId('sub-status').getByText('已暫停').waitFor(T);
  assert.equal((await detail.getByTestId('charges-done').textContent()).trim(), '3 期');
  assert.equal(await detail.getByTestId('charge-row').count(), 3);
  await both(page, 'recurring-detail-paused');

  // 6. Each charge settled into held funds (card: request + 7 days): its ledger moves 500 less the 2.8% fee (14)
  // from trust to 可提領, and the balance page's available figure grew by at least the three.
  for (const tradeNo of tradeNos) {
    await page.goto(`${BASE}/auth/transactions/detail?tradeNo=${tradeNo}`);
    const settledLine = page.getByRole('row').filter({ hasText: '撥款至價金保管帳戶' }).filter({ hasText: '可提領' });
    await settledLine.first().waitFor(T);
    assert.match(await settledLine.first().textContent(), /\$486/);
  }
  await both(page, 'recurring-charge-settled');
  const settled = await available(page);
  assert.ok(settled >= before + 3 * 486, `available ${before} -> ${settled}`);
  await both(page, 'recurring-bill-settled');

  // 7. The charge list and the buyer's area agree.
  await page.goto(`${BASE}/auth/period/transaction`);
  await page.getByTestId('charge-row').filter({ hasText: subNo }).first().waitFor(T);
  assert.equal(await page.getByTestId('charge-row').filter({ hasText: subNo }).count(), 3);
  await screenshot(page, 'recurring-transactions');
  await shop.goto(`${BASE}/buyer`);
  const mine = shop.getByTestId('my-subscription-row').filter({ hasText: subNo });
  await mine.getByText('已暫停').waitFor(T);
  assert.match(await mine.textContent(), /3 期/);
  await both(shop, 'recurring-buyer-area');

  assert.deepEqual(sellerErrors, []);
  assert.deepEqual(buyerErrors, []);
  await page.close();
  await shop.close();
});
