import type { EntityManager } from '@mikro-orm/postgresql';
import { COLLECTED_TX_STATUSES } from '@paydesk/shared/transaction-statuses';
import { WithdrawalStatus } from '@paydesk/shared/withdrawal-statuses';
import { moneyTransaction } from '../../core/database/money-transaction';
import { sqlOf } from '../../core/database/sql';
import { writeAudit } from '../audit/audit';
import { MEMBER_NOW } from '../sandbox-clock/member-now';
import { completeWithdrawal, settlePayment } from './held-funds';

/**
 * Background money work, safe for several replicas: each batch takes its rows with FOR UPDATE SKIP LOCKED,
 * and the ledger's unique (transaction, settlement) index makes a double settlement impossible anyway.
 */

/** The collected statuses (paid, refunded, partly refunded) for SQL, from the one shared list. */
const COLLECTED = COLLECTED_TX_STATUSES.join(', ');

/** Settles every due payment (optionally of one member); returns how many were settled. */
export async function settleDuePayments(
  em: EntityManager,
  opts: { memberId?: number; batch?: number } = {},
): Promise<number> {
  let settled = 0;
  for (;;) {
    const n = await moneyTransaction(em, async (tx) => {
      const rows = await sqlOf(tx)<{ id: number; member_id: number; trade_no: string }>(
        `select t.id, t.member_id, t.trade_no from payment_transaction t
          where t.settled_at is null and t.status in (${COLLECTED}) and t.settle_due_at <= ${MEMBER_NOW}
            ${opts.memberId ? 'and t.member_id = ?' : ''}
          order by t.settle_due_at limit ? for update skip locked`,
        opts.memberId ? [opts.memberId, opts.batch ?? 200] : [opts.batch ?? 200],
      );
      // Several members in one transaction: their accounts are locked in member order (the global lock order).
      rows.sort((a, b) => a.member_id - b.member_id || a.id - b.id);
      for (const r of rows) {
        const moved = await settlePayment(tx, { memberId: r.member_id, transactionId: r.id });
        await sqlOf(tx)(`update payment_transaction set settled_at = now() where id = ?`, [r.id]);
        if (moved > 0)
          await writeAudit(tx, {
            memberId: r.member_id,
            actor: 'system',
            action: 'payment.settle',
            target: `transaction:${r.trade_no}`,
            after: { moved },
          });
      }
      return rows.length;
    });
    settled += n;
    if (n === 0) return settled;
  }
}

/**
 * Sandbox payout: a withdrawal reaches the bank one (member-clock) day after it was requested. One
 * transaction per withdrawal, since each touches a platform account, which comes last in the lock order.
 */
export async function completeDueWithdrawals(em: EntityManager, opts: { memberId?: number } = {}): Promise<number> {
  const due = await sqlOf(em.fork() as EntityManager)<{ id: string }>(
    `select t.id from withdrawal t where t.status = ${WithdrawalStatus.PROCESSING} and t.requested_at + interval '1 day' <= ${MEMBER_NOW}
      ${opts.memberId ? 'and t.member_id = ?' : ''} order by t.id limit 500`,
    opts.memberId ? [opts.memberId] : [],
  );
  let completed = 0;
  for (const { id } of due) {
    completed += await moneyTransaction(em, async (tx) => {
      const [row] = await sqlOf(tx)<{ id: string }>(
        `select id from withdrawal where id = ? and status = ${WithdrawalStatus.PROCESSING} for update skip locked`,
        [id],
      );
      return row && (await completeWithdrawal(tx, Number(row.id))) ? 1 : 0;
    });
  }
  return completed;
}
