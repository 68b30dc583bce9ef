import type { EntityManager } from '@mikro-orm/postgresql';
import { SHIPMENT_STATUS_LIST, ShipmentStatus } from '@paydesk/shared/shipment-statuses';
import { sqlOf } from '../../core/database/sql';
import { publishEvent } from '../events';

/** The event a parcel's new status publishes (a cancelled or lost parcel publishes none). */
const PARCEL_EVENT = {
  [ShipmentStatus.CREATED]: 'parcel.created',
  [ShipmentStatus.SHIPPED]: 'parcel.shipped',
  [ShipmentStatus.ARRIVED]: 'parcel.arrived',
  [ShipmentStatus.PICKED_UP]: 'parcel.delivered',
  [ShipmentStatus.DELIVERED]: 'parcel.delivered',
  [ShipmentStatus.RETURNED]: 'parcel.returned',
} as const;

/** What an order linked to a parcel becomes when the parcel moves (order.shipped when its parcel is created). */
const ORDER_EVENT = {
  [ShipmentStatus.CREATED]: 'order.shipped',
  [ShipmentStatus.PICKED_UP]: 'order.delivered',
  [ShipmentStatus.DELIVERED]: 'order.delivered',
} as const;

/**
 * Publishes the event of a parcel's status as it is now, in the caller's transaction, after the change: the parcel
 * (and its order, when it has one) with what the buyer's notice needs (the order's buyer email, the receiver's
 * mobile, the pickup store's name).
 */
export async function publishParcelEvent(tx: EntityManager, shipmentId: number): Promise<void> {
  const [s] = await sqlOf(tx)<{
    member_id: number;
    merchant_id: number;
    logistics_no: string;
    service: string;
    status: number;
    receiver_name: string;
    receiver_mobile: string;
    store_name: string | null;
    pickup_until: string | null;
    merchant_name: string | null;
    order_no: string | null;
    buyer_email: string | null;
  }>(
    `select s.member_id, s.merchant_id, s.logistics_no, s.service, s.status, s.receiver_name, s.receiver_mobile,
            c.name as store_name, s.pickup_until::text, m.name as merchant_name, o.order_no, o.buyer_email
       from shipment s left join convenience_store c on c.code = s.store_code left join merchant m on m.id = s.merchant_id
       left join shop_order o on o.id = s.shop_order_id where s.id = ?`,
    [shipmentId],
  );
  const type = s ? PARCEL_EVENT[s.status as keyof typeof PARCEL_EVENT] : undefined;
  if (!s || !type) return;
  const data = {
    logisticsNo: s.logistics_no,
    service: s.service,
    status: SHIPMENT_STATUS_LIST.keyOf(s.status) ?? null,
    merchantName: s.merchant_name,
    orderNo: s.order_no,
    storeName: s.store_name,
    pickupUntil: s.pickup_until,
    receiverName: s.receiver_name,
    receiverMobile: s.receiver_mobile,
    receiverEmail: s.buyer_email,
  };
  await publishEvent(tx, { type, memberId: s.member_id, shopId: s.merchant_id, data });
  const orderType = s.order_no ? ORDER_EVENT[s.status as keyof typeof ORDER_EVENT] : undefined;
  if (orderType)
    await publishEvent(tx, {
      type: orderType,
      memberId: s.member_id,
      shopId: s.merchant_id,
      data: { orderNo: s.order_no, logisticsNo: s.logistics_no, parcelStatus: data.status },
    });
}
