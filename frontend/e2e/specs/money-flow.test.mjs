import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, screenshot, watchConsole } from '../browser.mjs';
import { dismissGates } from '../gates.mjs';

const BASE = process.env.E2E_BASE_URL;
const CAPTCHA = process.env.E2E_CAPTCHA;
const T = { timeout: 15_000 };

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

/** `$1,234` as the money figures show it. */
const money = (n) => `$${n.toLocaleString('en-US')}`;

/** The amount a balance figure shows, once it has loaded. */
async function figure(page, name) {
  const box = page.getByTestId(`figure-${name}`);
  await box
    .getByText(/\$[\d,]+/)
    .first()
    .waitFor(T);
  return Number((await box.textContent()).match(/\$([\d,]+)/)[1].replace(/,/g, ''));
}

async function login(page, account) {
  await page.goto(`${BASE}/login`);
  await page.locator('img[src*="image_captcha"]').first().waitFor();
  await page.fill('input[name="account"]', account);
  await page.fill('input[name="password"]', 'Sandbox+Demo2026');
  await page.fill('input[name="captcha"]', CAPTCHA);
  await page.getByRole('button', { name: '登入' }).click();
  await page.waitForURL(`${BASE}/auth/index`, T);
  await dismissGates(page);
}

test('business01 creates a payment link, a buyer pays by sandbox card, settlement after 7 days, withdrawal with fee and net', async () => {
  const page = await seller.context.newPage();
  const consoleErrors = watchConsole(page);
  await login(page, 'business01');

  // 1. The seller creates a payment link (the only active shop is preselected; card is the default pay type).
  await page.goto(`${BASE}/auth/uop/create`);
  await page.getByRole('heading', { name: '新增一頁式收款' }).waitFor(T);
  await page.fill('input[name="title"]', '手作蛋糕禮盒');
  await page.fill('input[name="amount"]', '1000');
  await screenshot(page, 'money-uop-create');
  await page.getByRole('button', { name: '儲存' }).click();
  await page.waitForURL(`${BASE}/auth/uop/list`, T);
  await page.getByText('手作蛋糕禮盒').first().waitFor(T);
  const href = await page.getByRole('link', { name: '開啟付款頁' }).first().getAttribute('href');
  assert.match(href, /\/pay\/[A-Za-z0-9_-]+$/);
  await screenshot(page, 'money-uop-list');

  // 2. A buyer pays it with the sandbox success card.
  const buyerPage = await buyer.context.newPage();
  const buyerErrors = watchConsole(buyerPage);
  await buyerPage.goto(`${BASE}${href}`);
  await buyerPage.getByRole('heading', { name: '手作蛋糕禮盒' }).waitFor(T);
  assert.ok(await buyerPage.getByAltText('QR Code').isVisible());
  await buyerPage.fill('input[name="buyerName"]', '林美玲');
  await buyerPage.fill('input[name="buyerEmail"]', 'buyer@example.com');
  await buyerPage.fill('input[name="cardNumber"]', '4311952222222222');
  await buyerPage.getByRole('button', { name: '確認付款' }).click();
  await buyerPage.getByText('付款成功').first().waitFor(T);
  const tradeNo = (await buyerPage.getByTestId('trade-no').textContent()).trim();
  assert.match(tradeNo, /^\d{20}$/);
  await screenshot(buyerPage, 'money-buyer-paid');
  assert.deepEqual(buyerErrors, []);

  // 3. The seller sees the transaction with its fee (2.8% of 1,000 = 28).
  await page.goto(`${BASE}/auth/transactions/detail`);
  const row = page.getByTestId('transaction-row').filter({ hasText: tradeNo });
  await row.waitFor(T);
  assert.match(await row.textContent(), /\$1,000.*\$28/);
  await row.click();
  await page.getByTestId('transaction-detail').getByText('收款入信託').waitFor(T);
  await screenshot(page, 'money-transactions');
  // The table sorts by a header click and stays usable on a phone (it scrolls sideways inside its frame).
  const list = page.getByTestId('transaction-list');
  await list.getByRole('button', { name: '金額' }).click();
  assert.equal(await list.getByRole('columnheader', { name: /金額/ }).getAttribute('aria-sort'), 'ascending');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'money-transactions-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  // 4. Pending in trust until the sandbox clock moves 7 days; then amount minus fee is available. business01's demo
  // history already holds money in every figure, so the figures are read first and what changed is checked.
  await page.goto(`${BASE}/auth/bill/detail`);
  const pendingBefore = await figure(page, 'pending');
  const availableBefore = await figure(page, 'available');
  assert.ok(pendingBefore >= 972, `pending ${pendingBefore} includes the new payment's 972`);
  await page.getByRole('button', { name: '快轉 7 天' }).click();
  await page
    .getByTestId('figure-available')
    .getByText(money(availableBefore + pendingBefore))
    .waitFor(T);
  assert.match(await page.getByTestId('figure-pending').textContent(), /\$0/);
  await page.getByTestId('figure-available').click();
  await page.getByText('撥款至價金保管帳戶').first().waitFor(T);
  await screenshot(page, 'money-bill-settled');
  const available = availableBefore + pendingBefore;
  const withdrawingBefore = await figure(page, 'withdrawing');

  // 5. Withdraw to the own-name bank account: the 15 fee and the net are shown before and after.
  await page.goto(`${BASE}/auth/bill/withdraw`);
  // business01's demo history already has a verified own-name account; a seller without one saves it first.
  const verified = page.getByTestId('bank-account').getByText('已驗證');
  const bankForm = page.locator('input[name="bankCode"]');
  await Promise.race([verified.waitFor(T), bankForm.waitFor(T)]);
  if (!(await verified.count())) {
    await page.fill('input[name="bankCode"]', '812');
    await page.fill('input[name="branchCode"]', '0012');
    await page.fill('input[name="accountNo"]', '00012345678901');
    await page.getByRole('button', { name: '儲存提領帳戶' }).click();
    await verified.waitFor(T);
  }
  await page.fill('input[name="amount"]', '972');
  assert.equal((await page.getByTestId('withdraw-net').textContent()).trim(), '$957');
  await page.getByRole('button', { name: '申請提領' }).click();
  await page.getByRole('alertdialog').getByText('扣除手續費 $15 後實際入帳 $957').waitFor(T);
  await page.getByRole('alertdialog').getByRole('button', { name: '申請提領' }).click();
  const history = page.getByTestId('withdrawal-history');
  // The list refetches after the withdrawal: wait for the new row, not only for the table that was already there.
  await history.getByText('$972').first().waitFor(T);
  assert.match(await history.textContent(), /\$972.*\$15.*\$957.*處理中/);
  await screenshot(page, 'money-withdraw');

  // 6. The balance page explains each figure.
  await page.goto(`${BASE}/auth/bill/detail`);
  await page
    .getByTestId('figure-withdrawing')
    .getByText(money(withdrawingBefore + 957))
    .waitFor(T);
  assert.equal(await figure(page, 'available'), available - 972);
  await page.getByTestId('figure-withdrawing').click();
  await page.getByText('提領申請').first().waitFor(T);
  await screenshot(page, 'money-bill-explained');
  assert.deepEqual(consoleErrors, []);
  await page.close();
  await buyerPage.close();
});
