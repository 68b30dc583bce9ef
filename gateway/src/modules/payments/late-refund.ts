import type { EntityManager } from '@mikro-orm/postgresql';
import { RefundStatus } from '@paydesk/shared/refund-statuses';
import { TransactionStatus } from '@paydesk/shared/transaction-statuses';
import { sqlOf } from '../../core/database/sql';
import { writeAudit } from '../audit';
import { reversePayment } from '../ledger';
import { publishPaymentEvent } from './payment-events';

/**
 * A payment that arrived for something no longer on sale (a closed link) goes back to the payer in full, once, in
 * the transaction that recorded it: the payment entry is reversed (fee included, so the seller neither gains nor
 * pays) and the refund row says so. The sold thing's kind decides when (sale-kinds.ts); payments writes it.
 */
export async function refundLatePayment(
  tx: EntityManager,
  p: { transactionId: number; memberId: number; tradeNo: string },
): Promise<void> {
  const sql = sqlOf(tx);
  const [t] = await sql<{ amount: number; fee: number }>(`select amount, fee from payment_transaction where id = ?`, [
    p.transactionId,
  ]);
  await reversePayment(tx, {
    memberId: p.memberId,
    transactionId: p.transactionId,
    amount: t.amount,
    fee: t.fee,
    idempotencyKey: `late-payment-${p.tradeNo}`,
  });
  await sql(
    `insert into refund (transaction_id, member_id, amount, fee, from_trust, from_held, status, executed_at) values (?, ?, ?, 0, ?, 0, ?, now())`,
    [p.transactionId, p.memberId, t.amount, t.amount - t.fee, RefundStatus.EXECUTED],
  );
  await sql(`update payment_transaction set refunded_amount = amount, status = ? where id = ?`, [
    TransactionStatus.REFUNDED,
    p.transactionId,
  ]);
  await publishPaymentEvent(tx, 'payment.refunded', p.transactionId, {
    refundAmount: t.amount,
    refundedAt: new Date(),
  });
  await writeAudit(tx, {
    memberId: p.memberId,
    actor: 'system',
    action: 'payment.late_refund',
    target: `transaction:${p.tradeNo}`,
    after: { amount: t.amount, feeReturned: t.fee },
  });
}
