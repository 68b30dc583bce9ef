import type { EntityManager } from '@mikro-orm/postgresql';
import { ORDER_STATUS_LIST } from '@paydesk/shared/order-statuses';
import { sqlOf } from '../../core/database/sql';
import { publishEvent } from '../events';

/** Publishes a store order's event with the order as it is now, in the caller's transaction (after the change). */
export async function publishOrderEvent(
  tx: EntityManager,
  type: 'order.paid' | 'order.cancelled',
  orderId: number,
): Promise<void> {
  const [o] = await sqlOf(tx)<{
    order_no: string;
    member_id: number;
    merchant_id: number;
    status: number;
    amount: number;
    paid_at: Date | null;
    cancel_reason: string | null;
  }>(
    `select o.order_no, o.member_id, s.merchant_id, o.status, o.amount, o.paid_at, o.cancel_reason
       from shop_order o join store s on s.id = o.store_id where o.id = ?`,
    [orderId],
  );
  if (!o) return;
  await publishEvent(tx, {
    type,
    memberId: o.member_id,
    shopId: o.merchant_id,
    data: {
      orderNo: o.order_no,
      status: ORDER_STATUS_LIST.keyOf(o.status) ?? null,
      amount: o.amount,
      paidAt: o.paid_at,
      cancelReason: o.cancel_reason,
    },
  });
}
