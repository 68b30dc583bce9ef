// "One business, connected": a seller on day one (nothing in its held funds, all its money still in trust) sells
// from its store with home delivery and with 7-11 pickup, ships both orders from the order with 出貨, the parcels
// arrive, the buyer follows them and gets the mails, the money settles with the label fees as their own lines, and a
// refund with its reason reaches the buyer. Only the UI is used, the sandbox controls included (the parcel page's
// carrier buttons, the order page's 模擬繳費, the balance page's clock, the dev mailbox). Key screens are kept at
// 1280 px and 390 px (screenshots connected-<step>[-390]).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import path from 'node:path';
import { launchBrowser, screenshot, SCREENSHOT_DIR, watchConsole } from '../browser.mjs';
import { dismissGates } from '../gates.mjs';

const BASE = process.env.E2E_BASE_URL;
const CAPTCHA = process.env.E2E_CAPTCHA;
const T = { timeout: 15_000 };
const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
// business01's demo store and one of its products (db/seeds/demo/demo-storefront.ts).
const STORE = '/store/goodthings';
const PRODUCT = '花蓮蜜香紅茶包 20 入';
const PRICE = 360;
// The fees the seller sets on day one: other than the seeded ones, so the checkout shows what the seller saved.
const HOME_FEE = 120;
const PICKUP_FEE = 65;
const BUYER_EMAIL = 'buyer01@example.com';
const HOME_ADDRESS = '臺北市大安區復興南路一段 100 號';

const money = (text) => Number(text.replace(/[^\d-]/g, ''));
const dollars = (n) => `$${n.toLocaleString('en-US')}`;

const browsers = {};
let seller; // business01's page
let buyer; // buyer01's page
const errors = { seller: [], buyer: [] };
// What the journey learns on the way, for the later steps.
const orders = { home: null, pickup: null }; // { orderNo, parcelId, logisticsNo, fee }

before(async () => {
  for (const who of ['seller', 'buyer']) browsers[who] = await launchBrowser();
  seller = await browsers.seller.context.newPage();
  errors.seller = watchConsole(seller);
  buyer = await browsers.buyer.context.newPage();
  errors.buyer = watchConsole(buyer);
  await login(seller, 'business01', { path: '/login', home: '/auth/index' });
  await login(buyer, 'buyer01', { path: '/login/buyer', home: '/buyer' });
});
after(async () => {
  for (const b of Object.values(browsers)) await b?.close();
});

async function login(page, account, { path, home }) {
  await page.goto(`${BASE}${path}`);
  await page.locator('img[src*="image_captcha"]').first().waitFor();
  await page.fill('input[name="account"]', account);
  await page.fill('input[name="password"]', 'Sandbox+Demo2026');
  await page.fill('input[name="captcha"]', CAPTCHA);
  await page.getByRole('button', { name: '登入' }).click();
  await page.waitForURL(`${BASE}${home}`, T);
  await dismissGates(page);
}

/**
 * The page at 1280 px, then at 390 px (no sideways scrolling there), back at 1280. A drawer or dialog is shot as the
 * window shows it: a full-page shot would paint the page behind it below the fold.
 */
async function both(page, name, { overlay = false } = {}) {
  const shoot = (file) =>
    overlay ? page.screenshot({ path: path.join(SCREENSHOT_DIR, `${file}.png`) }) : screenshot(page, file);
  await shoot(name);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(300);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  assert.ok(scrollWidth <= innerWidth, `${name}: page is ${scrollWidth} px wide in a ${innerWidth} px window`);
  await shoot(`${name}-390`);
  await page.setViewportSize(WIDE);
}

/** 帳戶明細's 可提領 figure (the held funds less what they must keep back). */
async function available(page) {
  const figure = page.getByTestId('figure-available');
  await figure.getByText('$').first().waitFor(T);
  return money(await figure.locator('span').filter({ hasText: '$' }).first().textContent());
}

/** The store page, one unit of the product in the cart, then checkout. */
async function toCheckout() {
  await buyer.goto(`${BASE}${STORE}`);
  await buyer.getByRole('article', { name: PRODUCT }).getByRole('button', { name: '加入購物車' }).click();
  await buyer.getByTestId('cart-bar').getByText('購物車 1 件').waitFor(T);
  await buyer.getByRole('link', { name: '前往結帳' }).click();
  await buyer.waitForURL(`${BASE}${STORE}/checkout`, T);
  await buyer.getByRole('heading', { name: '結帳' }).waitFor(T);
}

