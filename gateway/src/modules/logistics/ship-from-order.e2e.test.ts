import {
  AdvanceShipmentDocument,
  CreateProductDocument,
  CreateShipmentDocument,
  CreateStoreDocument,
  MerchantsDocument,
  MyPaymentsDocument,
  MyShopOrdersDocument,
  PlaceShopOrderDocument,
  RefundShopOrderDocument,
  ShipmentDocument,
  ShipmentDraftDocument,
  ShopOrdersDocument,
  type Ops,
} from '../../test/client-operations';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { LogisticsApplicationStatus } from '@paydesk/shared/logistics-statuses';
import { SANDBOX_CARDS } from '../payments/checkout.messages';

/**
 * 出貨 from a store order: the parcel is drafted from the order, created once however many clicks race, linked
 * both ways, and the order follows the parcel's moves. The buyer sees the parcel; another buyer sees nothing.
 * business01's demo history leaves money in its held funds, so the label fees are paid from there.
 */
let t: TestApp;
let seller: TestClient;
let buyer: TestClient;
let merchantId: number;
let memberId: number;
let slug: string;
let productId: number;

const sql = <T>(q: string, p: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(q, p);
const held = async () =>
  Number(
    (
      await sql<{ balance: number }>(`select balance from ledger_account where member_id = ? and kind = 'held'`, [
        memberId,
      ])
    )[0]?.balance ?? 0,
  );

beforeAll(async () => {
  t = await createTestApp();
  seller = t.client();
  await seller.login('business01');
  const ops = t.client();
  await ops.login('ops01');
  merchantId = (await seller.gql(MerchantsDocument)).data!.merchants.find((m) => m.status === 'ACTIVE')!.id;
  [{ id: memberId }] = await sql<{ id: number }>(`select id from member where login_name = 'business01'`);
  // business01's shop ships C2C, B2C and HOME from the demo seed (its logistics application is approved).
  const [approved] = await sql<{ n: number }>(
    `select count(*)::int as n from logistics_application where merchant_id = ? and status = ?`,
    [merchantId, LogisticsApplicationStatus.APPROVED],
  );
  expect(approved!.n).toBeGreaterThan(0);
  const store = await seller.gql(CreateStoreDocument, {
    input: {
      merchantId,
      name: '出貨測試賣場',
      slug: 'ship-from-order',
      payTypes: ['CREDIT'],
      installments: [],
      deliveryMethods: ['CVS_C2C', 'HOME'],
    },
  });
  slug = store.data!.createStore.store!.slug;
  const product = await seller.gql(CreateProductDocument, {
    input: { name: '手工皂', price: 300, stock: 100, storeIds: [store.data!.createStore.store!.id] },
  });
  productId = product.data!.createProduct.product!.id;
  buyer = t.client();
  await buyer.login('buyer01', 'BUYER');
});
afterAll(() => t.close());

async function order(delivery: { deliveryMethod: Ops.DeliveryMethod; deliveryAddress: string }, quantity = 2) {
  // A store pickup names its store from the list (市府門市 is 131386).
  const pickup = delivery.deliveryMethod === 'HOME' ? {} : { pickupStoreCode: '131386' };
  const res = await buyer.gql(PlaceShopOrderDocument, {
    input: {
      slug,
      lines: [{ productId, quantity }],
      expectedAmount: 300 * quantity,
      buyerName: '林美玲',
      buyerEmail: 'buyer01@example.com',
      buyerMobile: '0955666777',
      payType: 'CREDIT',
      cardNumber: SANDBOX_CARDS.success,
      ...delivery,
      ...pickup,
    },
  });
  expect(res.data!.placeShopOrder.errors).toEqual([]);
  return res.data!.placeShopOrder.order!.orderNo;
}

const PACKAGE = { lengthCm: 20, widthCm: 15, heightCm: 10, weightKg: 1 };

/** 出貨 as the create form sends it: the draft, untouched, plus the package the seller measures. */
async function ship(orderNo: string) {
  const draft = (await seller.gql(ShipmentDraftDocument, { orderNo })).data!.shipmentDraft!;
  const res = await seller.gql(CreateShipmentDocument, {
    input: {
      merchantId: draft.merchantId,
      service: draft.service,
      orderNo,
      receiverName: draft.receiverName,
      receiverMobile: draft.receiverMobile,
      storeCode: draft.storeCode,
      address: draft.address,
      region: draft.address ? 'LOCAL' : null,
      goodsName: draft.goodsName,
      declaredValue: draft.declaredValue,
      codAmount: draft.codAmount,
      ...PACKAGE,
    },
  });
  return res.data!.createShipment;
}

const sellerOrder = async (orderNo: string) =>
  (await seller.gql(ShopOrdersDocument, { filter: { keyword: orderNo } })).data!.shopOrders.items[0]!;
const advance = async (id: number, to: Ops.ShipmentStatus) => {
  const res = await seller.gql(AdvanceShipmentDocument, { id, to });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.advanceShipment;
};

describe('ship from order', () => {
  it('drafts the parcel from the order: receiver, pickup store from the list, goods, declared value, no COD', async () => {
    const orderNo = await order({ deliveryMethod: 'CVS_C2C', deliveryAddress: '7-ELEVEN 市府門市' });
    const draft = (await seller.gql(ShipmentDraftDocument, { orderNo })).data!.shipmentDraft;
    expect(draft).toEqual({
      orderNo,
      orderStatus: 'PAID',
      merchantId,
      service: 'C2C_NORMAL',
      receiverName: '林美玲',
      receiverMobile: '0955666777',
      storeCode: '131386',
      storeName: '7-ELEVEN 市府門市',
      address: null,
      goodsName: '手工皂 ×2',
      declaredValue: 600,
      codAmount: 0,
      shipmentId: null,
      logisticsNo: null,
      // The box of business01's last store-to-store parcel in the demo data.
      lengthCm: 30,
      widthCm: 20,
      heightCm: 10,
      weightKg: 1.5,
    });
    const home = await order({ deliveryMethod: 'HOME', deliveryAddress: '台北市信義區市府路 1 號' }, 1);
    expect((await seller.gql(ShipmentDraftDocument, { orderNo: home })).data!.shipmentDraft).toMatchObject({
      service: 'HOME_NORMAL',
      address: '台北市信義區市府路 1 號',
      storeCode: null,
      goodsName: '手工皂',
      declaredValue: 300,
    });
    // Another seller's draft of this order is nothing.
    const other = t.client();
    await other.login('personal01');
    expect((await other.gql(ShipmentDraftDocument, { orderNo })).data!.shipmentDraft).toBeNull();
  });

  it('20 parallel 出貨 on one order create one parcel and charge one fee; the second 出貨 is refused', async () => {
    const orderNo = await order({ deliveryMethod: 'CVS_C2C', deliveryAddress: '7-ELEVEN 市府門市' });
    const before = await held();
    const results = await Promise.all(Array.from({ length: 20 }, () => ship(orderNo)));
    const made = results.filter((r) => r.shipment);
    expect(made).toHaveLength(1);
    const parcel = made[0]!.shipment!;
    expect(parcel).toMatchObject({
      orderNo,
      storeName: '7-ELEVEN 市府門市',
      receiverName: '林美玲',
      status: 'CREATED',
    });
    for (const r of results.filter((x) => !x.shipment))
      expect(r.errors).toEqual([
        expect.objectContaining({
          field: 'orderNo',
          code: 'HAS_PARCEL',
          message: expect.stringContaining(parcel.logisticsNo),
        }),
      ]);
    const [{ n }] = await sql<{ n: number }>(
      'select count(*)::int as n from shipment s join shop_order o on o.id = s.shop_order_id where o.order_no = ?',
      [orderNo],
    );
    expect(n).toBe(1);
    expect(await held()).toBe(before - parcel.shippingFee - parcel.pickupFee);
    const [sum] = await sql<{ total: string }>('select coalesce(sum(amount), 0)::text as total from posting');
    expect(sum.total).toBe('0');
    // The order shows its parcel and tracking number; the draft now names the parcel.
    expect(await sellerOrder(orderNo)).toMatchObject({
      status: 'SHIPPED',
      parcel: { id: parcel.id, logisticsNo: parcel.logisticsNo, status: 'CREATED' },
    });
    expect((await seller.gql(ShipmentDraftDocument, { orderNo })).data!.shipmentDraft).toMatchObject({
      orderStatus: 'SHIPPED',
      shipmentId: parcel.id,
      logisticsNo: parcel.logisticsNo,
    });
    expect((await ship(orderNo)).errors[0]).toMatchObject({ code: 'HAS_PARCEL' });
    // The next order of the same service starts from this box: the usual package needs no typing.
    const next = await order({ deliveryMethod: 'CVS_C2C', deliveryAddress: '7-ELEVEN 市府門市' });
    expect((await seller.gql(ShipmentDraftDocument, { orderNo: next })).data!.shipmentDraft).toMatchObject(PACKAGE);
  });

  it('the order follows its parcel: shipped, arrived, picked up completes it; the buyer sees the journey', async () => {
    const orderNo = await order({ deliveryMethod: 'CVS_C2C', deliveryAddress: '7-ELEVEN 市府門市' });
    const parcel = (await ship(orderNo)).shipment!;
    expect((await seller.gql(ShipmentDocument, { id: parcel.id })).data!.shipment!.orderNo).toBe(orderNo);
    expect((await advance(parcel.id, 'SHIPPED')).errors).toEqual([]);
    expect(await sellerOrder(orderNo)).toMatchObject({ status: 'SHIPPED', parcel: { status: 'SHIPPED' } });
    expect((await advance(parcel.id, 'ARRIVED')).errors).toEqual([]);
    expect(await sellerOrder(orderNo)).toMatchObject({ status: 'SHIPPED', parcel: { status: 'ARRIVED' } });
    expect((await advance(parcel.id, 'PICKED_UP')).errors).toEqual([]);
    const done = await sellerOrder(orderNo);
    expect(done).toMatchObject({ status: 'COMPLETED', parcel: { status: 'PICKED_UP' } });
    expect(done.completedAt).not.toBeNull();
    const mine = (await buyer.gql(MyShopOrdersDocument)).data!.myShopOrders.items.find((o) => o.orderNo === orderNo)!;
    expect(mine.status).toBe('COMPLETED');
    expect(mine.parcel!.logisticsNo).toBe(parcel.logisticsNo);
    expect(mine.parcel!.events.map((e) => e.status)).toEqual(['CREATED', 'SHIPPED', 'ARRIVED', 'PICKED_UP']);
  });

  it('a home parcel delivered completes the order; a cancelled parcel puts it back to paid, to ship again', async () => {
    const orderNo = await order({ deliveryMethod: 'HOME', deliveryAddress: '台北市信義區市府路 1 號' }, 1);
    const first = (await ship(orderNo)).shipment!;
    expect((await advance(first.id, 'CANCELLED')).errors).toEqual([]);
    const back = await sellerOrder(orderNo);
    expect(back).toMatchObject({ status: 'PAID', shippedAt: null, parcel: { id: first.id, status: 'CANCELLED' } });
    const second = (await ship(orderNo)).shipment!;
    expect(second.id).not.toBe(first.id);
    await advance(second.id, 'SHIPPED');
    await advance(second.id, 'DELIVERED');
    expect(await sellerOrder(orderNo)).toMatchObject({
      status: 'COMPLETED',
      parcel: { id: second.id, status: 'DELIVERED' },
    });
  });

  it('a store parcel nobody picks up returns the order; the seller refunds it and the buyer sees amount and time', async () => {
    const orderNo = await order({ deliveryMethod: 'CVS_C2C', deliveryAddress: '7-ELEVEN 市府門市' });
    const parcel = (await ship(orderNo)).shipment!;
    await advance(parcel.id, 'SHIPPED');
    await advance(parcel.id, 'ARRIVED');
    expect((await advance(parcel.id, 'RETURNED')).errors).toEqual([]);
    expect(await sellerOrder(orderNo)).toMatchObject({ status: 'RETURNED', parcel: { status: 'RETURNED' } });
    expect((await ship(orderNo)).errors[0]).toMatchObject({ code: 'HAS_PARCEL' });
    const refunded = await seller.gql(RefundShopOrderDocument, {
      input: { orderNo, restock: true, idempotencyKey: 'ship-from-order-refund-1' },
    });
    expect(refunded.data!.refundShopOrder.errors).toEqual([]);
    const mine = (await buyer.gql(MyShopOrdersDocument)).data!.myShopOrders.items.find((o) => o.orderNo === orderNo)!;
    expect(mine).toMatchObject({ status: 'REFUNDED', refundedAmount: 600 });
    expect(mine.refundedAt).not.toBeNull();
    const payment = (await buyer.gql(MyPaymentsDocument)).data!.myPayments.items.find((p) => p.refundedAmount > 0)!;
    expect(payment).toMatchObject({ refundedAmount: 600, recurring: false });
    expect(payment.refundedAt).not.toBeNull();
  });

  it('buyer queries are the buyer’s own: another buyer sees no order, parcel or payment of buyer01', async () => {
    const columns = await sql<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'member'
        and column_name not in ('id', 'login_name', 'email', 'mobile') and is_generated = 'NEVER' and is_identity = 'NO'`,
    );
    const list = columns.map((c) => `"${c.column_name}"`).join(', ');
    await sql(
      `insert into member (login_name, email, mobile, ${list})
       select 'buyer02', 'buyer02@example.com', '0955000111', ${list} from member where login_name = 'buyer01'`,
    );
    const other = t.client();
    await other.login('buyer02', 'BUYER');
    expect((await other.gql(MyShopOrdersDocument)).data!.myShopOrders.items).toEqual([]);
    expect((await other.gql(MyPaymentsDocument)).data!.myPayments.items).toEqual([]);
    expect((await buyer.gql(MyShopOrdersDocument)).data!.myShopOrders.items.length).toBeGreaterThan(0);
    // A buyer cannot ask for a parcel draft (a seller's field).
    expect((await other.gql(ShipmentDraftDocument, { orderNo: 'SO000000000000' })).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );
  });
});
