// A seller's real day: one test per fixed item, through the real UI (items 14 and 15 are not covered
// here). Layout items are checked at 1280 px and 390 px; every item leaves a screenshot sellers-day-<n>-<width>.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, screenshot, watchConsole } from '../browser.mjs';
import { dismissGates } from '../gates.mjs';

const BASE = process.env.E2E_BASE_URL;
const CAPTCHA = process.env.E2E_CAPTCHA;
const PASSWORD = 'Sandbox+Demo2026';
const T = { timeout: 15_000 };
const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
// personal01's demo payment (docs/areas/public-site.md, "Trade inquiry"), inside the default 30-day range of the seeded data.
const DEMO_TRADE = '20261110103000000001';
const RUN = Date.now() % 100000;

const browsers = [];
after(async () => {
  for (const b of browsers) await b.close();
});

/** A browser profile of its own (its own cookies) signed in as `account`, gates acknowledged. */
async function signIn(account, viewport = WIDE) {
  const browser = await launchBrowser();
  browsers.push(browser);
  const page = await browser.context.newPage();
  await page.setViewportSize(viewport);
  await page.goto(`${BASE}/login`);
  await page.locator('img[src*="image_captcha"]').first().waitFor();
  await page.fill('input[name="account"]', account);
  await page.fill('input[name="password"]', PASSWORD);
  await page.fill('input[name="captcha"]', CAPTCHA);
  await page.getByRole('button', { name: '登入' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), T);
  await dismissGates(page);
  return page;
}

async function guest(viewport = WIDE) {
  const browser = await launchBrowser();
  browsers.push(browser);
  const page = await browser.context.newPage();
  await page.setViewportSize(viewport);
  return page;
}

/** No sideways scrolling of the page itself. */
async function assertNoPageOverflow(page, where) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  assert.ok(scrollWidth <= innerWidth, `${where}: page is ${scrollWidth} px wide in a ${innerWidth} px window`);
}

/** The checked state of every checkbox input inside `scope`, by its id. */
const checkedStates = (scope) =>
  scope.locator('input[type="checkbox"]').evaluateAll((els) => els.map((e) => [e.id, e.checked]));

/**
 * Clicks each option of a checkbox group by its label and asserts only that option changed (then clicks it back).
 * Every checkbox must have its own id and be named by its own label.
 */
async function assertIndependentChecks(page, group, where) {
  const labels = (await group.locator('label').allInnerTexts()).map((l) => l.trim()).filter(Boolean);
  assert.ok(labels.length >= 2, `${where}: expected several options, got ${labels.join(', ')}`);
  const ids = (await checkedStates(group)).map(([id]) => id);
  assert.equal(ids.length, labels.length, `${where}: one checkbox per label`);
  assert.ok(
    ids.every((id) => id),
    `${where}: every checkbox has an id`,
  );
  const pageIds = await page.locator('input[type="checkbox"]').evaluateAll((els) => els.map((e) => e.id));
  assert.equal(new Set(pageIds).size, pageIds.length, `${where}: checkbox ids are unique on the page`);
  for (const label of labels) {
    assert.equal(await group.getByRole('checkbox', { name: label, exact: true }).count(), 1, `${where}: ${label}`);
    const before = new Map(await checkedStates(group));
    await group
      .locator('label')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .click();
    const box = group.getByRole('checkbox', { name: label, exact: true });
    const id = await box.getAttribute('id');
    await page.waitForFunction(
      ([boxId, was]) => document.getElementById(boxId)?.checked !== was,
      [id, before.get(id)],
      { timeout: 5_000 },
    );
    const afterClick = new Map(await checkedStates(group));
    for (const [other, was] of before) {
      if (other === id || !afterClick.has(other)) continue;
      assert.equal(afterClick.get(other), was, `${where}: clicking ${label} changed ${other}`);
    }
    await group
      .locator('label')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .click();
    await page.waitForFunction(
      ([boxId, was]) => document.getElementById(boxId)?.checked === was,
      [id, before.get(id)],
      {
        timeout: 5_000,
      },
    );
  }
}

