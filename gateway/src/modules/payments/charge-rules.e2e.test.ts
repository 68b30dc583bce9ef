import { Client } from 'pg';
import {
  AdvanceShipmentDocument,
  CreatePaymentLinkDocument,
  CreatePeriodPlanDocument,
  CreateProductDocument,
  CreateStoreDocument,
  MerchantsDocument,
  OpsReviewMerchantDocument,
  PlaceShopOrderDocument,
  SandboxPayDocument,
  SubscribePeriodPlanDocument,
  type Ops,
} from '../../test/client-operations';
import { createTestApp, TEST_CAPTCHA, type TestApp, type TestClient } from '../../test/test-app';
import { MailService } from '../mail/mail.service';
import { chargeNextPeriod } from '../recurring/charge-run';
import { SUBSCRIBE_LIMITS } from '../recurring/subscription.service';
import { SANDBOX_CARDS } from './checkout.messages';

/**
 * The rules charge() holds for every channel at payment time: the 1,000,000 cap of one payment and the shop's
 * PaymentSwitch. Each is raced with parallel payments through the real API on a real PostgreSQL.
 */

let t: TestApp;
let seller: TestClient;
let ops: TestClient;
let merchantId: number;
let memberId: number;
beforeAll(async () => {
  // The 24 buyers here all come from 127.0.0.1; the subscribe limits have their own test.
  SUBSCRIBE_LIMITS.perClient = { ...SUBSCRIBE_LIMITS.perClient, limit: 1_000 };
  t = await createTestApp();
  seller = t.client();
  await seller.login('business01');
  ops = t.client();
  await ops.login('ops01');
  merchantId = (await seller.gql(MerchantsDocument)).data!.merchants.find((m) => m.status === 'ACTIVE')!.id;
  [{ id: memberId }] = await sql<{ id: number }>(`select id from member where login_name = 'business01'`);
});
afterAll(() => t.close());

