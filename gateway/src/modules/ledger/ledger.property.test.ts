import { sqlOf } from '../../core/database/sql';
import type { EntityManager } from '@mikro-orm/postgresql';
import fc from 'fast-check';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pricing } from '../reference/pricing';
import { PayType } from '@paydesk/shared/pay-types';
import { chargeDormantFee, completeWithdrawal, recordPayment, recordRefund } from './held-funds';
import { settlePayments } from './settlement';
import { InsufficientFundsError, memberBalances } from './ledger';
import { auditLedger, insertSeller, newTransactionId } from './ledger.fixtures';
import { withdrawIn } from './withdraw';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Op =
  | { op: 'pay'; amount: number; payType: PayType; installments: number }
  | { op: 'settle'; pick: number }
  | { op: 'refund'; pick: number; part: number }
  | { op: 'withdraw'; amount: number }
  | { op: 'bankPaid'; pick: number }
  | { op: 'dormant' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('pay' as const),
      amount: fc.integer({ min: 1, max: 50_000 }),
      payType: fc.constantFrom(PayType.CREDIT, PayType.ATM, PayType.CVS, PayType.AFTEE, PayType.LINEPAY),
      installments: fc.constantFrom(1, 1, 3, 12, 30),
    }),
  },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('settle' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('refund' as const),
      pick: fc.nat(),
      part: fc.double({ min: 0, max: 1, noNaN: true }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('withdraw' as const), amount: fc.integer({ min: 1, max: 60_000 }) }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('bankPaid' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.constant({ op: 'dormant' as const }) },
);

interface ModelPayment {
  id: number;
  payType: PayType;
  amount: number;
  refunded: number;
  trustLeft: number;
}

/** The simple in-memory model the ledger must agree with. */
class Model {
  trust = 0;
  held = 0;
  withdrawing = 0;
  payments: ModelPayment[] = [];
  openWithdrawals: { id: number; net: number }[] = [];
}

const platform = { fee: 0, acquirer: 0, bank: 0 };

async function apply(tx: EntityManager, memberId: number, m: Model, o: Op, step: number): Promise<void> {
  switch (o.op) {
    case 'pay': {
      const installments = o.payType === PayType.CREDIT ? o.installments : 1;
      const fee = pricing.feeFor(o.payType, o.amount, { installments });
      if (fee >= o.amount) return; // below the smallest amount that can carry its fee; checkout refuses it
      const id = newTransactionId();
      await recordPayment(tx, { memberId, transactionId: id, amount: o.amount, fee });
      m.payments.push({ id, payType: o.payType, amount: o.amount, refunded: 0, trustLeft: o.amount - fee });
      m.trust += o.amount - fee;
      platform.fee += fee;
      platform.acquirer -= o.amount;
      return;
    }
    case 'settle': {
      if (!m.payments.length) return;
      const p = m.payments[o.pick % m.payments.length];
      const moved = Math.max(0, p.trustLeft);
      const trustBefore = (await memberBalances(tx, memberId)).trust;
      expect(await settlePayments(tx, [{ id: p.id, memberId }])).toBe(1);
      expect((await memberBalances(tx, memberId)).trust).toBe(trustBefore - moved);
      m.trust -= moved;
      m.held += moved;
      p.trustLeft -= moved;
      return;
    }
    case 'refund': {
      const open = m.payments.filter((p) => p.refunded < p.amount);
      if (!open.length) return;
      const p = open[o.pick % open.length];
      const amount = Math.max(1, Math.floor((p.amount - p.refunded) * o.part));
      const refundFee = pricing.refundFee(p.payType);
      const fromTrust = Math.min(amount + refundFee, Math.max(0, p.trustLeft));
      const fromHeld = amount + refundFee - fromTrust;
      if (fromHeld > m.held) {
        await expect(recordRefund(tx, { memberId, transactionId: p.id, amount, refundFee })).rejects.toBeInstanceOf(
          InsufficientFundsError,
        );
        return;
      }
      expect(await recordRefund(tx, { memberId, transactionId: p.id, amount, refundFee })).toEqual({
        fromTrust,
        fromHeld,
      });
      p.refunded += amount;
      p.trustLeft -= fromTrust;
      m.trust -= fromTrust;
      m.held -= fromHeld;
      platform.fee += refundFee;
      platform.acquirer += amount;
      return;
    }
    case 'withdraw': {
      const fee = pricing.withdrawalFee;
      const r = await withdrawIn(tx, {
        memberId,
        amount: o.amount,
        fee,
        limit: 1_000_000,
        idempotencyKey: `prop-${memberId}-${step}`,
      });
      const expectOk = o.amount > fee && o.amount <= m.held;
      expect(r.ok).toBe(expectOk);
      if (r.ok) {
        m.held -= o.amount;
        m.withdrawing += o.amount - fee;
        m.openWithdrawals.push({ id: r.withdrawalId, net: r.net });
        platform.fee += fee;
      }
      return;
    }
    case 'bankPaid': {
      if (!m.openWithdrawals.length) return;
      const [w] = m.openWithdrawals.splice(o.pick % m.openWithdrawals.length, 1);
      expect(await completeWithdrawal(tx, w.id)).toBe(true);
      m.withdrawing -= w.net;
      platform.bank += w.net;
      return;
    }
    case 'dormant': {
      const fee = pricing.dormantFee(m.held);
      expect(await chargeDormantFee(tx, { memberId, fee })).toBe(fee);
      m.held -= fee;
      platform.fee += fee;
      return;
    }
  }
}

async function platformBalances(): Promise<Record<string, number>> {
  const rows = await sqlOf(t.orm.em.fork())<{ kind: string; balance: string }>(
    `select kind, balance::text as balance from ledger_account where member_id is null`,
  );
  return Object.fromEntries(rows.map((r) => [r.kind, Number(r.balance)]));
}

it('1,000 random sequences keep every entry balanced and every balance equal to its postings and to the model', async () => {
  // The demo seed has already moved some money; the model accounts for what the sequences add.
  const start = await platformBalances();
  let runs = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
      const before = { ...platform };
      try {
        // One DB transaction per sequence: a few round trips, and the balanced-entry checks fire at its commit.
        await t.orm.em.fork().transactional(async (tx) => {
          const memberId = await insertSeller(tx, 'property');
          const m = new Model();
          for (const [step, o] of ops.entries()) await apply(tx, memberId, m, o, step);
          expect(await memberBalances(tx, memberId)).toEqual({
            trust: m.trust,
            held: m.held,
            withdrawing: m.withdrawing,
          });
          const drift = await sqlOf(tx)<{ kind: string }>(
            `select kind from ledger_account a where member_id = ? and balance <> (select coalesce(sum(amount), 0) from posting where account_id = a.id)`,
            [memberId],
          );
          expect(drift).toEqual([]);
        });
      } catch (error) {
        Object.assign(platform, before);
        throw error;
      }
      runs += 1;
    }),
    { numRuns: 1_000 },
  );
  expect(runs).toBe(1_000);

  const end = await platformBalances();
  expect({
    fee_income: end.fee_income - start.fee_income,
    acquirer_clearing: end.acquirer_clearing - start.acquirer_clearing,
    bank_clearing: end.bank_clearing - start.bank_clearing,
  }).toEqual({
    fee_income: platform.fee,
    acquirer_clearing: platform.acquirer,
    bank_clearing: platform.bank,
  });
  expect(await auditLedger(t.orm.em)).toEqual({ unbalancedEntries: 0, driftedAccounts: 0, negativeAccounts: 0 });
}, 180_000);
