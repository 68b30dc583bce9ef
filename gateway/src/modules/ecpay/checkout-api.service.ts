import { ECPAY_MESSAGES as M } from '@paydesk/shared/ecpay';
import { PAY_TYPE_LIST } from '@paydesk/shared/pay-types';
import type { RequestContext } from '../../core/context';
import { ownerId } from '../../core/auth/access';
import { inTransaction } from '../../core/database/in-transaction';
import { fieldError, type FieldError } from '../../core/errors';
import { claimIdempotencyKey, IDEMPOTENCY_KEY_PATTERN, requestHash, storeIdempotentResponse } from '../ledger';
import type { RefundService } from '../payments';
import { placeOrder, shopFor, type OrderRequest } from './checkout-order';
import { REFUND_REASON_LIST } from '@paydesk/shared/refund-reasons';

/** An API outcome: its HTTP status with the data or the field error (checkout.rest.ts wraps it in the envelope). */
export type ApiAnswer = { status: number; data: Record<string, unknown> } | { status: number; error: FieldError };

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
const orNull = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const refused = (status: number, error: FieldError): ApiAnswer => ({ status, error });

/** The API's JSON body as an order: pay types by their keys (CREDIT, ATM…), the expiry as an ISO time. */
export function orderOfBody(body: Record<string, unknown>): OrderRequest | FieldError {
  const payTypes = Array.isArray(body.payTypes) ? body.payTypes.map((k) => PAY_TYPE_LIST.byKey(String(k))?.code) : null;
  if (payTypes?.some((p) => p === undefined)) return fieldError('payTypes', 'PAY_TYPES', M.payTypes);
  const expiresAt = body.expiresAt == null ? null : new Date(text(body.expiresAt));
  if (expiresAt && Number.isNaN(expiresAt.getTime())) return fieldError('expiresAt', 'INVALID', M.expiry);
  return {
    source: 'api',
    amount: typeof body.amount === 'number' ? body.amount : Number.NaN,
    itemName: text(body.itemName),
    tradeDesc: text(body.tradeDesc),
    merchantTradeNo: orNull(body.merchantTradeNo),
    storeId: text(body.storeId),
    customFields: [text(body.customField1), text(body.customField2), text(body.customField3), text(body.customField4)],
    returnUrl: orNull(body.notifyUrl),
    clientBackUrl: orNull(body.returnUrl),
    orderResultUrl: null,
    payTypes: payTypes as number[] | null,
    expiresAt,
  };
}

/**
 * The checkout API a seller's site calls with a write-scoped token: payments (answered with the buyer page's URL)
 * and refunds, each idempotent by its Idempotency-Key header: a retry, however many at once, gets the first answer
 * and creates nothing again; the same key with another body is refused.
 */
export class CheckoutApiService {
  constructor(private readonly refunds: RefundService) {}

  async createPayment(ctx: RequestContext, body: Record<string, unknown>, key: string | undefined): Promise<ApiAnswer> {
    if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key))
      return refused(400, fieldError(null, 'IDEMPOTENCY_KEY', M.idempotencyKey));
    const order = orderOfBody(body);
    if ('code' in order) return refused(400, order);
    const memberId = ownerId(ctx);
    return inTransaction(ctx.em, async (tx) => {
      const claim = await claimIdempotencyKey<ApiAnswer>(tx, {
        memberId,
        key,
        operation: 'checkout.create',
        hash: requestHash(body),
      });
      if (!claim.first)
        return claim.sameRequest && claim.response
          ? claim.response
          : refused(409, fieldError(null, 'IDEMPOTENCY_KEY_REUSED', M.keyReused));
      const shop = await shopFor(tx, { id: Number(body.merchantId), memberId });
      const outcome = await placeOrder(tx, ctx.config, shop, order, {
        viewer: ctx.viewer,
        accessTokenId: ctx.viewer?.token?.id ?? null,
      });
      const answer: ApiAnswer = outcome.ok
        ? {
            status: outcome.created ? 201 : 200,
            data: {
              url: outcome.url,
              merchantId: shop?.merchant_no,
              merchantTradeNo: outcome.merchantTradeNo,
              expiresAt: outcome.expiresAt.toISOString(),
            },
          }
        : refused(outcome.error.code === 'DUPLICATE' ? 409 : 400, outcome.error);
      await storeIdempotentResponse(tx, memberId, key, answer);
      return answer;
    });
  }

  /** A refund of one of the member's payments, through the back office's own refund (its idempotency and audit). */
  async refund(ctx: RequestContext, body: Record<string, unknown>, key: string | undefined): Promise<ApiAnswer> {
    if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key))
      return refused(400, fieldError(null, 'IDEMPOTENCY_KEY', M.idempotencyKey));
    const outcome = await this.refunds.refund(ctx, {
      tradeNo: text(body.tradeNo),
      amount: typeof body.amount === 'number' ? body.amount : Number.NaN,
      idempotencyKey: key,
      // The reason by its key (OUT_OF_STOCK…), as the contract's RefundReason enum names it; checked by the refund.
      reason: REFUND_REASON_LIST.byKey(text(body.reason))?.code ?? Number.NaN,
      note: text(body.note) || null,
    });
    const [error] = outcome.errors;
    if (error) return refused(error.code === 'IDEMPOTENCY_KEY_REUSED' ? 409 : 400, error);
    return {
      status: 200,
      data: {
        tradeNo: outcome.transaction?.tradeNo,
        refundedAmount: outcome.transaction?.refundedAmount,
        reserved: outcome.reserved,
      },
    };
  }
}
