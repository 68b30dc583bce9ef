import type { EntityManager } from '@mikro-orm/postgresql';
import { shippingServiceFor } from '@paydesk/shared/delivery-methods';
import { ORDER_STATUS_LIST, OrderStatus } from '@paydesk/shared/order-statuses';
import { PayType } from '@paydesk/shared/pay-types';
import { ShipmentStatus } from '@paydesk/shared/shipment-statuses';
import { sqlOf } from '../../core/database/sql';
import { writeAudit } from '../audit';
import { lockOrder } from './order-payment';

/**
 * The storefront side of an order's parcel. Logistics creates and moves parcels; the order's own rows are written
 * only here, so shop/ stays the one writer of shop_order. Every function runs in the caller's money transaction.
 */

/** The limits a parcel's goods name and declared value have (SPEC §5 / the carrier's rules). */
const GOODS_NAME_MAX = 60;
const DECLARED_VALUE_MAX = 20_000;

/** What an order gives its parcel: the form logistics shows, filled in, before the seller edits and sends it. */
export interface OrderParcelDraft {
  orderId: number;
  orderNo: string;
  status: number;
  merchantId: number;
  service: 'C2C_NORMAL' | 'B2C_NORMAL' | 'HOME_NORMAL';
  receiverName: string;
  receiverMobile: string;
  storeCode: string | null;
  storeName: string | null;
  address: string | null;
  goodsName: string;
  declaredValue: number;
  codAmount: number;
  /** The order's live parcel (not cancelled), when it has one. */
  parcel: { id: number; logisticsNo: string } | null;
  /** The package of the seller's last parcel of this service: most sellers ship the same box again. */
  lastPackage: { lengthCm: number; widthCm: number; heightCm: number; weightKg: number } | null;
}

/** The goods line of a parcel: the first item and how many more, within the carrier's 60 characters. */
function goodsNameOf(items: { name: string; quantity: number }[]): string {
  const [first, ...others] = items;
  const name = `${first?.name ?? ''}${first && first.quantity > 1 ? ` ×${first.quantity}` : ''}${others.length ? ` 等 ${items.length} 項` : ''}`;
  return [...name].slice(0, GOODS_NAME_MAX).join('');
}

/**
 * An order of the seller's as a parcel draft: receiver, pickup store (matched in the store list by its code or name,
 * whichever the checkout kept) or home address, goods, declared value (capped at the carrier's 20,000) and, when the
 * buyer chose to pay on pickup or delivery, the amount to collect.
 */
export async function orderParcelDraft(
  em: EntityManager,
  memberId: number,
  orderNo: string,
): Promise<OrderParcelDraft | null> {
  const sql = sqlOf(em);
  const [o] = await sql<{
    id: number;
    order_no: string;
    status: number;
    merchant_id: number;
    buyer_name: string;
    buyer_mobile: string;
    delivery_method: number;
    delivery_address: string;
    pickup_store_code: string | null;
    amount: number;
    pay_type: number;
    refunded: number;
  }>(
    `select o.id, o.order_no, o.status, s.merchant_id, o.buyer_name, o.buyer_mobile, o.delivery_method,
        o.delivery_address, o.pickup_store_code, o.amount, o.pay_type, coalesce(t.refunded_amount, 0) as refunded
       from shop_order o join store s on s.id = o.store_id left join payment_transaction t on t.id = o.transaction_id
      where o.order_no = ? and o.member_id = ?`,
    [orderNo.trim(), memberId],
  );
  if (!o) return null;
  const items = await sql<{ name: string; quantity: number }>(
    'select name, quantity from shop_order_item where order_id = ? order by product_id',
    [o.id],
  );
  const service = shippingServiceFor(o.delivery_method);
  const home = service === 'HOME_NORMAL';
  // The store the buyer picked from the list; orders from before the picker name it in their address.
  const address = o.pickup_store_code ?? o.delivery_address.trim();
  const [store] =
    home || !address
      ? []
      : await sql<{ code: string; name: string }>(
          `select code, name from convenience_store
            where code = ? or name = ? or position(code in ?) > 0 or position(name in ?) > 0
            order by code = ? desc, name = ? desc, code limit 1`,
          [address, address, address, address, address, address],
        );
  const [parcel] = await sql<{ id: number; logistics_no: string }>(
    'select id, logistics_no from shipment where shop_order_id = ? and status <> ? order by id desc limit 1',
    [o.id, ShipmentStatus.CANCELLED],
  );
  const [last] = await sql<{ length_cm: string; width_cm: string; height_cm: string; weight_kg: string }>(
    `select length_cm, width_cm, height_cm, weight_kg from shipment where member_id = ? and service = ?
      order by created_at desc, id desc limit 1`,
    [memberId, service],
  );
  const cod = o.pay_type === PayType.SHIP || o.pay_type === PayType.HOME;
  return {
    orderId: o.id,
    orderNo: o.order_no,
    status: o.status,
    merchantId: o.merchant_id,
    service,
    receiverName: o.buyer_name,
    receiverMobile: o.buyer_mobile,
    storeCode: store?.code ?? null,
    storeName: store?.name ?? (home ? null : address || null),
    address: home ? address : null,
    goodsName: goodsNameOf(items),
    declaredValue: Math.max(1, Math.min(o.amount - o.refunded, DECLARED_VALUE_MAX)),
    codAmount: cod ? o.amount : 0,
    parcel: parcel ? { id: parcel.id, logisticsNo: parcel.logistics_no } : null,
    lastPackage: last
      ? {
          lengthCm: Number(last.length_cm),
          widthCm: Number(last.width_cm),
          heightCm: Number(last.height_cm),
          weightKg: Number(last.weight_kg),
        }
      : null,
  };
}