/** business01 creates a payment link on /auth/uop/create and lands on the list. */
async function createLink(page, { title, amount, quantityLimit, perOrderLimit }) {
  await page.goto(`${BASE}/auth/uop/create`);
  await page.getByRole('heading', { name: '新增一頁式收款' }).waitFor(T);
  await page.fill('input[name="title"]', title);
  await page.fill('input[name="amount"]', String(amount));
  if (quantityLimit) await page.fill('input[name="quantityLimit"]', String(quantityLimit));
  if (perOrderLimit) await page.fill('input[name="perOrderLimit"]', String(perOrderLimit));
  await page.getByRole('button', { name: '儲存' }).click();
  await page.waitForURL(`${BASE}/auth/uop/list`, T);
  const row = page.getByRole('row').filter({ hasText: title });
  await row.waitFor(T);
  return (await row.getByRole('link', { name: '開啟付款頁' }).getAttribute('href')).replace(BASE, '');
}

let seller; // business01, shared by the items about payment links
let linkHref; // the link item 4 creates, paid in item 5
const LINK_TITLE = `手作蛋糕禮盒 ${RUN}`;
const BUYER_EMAIL = `buyer${RUN}@example.com`;

before(async () => {
  seller = await signIn('business01');
});

test('1. every pay-type, instalment and PaymentSwitch checkbox changes only itself', async () => {
  const page = seller;
  const errors = watchConsole(page);
  await page.goto(`${BASE}/auth/uop/create`);
  await page.getByRole('heading', { name: '新增一頁式收款' }).waitFor(T);
  const payTypes = page.getByRole('group', { name: '付款方式', exact: true });
  await payTypes.waitFor(T);
  // Card is the default, so the instalment options are shown.
  assert.equal(await payTypes.getByRole('checkbox', { name: '信用卡', exact: true }).isChecked(), true);
  const installments = page.getByRole('group', { name: '信用卡分期期數', exact: true });
  await installments.waitFor(T);
  await assertIndependentChecks(page, installments, 'instalments');
  await assertIndependentChecks(page, payTypes, 'pay types');
  await screenshot(page, 'sellers-day-1-1280');
  assert.deepEqual(errors, []);

  const ops = await signIn('ops01');
  const opsErrors = watchConsole(ops);
  await ops.goto(`${BASE}/ops/merchants`);
  await ops
    .getByRole('button', { name: /^審核 / })
    .first()
    .click();
  const drawer = ops.getByRole('dialog');
  const switchGroup = drawer.getByRole('group', { name: '開通付款方式' });
  await switchGroup.waitFor(T);
  await assertIndependentChecks(ops, switchGroup, 'PaymentSwitch');
  await screenshot(ops, 'sellers-day-1-ops-1280');
  assert.deepEqual(opsErrors, []);
});

test('2. a personal member is told assistants are for business members and offered the upgrade path', async () => {
  const page = await signIn('personal01');
  const errors = watchConsole(page);
  await page.goto(`${BASE}/auth/assistant`);
  await page.getByText('助理帳號為企業會員的功能').waitFor(T);
  assert.ok(await page.getByRole('link', { name: '聯絡客服' }).isVisible());
  assert.equal(await page.getByText('資料載入失敗').count(), 0);
  await screenshot(page, 'sellers-day-2-1280');
  assert.deepEqual(errors, []);
});

test('3. campaigns show their state from their dates in Taiwan time, on the list and the detail page', async () => {
  const page = await guest();
  const errors = watchConsole(page);
  await page.goto(`${BASE}/campaign`);
  const ended = page.locator('article').filter({ hasText: '街口支付優惠費率 2.2%' });
  await ended.waitFor(T);
  // 2025-01-01 to 2025-12-31: over (the test machine's clock is in 2026 or later).
  assert.match(await ended.innerText(), /已結束/);
  assert.doesNotMatch(await ended.innerText(), /進行中/);
  await screenshot(page, 'sellers-day-3-1280');
  await ended.getByRole('link', { name: '街口支付優惠費率 2.2%' }).click();
  await page.waitForURL(/\/campaign\/[^/]+$/, T);
  await page.getByRole('heading', { level: 1, name: '街口支付優惠費率 2.2%' }).waitFor(T);
  const article = page.locator('article').filter({ has: page.locator('h1') });
  assert.match(await article.innerText(), /已結束/);
  assert.doesNotMatch(await article.innerText(), /進行中/);
  await screenshot(page, 'sellers-day-3-detail-1280');
  assert.deepEqual(errors, []);
});

