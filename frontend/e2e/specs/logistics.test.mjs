import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, screenshot, watchConsole } from '../browser.mjs';
import { dismissGates } from '../gates.mjs';

// The seller is business01, on its own freshly seeded database (e2e/run.mjs). It opens a second shop for
// the parcels, approved by ops first, so the demo shop's data stays as seeded.
const BASE = process.env.E2E_BASE_URL;
const CAPTCHA = process.env.E2E_CAPTCHA;
const T = { timeout: 15_000 };
const SHOP = '代理商冷凍食品店';

const browsers = {};
before(async () => {
  for (const who of ['seller', 'ops', 'buyer', 'personal']) browsers[who] = await launchBrowser();
});
after(async () => {
  for (const b of Object.values(browsers)) await b?.close();
});

async function login(page, account, landing = '/auth/index') {
  await page.goto(`${BASE}/login`);
  await page.locator('img[src*="image_captcha"]').first().waitFor();
  await page.fill('input[name="account"]', account);
  await page.fill('input[name="password"]', 'Sandbox+Demo2026');
  await page.fill('input[name="captcha"]', CAPTCHA);
  await page.getByRole('button', { name: '登入' }).click();
  await page.waitForURL(`${BASE}${landing}`, T);
  if (landing === '/auth/index') await dismissGates(page);
}

/** One GraphQL call in the page's session (with its CSRF token), for set-up only. */
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

