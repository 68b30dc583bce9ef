import type { MikroORM } from '@mikro-orm/postgresql';
import { COLLECTED_TX_STATUSES } from '@paydesk/shared/transaction-statuses';
import { migrate, openOrm } from './database';
import { createTestDatabase } from '../test/test-database';
import { DAILY_SALES } from '../modules/payments/daily-sales';
import { SETTLEMENT_LANES } from '../modules/ledger/settlement';

/** Indexes the money reports and settlement rely on: one per purpose, usable by the queries that need it. */
let orm: MikroORM;
beforeAll(async () => {
  orm = await openOrm(await createTestDatabase(), 2);
  await migrate(orm);
});
afterAll(() => orm.close());

it('keeps one unique index on trade_no, not two identical ones', async () => {
  const rows = await orm.em
    .getConnection()
    .execute<{ indexname: string }[]>(
      `select indexname from pg_indexes where tablename = 'payment_transaction' and indexdef ilike 'create unique index % (trade_no)'`,
    );
  expect(rows).toHaveLength(1);
});

it("lets settlement's query (every collected status, not yet settled, due) use the partial settlement index", async () => {
  // Without rows the planner prefers a scan of nothing; forbidding sequential scans asks whether the index *can* serve.
  const plan = await orm.em.fork().transactional(async (em) => {
    await em.execute('set local enable_seqscan = off');
    return em.execute(
      `explain (format json) select id from payment_transaction
         where settled_at is null and status in (${COLLECTED_TX_STATUSES.join(', ')}) and settle_due_at <= now()
         order by settle_due_at limit 200`,
    );
  });
  expect(JSON.stringify(plan)).toContain('payment_transaction_settle_idx');
});

it("reads one settlement lane's due payments in due order from the lane index, with the lane count settlement uses", async () => {
  // With no rows both settlement indexes cost the same: the due-date one is dropped inside a transaction that is then
  // rolled back, so the plan says whether the lane index can serve the lane's query by itself.
  let plan: unknown;
  const rolledBack = new Error('rolled back');
  await expect(
    orm.em.fork().transactional(async (em) => {
      await em.execute('set local enable_seqscan = off');
      await em.execute('drop index payment_transaction_settle_idx');
      plan = await em.execute(
        `explain (format json) select id from payment_transaction
           where settled_at is null and status in (${COLLECTED_TX_STATUSES.join(', ')}) and settle_due_at <= now()
             and member_id % ${SETTLEMENT_LANES} = 1
           order by settle_due_at limit 200`,
      );
      throw rolledBack;
    }),
  ).rejects.toBe(rolledBack);
  // An index condition on the lane (not a filter), and no sort: the lane's rows come in due order.
  expect(JSON.stringify(plan)).toMatch(
    /"Index Name":"payment_transaction_settle_lane_idx"[^}]*"Index Cond":"\(\(\(member_id % \d+\) = 1\)/,
  );
  expect(JSON.stringify(plan)).not.toContain('"Node Type":"Sort"');
});

it("answers a seller's daily summary over a range of days from the key alone (an index-only scan)", async () => {
  const connection = orm.em.getConnection();
  // 50 sellers over 41 days, stored day by day as the summary grows: one seller's rows lie on many pages.
  await connection.execute(`insert into member_daily_sales (member_id, business_date, pay_type, status, tx_count, amount_sum)
    select seller, current_date - day, 1, 1, 2, 200 from generate_series(0, 40) day, generate_series(1, 50) seller`);
  await connection.execute('vacuum analyze member_daily_sales'); // marks the pages all-visible, as autovacuum does
  const plan = await orm.em.fork().transactional(async (em) => {
    await em.execute('set local enable_seqscan = off');
    await em.execute('set local enable_bitmapscan = off');
    return em.execute(
      `explain (format json) select sum(s.tx_count), sum(s.amount_sum) from ${DAILY_SALES} s
        where s.member_id = 7 and s.business_date >= current_date - 30`,
    );
  });
  expect(JSON.stringify(plan)).toMatch(
    /"Node Type":"Index Only Scan","Parent Relationship":"Member"[^}]*"Index Name":"member_daily_sales_pkey"/,
  );
});