async function chooseDelivery(label) {
  await buyer.getByRole('radiogroup', { name: '配送方式' }).getByText(label, { exact: true }).click();
}

async function placeOrder() {
  await buyer.getByRole('button', { name: '確認下單' }).click();
  await buyer.waitForURL(new RegExp(`${STORE}/order/[^/]+$`), T);
  const receipt = buyer.getByTestId('order-receipt');
  await receipt.waitFor(T);
  return { receipt, orderNo: (await receipt.getByTestId('order-no').textContent()).trim() };
}

/** The seller's order desk, the order's row. */
async function orderRow(orderNo) {
  await seller.goto(`${BASE}/auth/shop/transaction`);
  const row = seller.getByTestId('order-row').filter({ hasText: orderNo });
  await row.waitFor(T);
  return row;
}

/** Reloads the dev mailbox for the buyer until every subject pattern is there (mail leaves through a queue). */
async function mailsFor(page, recipient, patterns, timeoutMs = 150_000) {
  await page.goto(`${BASE}/dev/mailbox`);
  await page.getByRole('textbox', { name: '收件人' }).fill(recipient);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const loaded = page.waitForResponse((r) => r.url().includes('/api/dev/outbox'));
    await page.getByRole('button', { name: '重新整理' }).click();
    await loaded;
    await page.waitForTimeout(300);
    const text = (await page.getByTestId('outbox-message').allInnerTexts()).join('\n');
    if (patterns.every((p) => p.test(text))) return text;
    if (Date.now() > deadline)
      throw new Error(`mails to ${recipient} lack ${patterns.filter((p) => !p.test(text)).join(', ')}:\n${text}`);
    await page.waitForTimeout(3_000);
  }
}

