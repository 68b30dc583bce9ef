import { openRange } from '../../schema/date-range';
import { RefundReason, refundReasonProblem } from '@paydesk/shared/refund-reasons';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ORDER_STATUS_LIST, OrderStatus } from '@paydesk/shared/order-statuses';
import { SHOP_MESSAGES as S } from '@paydesk/shared/shop-rules';
import { VALIDATION_MESSAGES as M } from '@paydesk/shared/validation-rules';
import { ownerId } from '../../core/auth/access';
import type { RequestContext } from '../../core/context';
import { moneyTransaction } from '../../core/database/money-transaction';
import { sqlOf } from '../../core/database/sql';
import { fieldError } from '../../core/errors';
import {
  afterClause,
  cursorTimeSql,
  pageFrom,
  pageRequest,
  refusedPage,
  type PageArgs,
  type PageRequest,
} from '../../core/paging';
import { actorOf, writeAudit } from '../audit';
import { claimIdempotencyKey, IDEMPOTENCY_KEY_PATTERN, requestHash, storeIdempotentResponse } from '../ledger';
import type { RefundService } from '../payments';
import { closeUnpaidOrder, lockOrder } from './order-payment';
import type {
  RefundShopOrderInput,
  ShopOrderFilter,
  ShopOrderPage,
  ShopOrderPayload,
  ShopOrderView,
} from './shop.types';
import { moveUnits, orderLines } from './stock';
import { oneOrder, ORDER_SELECT, orderViews, type OrderRow } from './order-views';
import { ordersCopySql } from './order-csv';
import type { CsvFormat } from '@paydesk/shared/csv-exports';

/** The order desk's filter as SQL over ORDER_SELECT (o: the order): the list and the export share it. */
function orderWhere(memberId: number, filter: ShopOrderFilter): { where: string; params: unknown[] } {
  const where = ['o.member_id = ?'];
  const params: unknown[] = [memberId];
  const add = (condition: string, value: unknown) => {
    where.push(condition);
    params.push(value);
  };
  const isDay = (value: string | null | undefined): value is string => /^\d{4}-\d{2}-\d{2}$/.test(value ?? '');
  if (filter.storeId) add('o.store_id = ?', filter.storeId);
  if (filter.status) add('o.status = ?', filter.status);
  if (isDay(filter.from)) add(`o.created_at >= (?::date)::timestamp at time zone 'Asia/Taipei'`, filter.from);
  if (isDay(filter.to)) add(`o.created_at < ((?::date) + 1)::timestamp at time zone 'Asia/Taipei'`, filter.to);
  const keyword = (filter.keyword ?? '').trim();
  if (keyword) {
    where.push(`(o.order_no = ? or o.buyer_name = ? or lower(o.buyer_email) = lower(?) or o.buyer_mobile = ?)`);
    params.push(keyword, keyword, keyword, keyword);
  }
  return { where: where.join(' and '), params };
}

/** The seller's order desk: lists, status steps, cancelling an unpaid order and refunding a paid one. */
export class ShopOrderService {
  constructor(private readonly refunds: RefundService) {}

  /** The seller's orders with filters, newest first (at most `limit`; the CSV export streams them all). */
  async list(ctx: RequestContext, filter: ShopOrderFilter = {}, limit = 500): Promise<ShopOrderView[]> {
    return orderViews(ctx.em, await this.rows(ctx, filter, limit, null));
  }

  /** One keyset page of the seller's orders with filters, newest first by order time, with the range it covered. */
  async page(ctx: RequestContext, filter: ShopOrderFilter, paging: PageArgs): Promise<ShopOrderPage> {
    const asked = { from: filter.from ?? null, to: filter.to ?? null };
    const range = openRange(filter.from, filter.to);
    const req = pageRequest(paging, true);
    if (req.errors.length) return { ...refusedPage(req.errors), ...asked, range };
    const rows = await this.rows(ctx, { ...filter, ...range }, req.limit, req);
    const page = pageFrom(
      rows,
      req,
      (r) => ({ id: r.id, at: r.cursor_at }),
      (r) => r,
    );
    return { ...page, items: await orderViews(ctx.em, page.items), ...asked, range };
  }