test('4. a new payment link offers its address to copy, a QR code as PNG and share text, after creating and in the list', async () => {
  const page = seller;
  const errors = watchConsole(page);
  linkHref = await createLink(page, { title: LINK_TITLE, amount: 1200 });
  assert.match(linkHref, /^\/pay\/[A-Za-z0-9_-]+$/);

  // The create result: the new link's share panel is shown at once.
  const created = page.getByTestId('created-link');
  await created.waitFor(T);
  assert.match(await created.innerText(), new RegExp(LINK_TITLE));
  const createdUrl = await created.getByRole('textbox', { name: '公開網址' }).inputValue();
  assert.equal(createdUrl, `${BASE}${linkHref}`);
  await created.getByRole('button', { name: '複製連結' }).waitFor();
  await created.getByRole('button', { name: '複製分享文字' }).waitFor();
  assert.match(
    await created.getByRole('link', { name: '下載 QR Code' }).getAttribute('href'),
    /^data:image\/png;base64,/,
  );
  assert.match(await created.getByRole('link', { name: '下載 QR Code' }).getAttribute('download'), /\.png$/);
  await screenshot(page, 'sellers-day-4-1280');

  // The list: the same from the row's 分享 button.
  await page
    .getByRole('row')
    .filter({ hasText: LINK_TITLE })
    .getByRole('button', { name: `分享：${LINK_TITLE}` })
    .click();
  const share = page.getByTestId('share');
  await share.waitFor(T);
  assert.equal(await share.getByRole('textbox', { name: '公開網址' }).inputValue(), `${BASE}${linkHref}`);
  assert.ok(await share.getByAltText('QR Code').isVisible());
  await share.getByRole('button', { name: '複製連結' }).waitFor();
  await share.getByRole('button', { name: '複製分享文字' }).waitFor();
  const download = share.getByRole('link', { name: '下載 QR Code' });
  assert.match(await download.getAttribute('href'), /^data:image\/png;base64,/);
  assert.match(await download.getAttribute('download'), /\.png$/);
  await screenshot(page, 'sellers-day-4-list-1280');
  await page.keyboard.press('Escape');
  assert.deepEqual(errors, []);
});

/** Polls the dev mailbox until a message matching `pattern` arrives (the notify job runs each minute). */
async function waitForMail(page, to, pattern, timeoutMs = 150_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const query = to ? `?to=${encodeURIComponent(to)}` : '';
    const body = await page.evaluate(async (url) => (await fetch(url)).json(), `/api/dev/outbox${query}`);
    const hit = (body.data ?? []).find((m) => pattern.test(JSON.stringify(m)));
    if (hit) return hit;
    await new Promise((r) => setTimeout(r, 2_000));
  }
  throw new Error(`no mail ${pattern} to ${to ?? 'anyone'} within ${timeoutMs / 1000} s`);
}

test(
  '5. a paid buyer gets a receipt and the seller a trade notice in the dev mailbox',
  { timeout: 200_000 },
  async () => {
    assert.ok(linkHref, 'item 4 created the link');
    const buyer = await guest();
    const errors = watchConsole(buyer);
    await buyer.goto(`${BASE}${linkHref}`);
    await buyer.getByRole('heading', { name: LINK_TITLE }).waitFor(T);
    await buyer.fill('input[name="buyerName"]', '林美玲');
    await buyer.fill('input[name="buyerEmail"]', BUYER_EMAIL);
    await buyer.fill('input[name="cardNumber"]', '4311952222222222');
    await buyer.getByRole('button', { name: '確認付款' }).click();
    await buyer.getByText('付款成功').first().waitFor(T);
    const tradeNo = (await buyer.getByTestId('trade-no').textContent()).trim();

    const receipt = await waitForMail(buyer, BUYER_EMAIL, /付款成功通知/);
    assert.match(JSON.stringify(receipt), new RegExp(tradeNo));
    const notice = await waitForMail(buyer, null, new RegExp(`交易通知：${LINK_TITLE}`));
    assert.notEqual(notice.recipient ?? notice.to, BUYER_EMAIL);
    await buyer.goto(`${BASE}/dev/mailbox`);
    await buyer.locator('[data-testid="outbox-message"]', { hasText: '付款成功通知' }).first().waitFor(T);
    await screenshot(buyer, 'sellers-day-5-1280');
    assert.deepEqual(errors, []);
  },
);

