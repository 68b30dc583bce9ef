import { sqlOf } from '../../core/database/sql';
import { createTestApp, type TestApp } from '../../test/test-app';
import { recordPayment } from '../ledger/held-funds';
import { memberBalances, trustLeftFor } from '../ledger/ledger';
import { auditLedger } from '../ledger/ledger.fixtures';
import { executeReservedRefunds } from './refunds';
import { settleDuePayments, settlePayments } from '../ledger/settlement';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("refunds racing the settlement job never take a payment's trust twice and conserve the money", async () => {
  const em = t.orm.em.fork();
  const [{ id: memberId }] = await sqlOf(em)<{ id: number }>(`select id from member where login_name = 'business01'`);
  const [{ id: merchantId }] = await sqlOf(em)<{ id: number }>(`select id from merchant where member_id = ?`, [
    memberId,
  ]);
  // business01 has demo history (demo-history.ts): only this test's payments and what they moved are counted.
  const before = await memberBalances(t.orm.em.fork(), memberId);
  const tradeNos: string[] = [];
  await t.orm.em.fork().transactional(async (tx) => {
    for (let i = 0; i < 20; i++) {
      const tradeNo = `2026010200000000${String(i).padStart(4, '0')}`;
      const [row] = await sqlOf(tx)<{ id: number }>(
        `insert into payment_transaction (trade_no, amount, status, pay_type, merchant_id, member_id, fee, paid_at, settle_due_at, created_at)
         values (?, 1000, 1, 1, ?, ?, 28, now() - interval '8 days', now() - interval '1 day', now()) returning id`,
        [tradeNo, merchantId, memberId],
      );
      await recordPayment(tx, { memberId, transactionId: row.id, amount: 1000, fee: 28 });
      tradeNos.push(tradeNo);
    }
  });
  const seller = t.client();
  await seller.login('business01');
  const refunds = tradeNos.map((tradeNo, i) =>
    seller.gql(`mutation($input: RefundInput!) { refundTransaction(input: $input) { reserved errors { code } } }`, {
      input: { tradeNo, amount: 500, reason: 'DUPLICATE', idempotencyKey: `race-refund-${i}` },
    }),
  );
  await Promise.all([...refunds, settleDuePayments(t.orm.em), settleDuePayments(t.orm.em)]);
  await settleDuePayments(t.orm.em);
  await executeReservedRefunds(t.orm.em);

  const perPayment = await sqlOf(t.orm.em.fork())<{ left: string }>(
    `select coalesce(sum(p.amount), 0)::text as left from payment_transaction t
       left join journal_entry e on e.transaction_id = t.id left join posting p on p.entry_id = e.id
       left join ledger_account a on a.id = p.account_id and a.kind = 'trust'
      where t.member_id = ? and t.trade_no like '20260102%' and a.id is not null group by t.id`,
    [memberId],
  );
  expect(perPayment).toHaveLength(20);
  expect(perPayment.every((r) => Number(r.left) === 0)).toBe(true);
  const [{ refunded }] = await sqlOf(t.orm.em.fork())<{ refunded: string }>(
    `select coalesce(sum(r.from_trust + r.from_held), 0)::text as refunded from refund r join payment_transaction t on t.id = r.transaction_id
      where r.member_id = ? and r.status = 1 and t.trade_no like '20260102%'`,
    [memberId],
  );
  expect(Number(refunded)).toBe(20 * 500);
  const b = await memberBalances(t.orm.em.fork(), memberId);
  expect(b.trust + b.held - (before.trust + before.held)).toBe(20 * 972 - 20 * 500);
  expect(b.trust).toBe(before.trust);
  expect(await auditLedger(t.orm.em)).toEqual({ unbalancedEntries: 0, driftedAccounts: 0, negativeAccounts: 0 });
});

it('a refund that arrives while its payment is being settled waits and then takes it from held funds', async () => {
  const em = t.orm.em.fork();
  const [{ id: memberId }] = await sqlOf(em)<{ id: number }>(`select id from member where login_name = 'personal01'`);
  const [{ id: merchantId }] = await sqlOf(em)<{ id: number }>(`select id from merchant where member_id = ?`, [
    memberId,
  ]);
  const ids: number[] = [];
  await t.orm.em.fork().transactional(async (tx) => {
    for (const tradeNo of ['20260103000000000001', '20260103000000000002']) {
      const [row] = await sqlOf(tx)<{ id: number }>(
        `insert into payment_transaction (trade_no, amount, status, pay_type, merchant_id, member_id, fee, paid_at, settle_due_at, created_at)
         values (?, 1000, 1, 1, ?, ?, 28, now(), now() + interval '7 days', now()) returning id`,
        [tradeNo, merchantId, memberId],
      );
      await recordPayment(tx, { memberId, transactionId: row.id, amount: 1000, fee: 28 });
      ids.push(row.id);
    }
  });
  let ready!: () => void;
  let release!: () => void;
  const isReady = new Promise<void>((r) => (ready = r));
  const released = new Promise<void>((r) => (release = r));
  // The settlement job's way: the payment row locked, its trust moved to held, commit later.
  const settling = t.orm.em.fork().transactional(async (tx) => {
    await sqlOf(tx)(`select id from payment_transaction where id = ? for update`, [ids[0]]);
    await settlePayments(tx, [{ id: ids[0], memberId }]);
    ready();
    await released;
  });
  await isReady;
  const seller = t.client();
  await seller.login('personal01');
  const refund = seller.gql<{ refundTransaction: { reserved: boolean; fromTrust: number; fromHeld: number } }>(
    `mutation { refundTransaction(input: {tradeNo: "20260103000000000001", amount: 500, reason: BUYER_REQUEST, idempotencyKey: "race-while-settling"}) { reserved fromTrust fromHeld } }`,
  );
  await new Promise((r) => setTimeout(r, 300));
  release();
  await settling;
  expect((await refund).data?.refundTransaction).toEqual({ reserved: false, fromTrust: 0, fromHeld: 500 });
  const fork = t.orm.em.fork();
  expect([await trustLeftFor(fork, ids[0]), await trustLeftFor(fork, ids[1])]).toEqual([0, 972]);
});
