import { refundReasonProblem, refundReasonText } from '@paydesk/shared/refund-reasons';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TRANSACTION_STATUS_LIST, TransactionStatus } from '@paydesk/shared/transaction-statuses';
import type { RequestContext } from '../../core/context';
import { moneyTransaction } from '../../core/database/money-transaction';
import { sqlOf } from '../../core/database/sql';
import { fieldError } from '../../core/errors';
import { actorOf, writeAudit } from '../audit';
import { claimIdempotencyKey, IDEMPOTENCY_KEY_PATTERN, requestHash, storeIdempotentResponse } from '../ledger';
import { pricing } from '../reference';
import type { RefundInput, RefundPayload } from './payment.types';
import { requestRefund } from './refunds';
import { SaleKinds } from './sale-kinds';
import { sellerMemberId, toView, TRANSACTION_VIEW_SELECT, TX_MESSAGES, type TxRow } from './transaction.service';
import { publishPaymentEvent } from './payment-events';

/** Seller refunds of a payment, idempotent by key, through the ledger (the storefront refunds orders through it). */
export class RefundService {
  /** What was sold is told of a full refund through its kind (sale-kinds.ts). */
  constructor(private readonly saleKinds = new SaleKinds()) {}

  /** A refund, idempotent by key: from the payment left in trust, then from held funds after settlement. */
  async refund(ctx: RequestContext, input: RefundInput): Promise<RefundPayload> {
    const memberId = sellerMemberId(ctx);
    const fail = (field: string | null, code: string, message: string): RefundPayload => ({
      transaction: null,
      reserved: false,
      fromTrust: null,
      fromHeld: null,
      errors: [fieldError(field, code, message)],
    });
    if (!IDEMPOTENCY_KEY_PATTERN.test(input.idempotencyKey)) return fail(null, 'IDEMPOTENCY_KEY', TX_MESSAGES.key);
    type Stored = {
      ok: boolean;
      reserved?: boolean;
      fromTrust?: number;
      fromHeld?: number;
      field?: string | null;
      code?: string;
      message?: string;
    };
    const outcome = await moneyTransaction(ctx.em, async (tx): Promise<Stored> => {
      const claim = await claimIdempotencyKey<Stored>(tx, {
        memberId,
        key: input.idempotencyKey,
        operation: 'refund',
        hash: requestHash({ t: input.tradeNo, a: input.amount }),
      });
      if (!claim.first)
        return claim.sameRequest && claim.response
          ? claim.response
          : { ok: false, field: null, code: 'IDEMPOTENCY_KEY_REUSED', message: TX_MESSAGES.keyReused };
      const result = await this.refundInTransaction(ctx, tx, memberId, input);
      await storeIdempotentResponse(tx, memberId, input.idempotencyKey, result);
      return result;
    });
    if (!outcome.ok)
      return fail(outcome.field ?? null, outcome.code ?? 'FAILED', outcome.message ?? TX_MESSAGES.notRefundable);
    const [row] = await sqlOf(ctx.em)<TxRow>(`${TRANSACTION_VIEW_SELECT} where t.member_id = ? and t.trade_no = ?`, [
      memberId,
      input.tradeNo,
    ]);
    return {
      transaction: toView(row),
      reserved: outcome.reserved ?? false,
      fromTrust: outcome.fromTrust ?? 0,
      fromHeld: outcome.fromHeld ?? 0,
      errors: [],
    };
  }

  /** One refund inside the caller's money transaction (the storefront refunds orders through it). */
  async refundInTransaction(ctx: RequestContext, tx: EntityManager, memberId: number, input: RefundInput) {
    const sql = sqlOf(tx);
    const [t] = await sql<{ id: number; amount: number; refunded_amount: number; status: number; pay_type: number }>(
      `select id, amount, refunded_amount, status, pay_type from payment_transaction where member_id = ? and trade_no = ? for update`,
      [memberId, input.tradeNo],
    );
    if (!t) return { ok: false, field: 'tradeNo', code: 'NOT_FOUND', message: TX_MESSAGES.notFound };
    if (!TRANSACTION_STATUS_LIST.canMove(t.status, TransactionStatus.REFUNDED))
      return { ok: false, field: null, code: 'NOT_REFUNDABLE', message: TX_MESSAGES.notRefundable };
    if (!Number.isInteger(input.amount) || input.amount < 1)
      return { ok: false, field: 'amount', code: 'INVALID', message: TX_MESSAGES.refundPositive };
    if (input.amount > t.amount - t.refunded_amount)
      return { ok: false, field: 'amount', code: 'OVER_AMOUNT', message: TX_MESSAGES.refundAmount };
    const problem = refundReasonProblem(input.reason, input.note);
    if (problem) return { ok: false, field: problem.field, code: 'REASON', message: problem.message };
    const fee = pricing.refundFee(t.pay_type);
    const outcome = await requestRefund(tx, {
      memberId,
      transactionId: t.id,
      amount: input.amount,
      fee,
      idempotencyKey: input.idempotencyKey,
      reason: input.reason,
      note: (input.note ?? '').trim(),
    });
    const refunded = t.refunded_amount + input.amount;
    await sql(`update payment_transaction set refunded_amount = ?, status = ? where id = ?`, [
      refunded,
      refunded === t.amount ? TransactionStatus.REFUNDED : TransactionStatus.PARTLY_REFUNDED,
      t.id,
    ]);
    // A store order whose payment is refunded in full (from the transaction page too) is refunded.
    if (refunded === t.amount) await this.saleKinds.refunded(tx, t.id);
    const reason = refundReasonText(input.reason, input.note);
    await publishPaymentEvent(tx, 'payment.refunded', t.id, {
      refundAmount: input.amount,
      refundedAt: new Date(),
      refundReason: reason,
    });
    await writeAudit(tx, {
      memberId,
      actor: actorOf(ctx.viewer),
      action: outcome.reserved ? 'payment.refund_reserved' : 'payment.refund',
      target: `transaction:${input.tradeNo}`,
      before: { refunded: t.refunded_amount },
      after: { refunded, fee, reason, ...outcome },
    });
    return { ok: true, ...outcome };
  }
}