test('6. a declined card says why and offers to pay another way with the details kept; units are chosen within what is left', async () => {
  const unitTitle = `手工皂 ${RUN}`;
  const unitHref = await createLink(seller, { title: unitTitle, amount: 250, quantityLimit: 5, perOrderLimit: 3 });

  const buyer = await guest();
  const errors = watchConsole(buyer);
  await buyer.goto(`${BASE}${linkHref}`);
  await buyer.getByRole('heading', { name: LINK_TITLE }).waitFor(T);
  await buyer.fill('input[name="buyerName"]', '王大明');
  await buyer.fill('input[name="buyerEmail"]', `declined${RUN}@example.com`);
  await buyer.fill('input[name="cardNumber"]', '4000000000000002');
  await buyer.getByRole('button', { name: '確認付款' }).click();
  const result = buyer.getByTestId('payment-result');
  await result.getByText('付款失敗').waitFor(T);
  const said = await result.innerText();
  assert.match(said, /沒有扣款/);
  // The reason itself, not just "failed": the alert carries a description from the gateway.
  assert.ok((await result.getByRole('status').innerText()).replace('付款失敗', '').trim().length > 0, said);
  await screenshot(buyer, 'sellers-day-6-1280');
  await result.getByRole('button', { name: '改用其他方式重新付款' }).click();
  assert.equal(await buyer.inputValue('input[name="buyerName"]'), '王大明');
  assert.equal(await buyer.inputValue('input[name="buyerEmail"]'), `declined${RUN}@example.com`);

  await buyer.goto(`${BASE}${unitHref}`);
  await buyer.getByRole('heading', { name: unitTitle }).waitFor(T);
  assert.match(await buyer.getByTestId('units-left').innerText(), /剩餘 5 件.*每筆限購 3 件/);
  const stepper = buyer.getByRole('group', { name: `${unitTitle} 數量` });
  const plus = stepper.getByRole('button', { name: '增加數量' });
  assert.equal((await buyer.getByTestId('order-total').innerText()).trim(), '$250');
  await plus.click();
  await plus.click();
  assert.equal(await stepper.getByRole('textbox', { name: '數量' }).inputValue(), '3');
  assert.equal((await buyer.getByTestId('order-total').innerText()).trim(), '$750');
  assert.equal(await plus.isDisabled(), true, 'no more than the per-order limit');
  await screenshot(buyer, 'sellers-day-6-units-1280');
  await buyer.fill('input[name="buyerName"]', '王大明');
  await buyer.fill('input[name="buyerEmail"]', `units${RUN}@example.com`);
  await buyer.fill('input[name="cardNumber"]', '4311952222222222');
  await buyer.getByRole('button', { name: '確認付款' }).click();
  await buyer.getByText('付款成功').first().waitFor(T);
  assert.equal((await buyer.getByTestId('bought-quantity').innerText()).trim(), '3');
  await buyer.goto(`${BASE}${unitHref}`);
  assert.match(await buyer.getByTestId('units-left').innerText(), /剩餘 2 件/);
  assert.deepEqual(errors, []);
});

test('7. a new member sees one onboarding checklist, not a run of blocking dialogs', async () => {
  const browser = await launchBrowser();
  browsers.push(browser);
  const page = await browser.context.newPage();
  const errors = watchConsole(page);
  const account = `seller${RUN}`;
  await page.goto(`${BASE}/signup`);
  const field = (name) => page.locator(`input[name="${name}"]`);
  await field('account').waitFor(T);
  await field('account').fill(account);
  await field('password').fill('Signup+Seller26');
  await field('passwordConfirmed').fill('Signup+Seller26');
  await field('name').fill('新手賣家');
  await field('identityNo').fill('F126785433');
  await field('email').fill(`${account}@example.com`);
  await field('mobile').fill(`09${String(RUN).padStart(8, '1')}`);
  await field('captcha').fill(CAPTCHA);
  await page.getByText('我已閱讀並同意服務條款與隱私權政策').click();
  await page.getByRole('button', { name: '註冊', exact: true }).click();
  await page.waitForURL(`${BASE}/auth/index`, T);

  const checklist = page.getByTestId('onboarding-checklist');
  await checklist.waitFor(T);
  const steps = await checklist.locator('li').allInnerTexts();
  assert.deepEqual(
    steps.map((s) => s.split('\n')[0].trim()),
    ['會員資料', '提領帳戶', '身分文件', '第一個收款連結'],
  );
  assert.equal(await page.getByTestId('onboarding-step-PROFILE').getAttribute('aria-current'), 'step');
  assert.match(await checklist.innerText(), /已完成 0 \/ 4 項/);
  assert.equal(await page.getByTestId('onboarding-checklist').count(), 1);
  // At most one gate dialog at a time (GateHost shows the first that applies), never a stack of them.
  assert.ok((await page.locator('[data-testid="gate-dialog"]').count()) <= 1);
  await screenshot(page, 'sellers-day-7-1280');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'sellers-day-7-390');
  assert.deepEqual(errors, []);
});

