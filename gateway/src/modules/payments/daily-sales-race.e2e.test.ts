import type { EntityManager } from '@mikro-orm/postgresql';
import type { TestApp, TestClient } from '../../test/test-app';
import { sqlOf } from '../../core/database/sql';
import { insertSeller } from '../ledger/ledger.fixtures';
import { DAILY_SALES, rollUpDailySales } from './daily-sales';
import { expectSummaryExact, pay, sellerWithLink } from './daily-sales.fixtures';

/**
 * Many writers on one seller's day at once: payments only queue deltas, so no checkout waits on the
 * summary, nothing is lost, and a checkout (summary, then ledger) cannot deadlock a refund (ledger, then summary).
 */
let t: TestApp;
let seller: TestClient;
let token: string;
let em: EntityManager;
beforeAll(async () => {
  ({ t, em, seller, token } = await sellerWithLink(40));
});
afterAll(() => t.close());

const sql = <T>(q: string, p: unknown[] = []) => sqlOf(em)<T>(q, p);
const todayOf = async (memberId: number) =>
  (
    await sql<{ n: number; a: number }>(
      `select coalesce(sum(tx_count), 0)::int as n, coalesce(sum(amount_sum), 0)::int as a from ${DAILY_SALES} s
        where member_id = ? and business_date = (now() at time zone 'Asia/Taipei')::date`,
      [memberId],
    )
  )[0]!;

it('counts 24 parallel checkouts and 12 parallel refunds of the same day, with roll-ups running between them', async () => {
  const [{ id: memberId }] = await sql<{ id: number }>(`select id from member where login_name = 'business01'`);
  const earlier: string[] = [];
  for (let i = 0; i < 12; i++) earlier.push((await pay(t, token)).data!.sandboxPay.transaction!.tradeNo);
  const before = await todayOf(memberId);
  const REFUND = `mutation($input: RefundInput!) { refundTransaction(input: $input) { errors { code } } }`;
  const results = await Promise.all([
    ...Array.from({ length: 24 }, () => pay(t, token)),
    ...earlier.map((tradeNo, i) =>
      seller.gql<{ refundTransaction: { errors: unknown[] } }>(REFUND, {
        input: { tradeNo, amount: 1_000, reason: 'BUYER_REQUEST', idempotencyKey: `race-refund-${i}` },
      }),
    ),
    ...Array.from({ length: 4 }, () => rollUpDailySales(t.orm.em.fork())),
  ]);
  for (const r of results.slice(0, 36)) {
    const res = r as { errors?: unknown; data?: Record<string, { errors: unknown[] }> };
    expect(res.errors).toBeUndefined();
    expect(Object.values(res.data!)[0]!.errors).toEqual([]);
  }
  // Refunds move payments between statuses of the same day: the count grows by the new payments only.
  expect(await todayOf(memberId)).toEqual({ n: before.n + 24, a: before.a + 24 * 1_000 });
  await expectSummaryExact(em);
});

it('keeps every delta of 24 parallel set-based transactions on one seller and day (no lost update, no deadlock)', async () => {
  const memberId = await insertSeller(em);
  const [merchant] = await sql<{ id: number }>(
    `insert into merchant (member_id, name, status, mer_type, sell_type, goods_pay_type) values (?, 'race', 1, 1, '2', 1) returning id`,
    [memberId],
  );
  // Each writer inserts 50 awaiting payments, holds its transaction open a moment, then marks 20 of them paid.
  const writer = (w: number) =>
    t.orm.em.fork().transactional(async (tx) => {
      const q = sqlOf(tx);
      await q(
        `insert into payment_transaction (trade_no, amount, status, pay_type, merchant_id, member_id)
         select '96' || lpad(?::text, 4, '0') || lpad(g::text, 14, '0'), 10 * g, 0, 1, ?, ? from generate_series(1, 50) g`,
        [w, merchant!.id, memberId],
      );
      await q(`select pg_sleep(0.05)`);
      await q(
        `update payment_transaction set status = 1 where trade_no like '96' || lpad(?::text, 4, '0') || '%' and amount <= 200`,
        [w],
      );
    });
  await Promise.all([
    ...Array.from({ length: 24 }, (_, w) => writer(w)),
    ...Array.from({ length: 3 }, () => rollUpDailySales(t.orm.em.fork())),
  ]);
  const byStatus = await sql<{ status: number; n: number; a: number }>(
    `select status, sum(tx_count)::int as n, sum(amount_sum)::int as a from ${DAILY_SALES} s
      where member_id = ? group by status having sum(tx_count) <> 0 order by status`,
    [memberId],
  );
  // Per writer: amounts 10..500; paid are 10..200 (20 rows, 2,100), awaiting the other 30 (10,650).
  expect(byStatus).toEqual([
    { status: 0, n: 24 * 30, a: 24 * 10_650 },
    { status: 1, n: 24 * 20, a: 24 * 2_100 },
  ]);
  await expectSummaryExact(em);
});
