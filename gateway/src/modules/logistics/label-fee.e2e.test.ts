import { SubscriptionStatus } from '@paydesk/shared/period-rules';
import {
  AdvanceSettlementClockDocument,
  AdvanceShipmentDocument,
  CreatePaymentLinkDocument,
  CreateShipmentDocument,
  LedgerLinesDocument,
  MerchantsDocument,
  SandboxPayDocument,
  ShipmentsDocument,
  WithdrawPageDocument,
} from '../../test/client-operations';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { SANDBOX_CARDS } from '../payments/checkout.messages';
import { setMemberMoney } from './fee.fixtures';

/**
 * A seller ships on day one (ADR 0039): a label the held funds cannot pay is owed against the money in trust and
 * taken first from the next settlement; beyond the trust it is refused. Each fee is one balanced entry naming its
 * parcel, no account goes negative, also under parallel labels.
 */
let t: TestApp;
let seller: TestClient;
let merchantId: number;
let memberId: number;
const FEE = 60; // C2C store-to-store, normal temperature
beforeAll(async () => {
  t = await createTestApp();
  seller = t.client();
  await seller.login('business01');
  merchantId = (await seller.gql(MerchantsDocument)).data!.merchants.find((m) => m.status === 'ACTIVE')!.id;
  [{ id: memberId }] = await sql<{ id: number }>(`select id from member where login_name = 'business01'`);
  // business01's shop ships C2C from the demo seed (its logistics application is approved). Its demo subscribers
  // would be charged while the clock moves: cancel them, so the held funds move by the labels alone.
  await sql('update period_subscription set status = ? where member_id = ?', [SubscriptionStatus.CANCELLED, memberId]);
});
afterAll(() => t.close());

