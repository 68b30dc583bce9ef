import { Client } from 'pg';
import { createTestApp, type TestApp } from '../test/test-app';
import { recordPayment } from '../modules/ledger/held-funds';
import { SETTLEMENT_LANES, settleDuePayments, settlePayments } from '../modules/ledger/settlement';
import { chargeDormantFees } from '../modules/ledger/dormant-fee';
import { advanceSettlementClock } from '../modules/sandbox-clock/sandbox-clock';
import { memberBalances } from '../modules/ledger/ledger';
import { sqlOf } from '../core/database/sql';
import { auditLedger, insertSeller } from '../modules/ledger/ledger.fixtures';
import { QUEUES, startMoneyJobs } from './money-jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('two replicas share the settlement queue: a due payment is settled exactly once', async () => {
  const em = t.orm.em.fork();
  const memberId = await insertSeller(em);
  const [merchant] = await sqlOf(em)<{ id: number }>(
    `insert into merchant (member_id, name, status, mer_type, sell_type, goods_pay_type) values (?, 'job shop', 1, 1, '2', 1) returning id`,
    [memberId],
  );
  const ids: number[] = [];
  await t.orm.em.fork().transactional(async (tx) => {
    for (let i = 0; i < 20; i++) {
      const [row] = await sqlOf(tx)<{ id: number }>(
        `insert into payment_transaction (trade_no, amount, status, pay_type, merchant_id, member_id, fee, paid_at, settle_due_at)
         values (?, 1000, 1, 1, ?, ?, 28, now() - interval '8 days', now() - interval '1 day') returning id`,
        [`2026010100000000${String(i).padStart(4, '0')}`, merchant.id, memberId],
      );
      await recordPayment(tx, { memberId, transactionId: row.id, amount: 1000, fee: 28 });
      ids.push(row.id);
    }
  });
  const replicas = await Promise.all(
    [1, 2].map(() => startMoneyJobs(t.orm, t.databaseUrl, 'test', { schedule: false, pollingIntervalSeconds: 0.5 })),
  );
  try {
    await Promise.all([
      replicas[0].send(QUEUES.settlement, {}),
      replicas[1].send(QUEUES.settlement, {}),
      replicas[1].send(QUEUES.settlement, {}),
    ]);
    const deadline = Date.now() + 15_000;
    while ((await memberBalances(t.orm.em.fork(), memberId)).trust > 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200));
  } finally {
    await Promise.all(replicas.map((b) => b.stop({ graceful: true, wait: true, timeout: 5_000 })));
  }
  expect(await memberBalances(t.orm.em.fork(), memberId)).toEqual({
    trust: 0,
    held: 20 * 972,
    withdrawing: 0,
  });
  const [{ n }] = await sqlOf(t.orm.em.fork())<{ n: number }>(
    `select count(*)::int as n from journal_entry where kind = 'settlement' and member_id = ?`,
    [memberId],
  );
  expect(n).toBe(20);
}, 30_000);

/** A seller with `count` payments of 1,000 (fee 28) due for settlement since yesterday. */
async function sellerWithDuePayments(count: number): Promise<number> {
  const em = t.orm.em.fork();
  const memberId = await insertSeller(em);
  const [merchant] = await sqlOf(em)<{ id: number }>(
    `insert into merchant (member_id, name, status, mer_type, sell_type, goods_pay_type) values (?, 'lane shop', 1, 1, '2', 1) returning id`,
    [memberId],
  );
  await t.orm.em.fork().transactional(async (tx) => {
    for (let i = 0; i < count; i++) {
      const [row] = await sqlOf(tx)<{ id: number }>(
        `insert into payment_transaction (trade_no, amount, status, pay_type, merchant_id, member_id, fee, paid_at, settle_due_at)
         values ('9' || lpad(nextval('payment_transaction_id_seq')::text, 19, '0'), 1000, 1, 1, ?, ?, 28,
                 now() - interval '8 days', now() - interval '1 day') returning id`,
        [merchant.id, memberId],
      );
      await recordPayment(tx, { memberId, transactionId: row.id, amount: 1000, fee: 28 });
    }
  });
  return memberId;
}