async function both(page, name) {
  await screenshot(page, name);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const money = (text) => Number(text.replace(/[^\d-]/g, ''));

async function available(page) {
  const figure = page.getByTestId('figure-available');
  await figure.getByText('$').first().waitFor(T);
  return money(await figure.locator('span').filter({ hasText: '$' }).first().textContent());
}

/** The balance page's sandbox clock: 7 days and 1 day, so whatever fell due settles into held funds. */
async function advanceEightDays(page) {
  await page.goto(`${BASE}/auth/bill/detail`);
  for (const days of [7, 1]) {
    const moved = page.waitForResponse(
      (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('advanceSettlementClock'),
    );
    await page.getByRole('button', { name: `快轉 ${days} 天` }).click();
    await moved;
  }
  await page.reload();
}

test('business01 applies, ops approve, a frozen B2C parcel with COD is created, labelled, picked up and its COD settles', async () => {
  const seller = await browsers.seller.context.newPage();
  const sellerErrors = watchConsole(seller);
  await login(seller, 'business01');
  const ops = await browsers.ops.context.newPage();
  const opsErrors = watchConsole(ops);
  await login(ops, 'ops01', '/ops/members');

  // 0. A second shop for business01, approved by ops (set-up; the shop screens have their own spec).
  const { createMerchant } = await gql(
    seller,
    `mutation($input: MerchantInput!) { createMerchant(input: $input) { merchant { id } errors { message } } }`,
    {
      input: {
        name: SHOP,
        merType: 'ONLINE',
        sellType: 'PHYSICAL',
        goodsPayType: 'NON_PREPAID',
        escrowType: 'NONE',
        businessTypeId: 1,
      },
    },
  );
  assert.deepEqual(createMerchant.errors, []);
  const shopId = createMerchant.merchant.id;
  await gql(
    ops,
    `mutation { reviewMerchant(input: { id: ${shopId}, status: ACTIVE, reason: "E2E" }) { errors { code } } }`,
  );

  // 1. The seller applies for all three services (B2C is offered to a business member); the shop is preselected.
  await seller.goto(`${BASE}/auth/shipping/apply/${shopId}`);
  await seller.getByRole('heading', { name: '申請物流服務' }).waitFor(T);
  await seller.getByText('超商大宗寄倉', { exact: true }).click();
  await seller.getByText('宅配', { exact: true }).click();
  await seller.fill('input[name="senderName"]', '王大明');
  await seller.fill('input[name="senderMobile"]', '0912');
  await seller.fill('input[name="senderAddress"]', '台北市信義區市府路1號');
  await seller.getByRole('button', { name: '同寄件地址' }).click();
  await seller.getByRole('button', { name: '送出申請' }).click();
  await seller.getByText('手機號碼格式錯誤，請輸入 09 開頭的 10 位數字').waitFor(T);
  await seller.fill('input[name="senderMobile"]', '0912345678');
  await seller.getByRole('button', { name: '送出申請' }).click();
  const appRow = seller.getByTestId('application-row').filter({ hasText: SHOP });
  await appRow.getByText('審核中').waitFor(T);
  await both(seller, 'logistics-apply');

  // 2. ops01 approves it on the logistics desk.
  await ops.goto(`${BASE}/ops/members`);
  await ops.getByRole('link', { name: '物流審核' }).click();
  await ops.waitForURL(`${BASE}/ops/logistics`, T);
  const review = ops.getByTestId('application-review').filter({ hasText: SHOP });
  await review.waitFor(T);
  await screenshot(ops, 'logistics-ops-review');
  // The queue layout: open the row, approve in the drawer, confirm, then read the audit line.
  await review.getByRole('button', { name: '審核' }).click();
  const drawer = ops.getByRole('dialog');
  await drawer.getByRole('button', { name: '核准' }).click();
  await ops.getByRole('alertdialog').getByRole('button', { name: '核准' }).click();
  await drawer.getByText(/^已由 營運人員 於 .+ 核准$/).waitFor(T);
  await review.waitFor({ state: 'detached', timeout: 15_000 });
  await ops.keyboard.press('Escape');
  assert.deepEqual(opsErrors, []);

  // 3. Fees come out of held funds: a buyer pays the seller's own payment link by sandbox card; it settles.
  const { createPaymentLink } = await gql(
    seller,
    `mutation { createPaymentLink(input: { merchantId: ${shopId}, title: "運費儲值", amount: 5000, payTypes: [CREDIT] }) { link { token } errors { message } } }`,
  );
  assert.deepEqual(createPaymentLink.errors, []);
  const buyer = await browsers.buyer.context.newPage();
  await buyer.goto(`${BASE}/pay/${createPaymentLink.link.token}`);
  await buyer.fill('input[name="buyerName"]', '林美玲');
  await buyer.fill('input[name="buyerEmail"]', 'buyer@example.com');
  await buyer.fill('input[name="cardNumber"]', '4311952222222222');
  await buyer.getByRole('button', { name: '確認付款' }).click();
  await buyer.getByText('付款成功').first().waitFor(T);
  await advanceEightDays(seller);
  const funded = await available(seller);
  assert.ok(funded >= 4860, `held funds ${funded}`);

  // 4. The hub shows the shop approved; the frozen page offers B2C; an oversize parcel is refused by name.
  await seller.goto(`${BASE}/auth/shipping/logistics-list`);
  await seller.getByTestId('shop-applications').getByText('已開通').first().waitFor(T);
  await seller.getByRole('link', { name: '新增冷凍寄件' }).click();
  await seller.waitForURL(`${BASE}/auth/shipping/create-frz`, T);
  await seller.selectOption('select[name="merchantId"]', String(shopId));
  await seller.selectOption('select[name="service"]', 'B2C_FROZEN');
  await seller.fill('input[name="receiverName"]', '林美玲');
  await seller.fill('input[name="receiverMobile"]', '0987654321');
  await seller.getByLabel('搜尋門市（名稱、地址或店號）').fill('市府');
  await seller.getByRole('button', { name: '搜尋' }).click();
  await seller.getByRole('button', { name: '選擇 7-ELEVEN 市府門市' }).click();
  await seller.getByTestId('store-chosen').getByText('131386').waitFor(T);
  await seller.fill('input[name="goodsName"]', '冷凍水餃');
  await seller.fill('input[name="declaredValue"]', '3000');
  await seller.fill('input[name="lengthCm"]', '46');
  await seller.fill('input[name="widthCm"]', '20');
  await seller.fill('input[name="heightCm"]', '20');
  await seller.fill('input[name="weightKg"]', '3');
  await seller.getByTestId('package-refusal').getByText('最長邊不可超過 45 公分').waitFor(T);
  await seller.fill('input[name="lengthCm"]', '30');
  await seller.fill('input[name="codAmount"]', '2000');
  await seller.getByTestId('package-refusal').waitFor({ state: 'detached', timeout: 15_000 });
  await seller.getByTestId('quote-now').getByText('$275').waitFor(T);
  assert.equal((await seller.getByTestId('quote-cod').textContent()).trim(), '$10');
  assert.equal((await seller.getByTestId('quote-cap').textContent()).trim(), '$2,000');
  await both(seller, 'logistics-create-frozen');
  await seller.getByRole('button', { name: '建立物流單' }).click();
  await seller.waitForURL(/\/auth\/shipping\/detail\?id=\d+$/, T);
  await seller.getByTestId('shipment-status').getByText('待寄件').waitFor(T);
  const logisticsNo = (await seller.getByTestId('logistics-no').textContent()).trim();
  assert.match(logisticsNo, /^[A-Z0-9]{1,20}$/);

  // 5. The printable label carries the number and its barcode.
  await seller.getByRole('button', { name: '列印託運單' }).click();
  const label = seller.locator('#shipping-label');
  await label.waitFor(T);
  assert.equal((await label.getByTestId('label-no').textContent()).trim(), logisticsNo);
  assert.ok((await label.getByTestId('label-barcode').locator('rect').count()) > 20);
  assert.match(await label.textContent(), /王大明.*7-ELEVEN 市府門市|7-ELEVEN 市府門市.*王大明/);
  await both(seller, 'logistics-label');
  await seller.getByRole('button', { name: '關閉' }).click();

  // 6. In the sandbox the seller plays the carrier: dropped off, at the store, picked up (the COD is collected).
  for (const [button, status] of [
    ['已交寄', '運送中'],
    ['已到店', '已到店'],
    ['已取件', '已取件'],
  ]) {
    await seller.getByTestId('shipment-actions').getByRole('button', { name: button, exact: true }).click();
    await seller.getByTestId('shipment-status').getByText(status).waitFor(T);
  }
  await seller.getByTestId('shipment-timeline').getByText('已取件').first().waitFor(T);
  assert.ok(!(await seller.getByRole('button', { name: '取消寄件' }).isVisible()));
  await both(seller, 'logistics-detail');

  // 7. The parcel list links to it.
  await seller.goto(`${BASE}/auth/shipping/list`);
  const row = seller.getByTestId('shipment-row').filter({ hasText: logisticsNo });
  await row.waitFor(T);
  assert.match(await row.textContent(), /已取件/);
  await both(seller, 'logistics-list');

  // 8. Eight days on, the COD minus its 10 fee is in held funds (the 275 of fees left when the parcel was made).
  await advanceEightDays(seller);
  assert.equal(await available(seller), funded - 275 + 1990);
  await screenshot(seller, 'logistics-bill-cod');
  assert.deepEqual(sellerErrors, []);
});

test('personal01 is not offered bulk warehouse (B2C) shipping', async () => {
  const page = await browsers.personal.context.newPage();
  const errors = watchConsole(page);
  await login(page, 'personal01');
  await page.goto(`${BASE}/auth/shipping/create-normal`);
  await page.getByRole('heading', { name: '新增常溫寄件' }).waitFor(T);
  const services = await page.locator('select[name="service"] option').allTextContents();
  assert.ok(services.includes('超商店到店（常溫）'), services.join(','));
  assert.ok(!services.some((s) => s.includes('大宗')), services.join(','));
  await page.goto(`${BASE}/auth/shipping/apply`);
  await page.getByRole('heading', { name: '申請物流服務' }).waitFor(T);
  assert.equal(await page.getByText('超商大宗寄倉', { exact: true }).count(), 0);
  await page.getByText('大宗寄倉（B2C）僅限企業會員申請').waitFor(T);
  await both(page, 'logistics-personal-apply');
  assert.deepEqual(errors, []);
});
