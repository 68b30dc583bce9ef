import {
  ApplyLogisticsDocument,
  CreateMerchantDocument,
  CreateProductDocument,
  CreateStoreDocument,
  OpsReviewMerchantDocument,
  PickupStoresDocument,
  PlaceShopOrderDocument,
  ReviewLogisticsApplicationDocument,
  StoreDeliveryOptionsDocument,
  StorefrontDocument,
  type Ops,
} from '../../test/client-operations';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { SANDBOX_CARDS } from '../payments/checkout.messages';

/**
 * Store checkout with shipping: the store's fee per delivery method is its own line in the total the buyer is
 * charged, the pickup store comes from the convenience-store list, and a store offers only what its shop is
 * approved to ship. A shop adds logistics services later with a second application.
 */

let t: TestApp;
let seller: TestClient;
let ops: TestClient;
/** business01's first shop: the demo seed opened its logistics services (C2C, B2C, HOME). */
let openShop: number;
beforeAll(async () => {
  t = await createTestApp();
  seller = t.client();
  await seller.login('business01');
  ops = t.client();
  await ops.login('ops01');
  [{ id: openShop }] = await sql<{ id: number }>(
    `select s.id from merchant s join member m on m.id = s.member_id where m.login_name = 'business01' and s.status = 1 order by s.id limit 1`,
  );
});
afterAll(() => t.close());