const sql = <T>(q: string, p: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(q, p);
const balances = async () => {
  const rows = await sql<{ kind: string; balance: string }>(
    `select kind, balance::text as balance from ledger_account where member_id = ?`,
    [memberId],
  );
  const of = (k: string) => Number(rows.find((r) => r.kind === k)?.balance ?? 0);
  return { trust: of('trust'), held: of('held') };
};
const owed = async (ids: readonly number[]) =>
  (
    await sql<{ total: number }>(
      `select coalesce(sum(fee_owed), 0)::int as total from shipment where id = any(?::int[])`,
      [`{${ids.join(',')}}`],
    )
  )[0].total;

async function create() {
  const res = await seller.gql(CreateShipmentDocument, {
    input: {
      merchantId,
      service: 'C2C_NORMAL',
      storeCode: '131386',
      receiverName: '林美玲',
      receiverMobile: '0987654321',
      goodsName: '手工餅乾',
      declaredValue: 500,
      lengthCm: 20,
      widthCm: 20,
      heightCm: 10,
      weightKg: 1,
    },
  });
  expect(res.status).toBe(200);
  expect(res.errors).toBeUndefined();
  return res.data!.createShipment;
}

/** A buyer pays the seller by card: the money lands in trust, to settle days later. */
async function buyerPays(amount: number) {
  const link = await seller.gql(CreatePaymentLinkDocument, {
    input: { merchantId, title: '今日訂單', amount, payTypes: ['CREDIT'] },
  });
  const buyer = t.client();
  await buyer.openPage();
  const paid = await buyer.gql(SandboxPayDocument, {
    input: {
      token: link.data!.createPaymentLink.link!.token,
      payType: 'CREDIT',
      cardNumber: SANDBOX_CARDS.success,
      buyerName: '林美玲',
      buyerEmail: 'b@example.com',
    },
  });
  expect(paid.data!.sandboxPay.errors).toEqual([]);
}

async function ledgerClean(): Promise<void> {
  const [sum] = await sql<{ total: string }>('select coalesce(sum(amount), 0)::text as total from posting');
  expect(sum.total).toBe('0');
  const [off] = await sql<{ n: number }>(
    `select count(*)::int as n from ledger_account a
      where a.balance <> coalesce((select sum(p.amount) from posting p where p.account_id = a.id), 0)
         or (a.member_id is not null and a.balance < 0)`,
  );
  expect(off.n).toBe(0);
}

/** What the ledger took for each parcel: the held-funds postings whose entry memo names its logistics number. */
async function paidPerParcel(ids: readonly number[]) {
  return sql<{ id: number; paid: number; entries: number; fee_owed: number }>(
    `select s.id, coalesce(sum(-p.amount), 0)::int as paid, count(p.id)::int as entries, s.fee_owed
       from shipment s
       left join journal_entry e on e.member_id = s.member_id and e.kind = 'shipping_fee' and e.memo like '%' || s.logistics_no
       left join posting p on p.entry_id = e.id and p.account_id = (select id from ledger_account where member_id = s.member_id and kind = 'held')
      where s.id = any(?::int[]) group by s.id order by s.id`,
    [`{${ids.join(',')}}`],
  );
}

it('a seller with nothing settled ships on day one: the label is owed against trust and taken first at settlement', async () => {
  await setMemberMoney(t.orm.em, memberId, 0);
  expect(await balances()).toEqual({ trust: 0, held: 0 });
  // Nothing held and nothing on its way: refused, nothing created.
  // The demo seed has parcels of its own: count what this attempt adds.
  const parcelsBefore = (await sql<{ n: number }>('select count(*)::int as n from shipment'))[0].n;
  const broke = await create();
  expect(broke.errors).toEqual([
    expect.objectContaining({ code: 'FUNDS', message: expect.stringContaining('待撥款') }),
  ]);
  expect((await sql<{ n: number }>('select count(*)::int as n from shipment'))[0].n).toBe(parcelsBefore);

  await buyerPays(1000);
  const { trust } = await balances();
  expect(trust).toBeGreaterThan(FEE);
  const made = await create();
  expect(made.errors).toEqual([]);
  const id = made.shipment!.id;
  expect(await balances()).toEqual({ trust, held: 0 });
  expect(await owed([id])).toBe(FEE);
  const history = (await seller.gql(ShipmentsDocument)).data!.shipments.items.find((s) => s.id === id)!;
  expect(JSON.stringify(history)).toContain('將於下次撥款入帳後優先補扣');
  expect((await seller.gql(WithdrawPageDocument)).data!.balance.withdrawable).toBe(0);

  // A second label cancelled before drop-off: its owed fee is forgiven, no money moves.
  const second = (await create()).shipment!.id;
  expect(await owed([second])).toBe(FEE);
  const cancelled = await seller.gql(AdvanceShipmentDocument, { id: second, to: 'CANCELLED' });
  expect(cancelled.data!.advanceShipment.errors).toEqual([]);
  expect(await owed([second])).toBe(0);
  expect(await balances()).toEqual({ trust, held: 0 });

  // The payment settles: the owed fee comes out first, as one entry naming the parcel (帳戶明細 shows it).
  await seller.gql(AdvanceSettlementClockDocument, { days: 8 });
  expect(await owed([id])).toBe(0);
  expect(await balances()).toEqual({ trust: 0, held: trust - FEE });
  const lines = (await seller.gql(LedgerLinesDocument, { account: 'held' })).data!.ledgerLines.items;
  expect(lines.filter((l) => l.memo.includes(made.shipment!.logisticsNo)).map((l) => l.amount)).toEqual([-FEE]);
  // The line names its parcel, so 帳戶明細 links the fee to the parcel's page.
  expect(lines.filter((l) => l.shipmentId === id).map((l) => [l.logisticsNo, l.amount])).toEqual([
    [made.shipment!.logisticsNo, -FEE],
  ]);
  expect(lines.filter((l) => l.kind !== 'SHIPPING_FEE').every((l) => l.shipmentId === null)).toBe(true);
  expect(await paidPerParcel([id, second])).toEqual([
    { id, paid: FEE, entries: 1, fee_owed: 0 },
    { id: second, paid: 0, entries: 0, fee_owed: 0 },
  ]);
  await ledgerClean();
});

it('24 parallel labels on little money: held first, then owed up to the trust, the rest refused; each fee once', async () => {
  await buyerPays(300);
  await setMemberMoney(t.orm.em, memberId, 100);
  await buyerPays(400);
  const start = await balances();
  expect(start.held).toBe(100);
  const fits = Math.floor((start.held + start.trust) / FEE);
  expect(fits).toBeLessThan(24);

  const results = await Promise.all(Array.from({ length: 24 }, () => create()));
  const ids = results.flatMap((r) => (r.shipment ? [r.shipment.id] : []));
  expect(ids).toHaveLength(fits);
  expect(results.filter((r) => r.errors[0]?.code === 'FUNDS')).toHaveLength(24 - fits);
  // The first label came out of the held funds; the rest are owed, never more than the trust and the held funds.
  const now = await balances();
  expect(now).toEqual({ trust: start.trust, held: start.held - FEE });
  expect(await owed(ids)).toBe((fits - 1) * FEE);
  expect((fits - 1) * FEE - now.held).toBeLessThanOrEqual(now.trust);
  await ledgerClean();

  // Settlement takes every owed fee: each parcel paid exactly once, in one entry.
  await seller.gql(AdvanceSettlementClockDocument, { days: 8 });
  const perParcel = await paidPerParcel(ids);
  expect(perParcel.every((p) => p.paid === FEE && p.entries === 1 && p.fee_owed === 0)).toBe(true);
  expect(await balances()).toEqual({ trust: 0, held: start.held + start.trust - fits * FEE });
  await ledgerClean();
});