const RAW_CODES =
  /transaction:\d|member:\d|payment:\d|withdrawal:\d|fromHeld|toHeld|fromTrust|toTrust|\bheld\b|\btrust\b/;

test('8. money screens describe entries in zh-TW with links to their cause, never raw codes', async () => {
  const page = await signIn('personal01');
  const errors = watchConsole(page);
  await page.goto(`${BASE}/auth/bill/detail`);
  await page.getByTestId('figure-available').waitFor(T);
  await page.getByTestId('figure-available').click();
  await page.getByText('撥款至價金保管帳戶').first().waitFor(T);
  const text = await page.locator('main').innerText();
  assert.doesNotMatch(text, RAW_CODES);
  // An entry links to the transaction that caused it.
  const cause = page.locator('main a[href*="/auth/transactions/detail?tradeNo="]').first();
  await cause.waitFor(T);
  await screenshot(page, 'sellers-day-8-1280');
  await cause.click();
  await page.getByTestId('transaction-detail').waitFor(T);
  await page.getByTestId('transaction-detail').getByText('收款入信託').first().waitFor(T);
  assert.doesNotMatch(await page.getByTestId('transaction-detail').innerText(), RAW_CODES);
  await screenshot(page, 'sellers-day-8-detail-1280');
  assert.deepEqual(errors, []);
});

test('9. the transaction list fits, sorts, searches, remembers its range, reads as cards on a phone and exports text trade numbers', async () => {
  const page = await signIn('personal01');
  const errors = watchConsole(page);
  await page.evaluate(() => window.localStorage.removeItem('paydesk.txRangeDays'));
  await page.goto(`${BASE}/auth/transactions/detail`);
  const list = page.getByTestId('transaction-list');
  await page.getByTestId('transaction-row').first().waitFor(T);

  // Default range: the last 30 days (Taiwan calendar days).
  const day = (offset) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
  assert.equal(await page.inputValue('input[name="from"]'), day(-29));
  assert.equal(await page.inputValue('input[name="to"]'), day(0));

  // Nothing cut at 1280 px: the table's frame does not scroll sideways and neither does the page.
  const frame = await list.evaluate((table) => {
    const box = table.parentElement;
    return { scroll: box.scrollWidth, client: box.clientWidth, right: table.getBoundingClientRect().right };
  });
  assert.ok(frame.scroll <= frame.client + 1, `table frame overflows: ${frame.scroll} > ${frame.client}`);
  assert.ok(frame.right <= 1280, `table ends at ${frame.right}`);
  await assertNoPageOverflow(page, 'transactions 1280');

  // Sorting by a header.
  await list.getByRole('button', { name: '金額' }).click();
  assert.equal(await list.getByRole('columnheader', { name: /金額/ }).getAttribute('aria-sort'), 'ascending');
  const amounts = (await list.locator('[data-label="金額"]').allInnerTexts()).map((a) => Number(a.replace(/\D/g, '')));
  assert.deepEqual(
    amounts,
    [...amounts].sort((a, b) => a - b),
  );
  await screenshot(page, 'sellers-day-9-1280');

  // The CSV of this range: UTF-8 BOM, 20-digit trade numbers kept as text.
  const href = await page.getByRole('link', { name: '匯出 CSV' }).getAttribute('href');
  const csv = await page.evaluate(async (url) => {
    const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
    return { bom: [...bytes.slice(0, 3)], text: new TextDecoder().decode(bytes) };
  }, href);
  assert.deepEqual(csv.bom, [0xef, 0xbb, 0xbf]);
  // A quoted CSV field holding ="…" (its quotes doubled), which spreadsheets read as text.
  assert.ok(csv.text.includes(`"=""${DEMO_TRADE}"""`), csv.text.slice(0, 300));

  // Search by trade number.
  await page.fill('input[name="tradeNo"]', DEMO_TRADE);
  await page.getByRole('button', { name: '查詢' }).click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="transaction-row"]').length === 1, null, {
    timeout: 10_000,
  });
  assert.match(await page.getByTestId('transaction-row').innerText(), new RegExp(DEMO_TRADE));

  // The seller's range (60 days) is remembered after a reload.
  await page.fill('input[name="tradeNo"]', '');
  await page.fill('input[name="from"]', day(-59));
  await page.getByRole('button', { name: '查詢' }).click();
  await page.getByTestId('transaction-row').first().waitFor(T);
  await page.reload();
  await page.getByTestId('transaction-row').first().waitFor(T);
  assert.equal(await page.inputValue('input[name="from"]'), day(-59));
  assert.equal(await page.inputValue('input[name="to"]'), day(0));

  // On a phone each row is a card: one line per column, labelled, and the page does not scroll sideways.
  await page.setViewportSize(PHONE);
  const row = page.getByTestId('transaction-row').first();
  assert.notEqual(await row.evaluate((r) => getComputedStyle(r).display), 'table-row');
  const label = await row
    .locator('[data-label="交易序號"]')
    .evaluate((cell) => getComputedStyle(cell, '::before').content);
  assert.match(label, /交易序號/);
  await assertNoPageOverflow(page, 'transactions 390');
  await screenshot(page, 'sellers-day-9-390');
  assert.deepEqual(errors, []);
});