const sql = <T>(q: string, p: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(q, p);
const count = async (table: string) => Number((await sql<{ n: string }>(`select count(*) as n from ${table}`))[0].n);

let seq = 0;
async function createStore(input: Partial<Ops.StoreInput>) {
  seq += 1;
  const res = await seller.gql(CreateStoreDocument, {
    input: {
      merchantId: openShop,
      name: '運費測試',
      slug: `ship-fee-${seq}`,
      payTypes: ['CREDIT'],
      deliveryMethods: ['CVS_C2C', 'HOME'],
      shippingFees: [
        { deliveryMethod: 'CVS_C2C', fee: 60 },
        { deliveryMethod: 'HOME', fee: 100 },
      ],
      ...input,
    },
  });
  return res.data!.createStore;
}

async function product(storeId: number, price: number, stock = 50) {
  const res = await seller.gql(CreateProductDocument, { input: { name: '手工皂', price, stock, storeIds: [storeId] } });
  return res.data!.createProduct.product!.id;
}

const BUYER = {
  buyerName: '林美玲',
  buyerEmail: 'meiling@example.com',
  buyerMobile: '0912345678',
  payType: 'CREDIT' as const,
  cardNumber: SANDBOX_CARDS.success,
};

async function checkout(input: Partial<Ops.ShopCheckoutInput> & Pick<Ops.ShopCheckoutInput, 'slug' | 'lines'>) {
  const buyer = t.client();
  await buyer.openPage();
  const res = await buyer.gql(PlaceShopOrderDocument, {
    input: {
      expectedAmount: 0,
      deliveryMethod: 'HOME',
      deliveryAddress: '台北市信義區市府路 1 號',
      ...BUYER,
      ...input,
    },
  });
  expect(res.errors).toBeUndefined();
  return res.data!.placeShopOrder;
}

async function ledgerBalanced(): Promise<void> {
  const [sum] = await sql<{ total: string }>('select coalesce(sum(amount), 0)::text as total from posting');
  expect(sum.total).toBe('0');
}

const APPLY = {
  senderName: '王大明',
  senderMobile: '0912345678',
  senderAddress: '台北市信義區市府路1號',
  returnAddress: '台北市信義區市府路1號',
};

describe('store shipping fees', () => {
  it('saves a fee per offered method and refuses a fee out of range or for a method not offered, writing nothing', async () => {
    const made = await createStore({});
    expect(made.errors).toEqual([]);
    expect(made.store!.shippingFees).toEqual([
      { deliveryMethod: 'CVS_C2C', fee: 60 },
      { deliveryMethod: 'HOME', fee: 100 },
    ]);
    const before = await count('store');
    for (const shippingFees of [
      [{ deliveryMethod: 'HOME' as const, fee: -1 }],
      [{ deliveryMethod: 'HOME' as const, fee: 10_001 }],
      [{ deliveryMethod: 'CVS_B2C' as const, fee: 50 }],
    ]) {
      const refused = await createStore({ shippingFees });
      expect(refused.errors).toEqual([
        { field: 'shippingFees', code: 'INVALID', message: '運費需為 0 至 10,000 的整數' },
      ]);
    }
    expect(await count('store')).toBe(before);
  });

  it('the buyer pays goods and fee: the order keeps both apart, and a total without the fee is refused', async () => {
    const { store } = await createStore({});
    const productId = await product(store!.id, 300);
    const lines = [{ productId, quantity: 2 }];
    const page = await t.client().gql(StorefrontDocument, { slug: store!.slug });
    expect(page.data!.storefront!.shippingFees).toContainEqual({ deliveryMethod: 'HOME', fee: 100 });

    const stale = await checkout({ slug: store!.slug, lines, expectedAmount: 600 });
    expect(stale.order).toBeNull();
    expect(stale.errors).toEqual([expect.objectContaining({ field: 'expectedAmount', code: 'PRICE_CHANGED' })]);
    expect(stale.errors[0].message).toContain('$700');

    const placed = await checkout({ slug: store!.slug, lines, expectedAmount: 700 });
    expect(placed.errors).toEqual([]);
    expect(placed.order).toMatchObject({ amount: 700, goodsAmount: 600, shippingFee: 100, status: 'PAID' });
    const [tx] = await sql<{ amount: number }>('select amount from payment_transaction where trade_no = ?', [
      placed.order!.tradeNo,
    ]);
    expect(tx.amount).toBe(700);
    await ledgerBalanced();
  });

  it('a store pickup takes a store of the list (its code); an unknown or missing code is refused and nothing is taken', async () => {
    const { store } = await createStore({});
    const productId = await product(store!.id, 250, 5);
    const lines = [{ productId, quantity: 1 }];
    const stores = await t.client().gql(PickupStoresDocument, { keyword: '市府' });
    const pick = stores.data!.pickupStores[0];
    expect(pick.code).toBe('131386');

    const orders = await count('shop_order');
    const unknown = await checkout({
      slug: store!.slug,
      lines,
      expectedAmount: 310,
      deliveryMethod: 'CVS_C2C',
      deliveryAddress: '7-11 信義門市',
      pickupStoreCode: '999999',
    });
    expect(unknown.errors).toEqual([
      { field: 'pickupStoreCode', code: 'UNKNOWN_STORE', message: '請自門市清單選擇取貨門市' },
    ]);
    const typed = await checkout({
      slug: store!.slug,
      lines,
      expectedAmount: 310,
      deliveryMethod: 'CVS_C2C',
      deliveryAddress: '7-11 信義門市',
    });
    expect(typed.errors).toEqual([{ field: 'pickupStoreCode', code: 'REQUIRED', message: '請選擇取貨門市' }]);
    expect(await count('shop_order')).toBe(orders);
    const [p] = await sql<{ stock: number }>('select stock from product where id = ?', [productId]);
    expect(p.stock).toBe(5);

    const placed = await checkout({
      slug: store!.slug,
      lines,
      expectedAmount: 310,
      deliveryMethod: 'CVS_C2C',
      deliveryAddress: '',
      pickupStoreCode: pick.code,
    });
    expect(placed.errors).toEqual([]);
    expect(placed.order).toMatchObject({ amount: 310, shippingFee: 60 });
    expect(placed.order!.deliveryAddress).toContain('7-ELEVEN 市府門市');
    const [row] = await sql<{ pickup_store_code: string; goods_amount: number }>(
      'select pickup_store_code, goods_amount from shop_order where order_no = ?',
      [placed.order!.orderNo],
    );
    expect(row).toEqual({ pickup_store_code: '131386', goods_amount: 250 });
  });

  it('20 parallel checkouts for 8 units: 8 orders, each charged goods and fee, the rest refused, ledger balanced', async () => {
    const { store } = await createStore({});
    const productId = await product(store!.id, 500, 8);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        checkout({ slug: store!.slug, lines: [{ productId, quantity: 1 }], expectedAmount: 600 }),
      ),
    );
    const paid = answers.filter((a) => a.order?.status === 'PAID');
    expect(paid).toHaveLength(8);
    expect(answers.filter((a) => a.errors.length)).toHaveLength(12);
    for (const a of paid) expect(a.order).toMatchObject({ amount: 600, goodsAmount: 500, shippingFee: 100 });
    const [sum] = await sql<{ total: string }>(
      `select coalesce(sum(t.amount), 0)::text as total from payment_transaction t join shop_order o on o.id = t.shop_order_id
        where o.store_id = ?`,
      [store!.id],
    );
    expect(sum.total).toBe('4800');
    const [p] = await sql<{ stock: number; sold: number }>('select stock, sold from product where id = ?', [productId]);
    expect(p).toEqual({ stock: 0, sold: 8 });
    await ledgerBalanced();
  });
});

