import type { EntityManager } from '@mikro-orm/postgresql';
import { PAY_TYPE_LIST } from '@paydesk/shared/pay-types';
import { TRANSACTION_STATUS_LIST } from '@paydesk/shared/transaction-statuses';
import { sqlOf } from '../../core/database/sql';
import { publishEvent } from '../events';

type PaymentEventType = 'payment.paid' | 'payment.failed' | 'payment.refunded' | 'payment.awaiting';

/**
 * Publishes a payment event with the payment as it is now (in the caller's transaction, after its change): the
 * webhook's `data.object` and what the buyer's and seller's notices need (the buyer's mobile from the order or
 * subscription that made it, when one did).
 */
export async function publishPaymentEvent(
  tx: EntityManager,
  type: PaymentEventType,
  transactionId: number,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const [t] = await sqlOf(tx)<{
    member_id: number;
    merchant_id: number;
    trade_no: string;
    merchant_order_no: string | null;
    merchant_name: string | null;
    item_name: string;
    amount: number;
    refunded_amount: number;
    fee: number;
    pay_type: number;
    status: number;
    payment_code: string | null;
    code_expires_at: Date | null;
    paid_at: Date | null;
    failure_reason: string | null;
    buyer_name: string | null;
    buyer_email: string | null;
    buyer_mobile: string | null;
  }>(
    `select t.member_id, t.merchant_id, t.trade_no, t.merchant_order_no, m.name as merchant_name, t.item_name, t.amount,
            t.refunded_amount, t.fee, t.pay_type, t.status, t.payment_code, t.code_expires_at, t.paid_at,
            t.failure_reason, t.buyer_name, t.buyer_email, coalesce(o.buyer_mobile, s.buyer_mobile) as buyer_mobile
       from payment_transaction t left join merchant m on m.id = t.merchant_id
       left join shop_order o on o.id = t.shop_order_id left join period_subscription s on s.id = t.period_subscription_id
      where t.id = ?`,
    [transactionId],
  );
  if (!t) return;
  await publishEvent(tx, {
    type,
    memberId: t.member_id,
    shopId: t.merchant_id,
    data: {
      tradeNo: t.trade_no,
      merchantOrderNo: t.merchant_order_no,
      merchantName: t.merchant_name,
      itemName: t.item_name,
      amount: t.amount,
      refundedAmount: t.refunded_amount,
      fee: t.fee,
      payType: t.pay_type,
      payTypeKey: PAY_TYPE_LIST.keyOf(t.pay_type) ?? null,
      status: TRANSACTION_STATUS_LIST.keyOf(t.status) ?? null,
      paymentCode: t.payment_code,
      codeExpiresAt: t.code_expires_at,
      paidAt: t.paid_at,
      failureReason: t.failure_reason,
      buyerName: t.buyer_name,
      buyerEmail: t.buyer_email,
      buyerMobile: t.buyer_mobile,
      ...extra,
    },
  });
}