type Errors = { field: string | null; code: string; message: string }[];
type Outcome = { ok: boolean; errors: Errors };
const sql = <T>(q: string, p: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(q, p);
const OVER_CAP = { field: 'amount', code: 'AMOUNT_LIMIT', message: '單筆付款金額不可超過 1,000,000 元' };
const SWITCHED_OFF = { field: 'payType', code: 'PAY_TYPE_OFF', message: '商店已停用此付款方式，請改用其他付款方式' };
const BUYER = { buyerName: '林美玲', buyerEmail: 'meiling@example.com' };

let seq = 0;
async function createStore(): Promise<string> {
  seq += 1;
  const res = await seller.gql(CreateStoreDocument, {
    input: {
      merchantId,
      name: '大件家具',
      slug: `big-items-${seq}`,
      payTypes: ['CREDIT', 'CVS', 'LINEPAY'],
      deliveryMethods: ['HOME'],
    },
  });
  expect(res.data!.createStore.errors).toEqual([]);
  return res.data!.createStore.store!.slug;
}

async function createProduct(slug: string, price: number, stock = 500): Promise<number> {
  const [store] = await sql<{ id: number }>('select id from store where slug = ?', [slug]);
  const res = await seller.gql(CreateProductDocument, {
    input: { name: '實木餐桌', price, stock, storeIds: [store.id] },
  });
  expect(res.data!.createProduct.errors).toEqual([]);
  return res.data!.createProduct.product!.id;
}

async function createLink(amount: number | null): Promise<string> {
  const res = await seller.gql(CreatePaymentLinkDocument, {
    input: { merchantId, title: '大額收款', amount, payTypes: ['CREDIT', 'CVS', 'LINEPAY'], installments: [] },
  });
  expect(res.data!.createPaymentLink.errors).toEqual([]);
  return res.data!.createPaymentLink.link!.token;
}

async function buyOrder(slug: string, productId: number, quantity: number, payType: Ops.PayType): Promise<Outcome> {
  const buyer = t.client();
  await buyer.openPage();
  const [product] = await sql<{ price: number }>('select price from product where id = ?', [productId]);
  const res = await buyer.gql(PlaceShopOrderDocument, {
    input: {
      slug,
      lines: [{ productId, quantity }],
      expectedAmount: product.price * quantity,
      ...BUYER,
      buyerMobile: '0912345678',
      deliveryMethod: 'HOME',
      deliveryAddress: '台北市信義區市府路 1 號',
      payType,
      cardNumber: payType === 'CREDIT' ? SANDBOX_CARDS.success : null,
    },
  });
  expect(res.errors).toBeUndefined();
  const placed = res.data!.placeShopOrder;
  return { ok: placed.order !== null, errors: placed.errors };
}

async function payLink(token: string, payType: Ops.PayType, amount?: number): Promise<Outcome> {
  const buyer = t.client();
  await buyer.openPage();
  const res = await buyer.gql(SandboxPayDocument, {
    input: { token, payType, amount, cardNumber: payType === 'CREDIT' ? SANDBOX_CARDS.success : null, ...BUYER },
  });
  expect(res.errors).toBeUndefined();
  const paid = res.data!.sandboxPay;
  return { ok: paid.transaction !== null, errors: paid.errors };
}

/** Sets the shop's PaymentSwitch through the operator's review, as production changes it. */
async function setSwitch(payTypes: Ops.PayType[]) {
  const res = await ops.gql(OpsReviewMerchantDocument, {
    input: { id: merchantId, status: 'ACTIVE', reason: '調整收款方式', paymentSwitch: payTypes },
  });
  expect(res.data!.reviewMerchant.errors).toEqual([]);
}

const ALL_ON: Ops.PayType[] = ['CREDIT', 'ATM', 'CVS', 'AFTEE', 'LINEPAY', 'JKOPAY'];

async function counts(productId: number) {
  const [row] = await sql<{ orders: number; payments: number; reserved: number; sold: number }>(
    `select (select count(*)::int from shop_order_item where product_id = p.id) as orders,
            (select count(*)::int from payment_transaction where member_id = ?) as payments, p.reserved, p.sold
       from product p where p.id = ?`,
    [memberId, productId],
  );
  return row;
}

async function ledgerBalanced(): Promise<void> {
  const [sum] = await sql<{ total: string }>('select coalesce(sum(amount), 0)::text as total from posting');
  expect(sum.total).toBe('0');
}

/** Waits until at least one request waits on a row lock, then a little longer so the others queue too. */
async function untilRequestsWait(holder: Client): Promise<number> {
  let waiting = 0;
  for (let i = 0; i < 100 && waiting === 0; i++) {
    await new Promise((r) => setTimeout(r, 100));
    const { rows } = await holder.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    waiting = rows[0].n;
  }
  await new Promise((r) => setTimeout(r, 300));
  return waiting;
}

describe('the 1,000,000 cap of one payment, on every channel', () => {
  it('store orders: 24 parallel checkouts by store code and LINE Pay, only those up to the cap are taken', async () => {
    const slug = await createStore();
    const productId = await createProduct(slug, 1_000_000);
    const before = await counts(productId);
    // 3,000,000 by store code, 2,000,000 by LINE Pay, and exactly 1,000,000 by each.
    const tries = Array.from({ length: 24 }, (_, i) => ({
      payType: (i % 2 ? 'LINEPAY' : 'CVS') as Ops.PayType,
      quantity: i % 4 < 2 ? (i % 2 ? 2 : 3) : 1,
    }));
    const results = await Promise.all(tries.map((x) => buyOrder(slug, productId, x.quantity, x.payType)));

    results.forEach((r, i) => {
      if (tries[i].quantity === 1) expect(r).toEqual({ ok: true, errors: [] });
      else expect(r).toEqual({ ok: false, errors: [OVER_CAP] });
    });
    const after = await counts(productId);
    expect(after.orders - before.orders).toBe(12);
    expect(after.payments - before.payments).toBe(12);
    // LINE Pay sells at once, a store code reserves until paid: one unit each, nothing for the refused.
    expect({ reserved: after.reserved, sold: after.sold }).toEqual({ reserved: 6, sold: 6 });
    const [biggest] = await sql<{ max: number }>('select max(amount) as max from payment_transaction');
    expect(biggest.max).toBe(1_000_000);
    await ledgerBalanced();
  });

  it('payment links: 24 parallel buyers typing amounts around the cap, only those up to it are taken', async () => {
    const token = await createLink(null);
    const amounts = Array.from({ length: 24 }, (_, i) => [1_000_000, 1_000_001, 2_000_000][i % 3]);
    const results = await Promise.all(amounts.map((a, i) => payLink(token, i % 2 ? 'LINEPAY' : 'CVS', a)));
    results.forEach((r, i) =>
      expect(r).toEqual(amounts[i] === 1_000_000 ? { ok: true, errors: [] } : { ok: false, errors: [OVER_CAP] }),
    );
    const [taken] = await sql<{ n: number; max: number }>(
      `select count(*)::int as n, max(t.amount) as max from payment_transaction t join payment_link l on l.id = t.payment_link_id
        where l.token = ?`,
      [token],
    );
    expect(taken).toEqual({ n: 8, max: 1_000_000 });
    await ledgerBalanced();
  });

  it('cash on delivery: 24 parcels delivered in parallel, a COD over the cap is refused and the parcel stays put', async () => {
    // COD amounts above 20,000 cannot be entered; the rows are written as a parcel from an older rule would be.
    const ids: number[] = [];
    for (let i = 0; i < 24; i++) {
      const [row] = await sql<{ id: number }>(
        `insert into shipment (logistics_no, member_id, merchant_id, service, receiver_name, receiver_mobile, address, region,
           goods_name, declared_value, length_cm, width_cm, height_cm, weight_kg, cod_amount, shipping_fee, status, drop_off_by)
         values (?, ?, ?, 'HOME_NORMAL', '林美玲', '0987654321', '台北市信義區市府路 1 號', 'LOCAL', '實木餐桌', 20000, 50, 40, 40, 10, ?, 125, 2, current_date)
         returning id`,
        [`CT${String(100_000_000_000 + i)}`, memberId, merchantId, i % 2 ? 1_500_000 : 20_000],
      );
      ids.push(row.id);
    }
    const results = await Promise.all(
      ids.map(async (id) => {
        const { shipment, errors } = (await seller.gql(AdvanceShipmentDocument, { id, to: 'DELIVERED' })).data!
          .advanceShipment;
        return { shipment: shipment && { status: shipment.status }, errors };
      }),
    );
    results.forEach((r, i) =>
      expect(r).toEqual(
        i % 2 ? { shipment: null, errors: [OVER_CAP] } : { shipment: { status: 'DELIVERED' }, errors: [] },
      ),
    );
    const rows = await sql<{
      status: number;
      cod_transaction_id: number | null;
      amount: number | null;
      pay_type: number;
    }>(
      `select s.status, s.cod_transaction_id, t.amount, t.pay_type from shipment s
         left join payment_transaction t on t.id = s.cod_transaction_id where s.id = any(?::int[]) order by s.id`,
      [`{${ids.join(',')}}`],
    );
    rows.forEach((r, i) =>
      expect(r).toEqual(
        i % 2
          ? { status: 2, cod_transaction_id: null, amount: null, pay_type: null }
          : { status: 5, cod_transaction_id: expect.any(Number), amount: 20_000, pay_type: 10 },
      ),
    );
    await ledgerBalanced();
  });

  it('recurring: 24 subscriptions charged in parallel, a period over the cap fails and is retried, nothing taken', async () => {
    // Plans take at most 200,000 a charge (and the database says so); a plan from before that rule may be larger.
    const plan = await seller.gql(CreatePeriodPlanDocument, {
      input: { merchantId, title: '年度租賃', amount: 100, cycle: 'WEEKLY', trialDays: 7 },
    });
    expect(plan.data!.createPeriodPlan.errors).toEqual([]);
    const { id: planId, token } = plan.data!.createPeriodPlan.plan!;
    const subs = await Promise.all(
      Array.from({ length: 24 }, async (_, i) => {
        const buyer = t.client();
        await buyer.openPage();
        const res = await buyer.gql(SubscribePeriodPlanDocument, {
          input: {
            token,
            ...BUYER,
            buyerEmail: `sub${i}@example.com`,
            buyerMobile: '0912345678',
            cardNumber: SANDBOX_CARDS.success,
            captcha: TEST_CAPTCHA,
          },
        });
        expect(res.data!.subscribePeriodPlan.errors).toEqual([]);
        return res.data!.subscribePeriodPlan.subscription!.subNo;
      }),
    );
    await sql('alter table period_plan drop constraint if exists period_plan_amount_check');
    await sql('update period_plan set amount = 1000001 where id = ?', [planId]);
    // A subscription charges the amount its buyer agreed to, so the old, larger terms are written on each one too.
    await sql('update period_subscription set amount = 1000001 where plan_id = ?', [planId]);
    await sql(
      `insert into settlement_clock (member_id, offset_seconds) values (?, ?)
       on conflict (member_id) do update set offset_seconds = settlement_clock.offset_seconds + excluded.offset_seconds`,
      [memberId, 8 * 86_400],
    );
    const ids = await sql<{ id: number }>('select id from period_subscription where sub_no = any(?::text[])', [
      `{${subs.join(',')}}`,
    ]);
    const mail = new MailService(t.config);
    const results = await Promise.all(ids.map(({ id }) => chargeNextPeriod(t.orm.em.fork(), id, mail)));
    expect(results).toEqual(ids.map(() => 'retry'));
    const charges = await sql<{ paid: boolean; failure_reason: string; transaction_id: number | null }>(
      `select c.paid, c.failure_reason, c.transaction_id from period_charge c join period_subscription s on s.id = c.subscription_id
        where s.plan_id = ?`,
      [planId],
    );
    expect(charges).toHaveLength(24);
    for (const c of charges) expect(c).toEqual({ paid: false, failure_reason: OVER_CAP.message, transaction_id: null });
    await ledgerBalanced();
  });
});

describe("the shop's PaymentSwitch, checked at payment time", () => {
  afterEach(() => setSwitch(ALL_ON));

  it('a pay type switched off is refused by the existing stores and links, 24 payments in parallel', async () => {
    const slug = await createStore();
    const productId = await createProduct(slug, 1_200);
    const token = await createLink(800);
    expect((await buyOrder(slug, productId, 1, 'LINEPAY')).ok).toBe(true);
    expect((await payLink(token, 'LINEPAY')).ok).toBe(true);
    await setSwitch(['CREDIT', 'CVS']);
    const before = await counts(productId);

    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        i % 2 ? payLink(token, 'LINEPAY') : buyOrder(slug, productId, 1, 'LINEPAY'),
      ),
    );
    for (const r of results) expect(r).toEqual({ ok: false, errors: [SWITCHED_OFF] });
    expect(await counts(productId)).toEqual(before);
    // What is still switched on is still taken.
    expect(await buyOrder(slug, productId, 1, 'CVS')).toEqual({ ok: true, errors: [] });
    expect(await payLink(token, 'CVS')).toEqual({ ok: true, errors: [] });
    await ledgerBalanced();
  });

  it('a switch turned off while 24 payments are in flight: each reads it off once the change commits', async () => {
    const slug = await createStore();
    const productId = await createProduct(slug, 1_200);
    const token = await createLink(800);
    const before = await counts(productId);
    // The operator's change is held open while the payments come in; then it commits.
    const holder = new Client({ connectionString: t.databaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query(`update merchant set payment_switch = array_remove(payment_switch, '9') where id = $1`, [
        merchantId,
      ]);
      const inFlight = Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          i % 2 ? payLink(token, 'LINEPAY') : buyOrder(slug, productId, 1, 'LINEPAY'),
        ),
      );
      expect(await untilRequestsWait(holder)).toBeGreaterThan(0);
      await holder.query('commit');
      for (const r of await inFlight) expect(r).toEqual({ ok: false, errors: [SWITCHED_OFF] });
    } finally {
      await holder.end();
    }
    expect(await counts(productId)).toEqual(before);
    await ledgerBalanced();
  });
});