  /** The list's rows: the desk's filter (shared with the export), then the page's keyset. */
  private rows(
    ctx: RequestContext,
    filter: ShopOrderFilter,
    limit: number,
    req: PageRequest | null,
  ): Promise<(OrderRow & { cursor_at: string })[]> {
    const { where, params } = orderWhere(ownerId(ctx), filter);
    const after = req ? afterClause(req, 'o.id', 'o.created_at') : { sql: 'true', params: [] };
    return sqlOf(ctx.em)<OrderRow & { cursor_at: string }>(
      `select x.*, ${cursorTimeSql('x.created_at')} as cursor_at from (${ORDER_SELECT} where ${where} and ${after.sql}
        order by o.created_at desc, o.id desc limit ?) x order by x.created_at desc, x.id desc`,
      [...params, ...after.params, limit],
    );
  }

  /** The COPY of the order export: every order the list's filter matches (no cap), in the list's order. */
  exportCopySql(ctx: RequestContext, filter: ShopOrderFilter, format: CsvFormat): string {
    const { where, params } = orderWhere(ownerId(ctx), filter);
    return ordersCopySql(where, params, format);
  }

  async get(ctx: RequestContext, orderNo: string): Promise<ShopOrderView | null> {
    return oneOrder(ctx.em, 'o.order_no = ? and o.member_id = ?', [orderNo.trim(), ownerId(ctx)]);
  }

  /** A status step of the seller's (ship, complete), allowed by the order state machine. */
  private async step(
    ctx: RequestContext,
    orderNo: string,
    to: OrderStatus,
    refusal: string,
    column: 'shipped_at' | 'completed_at',
  ): Promise<ShopOrderPayload> {
    const memberId = ownerId(ctx);
    const result = await moneyTransaction(ctx.em, async (tx) => {
      const order = await lockOrder(tx, { orderNo: orderNo.trim(), memberId });
      if (!order) return fieldError(null, 'NOT_FOUND', S.orderNotFound);
      if (!ORDER_STATUS_LIST.canMove(order.status, to)) return fieldError(null, 'NOT_ALLOWED', refusal);
      await sqlOf(tx)(`update shop_order set status = ?, ${column} = now(), updated_at = now() where id = ?`, [
        to,
        order.id,
      ]);
      await writeAudit(tx, {
        memberId,
        actor: actorOf(ctx.viewer),
        action: `order.${ORDER_STATUS_LIST.keyOf(to)?.toLowerCase()}`,
        target: `order:${order.order_no}`,
        before: { status: order.status },
        after: { status: to },
      });
      return null;
    });
    return result ? { order: null, errors: [result] } : { order: await this.get(ctx, orderNo), errors: [] };
  }

  ship(ctx: RequestContext, orderNo: string) {
    return this.step(ctx, orderNo, OrderStatus.SHIPPED, S.notShippable, 'shipped_at');
  }

  complete(ctx: RequestContext, orderNo: string) {
    return this.step(ctx, orderNo, OrderStatus.COMPLETED, S.notCompletable, 'completed_at');
  }

  /** The seller cancels an unpaid order: its units go back on sale and its code can no longer be paid. */
  async cancel(ctx: RequestContext, orderNo: string): Promise<ShopOrderPayload> {
    const memberId = ownerId(ctx);
    const error = await moneyTransaction(ctx.em, async (tx) => {
      const order = await lockOrder(tx, { orderNo: orderNo.trim(), memberId });
      if (!order) return fieldError(null, 'NOT_FOUND', S.orderNotFound);
      if (!(await closeUnpaidOrder(tx, order, 'seller', '訂單已由賣家取消')))
        return fieldError(null, 'NOT_ALLOWED', S.notCancellable);
      await writeAudit(tx, {
        memberId,
        actor: actorOf(ctx.viewer),
        action: 'order.cancel',
        target: `order:${order.order_no}`,
        before: { status: order.status },
        after: { status: OrderStatus.CANCELLED },
      });
      return null;
    });
    return error ? { order: null, errors: [error] } : { order: await this.get(ctx, orderNo), errors: [] };
  }

