import type { EntityManager } from '@mikro-orm/postgresql';
import type { TestApp, TestClient } from '../../test/test-app';
import { sqlOf } from '../../core/database/sql';
import { insertSeller } from '../ledger/ledger.fixtures';
import { settleDuePayments } from '../ledger/settlement';
import { SANDBOX_CARDS } from './checkout.messages';
import { DAILY_SALES } from './daily-sales';
import { expectSummaryExact, pay, sellerWithLink, queuedDeltas } from './daily-sales.fixtures';
import { resolveFilter, TransactionService } from './transaction.service';
import type { TransactionFilter } from './payment.types';
import { BACKFILL_DAILY_SALES } from '../../../../db/migrations/Migration20261126000300_member_daily_sales';

/** The per-seller daily summary against the payments themselves, and the list totals it answers. */
let t: TestApp;
let seller: TestClient;
let token: string;
let em: EntityManager;
beforeAll(async () => {
  ({ t, em, seller, token } = await sellerWithLink());
});
afterAll(() => t.close());

const sql = <T>(q: string, p: unknown[] = []) => sqlOf(em)<T>(q, p);
const REFUND = `mutation($input: RefundInput!) { refundTransaction(input: $input) { errors { code } } }`;

it('starts equal to the payments (the migration backfills; the demo seed went through the triggers)', async () => {
  const [{ n }] = await sql<{ n: number }>(`select count(*)::int as n from ${DAILY_SALES} s`);
  expect(n).toBeGreaterThan(0);
  await expectSummaryExact(em);
});

it('follows checkouts, declines, refunds, a settlement batch and set-based updates and deletes', async () => {
  const paid: string[] = [];
  for (let i = 0; i < 6; i++) paid.push((await pay(t, token)).data!.sandboxPay.transaction!.tradeNo);
  // A declined card is recorded as a failed payment.
  expect((await pay(t, token, SANDBOX_CARDS.decline)).data!.sandboxPay.errors).toEqual([{ code: 'DECLINED' }]);
  const refund = (tradeNo: string, amount: number, key: string) =>
    seller.gql<{ refundTransaction: { errors: unknown[] } }>(REFUND, {
      input: { tradeNo, amount, reason: 'BUYER_REQUEST', idempotencyKey: key },
    });
  for (const [tradeNo, amount, key] of [
    [paid[0]!, 1_000, 'daily-sales-full'],
    [paid[1]!, 300, 'daily-sales-part-1'],
    [paid[1]!, 700, 'daily-sales-part-2'],
    [paid[2]!, 250, 'daily-sales-part-3'],
  ] as const)
    expect((await refund(tradeNo, amount, key)).data!.refundTransaction.errors).toEqual([]);
  await expectSummaryExact(em);

  // A settlement batch updates settled_at only: one statement over many rows, and no delta.
  await sql(
    `update payment_transaction set settle_due_at = now() - interval '1 minute' where trade_no = any(?::text[])`,
    [`{${paid.join(',')}}`],
  );
  const before = await queuedDeltas(em);
  expect(await settleDuePayments(em)).toBeGreaterThanOrEqual(paid.length);
  expect(await queuedDeltas(em)).toBe(before);

  // Set-based writes by hand: rows inserted together, moved a day back with new amounts and statuses, one deleted.
  const [{ member_id, merchant_id }] = await sql<{ member_id: number; merchant_id: number }>(
    `select member_id, merchant_id from payment_transaction where trade_no = ?`,
    [paid[3]],
  );
  await sql(
    `insert into payment_transaction (trade_no, amount, status, pay_type, merchant_id, member_id)
     select '9800000000000000000' || g, 100 * g, 0, 1 + g % 2, ?, ? from generate_series(1, 5) g`,
    [merchant_id, member_id],
  );
  await sql(
    `update payment_transaction set created_at = created_at - interval '1 day', amount = amount + 1, status = 1
      where trade_no like '980000000000000000%' and amount > 100`,
  );
  // An amount corrected in place moves the sum of the same key, not its count.
  await sql(`update payment_transaction set amount = amount + 5 where trade_no = '98000000000000000003'`);
  await sql(`delete from payment_transaction where trade_no = '98000000000000000001'`);
  await expectSummaryExact(em);
  // The keys these payments left (awaiting, the day they moved from, the deleted one) are dropped by the roll-up,
  // not kept as rows of zero.
  const [{ zero }] = await sql<{ zero: number }>(
    `select count(*)::int as zero from member_daily_sales where tx_count = 0 and amount_sum = 0`,
  );
  expect(zero).toBe(0);
});