describe('delivery methods a shop is approved to ship', () => {
  let newShop: number;
  beforeAll(async () => {
    const made = await seller.gql(CreateMerchantDocument, {
      input: {
        name: '新開商店',
        merType: 'ONLINE',
        sellType: 'PHYSICAL',
        goodsPayType: 'NON_PREPAID',
        escrowType: 'NONE',
        businessTypeId: 1,
      },
    });
    newShop = made.data!.createMerchant.merchant!.id;
    await ops.gql(OpsReviewMerchantDocument, { input: { id: newShop, status: 'ACTIVE', reason: '資料齊全' } });
  });

  const options = async () =>
    (await seller.gql(StoreDeliveryOptionsDocument, { merchantId: newShop })).data!.storeDeliveryOptions;
  const apply = async (services: string[]) =>
    (await seller.gql(ApplyLogisticsDocument, { input: { merchantId: newShop, services, ...APPLY } })).data!
      .applyLogistics;
  const approve = (id: number) => ops.gql(ReviewLogisticsApplicationDocument, { id, approve: true });

  it('store settings say why a method is unavailable, and the store refuses it until the service is approved', async () => {
    expect(await options()).toEqual([
      { deliveryMethod: 'CVS_C2C', available: false, reason: '此商店尚未申請這項物流服務，請先至物流申請設定申請' },
      { deliveryMethod: 'HOME', available: false, reason: '此商店尚未申請這項物流服務，請先至物流申請設定申請' },
      { deliveryMethod: 'CVS_B2C', available: false, reason: '此商店尚未申請這項物流服務，請先至物流申請設定申請' },
    ]);
    const refused = await createStore({ merchantId: newShop, deliveryMethods: ['HOME'], shippingFees: [] });
    expect(refused.errors).toEqual([
      { field: 'deliveryMethods', code: 'NOT_APPROVED', message: '此商店尚未開通這種配送方式的物流服務' },
    ]);
  });

  it('adds services later: a second application for what the shop lacks, one waiting at a time', async () => {
    const first = await apply(['C2C']);
    expect(first.application!.status).toBe('PENDING');
    expect((await options())[0]).toEqual({
      deliveryMethod: 'CVS_C2C',
      available: false,
      reason: '這項物流服務審核中，開通後即可提供',
    });
    expect((await apply(['HOME'])).errors).toEqual([expect.objectContaining({ code: 'APPLIED' })]);
    await approve(first.application!.id);
    expect((await apply(['C2C'])).errors).toEqual([
      { field: 'services', code: 'ALREADY_APPROVED', message: '所選的物流服務皆已開通，請選擇尚未開通的服務' },
    ]);
    const more = await apply(['C2C', 'HOME']);
    expect(more.errors).toEqual([]);
    expect(more.application!.services).toEqual(['HOME']);
    await approve(more.application!.id);
    expect((await options()).map((o) => o.available)).toEqual([true, true, false]);
    const store = await createStore({ merchantId: newShop, deliveryMethods: ['CVS_C2C', 'HOME'], shippingFees: [] });
    expect(store.errors).toEqual([]);
  });

  it('checkout refuses a method the shop cannot ship even when the store once saved it; the store page leaves it out', async () => {
    const { store } = await createStore({ merchantId: newShop, deliveryMethods: ['HOME'], shippingFees: [] });
    const productId = await product(store!.id, 400);
    // A method the store holds but the shop is not approved for (B2C was never applied for).
    await sql(`update store set delivery_methods = '{2,3}' where id = ?`, [store!.id]);
    const page = await t.client().gql(StorefrontDocument, { slug: store!.slug });
    expect(page.data!.storefront!.deliveryMethods).toEqual(['HOME']);
    const refused = await checkout({
      slug: store!.slug,
      lines: [{ productId, quantity: 1 }],
      expectedAmount: 400,
      deliveryMethod: 'CVS_B2C',
      pickupStoreCode: '131386',
    });
    expect(refused.errors).toEqual([expect.objectContaining({ field: 'deliveryMethod', code: 'NOT_OFFERED' })]);
  });
});