  /**
   * Refunds what is left of a paid order through the transaction refund (the ledger decides trust or held funds,
   * or reserves it), idempotent by key; with `restock` the units go back on sale. Order, products, payment and
   * ledger are locked in that order, in one transaction.
   */
  async refund(ctx: RequestContext, input: RefundShopOrderInput): Promise<ShopOrderPayload> {
    const memberId = ownerId(ctx);
    const fail = (code: string, message: string): ShopOrderPayload => ({
      order: null,
      errors: [fieldError(null, code, message)],
    });
    if (!IDEMPOTENCY_KEY_PATTERN.test(input.idempotencyKey)) return fail('IDEMPOTENCY_KEY', M.formInvalid);
    type Stored = { ok: boolean; code?: string; message?: string };
    const outcome = await moneyTransaction(ctx.em, async (tx): Promise<Stored> => {
      const claim = await claimIdempotencyKey<Stored>(tx, {
        memberId,
        key: input.idempotencyKey,
        operation: 'order_refund',
        hash: requestHash({ o: input.orderNo, r: input.restock }),
      });
      if (!claim.first)
        return claim.sameRequest && claim.response ? claim.response : { ok: false, code: 'IDEMPOTENCY_KEY_REUSED' };
      const order = await lockOrder(tx, { orderNo: input.orderNo.trim(), memberId });
      let result: Stored;
      if (!order) result = { ok: false, code: 'NOT_FOUND', message: S.orderNotFound };
      else if (!ORDER_STATUS_LIST.canMove(order.status, OrderStatus.REFUNDED) || !order.transaction_id)
        result = { ok: false, code: 'NOT_REFUNDABLE', message: S.notRefundable };
      else result = await this.refundLocked(ctx, tx, memberId, order, input);
      await storeIdempotentResponse(tx, memberId, input.idempotencyKey, result);
      return result;
    });
    if (!outcome.ok) return fail(outcome.code ?? 'FAILED', outcome.message ?? S.notRefundable);
    return { order: await this.get(ctx, input.orderNo), errors: [] };
  }

  private async refundLocked(
    ctx: RequestContext,
    tx: EntityManager,
    memberId: number,
    order: { id: number; order_no: string; status: number; transaction_id: number | null },
    input: RefundShopOrderInput,
  ): Promise<{ ok: boolean; code?: string; message?: string }> {
    const sql = sqlOf(tx);
    const [t] = await sql<{ trade_no: string; amount: number; refunded_amount: number }>(
      'select trade_no, amount, refunded_amount from payment_transaction where id = ?',
      [order.transaction_id],
    );
    if (!t || t.amount - t.refunded_amount < 1) return { ok: false, code: 'NOT_REFUNDABLE', message: S.notRefundable };
    const problem = refundReasonProblem(input.reason ?? RefundReason.BUYER_REQUEST, input.note);
    if (problem) return { ok: false, code: 'REASON', message: problem.message };
    if (input.restock) await moveUnits(tx, 'restock', await orderLines(tx, order.id));
    const refunded = await this.refunds.refundInTransaction(ctx, tx, memberId, {
      tradeNo: t.trade_no,
      amount: t.amount - t.refunded_amount,
      idempotencyKey: `order-${input.idempotencyKey}`,
      // An order refunded from the order page is, unless the seller says otherwise, the buyer's cancellation.
      reason: input.reason ?? RefundReason.BUYER_REQUEST,
      note: input.note,
    });
    if (!refunded.ok) throw new Error(`order refund refused by the transaction: ${refunded.code}`);
    await sql(`update shop_order set status = ?, restocked = ?, closed_at = now(), updated_at = now() where id = ?`, [
      OrderStatus.REFUNDED,
      input.restock,
      order.id,
    ]);
    await writeAudit(tx, {
      memberId,
      actor: actorOf(ctx.viewer),
      action: 'order.refund',
      target: `order:${order.order_no}`,
      before: { status: order.status },
      after: { status: OrderStatus.REFUNDED, restock: input.restock, amount: t.amount - t.refunded_amount },
    });
    return { ok: true };
  }
}