it('puts a payment on the Taipei day of its creation, to the microsecond around midnight', async () => {
  const memberId = await insertSeller(em);
  const [merchant] = await sql<{ id: number }>(
    `insert into merchant (member_id, name, status, mer_type, sell_type, goods_pay_type) values (?, 'midnight', 1, 1, '2', 1) returning id`,
    [memberId],
  );
  const [{ today, yesterday }] = await sql<{ today: string; yesterday: string }>(
    `select to_char(d, 'YYYY-MM-DD') as today, to_char(d - 1, 'YYYY-MM-DD') as yesterday
       from (select (now() at time zone 'Asia/Taipei')::date as d) x`,
  );
  const midnight = `(date_trunc('day', now() at time zone 'Asia/Taipei') at time zone 'Asia/Taipei')`;
  await sql(
    `insert into payment_transaction (trade_no, amount, status, pay_type, merchant_id, member_id, created_at)
     values ('97000000000000000001', 11, 1, 1, ?, ?, ${midnight} - interval '1 microsecond'),
            ('97000000000000000002', 22, 1, 1, ?, ?, ${midnight}),
            ('97000000000000000003', 33, 2, 1, ?, ?, ${midnight} + interval '1 minute')`,
    [merchant!.id, memberId, merchant!.id, memberId, merchant!.id, memberId],
  );
  const days = await sql<{ day: string; status: number; n: number; a: number }>(
    `select to_char(business_date, 'YYYY-MM-DD') as day, status, sum(tx_count)::int as n, sum(amount_sum)::int as a
       from (select * from member_daily_sales union all select * from member_daily_sales_delta) s
      where member_id = ? group by 1, 2 order by 1, 2`,
    [memberId],
  );
  expect(days).toEqual([
    { day: yesterday, status: 1, n: 1, a: 11 },
    { day: today, status: 1, n: 1, a: 22 },
    { day: today, status: 2, n: 1, a: 33 },
  ]);
  const service = new TransactionService();
  const totals = (f: TransactionFilter) => service.totals(em, [memberId], f, resolveFilter(f));
  // Every payment counts, only collected ones add to the amount (the failed 33 does not).
  expect(await totals({ from: today, to: today })).toEqual({ n: 2, total: 22 });
  expect(await totals({ from: yesterday, to: yesterday })).toEqual({ n: 1, total: 11 });
  await expectSummaryExact(em);
});

it('answers list totals from the summary equal to the direct query, for filters it serves and for those it does not', async () => {
  const service = new TransactionService();
  const [{ id: memberId }] = await sql<{ id: number }>(`select id from member where login_name = 'business01'`);
  const [{ today, first }] = await sql<{ today: string; first: string }>(
    `select to_char((now() at time zone 'Asia/Taipei')::date, 'YYYY-MM-DD') as today,
            to_char(min(created_at at time zone 'Asia/Taipei')::date, 'YYYY-MM-DD') as first
       from payment_transaction where member_id = ?`,
    [memberId],
  );
  const [somePayment] = await sql<{ trade_no: string }>(
    `select trade_no from payment_transaction where member_id = ? order by id limit 1`,
    [memberId],
  );
  const filters: TransactionFilter[] = [
    {},
    { from: first, to: today },
    { from: first, to: today, status: 1 },
    { from: first, to: today, status: 3 },
    { from: first, to: today, status: 4, payType: 1 },
    { from: first, to: today, payType: 1 },
    { to: today, first: 10, after: null },
    { from: first, to: today, tradeNo: somePayment!.trade_no },
    { from: first, to: today, paymentLinksOnly: true },
  ];
  let counted = 0;
  for (const f of filters) {
    const r = resolveFilter(f);
    expect(r.errors).toEqual([]);
    const fromSummary = await service.totals(em, [memberId], f, r);
    expect({ f, ...fromSummary }).toEqual({ f, ...(await service.directTotals(em, [memberId], r)) });
    counted += fromSummary.n;
  }
  expect(counted).toBeGreaterThan(0);
  // Through GraphQL, selected totals come back; the whole range counts every payment of the seller.
  const page = await seller.gql<{ transactions: { totalCount: number; totalAmount: number } }>(
    `query($f: TransactionFilter!) { transactions(filter: $f) { totalCount totalAmount } }`,
    { f: { from: first, to: today } },
  );
  const [{ n }] = await sql<{ n: number }>(`select count(*)::int as n from payment_transaction where member_id = ?`, [
    memberId,
  ]);
  expect(page.data!.transactions.totalCount).toBe(n);
});

it("rebuilds the summary exactly with the migration's backfill (for a database that already has payments)", async () => {
  await t.orm.em.fork().transactional(async (tx) => {
    const q = sqlOf(tx);
    await q(`delete from member_daily_sales_delta`);
    await q(`delete from member_daily_sales`);
    await q(BACKFILL_DAILY_SALES);
  });
  const [{ n }] = await sql<{ n: number }>(`select count(*)::int as n from member_daily_sales`);
  expect(n).toBeGreaterThan(0);
  await expectSummaryExact(em);
});