test('1. day one: the seller has nothing in held funds and sets its store’s fees; the buyer orders with home delivery and with 7-11 pickup', async () => {
  // Day one: whatever the seller has in held funds is withdrawn, so every label fee must wait for a settlement.
  await seller.goto(`${BASE}/auth/bill/withdraw`);
  await seller.getByRole('button', { name: '全部提領' }).click();
  if (Number(await seller.inputValue('input[name="amount"]')) > 0) {
    await seller.getByRole('button', { name: '申請提領' }).click();
    await seller.getByRole('alertdialog').getByRole('button', { name: '申請提領' }).click();
    await seller.getByRole('alertdialog').waitFor({ state: 'detached', timeout: 15_000 });
  }
  await seller.goto(`${BASE}/auth/bill/detail`);
  assert.equal(await available(seller), 0);
  await screenshot(seller, 'connected-1-held-zero');

  // The store's fee per delivery method, set in its settings.
  await seller.goto(`${BASE}/auth/shop/store-list`);
  await seller.getByRole('row').filter({ hasText: '好物選品' }).getByRole('link', { name: '編輯' }).click();
  await seller.waitForURL(/\/auth\/shop\/store-edit\//, T);
  const homeFee = seller.locator('input[name="shippingFees.HOME"]');
  await homeFee.waitFor(T);
  await homeFee.fill(String(HOME_FEE));
  await seller.fill('input[name="shippingFees.CVS_C2C"]', String(PICKUP_FEE));
  await both(seller, 'connected-1-store-fees');
  await seller.getByRole('button', { name: '儲存', exact: true }).click();
  await seller.waitForURL(`${BASE}/auth/shop/store-list`, T);

  // Home delivery: the fee is its own line and in the total; card payment.
  await toCheckout();
  await chooseDelivery('宅配到府');
  await buyer.fill('input[name="deliveryAddress"]', HOME_ADDRESS);
  assert.equal((await buyer.getByTestId('shipping-fee').textContent()).trim(), dollars(HOME_FEE));
  assert.equal((await buyer.getByTestId('checkout-total').textContent()).trim(), dollars(PRICE + HOME_FEE));
  await buyer.fill('input[name="cardNumber"]', '4311952222222222');
  await both(buyer, 'connected-1-checkout-home');
  const home = await placeOrder();
  await home.receipt.getByTestId('order-status').getByText('已付款').waitFor(T);
  assert.equal((await home.receipt.getByTestId('order-shipping-fee').textContent()).trim(), dollars(HOME_FEE));
  assert.equal((await home.receipt.getByTestId('order-amount').textContent()).trim(), dollars(PRICE + HOME_FEE));
  orders.home = { orderNo: home.orderNo };

  // 7-11 pickup: the store is found with the picker's search and chosen from its list; paid by store code.
  await toCheckout();
  await chooseDelivery('超商取貨（店到店）');
  await buyer.getByLabel('搜尋門市（名稱、地址或店號）').fill('市府');
  await buyer.getByRole('button', { name: '搜尋', exact: true }).click();
  await buyer.getByRole('button', { name: '選擇 7-ELEVEN 市府門市' }).click();
  await buyer.getByTestId('store-chosen').waitFor(T);
  assert.equal((await buyer.getByTestId('shipping-fee').textContent()).trim(), dollars(PICKUP_FEE));
  assert.equal((await buyer.getByTestId('checkout-total').textContent()).trim(), dollars(PRICE + PICKUP_FEE));
  await buyer.selectOption('select[name="payType"]', 'CVS');
  await both(buyer, 'connected-1-checkout-pickup');
  const pickup = await placeOrder();
  await pickup.receipt.getByTestId('order-status').getByText('待付款').waitFor(T);
  assert.equal((await pickup.receipt.getByTestId('order-amount').textContent()).trim(), dollars(PRICE + PICKUP_FEE));
  orders.pickup = { orderNo: pickup.orderNo };
});

test('2. the buyer pays the store code on the sandbox order page', async () => {
  assert.ok(orders.pickup, 'step 1 placed the pickup order');
  const receipt = buyer.getByTestId('order-receipt');
  await receipt.getByTestId('payment-code').waitFor(T);
  await both(buyer, 'connected-2-awaiting');
  await buyer.getByRole('button', { name: '模擬繳費' }).click();
  await receipt.getByTestId('order-status').getByText('已付款').waitFor(T);
  await screenshot(buyer, 'connected-2-paid');
});

/** 出貨 from the order desk opens the parcel form filled in from the order; the seller measures and creates. */
async function shipFromOrder(key, { service, receiver }) {
  const order = orders[key];
  const row = await orderRow(order.orderNo);
  assert.match(await row.textContent(), /已付款/);
  await row.getByRole('link', { name: '出貨' }).click();
  await seller.waitForURL(new RegExp(`/auth/shipping/create-${service}\\?orderNo=${order.orderNo}$`), T);
  const name = seller.locator('input[name="receiverName"]');
  await name.waitFor(T);
  // Filled in from the order: who receives it, where, and what is in it.
  assert.equal(await name.inputValue(), '林美玲');
  assert.equal(await seller.inputValue('input[name="receiverMobile"]'), '0955666777');
  assert.ok((await seller.inputValue('input[name="goodsName"]')).includes(PRODUCT));
  await receiver(seller);
  await seller.fill('input[name="lengthCm"]', '30');
  await seller.fill('input[name="widthCm"]', '20');
  await seller.fill('input[name="heightCm"]', '10');
  await seller.fill('input[name="weightKg"]', '1');
  const quote = seller.getByTestId('quote-now');
  await quote.getByText('$').waitFor(T);
  order.fee = money(await quote.textContent());
  assert.ok(order.fee > 0, `label fee ${order.fee}`);
  await both(seller, `connected-3-ship-${key}`);
  await seller.getByRole('button', { name: '建立物流單' }).click();
  await seller.waitForURL(/\/auth\/shipping\/detail\?id=\d+$/, T);
  order.parcelId = Number(new URL(seller.url()).searchParams.get('id'));
  await seller.getByTestId('shipment-status').getByText('待寄件').waitFor(T);
  order.logisticsNo = (await seller.getByTestId('logistics-no').textContent()).trim();
  // Nothing in held funds: the fee is owed, taken at the next settlement (the parcel's history says so).
  await seller
    .getByTestId('shipment-timeline')
    .getByText(/下次撥款入帳後優先補扣/)
    .first()
    .waitFor(T);
}

test('3. the seller ships both orders from the order desk; each order shows its parcel and tracking number', async () => {
  assert.ok(orders.home && orders.pickup, 'step 1 placed both orders');
  await shipFromOrder('home', {
    service: 'home',
    receiver: async (page) => assert.equal(await page.inputValue('input[name="address"]'), HOME_ADDRESS),
  });
  await both(seller, 'connected-3-parcel-home');
  await shipFromOrder('pickup', {
    service: 'normal',
    receiver: async (page) => page.getByTestId('store-chosen').getByText('7-ELEVEN 市府門市').waitFor(T),
  });

  for (const key of ['home', 'pickup']) {
    const { orderNo, logisticsNo } = orders[key];
    const row = await orderRow(orderNo);
    await row.getByRole('link', { name: `查看物流單 ${logisticsNo}` }).waitFor(T);
    assert.match(await row.textContent(), /已出貨/);
  }
  await screenshot(seller, 'connected-3-orders');
  // The order's drawer: its parcel, linked to the parcel's page.
  const row = await orderRow(orders.pickup.orderNo);
  await row.getByRole('button', { name: `檢視訂單 ${orders.pickup.orderNo}` }).click();
  const drawer = seller.getByRole('dialog');
  await drawer.getByRole('link', { name: `查看物流單 ${orders.pickup.logisticsNo}` }).waitFor(T);
  await both(seller, 'connected-3-order-drawer', { overlay: true });
  await seller.keyboard.press('Escape');
});

test('4. the sandbox carrier moves the parcels to delivered and picked up; the orders complete', async () => {
  assert.ok(orders.home?.parcelId && orders.pickup?.parcelId, 'step 3 made both parcels');
  const walk = {
    home: [
      ['已交寄', '運送中'],
      ['已送達', '已送達'],
    ],
    pickup: [
      ['已交寄', '運送中'],
      ['已到店', '已到店'],
      ['已取件', '已取件'],
    ],
  };
  for (const key of ['home', 'pickup']) {
    await seller.goto(`${BASE}/auth/shipping/detail?id=${orders[key].parcelId}`);
    await seller.getByTestId('shipment-status').waitFor(T);
    for (const [button, status] of walk[key]) {
      await seller.getByTestId('shipment-actions').getByRole('button', { name: button, exact: true }).click();
      await seller.getByTestId('shipment-status').getByText(status).waitFor(T);
    }
  }
  await both(seller, 'connected-4-picked-up');
  for (const key of ['home', 'pickup']) {
    const row = await orderRow(orders[key].orderNo);
    assert.match(await row.textContent(), /已完成/);
  }
});

test(
  '5. the buyer follows each parcel in the buyer area and has the mails in the sandbox outbox',
  { timeout: 240_000 },
  async () => {
    assert.ok(orders.home?.logisticsNo && orders.pickup?.logisticsNo, 'step 3 made both parcels');
    await buyer.goto(`${BASE}/buyer`);
    for (const [key, status] of [
      ['home', '已送達'],
      ['pickup', '已取件'],
    ]) {
      const card = buyer.getByTestId('shop-order-row').filter({ hasText: orders[key].orderNo });
      await card.waitFor(T);
      const tracking = card.getByTestId('parcel-tracking');
      await tracking.getByText(orders[key].logisticsNo).waitFor(T);
      assert.match(await tracking.textContent(), new RegExp(status));
      assert.match(await card.textContent(), /已完成/);
    }
    // The buyer reads the carrier's steps; the seller's fee notes in the parcel's history are not the buyer's.
    assert.doesNotMatch(await buyer.getByTestId('my-shop-orders').textContent(), /價金保管帳戶|運費 \$/);
    const pickupCard = buyer.getByTestId('shop-order-row').filter({ hasText: orders.pickup.orderNo });
    assert.match(await pickupCard.getByTestId('parcel-tracking').textContent(), /7-ELEVEN 市府門市/);
    await both(buyer, 'connected-5-buyer-tracking');

    const { home, pickup } = orders;
    const text = await mailsFor(buyer, BUYER_EMAIL, [
      new RegExp(`訂單成立通知 ${home.orderNo}`),
      new RegExp(`訂單成立通知 ${pickup.orderNo}`),
      new RegExp(`超商代碼繳費資訊：好物商行 \\${dollars(PRICE + PICKUP_FEE)}`),
      new RegExp(`付款成功通知：好物商行 \\${dollars(PRICE + HOME_FEE)}`),
      new RegExp(`付款成功通知：好物商行 \\${dollars(PRICE + PICKUP_FEE)}`),
      new RegExp(`包裹已建立物流單：.+ 訂單 ${home.orderNo}`),
      new RegExp(`包裹已寄出：.+ 訂單 ${home.orderNo}`),
      new RegExp(`包裹已建立物流單：.+ 訂單 ${pickup.orderNo}`),
      new RegExp(`包裹已寄出：.+ 訂單 ${pickup.orderNo}`),
      new RegExp(`包裹已到店：.+ 訂單 ${pickup.orderNo}`),
    ]);
    assert.ok(text.includes(pickup.logisticsNo), 'the parcel mails carry the tracking number');
    await both(buyer, 'connected-5-outbox');
  },
);

test('6. past the settlement delay the money lands in held funds, each label fee its own line linked to its parcel', async () => {
  assert.ok(orders.home?.fee && orders.pickup?.fee, 'step 3 quoted both labels');
  await seller.goto(`${BASE}/auth/bill/detail`);
  for (const days of [7, 1]) {
    const moved = seller.waitForResponse(
      (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('advanceSettlementClock'),
    );
    await seller.getByRole('button', { name: `快轉 ${days} 天` }).click();
    await moved;
  }
  await seller.reload();
  assert.ok((await available(seller)) > 0, 'the settlement reached the held funds');
  await seller.getByTestId('figure-available').click();
  for (const key of ['home', 'pickup']) {
    const { logisticsNo, parcelId, fee } = orders[key];
    const link = seller.getByRole('link', { name: `物流單 ${logisticsNo}` });
    await link.waitFor(T);
    assert.equal(await link.getAttribute('href'), `/auth/shipping/detail?id=${parcelId}`);
    const line = seller.getByRole('row').filter({ has: link });
    assert.match(await line.textContent(), /物流費用/);
    assert.match(await line.textContent(), new RegExp(`-\\$${fee}`));
  }
  await both(seller, 'connected-6-held-funds');
  // The line leads to the parcel it paid for.
  await seller.getByRole('link', { name: `物流單 ${orders.home.logisticsNo}` }).click();
  await seller.waitForURL(new RegExp(`/auth/shipping/detail\\?id=${orders.home.parcelId}$`), T);
  await seller.getByTestId('logistics-no').getByText(orders.home.logisticsNo).waitFor(T);
});

test(
  '7. the seller refunds one order with a reason; the buyer sees it with its reason and amount and gets the receipt',
  { timeout: 240_000 },
  async () => {
    assert.ok(orders.home?.orderNo, 'step 1 placed the home order');
    const { orderNo } = orders.home;
    const row = await orderRow(orderNo);
    await row.getByRole('button', { name: `檢視訂單 ${orderNo}` }).click();
    const drawer = seller.getByRole('dialog');
    const actions = drawer.getByTestId('order-actions');
    await actions.waitFor(T);
    // No reason, no refund.
    await actions.getByRole('button', { name: '退款', exact: true }).click();
    await actions.getByText('請選擇退款原因').waitFor(T);
    await actions.locator('select[name="reason"]').selectOption({ label: '商品瑕疵或損壞' });
    await actions.locator('input[name="note"]').fill('茶包封口破損');
    await actions.getByRole('button', { name: '退款', exact: true }).click();
    const confirm = seller.getByRole('alertdialog');
    await confirm
      .getByText(dollars(PRICE + HOME_FEE))
      .first()
      .waitFor(T);
    await both(seller, 'connected-7-refund-confirm', { overlay: true });
    await confirm.getByRole('button', { name: '退款', exact: true }).click();
    await drawer.getByText('已退款').first().waitFor(T);
    await drawer.getByText('商品瑕疵或損壞：茶包封口破損').waitFor(T);
    await seller.keyboard.press('Escape');

    await buyer.goto(`${BASE}/buyer`);
    const card = buyer.getByTestId('shop-order-row').filter({ hasText: orderNo });
    const refund = card.getByTestId('order-refund');
    await refund.waitFor(T);
    assert.match(await refund.textContent(), new RegExp(`已退款 \\${dollars(PRICE + HOME_FEE)}`));
    assert.match(await refund.textContent(), /退款原因：商品瑕疵或損壞：茶包封口破損/);
    await both(buyer, 'connected-7-buyer-refund');

    const text = await mailsFor(buyer, BUYER_EMAIL, [new RegExp(`退款通知：.+ 退款 \\${dollars(PRICE + HOME_FEE)}`)]);
    assert.ok(text.includes('商品瑕疵或損壞：茶包封口破損'), 'the refund receipt says why');
    await screenshot(buyer, 'connected-7-refund-mail');

    assert.deepEqual(errors.seller, []);
    assert.deepEqual(errors.buyer, []);
  },
);
