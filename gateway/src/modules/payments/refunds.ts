import { sqlOf } from '../../core/database/sql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { writeAudit } from '../audit';
import { recordRefund, InsufficientFundsError, lockMemberAccounts, reservedRefundTotal } from '../ledger';
import { moneyTransaction } from '../../core/database/money-transaction';
import { RefundStatus } from '@paydesk/shared/refund-statuses';

export interface RefundOutcome {
  reserved: boolean;
  fromTrust: number;
  fromHeld: number;
}

/**
 * A refund through the ledger. When the payment's trust and the held-funds balance cannot cover it now (after
 * settlement and a withdrawal, say), it is reserved: no money moves yet, withdrawals may no longer use that part
 * of the balance, and the settlement job executes it, oldest first, as soon as the balance allows.
 * Reserved refunds go first, so a newer refund waits behind an older one.
 */
export async function requestRefund(
  tx: EntityManager,
  p: {
    memberId: number;
    transactionId: number;
    amount: number;
    fee: number;
    idempotencyKey: string;
    reason: number;
    note: string;
  },
): Promise<RefundOutcome> {
  const sql = sqlOf(tx);
  // The member's account locks order this against withdrawals, which must leave reserved refunds their share.
  await lockMemberAccounts(tx, p.memberId);
  let outcome: RefundOutcome = { reserved: true, fromTrust: 0, fromHeld: 0 };
  if ((await reservedRefundTotal(tx, p.memberId)) === 0) {
    try {
      const split = await recordRefund(tx, {
        memberId: p.memberId,
        transactionId: p.transactionId,
        amount: p.amount,
        refundFee: p.fee,
        idempotencyKey: p.idempotencyKey,
      });
      outcome = { reserved: false, ...split };
    } catch (error) {
      if (!(error instanceof InsufficientFundsError)) throw error;
    }
  }
  await sql(
    `insert into refund (transaction_id, member_id, amount, fee, from_trust, from_held, status, executed_at, reason, reason_note)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      p.transactionId,
      p.memberId,
      p.amount,
      p.fee,
      outcome.fromTrust,
      outcome.fromHeld,
      outcome.reserved ? RefundStatus.RESERVED : RefundStatus.EXECUTED,
      outcome.reserved ? null : new Date(),
      p.reason,
      p.note,
    ],
  );
  return outcome;
}

/** Executes reserved refunds, oldest first per member, while the balance allows; returns how many ran. */
export async function executeReservedRefunds(em: EntityManager, opts: { memberId?: number } = {}): Promise<number> {
  const members = await sqlOf(em.fork())<{ member_id: number }>(
    `select distinct member_id from refund where status = ${RefundStatus.RESERVED} ${opts.memberId ? 'and member_id = ?' : ''}`,
    opts.memberId ? [opts.memberId] : [],
  );
  let executed = 0;
  for (const { member_id: memberId } of members) {
    executed += await moneyTransaction(em, async (tx) => {
      const sql = sqlOf(tx);
      const rows = await sql<{ id: string; transaction_id: string; amount: number; fee: number; trade_no: string }>(
        `select r.id, r.transaction_id, r.amount, r.fee, t.trade_no from refund r join payment_transaction t on t.id = r.transaction_id
          where r.member_id = ? and r.status = ${RefundStatus.RESERVED} order by r.id for update of r, t skip locked`,
        [memberId],
      );
      // The payment rows are locked too (settlement skips locked ones), so what is left of a payment in trust
      // cannot be settled and refunded at the same time.
      let n = 0;
      for (const r of rows) {
        try {
          const split = await recordRefund(tx, {
            memberId,
            transactionId: Number(r.transaction_id),
            amount: r.amount,
            refundFee: r.fee,
          });
          await sql(`update refund set status = ?, executed_at = now(), from_trust = ?, from_held = ? where id = ?`, [
            RefundStatus.EXECUTED,
            split.fromTrust,
            split.fromHeld,
            r.id,
          ]);
          await writeAudit(tx, {
            memberId,
            actor: 'system',
            action: 'payment.refund_executed',
            target: `transaction:${r.trade_no}`,
            after: { amount: r.amount, fee: r.fee, ...split },
          });
          n += 1;
        } catch (error) {
          if (error instanceof InsufficientFundsError) break; // the rest wait behind this one
          throw error;
        }
      }
      return n;
    });
  }
  return executed;
}
