import {
  CancelShopOrderDocument,
  CreateProductDocument,
  CreateStoreDocument,
  MerchantsDocument,
  MyShopOrdersDocument,
  ProductsDocument,
  RefundShopOrderDocument,
  RefundTransactionDocument,
  SandboxMarkPaidDocument,
  SaveStoreSalesDocument,
  ShipShopOrderDocument,
  ShopOrdersDocument,
  StoreDocument,
  StorefrontDocument,
  StoresDocument,
  StoreSalesDocument,
  UpdateProductDocument,
  UpdateStoreDocument,
  type Ops,
} from '../../test/client-operations';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { SANDBOX_CARDS } from '../payments/checkout.messages';
import { releaseExpiredOrders } from './order-payment';

let t: TestApp;
let seller: TestClient;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  seller = t.client();
  await seller.login('business01');
  merchantId = (await seller.gql(MerchantsDocument)).data!.merchants.find((m) => m.status === 'ACTIVE')!.id;
});
afterAll(() => t.close());

type Errors = { field: string | null; code: string; message: string }[];
type Order = {
  orderNo: string;
  status: string;
  amount: number;
  tradeNo: string | null;
  paymentCode: string | null;
  items: { productId: number; quantity: number }[];
};
type Placed = { order: Order | null; transaction: { tradeNo: string; status: string } | null; errors: Errors };
const sql = <T>(q: string, p: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(q, p);
const ORDER = 'orderNo status amount tradeNo paymentCode items { productId quantity }';

let slugSeq = 0;
async function createStore(input: Partial<Ops.StoreInput> = {}): Promise<{ id: number; slug: string }> {
  slugSeq += 1;
  const res = await seller.gql(CreateStoreDocument, {
    input: {
      merchantId,
      name: '好物選品',
      slug: `good-things-${slugSeq}`,
      description: '每日新鮮選物',
      payTypes: ['CREDIT', 'ATM', 'CVS'],
      installments: [3],
      deliveryMethods: ['CVS_C2C', 'HOME'],
      ...input,
    },
  });
  expect(res.data!.createStore.errors).toEqual([]);
  return res.data!.createStore.store!;
}

async function createProduct(storeId: number, input: Partial<Ops.ProductInput> = {}): Promise<number> {
  const res = await seller.gql(CreateProductDocument, {
    input: { name: '手工皂', price: 300, stock: 10, storeIds: [storeId], ...input },
  });
  expect(res.data!.createProduct.errors).toEqual([]);
  return res.data!.createProduct.product!.id;
}

const BUYER = {
  buyerName: '林美玲',
  buyerEmail: 'meiling@example.com',
  buyerMobile: '0912345678',
  deliveryMethod: 'HOME',
  deliveryAddress: '台北市信義區市府路 1 號',
  payType: 'CREDIT',
  cardNumber: SANDBOX_CARDS.success,
};

/** The cart's total at today's prices: what the buyer's checkout page shows and sends. */
async function totalNow(lines: object[]): Promise<number> {
  const cart = lines as { productId: number; quantity: number }[];
  const prices = await sql<{ id: number; price: number }>('select id, price from product where id = any(?::int[])', [
    `{${cart.map((l) => l.productId).join(',')}}`,
  ]);
  return cart.reduce((sum, l) => sum + (prices.find((p) => p.id === l.productId)?.price ?? 0) * l.quantity, 0);
}

async function place(slug: string, lines: object[], input: Record<string, unknown> = {}, client?: TestClient) {
  const buyer = client ?? t.client();
  if (!client) await buyer.openPage();
  // The client's checkout does not read the payment (transaction) these tests check: the string asks for it.
  const res = await buyer.gql<{ placeShopOrder: Placed }>(
    `mutation($input: ShopCheckoutInput!) { placeShopOrder(input: $input) { order { ${ORDER} } transaction { tradeNo status } errors { field code message } } }`,
    { input: { slug, lines, expectedAmount: await totalNow(lines), ...BUYER, ...input } },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.placeShopOrder;
}

async function counters(productId: number) {
  const [p] = await sql<{ stock: number; reserved: number; sold: number }>(
    'select stock, reserved, sold from product where id = ?',
    [productId],
  );
  return p;
}

async function markPaid(tradeNo: string) {
  const c = t.client();
  await c.openPage();
  return (await c.gql(SandboxMarkPaidDocument, { tradeNo })).data!.sandboxMarkPaid;
}

async function ledgerBalanced(): Promise<void> {
  const [sum] = await sql<{ total: string }>('select coalesce(sum(amount), 0)::text as total from posting');
  expect(sum.total).toBe('0');
}

describe('stores and products (seller)', () => {
  it('validates a store: slug, shop pay types, B2C for business only', async () => {
    const bad = await seller.gql(CreateStoreDocument, {
      input: { merchantId, name: '', slug: 'Bad Slug', payTypes: [], deliveryMethods: [] },
    });
    expect(bad.data!.createStore.errors.map((e) => e.field)).toEqual(['name', 'slug', 'payTypes', 'deliveryMethods']);
    const taken = await createStore();
    const again = await seller.gql(CreateStoreDocument, {
      input: { merchantId, name: '重複', slug: taken.slug, payTypes: ['CREDIT'], deliveryMethods: ['HOME'] },
    });
    expect(again.data!.createStore.errors).toEqual([
      expect.objectContaining({ code: 'TAKEN', message: '此賣場網址已被使用' }),
    ]);
    // A business member may offer bulk B2C; a personal member may not (SPEC §6).
    expect((await createStore({ deliveryMethods: ['CVS_B2C'] })).id).toBeGreaterThan(0);
    const personal = t.client();
    await personal.login('personal01');
    const shops = await personal.gql(MerchantsDocument);
    const active = shops.data!.merchants.find((m) => m.status === 'ACTIVE');
    const refused = await personal.gql(CreateStoreDocument, {
      input: {
        merchantId: active?.id ?? 0,
        name: '個人小店',
        slug: 'personal-shop-b2c',
        payTypes: ['CREDIT'],
        deliveryMethods: ['CVS_B2C'],
      },
    });
    expect(refused.data!.createStore.errors).toContainEqual(
      expect.objectContaining({ field: 'deliveryMethods', code: 'B2C_BUSINESS_ONLY' }),
    );
  });

  it('never lets stock drop below the units unpaid orders hold', async () => {
    const store = await createStore();
    const productId = await createProduct(store.id, { stock: 5 });
    const placed = await place(store.slug, [{ productId, quantity: 3 }], { payType: 'ATM', cardNumber: null });
    expect(placed.order!.status).toBe('AWAITING_PAYMENT');
    expect(await counters(productId)).toEqual({ stock: 2, reserved: 3, sold: 0 });
    const res = await seller.gql(UpdateProductDocument, {
      id: productId,
      input: { name: '手工皂', price: 300, stock: 2 },
    });
    expect(res.data!.updateProduct.errors).toEqual([
      { field: 'stock', code: 'BELOW_RESERVED', message: '庫存不可少於待付款訂單保留的 3 件' },
    ]);
    const ok = await seller.gql(UpdateProductDocument, {
      id: productId,
      input: { name: '手工皂', price: 300, stock: 8 },
    });
    expect(ok.data!.updateProduct.product).toMatchObject({ stock: 5, reserved: 3 });
  });

  it('orders the products of a store as sales-manage saves them', async () => {
    const store = await createStore();
    const a = await createProduct(store.id, { name: '甲' });
    const b = await createProduct(store.id, { name: '乙' });
    const c = await createProduct(store.id, { name: '丙' });
    const saved = await seller.gql(SaveStoreSalesDocument, { storeId: store.id, productIds: [c, a] });
    expect(saved.data!.saveStoreSales.errors).toEqual([]);
    const sales = await seller.gql(StoreSalesDocument, { storeId: store.id });
    const lines = sales
      .data!.storeSales!.lines.filter((l) => [a, b, c].includes(l.product.id))
      .map(({ product, assigned, position }) => ({ product: { id: product.id }, assigned, position }));
    expect(lines).toEqual([
      { product: { id: c }, assigned: true, position: 1 },
      { product: { id: a }, assigned: true, position: 2 },
      { product: { id: b }, assigned: false, position: null },
    ]);
    const guest = t.client();
    await guest.openPage();
    const page = await guest.gql(StorefrontDocument, { slug: store.slug });
    expect(page.data!.storefront!.products.map((p) => p.id)).toEqual([c, a]);
  });
});

describe('the buyer’s checkout', () => {
  it('validates every buyer field with the SPEC §5 messages and creates nothing', async () => {
    const store = await createStore();
    const productId = await createProduct(store.id);
    const res = await place(store.slug, [{ productId, quantity: 1 }], {
      buyerName: 'A1',
      buyerEmail: '王 @x',
      buyerMobile: '12345',
      deliveryAddress: ' ',
    });
    expect(res.errors).toEqual([
      { field: 'buyerName', code: 'INVALID', message: '姓名僅限中文或英文字母，且少於 30 個字' },
      { field: 'buyerEmail', code: 'INVALID', message: '電子信箱格式錯誤' },
      { field: 'buyerMobile', code: 'INVALID', message: '手機號碼格式錯誤，請輸入 09 開頭的 10 位數字' },
      { field: 'deliveryAddress', code: 'REQUIRED', message: '請填寫收件地址' },
    ]);
    const empty = await place(store.slug, []);
    expect(empty.errors[0].message).toBe('購物車是空的');
    const over = await place(store.slug, [{ productId, quantity: 11 }]);
    expect(over.errors[0]).toMatchObject({ code: 'INSUFFICIENT_STOCK', message: '「手工皂」庫存不足，剩餘 10 件' });
    const [orders] = await sql<{ n: number }>('select count(*)::int as n from shop_order where store_id = ?', [
      store.id,
    ]);
    expect(orders.n).toBe(0);
    expect(await counters(productId)).toEqual({ stock: 10, reserved: 0, sold: 0 });
  });

  it('sells by card: stock drops, the payment is an ordinary transaction, the buyer gets mail', async () => {
    const store = await createStore();
    const productId = await createProduct(store.id, { price: 450 });
    const placed = await place(store.slug, [{ productId, quantity: 2 }]);
    expect(placed.errors).toEqual([]);
    expect(placed.order).toMatchObject({ status: 'PAID', amount: 900 });
    expect(placed.transaction!.status).toBe('PAID');
    expect(await counters(productId)).toEqual({ stock: 8, reserved: 0, sold: 2 });
    const [tx] = await sql<{ merchant_order_no: string; fee: number; shop_order_id: number | null }>(
      'select merchant_order_no, fee, shop_order_id from payment_transaction where trade_no = ?',
      [placed.order!.tradeNo],
    );
    expect(tx.merchant_order_no).toBe(placed.order!.orderNo);
    expect(tx.fee).toBe(25); // 2.8% of 900, the reference rate
    expect(tx.shop_order_id).not.toBeNull();
    const mails = await sql<{ subject: string }>('select subject from outbox_message where recipient = ?', [
      BUYER.buyerEmail,
    ]);
    expect(mails.map((m) => m.subject)).toContain(`【好物選品】訂單成立通知 ${placed.order!.orderNo}`);
    await ledgerBalanced();
    const seen = await seller.gql(ShopOrdersDocument, { filter: { storeId: store.id } });
    expect(seen.data!.shopOrders.items.map((o) => o.orderNo)).toEqual([placed.order!.orderNo]);
  });

  it('a declined card takes no stock and leaves a failed order', async () => {
    const store = await createStore();
    const productId = await createProduct(store.id);
    const placed = await place(store.slug, [{ productId, quantity: 1 }], { cardNumber: SANDBOX_CARDS.decline });
    expect(placed.errors[0].code).toBe('DECLINED');
    expect(placed.order!.status).toBe('FAILED');
    expect(await counters(productId)).toEqual({ stock: 10, reserved: 0, sold: 0 });
  });

  it('a store code reserves its units until paid, then they are sold', async () => {
    const store = await createStore();
    const productId = await createProduct(store.id);
    const placed = await place(store.slug, [{ productId, quantity: 4 }], { payType: 'CVS', cardNumber: null });
    expect(placed.order!.status).toBe('AWAITING_PAYMENT');
    expect(placed.order!.paymentCode).toMatch(/^LLL\d{11}$/);
    expect(await counters(productId)).toEqual({ stock: 6, reserved: 4, sold: 0 });
    expect((await markPaid(placed.order!.tradeNo!)).errors).toEqual([]);
    expect(await counters(productId)).toEqual({ stock: 6, reserved: 0, sold: 4 });
    const [order] = await sql<{ status: number }>('select status from shop_order where order_no = ?', [
      placed.order!.orderNo,
    ]);
    expect(order.status).toBe(2);
    await ledgerBalanced();
  });

  it('an expired code releases its units; a cancelled order cannot be paid any more', async () => {
    const store = await createStore();
    const productId = await createProduct(store.id);
    const expired = await place(store.slug, [{ productId, quantity: 3 }], { payType: 'ATM', cardNumber: null });
    const cancelled = await place(store.slug, [{ productId, quantity: 2 }], { payType: 'CVS', cardNumber: null });
    expect(await counters(productId)).toEqual({ stock: 5, reserved: 5, sold: 0 });
    await sql(`update payment_transaction set code_expires_at = now() - interval '1 minute' where trade_no = ?`, [
      expired.order!.tradeNo,
    ]);
    // The next checkout anywhere releases expired reservations first.
    await place(store.slug, [{ productId, quantity: 1 }]);
    expect(await counters(productId)).toEqual({ stock: 7, reserved: 2, sold: 1 });
    const cancel = await seller.gql(CancelShopOrderDocument, { orderNo: cancelled.order!.orderNo });
    expect(cancel.data!.cancelShopOrder.order!.status).toBe('CANCELLED');
    expect(await counters(productId)).toEqual({ stock: 9, reserved: 0, sold: 1 });
    expect((await markPaid(cancelled.order!.tradeNo!)).errors[0].code).toBe('NOT_AWAITING');
    const again = await seller.gql(CancelShopOrderDocument, { orderNo: cancelled.order!.orderNo });
    expect(again.data!.cancelShopOrder.errors).toEqual([
      expect.objectContaining({ code: 'NOT_ALLOWED', message: '只有待付款的訂單可以取消' }),
    ]);
  });

  it('the job releases expired reservations once, and marks the order and its payment', async () => {
    const store = await createStore();
    const productId = await createProduct(store.id);
    const placed = await place(store.slug, [{ productId, quantity: 4 }], { payType: 'ATM', cardNumber: null });
    await sql(`update payment_transaction set code_expires_at = now() - interval '1 minute' where trade_no = ?`, [
      placed.order!.tradeNo,
    ]);
    const runs = await Promise.all(Array.from({ length: 20 }, () => releaseExpiredOrders(t.orm.em.fork())));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await counters(productId)).toEqual({ stock: 10, reserved: 0, sold: 0 });
    const [row] = await sql<{ status: number; cancel_reason: string; tx_status: number }>(
      `select o.status, o.cancel_reason, t.status as tx_status from shop_order o join payment_transaction t on t.id = o.transaction_id where o.order_no = ?`,
      [placed.order!.orderNo],
    );
    expect(row).toEqual({ status: 5, cancel_reason: 'expired', tx_status: 2 });
  });

  it('ships, completes and refunds with restock through the ledger; a retried refund refunds once', async () => {
    const store = await createStore();
    const productId = await createProduct(store.id, { price: 1000 });
    const buyer = t.client();
    await buyer.login('buyer01', 'BUYER');
    const placed = await place(store.slug, [{ productId, quantity: 2 }], {}, buyer);
    const orderNo = placed.order!.orderNo;
    const mine = await buyer.gql(MyShopOrdersDocument);
    expect(mine.data!.myShopOrders.items).toContainEqual(expect.objectContaining({ orderNo, status: 'PAID' }));
    const ship = await seller.gql(ShipShopOrderDocument, { orderNo });
    expect(ship.data!.shipShopOrder.order!.status).toBe('SHIPPED');
    const refund = (key: string) =>
      seller.gql(RefundShopOrderDocument, {
        input: { orderNo, restock: true, reason: 'OTHER', note: '尺寸不合', idempotencyKey: key },
      });
    const results = await Promise.all(Array.from({ length: 5 }, () => refund('order-refund-key-1')));
    for (const r of results)
      expect(r.data!.refundShopOrder.order).toMatchObject({
        status: 'REFUNDED',
        refundedAmount: 2000,
        restocked: true,
        // The order carries the refund's reason and note as the payment's refund list does.
        refundReason: 'OTHER',
        refundNote: '尺寸不合',
      });
    expect(await counters(productId)).toEqual({ stock: 10, reserved: 0, sold: 0 });
    const [refunds] = await sql<{ n: number }>(
      'select count(*)::int as n from refund r join payment_transaction t on t.id = r.transaction_id where t.trade_no = ?',
      [placed.order!.tradeNo],
    );
    expect(refunds.n).toBe(1);
    // The buyer area says why, as the refund receipt does.
    const after = (await buyer.gql(MyShopOrdersDocument)).data!.myShopOrders.items.find((o) => o.orderNo === orderNo);
    expect(after).toMatchObject({
      status: 'REFUNDED',
      refundedAmount: 2000,
      refundReason: 'OTHER',
      refundNote: '尺寸不合',
    });
    const twice = await refund('order-refund-key-2');
    expect(twice.data!.refundShopOrder.errors[0].code).toBe('NOT_REFUNDABLE');
    await ledgerBalanced();
  });
});

describe('stock under concurrency', () => {
  it.each([
    ['card', { payType: 'CREDIT' }, 'PAID'],
    ['store code', { payType: 'CVS', cardNumber: null }, 'AWAITING_PAYMENT'],
  ])('20 buyers race for the last 5 units by %s: exactly 5 orders, none oversold', async (_n, pay, status) => {
    const store = await createStore();
    const productId = await createProduct(store.id, { stock: 5, price: 200 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => place(store.slug, [{ productId, quantity: 1 }], pay)),
    );
    const won = results.filter((r) => r.order?.status === status);
    expect(won).toHaveLength(5);
    expect(results.filter((r) => r.errors[0]?.code === 'INSUFFICIENT_STOCK')).toHaveLength(15);
    const c = await counters(productId);
    expect(c.stock).toBe(0);
    expect(c.reserved + c.sold).toBe(5);
    await ledgerBalanced();
  });
});

describe('permissions', () => {
  it('an assistant without shop keys is refused; a full refund from the transaction page refunds the order', async () => {
    const assistant = t.client();
    await assistant.login('assist01');
    expect((await assistant.gql(StoresDocument)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await assistant.agent.get(assistant.path('/api/shop/orders.csv'))).status).toBe(403);
    const store = await createStore();
    const productId = await createProduct(store.id, { price: 800 });
    const placed = await place(store.slug, [{ productId, quantity: 1 }]);
    const res = await seller.gql(RefundTransactionDocument, {
      input: {
        tradeNo: placed.order!.tradeNo!,
        amount: 800,
        reason: 'BUYER_REQUEST',
        idempotencyKey: 'tx-page-refund-1',
      },
    });
    expect(res.data!.refundTransaction.errors).toEqual([]);
    // The seller pages never read one order alone: only this test asks for it.
    const order = await seller.gql<{ shopOrder: { status: string; restocked: boolean } }>(
      `{ shopOrder(orderNo: "${placed.order!.orderNo}") { status restocked } }`,
    );
    expect(order.data!.shopOrder).toEqual({ status: 'REFUNDED', restocked: false });
  });

  it('refuses the seller fields to a guest and to a buyer', async () => {
    const guest = t.client();
    await guest.openPage();
    expect((await guest.gql(StoresDocument)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const buyer = t.client();
    await buyer.login('buyer01', 'BUYER');
    expect((await buyer.gql(ProductsDocument)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('never shows or edits another member’s store', async () => {
    const store = await createStore();
    const other = t.client();
    await other.login('personal01');
    expect((await other.gql(StoreDocument, { id: store.id })).data!.store).toBeNull();
    const res = await other.gql(UpdateStoreDocument, {
      id: store.id,
      input: { merchantId, name: 'x', slug: 'hijack-1', payTypes: ['CREDIT'], deliveryMethods: ['HOME'] },
    });
    expect(res.data!.updateStore.errors[0].code).toBe('NOT_FOUND');
  });
});

describe('pictures and the order export', () => {
  // A 2×2 PNG, made here so the test needs no fixture file.
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
    'base64',
  );

  const upload = (path: string, buffer: Buffer, name: string) =>
    seller.agent.post(seller.path(path)).set('X-CSRF-TOKEN', seller.csrfToken).attach('file', buffer, name);

  it('stores a banner as a re-encoded JPEG anyone can fetch; refuses a file that only claims to be a picture', async () => {
    const store = await createStore();
    const res = await upload(`/api/shop/stores/${store.id}/banner`, PNG, 'banner.png');
    expect(res.body).toMatchObject({ success: true });
    const url = res.body.data[0] as string;
    const fetched = await t.client().agent.get(url).buffer(true);
    expect(fetched.status).toBe(200);
    expect(fetched.headers['content-type']).toBe('image/jpeg');
    expect([...(fetched.body as Buffer).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const fake = await upload(`/api/shop/stores/${store.id}/banner`, Buffer.from('<svg onload=alert(1)>'), 'x.png');
    expect(fake.body).toEqual({ success: false, message: '圖片須為 JPG 或 PNG，且不超過 5 MB' });
    const other = t.client();
    await other.login('personal01');
    const theirs = await other.agent
      .post(other.path(`/api/shop/stores/${store.id}/banner`))
      .set('X-CSRF-TOKEN', other.csrfToken)
      .attach('file', PNG, 'b.png');
    expect(theirs.body).toEqual({ success: false, message: '查無此賣場' });
  });

  it('keeps up to five product pictures and shows them on the store page', async () => {
    const store = await createStore();
    const productId = await createProduct(store.id);
    for (let i = 0; i < 5; i++)
      expect((await upload(`/api/shop/products/${productId}/images`, PNG, `p${i}.png`)).body.success).toBe(true);
    const sixth = await upload(`/api/shop/products/${productId}/images`, PNG, 'p6.png');
    expect(sixth.body).toEqual({ success: false, message: '每項商品最多 5 張圖片' });
    const guest = t.client();
    await guest.openPage();
    const page = await guest.gql(StorefrontDocument, { slug: store.slug });
    expect(page.data!.storefront!.products[0].imageUrls).toHaveLength(5);
  });

  it('exports the seller’s orders as CSV, filtered like the order desk', async () => {
    const store = await createStore({ name: '匯出測試' });
    const productId = await createProduct(store.id, { name: '=SUM(A1)' });
    const placed = await place(store.slug, [{ productId, quantity: 1 }]);
    const res = await seller.agent.get(seller.path(`/api/shop/orders.csv?storeId=${store.id}`)).buffer(true);
    expect(res.status).toBe(200);
    const text = res.text;
    expect(text.startsWith('\uFEFF"訂單編號"')).toBe(true);
    // The order number stays text in a spreadsheet (="..."), as trade numbers do.
    expect(text).toContain(`"=""${placed.order!.orderNo}""","匯出測試","已付款"`);
    // A formula in a product name is neutralised.
    expect(text).toContain(`"'=SUM(A1)×1"`);
    const guest = t.client();
    await guest.openPage();
    expect((await guest.agent.get(guest.path('/api/shop/orders.csv'))).status).toBe(401);
  });
});

describe('demo storefront', () => {
  it('business01 has a living store: products, and orders in several states without moving money', async () => {
    const guest = t.client();
    await guest.openPage();
    const page = await guest.gql(StorefrontDocument, { slug: 'goodthings' });
    expect(page.data!.storefront!.name).toBe('好物選品');
    expect(page.data!.storefront!.products).toHaveLength(4);
    expect(page.data!.storefront!.products[0]).toMatchObject({ name: '阿里山高山烏龍茶 150g', available: 38 });
    const [demoStore] = await sql<{ id: number }>(`select id from store where slug = 'goodthings'`);
    const orders = await seller.gql(ShopOrdersDocument, { filter: { storeId: demoStore.id } });
    expect(orders.data!.shopOrders.items.map((o) => o.status).sort()).toEqual([
      'AWAITING_PAYMENT',
      'CANCELLED',
      'CANCELLED',
      'FAILED',
    ]);
    expect(orders.data!.shopOrders.items.find((o) => o.status === 'AWAITING_PAYMENT')!.paymentCode).toMatch(/^LLL/);
  });
});