it('settles in member lanes: a lane another replica holds is left to it while the other lanes settle', async () => {
  const first = await sellerWithDuePayments(3);
  let second = await sellerWithDuePayments(2);
  while (second % SETTLEMENT_LANES === first % SETTLEMENT_LANES) second = await sellerWithDuePayments(2);
  // Another replica is settling the first seller's lane: its transaction holds the lane until it ends.
  const other = new Client({ connectionString: t.databaseUrl });
  await other.connect();
  try {
    await other.query('begin');
    await other.query(`select pg_advisory_xact_lock(hashtext('settlement_lane'), $1)`, [first % SETTLEMENT_LANES]);
    await settleDuePayments(t.orm.em.fork());
    expect(await memberBalances(t.orm.em.fork(), first)).toEqual({ trust: 3 * 972, held: 0, withdrawing: 0 });
    expect(await memberBalances(t.orm.em.fork(), second)).toEqual({ trust: 0, held: 2 * 972, withdrawing: 0 });
  } finally {
    await other.query('rollback');
    await other.end();
  }
  // Once the lane is free, the next run settles it.
  await settleDuePayments(t.orm.em.fork());
  expect(await memberBalances(t.orm.em.fork(), first)).toEqual({ trust: 0, held: 3 * 972, withdrawing: 0 });
});

it('24 runs at once over eight sellers in every lane settle each due payment exactly once, the ledger balanced', async () => {
  const sellers: number[] = [];
  for (let i = 0; i < 8; i++) sellers.push(await sellerWithDuePayments(30));
  expect(new Set(sellers.map((id) => id % SETTLEMENT_LANES)).size).toBe(SETTLEMENT_LANES);
  // Small batches, so the runs meet in every lane many times over.
  const settled = await Promise.all(Array.from({ length: 24 }, () => settleDuePayments(t.orm.em.fork(), { batch: 7 })));
  expect(settled.reduce((sum, n) => sum + n, 0)).toBe(8 * 30);
  for (const memberId of sellers)
    expect(await memberBalances(t.orm.em.fork(), memberId)).toEqual({ trust: 0, held: 30 * 972, withdrawing: 0 });
  const [{ twice, entries }] = await sqlOf(t.orm.em.fork())<{ twice: number; entries: number }>(
    `select count(*) filter (where n > 1)::int as twice, coalesce(sum(n), 0)::int as entries
       from (select count(*) as n from journal_entry where kind = 'settlement' and member_id = any(?::int[])
              group by transaction_id) per_payment`,
    [`{${sellers.join(',')}}`],
  );
  expect({ twice, entries }).toEqual({ twice: 0, entries: 8 * 30 });
  expect(await auditLedger(t.orm.em.fork())).toEqual({ unbalancedEntries: 0, driftedAccounts: 0, negativeAccounts: 0 });
}, 60_000);

it('charges the dormant fee once a month on a balance idle for over 365 days (10%, minimum 100)', async () => {
  const em = t.orm.em.fork();
  const memberId = await insertSeller(em);
  await t.orm.em.fork().transactional(async (tx) => {
    await recordPayment(tx, { memberId, transactionId: 9_000_001, amount: 5_000, fee: 0 });
    await settlePayments(tx, [{ id: 9_000_001, memberId }]);
  });
  expect(await chargeDormantFees(t.orm.em)).toBe(0);
  await advanceSettlementClock(t.orm.em, memberId, 366);
  expect(await chargeDormantFees(t.orm.em)).toBe(1);
  expect((await memberBalances(t.orm.em.fork(), memberId)).held).toBe(4_500);
  expect(await chargeDormantFees(t.orm.em)).toBe(0); // not twice in the same month
  await advanceSettlementClock(t.orm.em, memberId, 31);
  expect(await chargeDormantFees(t.orm.em)).toBe(1);
  expect((await memberBalances(t.orm.em.fork(), memberId)).held).toBe(4_050);
});
