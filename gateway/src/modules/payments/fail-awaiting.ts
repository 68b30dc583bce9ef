import type { EntityManager } from '@mikro-orm/postgresql';
import { TransactionStatus } from '@paydesk/shared/transaction-statuses';
import { sqlOf } from '../../core/database/sql';
import { publishPaymentEvent } from './payment-events';

/**
 * A payment still awaiting its store code or ATM transfer can no longer be made (what it was for was closed): it
 * fails with the reason the buyer sees. A payment already made is left alone.
 */
export async function failAwaitingPayment(tx: EntityManager, transactionId: number, reason: string): Promise<void> {
  const failed = await sqlOf(tx)(
    `update payment_transaction set status = ?, failure_reason = ? where id = ? and status = ? returning id`,
    [TransactionStatus.FAILED, reason, transactionId, TransactionStatus.AWAITING],
  );
  if (failed.length) await publishPaymentEvent(tx, 'payment.failed', transactionId);
}
