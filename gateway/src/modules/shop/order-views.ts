import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderStatus } from '@paydesk/shared/order-statuses';
import { pgArray, sqlOf } from '../../core/database/sql';
import { orderParcels } from './order-parcel-view';
import type { ShopOrderView } from './shop.types';

export interface OrderRow {
  id: number;
  order_no: string;
  store_id: number;
  store_name: string;
  store_slug: string;
  member_id: number;
  status: number;
  amount: number;
  goods_amount: number;
  shipping_fee: number;
  pickup_store_code: string | null;
  pay_type: number;
  buyer_name: string;
  buyer_email: string;
  buyer_mobile: string;
  delivery_method: number;
  delivery_address: string;
  cancel_reason: string | null;
  restocked: boolean;
  created_at: string;
  paid_at: string | null;
  shipped_at: string | null;
  completed_at: string | null;
  closed_at: string | null;
  trade_no: string | null;
  payment_code: string | null;
  code_expires_at: string | null;
  refunded_amount: number | null;
  refunded_at: string | null;
  refund_reason: number | null;
  refund_note: string | null;
}

export const ORDER_SELECT = `select o.*, s.name as store_name, s.slug as store_slug,
    t.trade_no, t.payment_code, t.code_expires_at, t.refunded_amount,
    lr.created_at as refunded_at, lr.reason as refund_reason, lr.reason_note as refund_note
  from shop_order o join store s on s.id = o.store_id left join payment_transaction t on t.id = o.transaction_id
  left join lateral (select r.created_at, r.reason, r.reason_note from refund r where r.transaction_id = o.transaction_id
                      order by r.created_at desc, r.id desc limit 1) lr on true`;

export const date = (value: string | null) => (value ? new Date(value) : null);

/** Orders as the buyer and the seller see them, with their items (one query for all). */
export async function orderViews(em: EntityManager, rows: OrderRow[]): Promise<ShopOrderView[]> {
  if (!rows.length) return [];
  const items = await sqlOf(em)<{
    order_id: number;
    product_id: number;
    name: string;
    unit_price: number;
    quantity: number;
  }>(`select * from shop_order_item where order_id = any(?::int[]) order by order_id, product_id`, [
    pgArray(rows.map((r) => r.id)),
  ]);
  const parcels = await orderParcels(
    em,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    orderNo: r.order_no,
    storeId: r.store_id,
    storeName: r.store_name,
    storeSlug: r.store_slug,
    status: r.status,
    amount: r.amount,
    goodsAmount: r.goods_amount,
    shippingFee: r.shipping_fee,
    pickupStoreCode: r.pickup_store_code,
    payType: r.pay_type,
    buyerName: r.buyer_name,
    buyerEmail: r.buyer_email,
    buyerMobile: r.buyer_mobile,
    deliveryMethod: r.delivery_method,
    deliveryAddress: r.delivery_address,
    items: items
      .filter((i) => i.order_id === r.id)
      .map((i) => ({ productId: i.product_id, name: i.name, unitPrice: i.unit_price, quantity: i.quantity })),
    tradeNo: r.trade_no,
    paymentCode: r.status === OrderStatus.AWAITING_PAYMENT ? r.payment_code : null,
    codeExpiresAt: r.status === OrderStatus.AWAITING_PAYMENT ? date(r.code_expires_at) : null,
    refundedAmount: r.refunded_amount ?? 0,
    refundedAt: date(r.refunded_at),
    refundReason: r.refund_reason,
    refundNote: r.refund_note || null,
    parcel: parcels.get(r.id) ?? null,
    cancelReason: r.cancel_reason,
    restocked: r.restocked,
    createdAt: new Date(r.created_at),
    paidAt: date(r.paid_at),
    shippedAt: date(r.shipped_at),
    completedAt: date(r.completed_at),
    closedAt: date(r.closed_at),
  }));
}

/** One order by a where clause over ORDER_SELECT (o: the order, s: its store, t: its payment). */
export async function oneOrder(em: EntityManager, where: string, params: unknown[]): Promise<ShopOrderView | null> {
  const rows = await sqlOf(em)<OrderRow>(`${ORDER_SELECT} where ${where}`, params);
  return (await orderViews(em, rows))[0] ?? null;
}
