import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlOf } from '../../core/database/sql';

/** A payment as the buyer sees it right after paying (any channel: a link, a store order). */
export async function buyerView(tx: EntityManager, tradeNo: string) {
  const [t] = await sqlOf(tx)<{
    trade_no: string;
    merchant_order_no: string;
    amount: number;
    quantity: number;
    pay_type: number;
    status: number;
    payment_code: string | null;
    code_expires_at: string | null;
    paid_at: string | null;
    installments: number;
    failure_reason: string | null;
  }>(
    `select trade_no, merchant_order_no, amount, quantity, pay_type, status, payment_code, code_expires_at, paid_at, installments, failure_reason from payment_transaction where trade_no = ?`,
    [tradeNo],
  );
  return {
    tradeNo: t.trade_no,
    merchantOrderNo: t.merchant_order_no,
    amount: t.amount,
    quantity: t.quantity,
    payType: t.pay_type,
    status: t.status,
    paymentCode: t.payment_code,
    codeExpiresAt: t.code_expires_at ? new Date(t.code_expires_at) : null,
    paidAt: t.paid_at ? new Date(t.paid_at) : null,
    installments: t.installments,
    failureReason: t.failure_reason,
  };
}