test('10. back-office table pages do not scroll sideways on a 390 px phone', async () => {
  const owner = await signIn('business01', PHONE);
  const errors = watchConsole(owner);
  const pages = [
    ['bill', '/auth/bill/detail', () => owner.getByTestId('figure-available').waitFor(T)],
    ['withdraw', '/auth/bill/withdraw', () => owner.getByRole('heading', { level: 1 }).waitFor(T)],
    ['links', '/auth/uop/list', () => owner.getByRole('table').first().waitFor(T)],
    ['assistants', '/auth/assistant', () => owner.getByRole('table').first().waitFor(T)],
  ];
  for (const [name, path, ready] of pages) {
    await owner.goto(`${BASE}${path}`);
    await ready();
    await owner.waitForTimeout(300);
    await assertNoPageOverflow(owner, path);
    await screenshot(owner, `sellers-day-10-${name}-390`);
  }
  const ops = await signIn('ops01', PHONE);
  await ops.goto(`${BASE}/ops/merchants`);
  await ops.getByRole('table').first().waitFor(T);
  await assertNoPageOverflow(ops, '/ops/merchants');
  await screenshot(ops, 'sellers-day-10-ops-390');
  assert.deepEqual(errors, []);
});

test('11. withdraw: a searchable bank picker, 全部提領, and the fee and arrival before confirming', async () => {
  const page = await signIn('personal01');
  const errors = watchConsole(page);
  await page.goto(`${BASE}/auth/bill/withdraw`);
  const bankCode = page.locator('input[name="bankCode"]');
  // personal01's demo history has a verified account already: 變更提領帳戶 opens the same form with the picker.
  const saved = page.getByTestId('bank-account');
  await Promise.race([bankCode.waitFor(T), saved.waitFor(T)]);
  if (await saved.count()) await saved.getByRole('button', { name: '變更提領帳戶' }).click();
  await bankCode.waitFor(T);
  // The picker's list carries the banks' names, so typing a name finds its code.
  const listId = await bankCode.getAttribute('list');
  assert.ok(listId, 'bank code field has a suggestion list');
  const options = await page
    .locator(`datalist#${listId} option`)
    .evaluateAll((els) => els.map((o) => `${o.value} ${o.label || o.textContent}`));
  assert.ok(
    options.some((o) => /^812 .*台新/.test(o)),
    options.slice(0, 5).join(' | '),
  );
  await bankCode.fill('812');
  await page.getByText(/台新/).first().waitFor(T);
  // Saving the account already verified keeps it verified (another account would wait for an operator again).
  await bankCode.fill('004');
  await page.fill('input[name="branchCode"]', '0501');
  await page.fill('input[name="accountNo"]', '1234567890');
  await page.getByRole('button', { name: '儲存提領帳戶' }).click();
  await page.getByTestId('bank-account').getByText('已驗證').waitFor(T);

  const available = (await page.getByTestId('withdraw-summary').innerText()).match(/可提領[^$]*\$([\d,]+)/);
  await page.getByRole('button', { name: '全部提領' }).click();
  const amount = await page.inputValue('input[name="amount"]');
  assert.ok(Number(amount) > 15, `全部提領 filled ${amount}`);
  if (available) assert.equal(amount, available[1].replace(/,/g, ''));
  assert.equal(
    (await page.getByTestId('withdraw-net').innerText()).trim(),
    `$${(Number(amount) - 15).toLocaleString('en-US')}`,
  );
  const arrival = (await page.getByTestId('withdraw-arrival').innerText()).trim();
  assert.match(arrival, /\d/);
  await screenshot(page, 'sellers-day-11-1280');
  await page.getByRole('button', { name: '申請提領' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.waitFor(T);
  const words = await confirm.innerText();
  assert.match(words, /扣除手續費 \$15/);
  assert.ok(words.includes(`預計 ${arrival} 入帳`), words);
  await screenshot(page, 'sellers-day-11-confirm-1280');
  await confirm.getByRole('button', { name: '取消' }).click();
  await page.setViewportSize(PHONE);
  await assertNoPageOverflow(page, 'withdraw 390');
  await screenshot(page, 'sellers-day-11-390');
  assert.deepEqual(errors, []);
});

test('12. the dashboard chart tells each bar’s value on click or touch', async () => {
  const page = await signIn('personal01');
  const errors = watchConsole(page);
  await page.goto(`${BASE}/auth/index`);
  const bars = page.getByTestId('day-bar');
  await bars.first().waitFor(T);
  assert.equal(await bars.count(), 14);
  // Each bar is a button named by its day and amount.
  assert.match(await bars.last().getAttribute('aria-label'), /^\d{4}-\d{2}-\d{2} \$[\d,]+（\d+ 筆）$/);
  await bars.last().click();
  const tip = page.locator('[role="dialog"][data-state="open"]').filter({ hasText: /\$[\d,]+（\d+ 筆）/ });
  await tip.waitFor(T);
  await screenshot(page, 'sellers-day-12-1280');
  await page.keyboard.press('Escape');
  await page.setViewportSize(PHONE);
  await bars
    .first()
    .tap()
    .catch(() => bars.first().click());
  await page
    .locator('[role="dialog"][data-state="open"]')
    .filter({ hasText: /\$[\d,]+（\d+ 筆）/ })
    .waitFor(T);
  await screenshot(page, 'sellers-day-12-390');
  assert.deepEqual(errors, []);
});

test('13. an assistant sees what it may not use disabled with the reason; the group editor offers only keys the owner can give', async () => {
  const assistant = await signIn('assist01');
  const errors = watchConsole(assistant);
  await assistant.goto(`${BASE}/auth/uop/list`);
  await assistant.getByRole('heading', { name: '一頁式收款列表' }).waitFor(T);
  const create = assistant.getByRole('button', { name: '新增收款頁' });
  await create.waitFor(T);
  assert.equal(await create.isDisabled(), true);
  assert.equal(await create.getAttribute('title'), '您沒有此功能的權限，請洽帳號管理者開通');
  await screenshot(assistant, 'sellers-day-13-1280');
  assert.equal(assistant.url(), `${BASE}/auth/uop/list`);
  assert.equal(await assistant.getByText('很抱歉，您沒有操作權限').count(), 0);
  assert.deepEqual(errors, []);

  // business01 is no agent: its group editor offers no agency (pf) keys, and every key once.
  const page = seller;
  await page.goto(`${BASE}/auth/assistant/group`);
  await page.getByLabel('群組名稱').waitFor(T);
  await page.getByRole('checkbox', { name: '交易明細', exact: true }).waitFor(T);
  const keys = (await page.locator('form label').allInnerTexts()).map((l) => l.trim()).filter(Boolean);
  for (const agentOnly of ['合約資訊', '新增合作商店', '合作商店列表', '分潤總覽', '分潤明細'])
    assert.ok(!keys.includes(agentOnly), `${agentOnly} offered to a non-agent`);
  const boxes = await page.getByRole('checkbox').count();
  const names = await page
    .getByRole('checkbox')
    .evaluateAll((els) => els.map((e) => e.labels?.[0]?.innerText.trim() ?? e.getAttribute('aria-label') ?? ''));
  assert.equal(new Set(names).size, boxes, `each key once: ${names.join(', ')}`);
  await screenshot(page, 'sellers-day-13-group-1280');
});