export type OrderShippable =
  { ok: true; orderId: number } | { ok: false; reason: 'NOT_FOUND' | 'NOT_PAID' | 'HAS_PARCEL'; logisticsNo?: string };

/**
 * Locks the order (then its products, the storefront's lock order, before the ledger) and says whether a parcel may
 * be created for it: a paid order with no live parcel. Parallel 出貨 clicks queue on the order's row, so the first
 * creates the parcel and the others find it.
 */
export async function lockOrderForParcel(
  tx: EntityManager,
  memberId: number,
  orderNo: string,
): Promise<OrderShippable> {
  const order = await lockOrder(tx, { orderNo: orderNo.trim(), memberId });
  if (!order) return { ok: false, reason: 'NOT_FOUND' };
  const [parcel] = await sqlOf(tx)<{ logistics_no: string }>(
    'select logistics_no from shipment where shop_order_id = ? and status <> ? limit 1',
    [order.id, ShipmentStatus.CANCELLED],
  );
  if (parcel) return { ok: false, reason: 'HAS_PARCEL', logisticsNo: parcel.logistics_no };
  if (order.status !== OrderStatus.PAID) return { ok: false, reason: 'NOT_PAID' };
  return { ok: true, orderId: order.id };
}

/** Which order status a parcel's new state moves its order to (none: the order stays as it is). */
function orderStatusFor(parcelStatus: number): OrderStatus | null {
  switch (parcelStatus) {
    case ShipmentStatus.CREATED:
      return OrderStatus.SHIPPED;
    case ShipmentStatus.PICKED_UP:
    case ShipmentStatus.DELIVERED:
      return OrderStatus.COMPLETED;
    case ShipmentStatus.RETURNED:
      return OrderStatus.RETURNED;
    case ShipmentStatus.CANCELLED:
      return OrderStatus.PAID;
    default:
      return null;
  }
}

/**
 * The order follows its parcel: created → shipped, picked up or delivered → completed, returned unclaimed →
 * returned, cancelled before drop-off → paid again (its shipped time cleared). A move the order's state machine
 * does not allow (a refunded order's parcel delivered) leaves the order as it is.
 */
export async function orderFollowsParcel(
  tx: EntityManager,
  orderId: number,
  parcelStatus: number,
  who: { memberId: number; actor: string },
): Promise<void> {
  const to = orderStatusFor(parcelStatus);
  if (to === null) return;
  const sql = sqlOf(tx);
  const [order] = await sql<{ order_no: string; status: number }>(
    'select order_no, status from shop_order where id = ? for update',
    [orderId],
  );
  const cancelledParcel = to === OrderStatus.PAID;
  if (!order || (cancelledParcel ? order.status !== OrderStatus.SHIPPED : !ORDER_STATUS_LIST.canMove(order.status, to)))
    return;
  const column =
    to === OrderStatus.SHIPPED
      ? 'shipped_at = now(),'
      : to === OrderStatus.COMPLETED
        ? 'completed_at = now(),'
        : cancelledParcel
          ? 'shipped_at = null,'
          : '';
  await sql(`update shop_order set status = ?, ${column} updated_at = now() where id = ?`, [to, orderId]);
  await writeAudit(tx, {
    memberId: who.memberId,
    actor: who.actor,
    action: `order.${ORDER_STATUS_LIST.keyOf(to)?.toLowerCase()}`,
    target: `order:${order.order_no}`,
    before: { status: order.status },
    after: { status: to },
  });
}
