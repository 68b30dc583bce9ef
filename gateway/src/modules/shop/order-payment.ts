import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderStatus } from '@paydesk/shared/order-statuses';
import { TransactionStatus } from '@paydesk/shared/transaction-statuses';
import { sqlOf } from '../../core/database/sql';
import { moneyTransaction } from '../../core/database/money-transaction';
import { CHECKOUT_MESSAGES, failAwaitingPayment, type SaleKind } from '../payments';
import { moveUnits, orderLines } from './stock';
import { publishOrderEvent } from './order-events';

/**
 * The storefront side of a payment's life, in the caller's money transaction. Lock order (shared with
 * placement and refunds): the order, then its products, then the payment and the ledger.
 */

export interface LockedOrder {
  id: number;
  order_no: string;
  member_id: number;
  status: number;
  transaction_id: number | null;
  amount: number;
}

/** Locks an order row, then its products in id order. */
export async function lockOrder(
  tx: EntityManager,
  where: { id: number } | { orderNo: string; memberId?: number },
): Promise<LockedOrder | null> {
  const sql = sqlOf(tx);
  const [order] =
    'id' in where
      ? await sql<LockedOrder>(
          `select id, order_no, member_id, status, transaction_id, amount from shop_order where id = ? for update`,
          [where.id],
        )
      : await sql<LockedOrder>(
          `select id, order_no, member_id, status, transaction_id, amount from shop_order
            where order_no = ? and (?::int is null or member_id = ?) for update`,
          [where.orderNo, where.memberId ?? null, where.memberId ?? null],
        );
  if (!order) return null;
  await sql(
    `select id from product where id in (select product_id from shop_order_item where order_id = ?) order by id for update`,
    [order.id],
  );
  return order;
}

/** The store code or ATM account of an awaiting order was paid: its reserved units are sold. */
export async function settlePaidOrder(tx: EntityManager, order: LockedOrder, paidAt: Date): Promise<void> {
  if (order.status !== OrderStatus.AWAITING_PAYMENT) return;
  await moveUnits(tx, 'settle', await orderLines(tx, order.id));
  await sqlOf(tx)(`update shop_order set status = ?, paid_at = ?, updated_at = now() where id = ?`, [
    OrderStatus.PAID,
    paidAt,
    order.id,
  ]);
  await publishOrderEvent(tx, 'order.paid', order.id);
}

/**
 * An unpaid order ends (the buyer or seller cancelled it, or its code expired): its reserved units go back on
 * sale and its payment can no longer be made.
 */
export async function closeUnpaidOrder(
  tx: EntityManager,
  order: LockedOrder,
  reason: 'buyer' | 'seller' | 'expired',
  failureMessage: string,
): Promise<boolean> {
  if (order.status !== OrderStatus.AWAITING_PAYMENT) return false;
  await moveUnits(tx, 'release', await orderLines(tx, order.id));
  const sql = sqlOf(tx);
  await sql(`update shop_order set status = ?, cancel_reason = ?, closed_at = now(), updated_at = now() where id = ?`, [
    OrderStatus.CANCELLED,
    reason,
    order.id,
  ]);
  if (order.transaction_id) await failAwaitingPayment(tx, order.transaction_id, failureMessage);
  await publishOrderEvent(tx, 'order.cancelled', order.id);
  return true;
}

/** Awaiting orders whose store code or ATM account has expired, oldest first. */
async function expiredOrderIds(em: EntityManager, limit = 100): Promise<number[]> {
  const rows = await sqlOf(em)<{ id: number }>(
    `select o.id from shop_order o join payment_transaction t on t.id = o.transaction_id
      where o.status = ? and t.status = ? and t.code_expires_at <= now() order by o.created_at limit ?`,
    [OrderStatus.AWAITING_PAYMENT, TransactionStatus.AWAITING, limit],
  );
  return rows.map((r) => r.id);
}

/**
 * Unpaid orders whose code has expired release their units, each in its own short transaction (so product locks
 * are always taken in id order). Run before every checkout and every minute by the settlement job.
 */
export async function releaseExpiredOrders(em: EntityManager): Promise<number> {
  let released = 0;
  for (const id of await expiredOrderIds(em)) {
    released += await moneyTransaction(em, async (tx) => {
      const order = await lockOrder(tx, { id });
      return order && (await closeUnpaidOrder(tx, order, 'expired', CHECKOUT_MESSAGES.expired)) ? 1 : 0;
    });
  }
  return released;
}

/**
 * The payment of a paid, shipped, completed or returned order was refunded in full: the order is refunded (its units stay
 * sold unless the seller refunds through the order with restock).
 */
export async function markOrderRefunded(tx: EntityManager, transactionId: number): Promise<void> {
  await sqlOf(tx)(
    `update shop_order set status = ?, closed_at = now(), updated_at = now()
      where transaction_id = ? and status in (?, ?, ?, ?)`,
    [
      OrderStatus.REFUNDED,
      transactionId,
      OrderStatus.PAID,
      OrderStatus.SHIPPED,
      OrderStatus.COMPLETED,
      OrderStatus.RETURNED,
    ],
  );
}

/** A store order as payments sees it (registered in services.ts): locked with its products, sold when paid. */
export const orderSaleKind: SaleKind<LockedOrder> = {
  column: 'shop_order_id',
  lock: (tx, orderId) => lockOrder(tx, { id: orderId }),
  async onPaid(tx, order, sale) {
    await settlePaidOrder(tx, order, sale.paidAt);
    return null;
  },
  onRefunded: markOrderRefunded,
};
