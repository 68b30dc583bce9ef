import { cardKindOf } from '@paydesk/shared/card-methods';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PayType } from '@paydesk/shared/pay-types';
import { TransactionStatus } from '@paydesk/shared/transaction-statuses';
import { sqlOf } from '../../core/database/sql';
import { writeAudit } from '../audit';
import { CallbackStatus } from '../notify';
import { recordPayment } from '../ledger';
import { pricing } from '../reference';
import { publishPaymentEvent } from './payment-events';

/**
 * A payment is confirmed: fee and settle-due date from pricing, the ledger entry (trust + fee income) and the
 * notify record, all in the caller's transaction. Idempotent: only an awaiting transaction is confirmed.
 */
export async function confirmPayment(tx: EntityManager, transactionId: number, paidAt = new Date()): Promise<boolean> {
  const sql = sqlOf(tx);
  const [t] = await sql<{
    id: number;
    member_id: number;
    amount: number;
    pay_type: PayType;
    installments: number;
    card_method: string | null;
    trade_no: string;
    merchant_order_no: string;
  }>(
    `select id, member_id, amount, pay_type, installments, card_method, trade_no, merchant_order_no from payment_transaction where id = ? and status = ? for update`,
    [transactionId, TransactionStatus.AWAITING],
  );
  if (!t) return false;
  const fee = pricing.feeFor(t.pay_type, t.amount, {
    installments: t.installments,
    cardKind: cardKindOf(t.card_method),
  });
  const event = t.pay_type === PayType.CREDIT ? 'request' : 'payment';
  const settleDueAt = pricing.settleDueAt(t.pay_type, event, paidAt);
  await sql(`update payment_transaction set status = ?, fee = ?, paid_at = ?, settle_due_at = ? where id = ?`, [
    TransactionStatus.PAID,
    fee,
    paidAt,
    settleDueAt,
    t.id,
  ]);
  await recordPayment(tx, { memberId: t.member_id, transactionId: t.id, amount: t.amount, fee });
  // A callback only for a payment made while its shop had a notify URL (a URL set later does not reach back), or
  // whose order a site created with its own ReturnURL.
  await sql(
    `insert into notify_record (transaction_id, event, payload, callback_status)
     select t.id, 'paid', ?::jsonb, case when coalesce(co.return_url, m.notify_url) is null then ? else ? end
       from payment_transaction t left join merchant m on m.id = t.merchant_id
       left join checkout_order co on co.payment_link_id = t.payment_link_id where t.id = ?`,
    [
      JSON.stringify({
        TradeNo: t.trade_no,
        MerTradeNo: t.merchant_order_no,
        Amount: t.amount,
        PayType: t.pay_type,
        Fee: fee,
        PaidAt: paidAt.toISOString(),
      }),
      CallbackStatus.NONE,
      CallbackStatus.PENDING,
      t.id,
    ],
  );
  await publishPaymentEvent(tx, 'payment.paid', t.id);
  await writeAudit(tx, {
    memberId: t.member_id,
    actor: 'system',
    action: 'payment.paid',
    target: `transaction:${t.trade_no}`,
    after: { amount: t.amount, fee },
  });
  return true;
}
