import type { EntityManager } from '@mikro-orm/postgresql';
import { SHIPPING_TYPE_CODES, ShipmentStatus } from '@paydesk/shared/shipment-statuses';
import { taipeiIsoDay } from '@paydesk/shared/taiwan-time';
import { sqlOf } from '../../core/database/sql';
import type { ServiceKind } from '../reference';
import type { ShipmentView } from './logistics.types';

export interface ShipmentRow {
  id: number;
  logistics_no: string;
  member_id: number;
  merchant_id: number;
  service: ServiceKind;
  shop_order_id: number | null;
  order_no: string | null;
  receiver_name: string;
  receiver_mobile: string;
  store_code: string | null;
  store_name: string | null;
  address: string;
  region: string | null;
  goods_name: string;
  declared_value: number;
  length_cm: string;
  width_cm: string;
  height_cm: string;
  weight_kg: string;
  cod_amount: number;
  shipping_fee: number;
  pickup_fee: number;
  cod_fee: number;
  size_band_cm: number | null;
  status: number;
  drop_off_by: string;
  pickup_until: string | null;
  cod_trade_no: string | null;
  created_at: string;
}

/** A shipment with its store, order and collected payment, as shipment views read it. */
export const SHIPMENT_SELECT = `select s.*, s.drop_off_by::text, s.pickup_until::text, c.name as store_name, o.order_no, t.trade_no as cod_trade_no
  from shipment s left join convenience_store c on c.code = s.store_code left join shop_order o on o.id = s.shop_order_id
  left join payment_transaction t on t.id = s.cod_transaction_id`;

/** Shipment rows as the contract shows them, each with its events. */
export async function shipmentViews(em: EntityManager, rows: ShipmentRow[]): Promise<ShipmentView[]> {
  if (!rows.length) return [];
  const events = await sqlOf(em)<{ shipment_id: number; status: number; note: string; at: string }>(
    `select shipment_id, status, note, at from shipment_event where shipment_id = any(?::int[]) order by id`,
    [`{${rows.map((r) => r.id).join(',')}}`],
  );
  const tomorrow = taipeiIsoDay(new Date(), 1);
  return rows.map((r) => ({
    id: r.id,
    logisticsNo: r.logistics_no,
    merchantId: r.merchant_id,
    service: r.service,
    shippingType: SHIPPING_TYPE_CODES[r.service],
    orderNo: r.order_no,
    receiverName: r.receiver_name,
    receiverMobile: r.receiver_mobile,
    storeCode: r.store_code,
    storeName: r.store_name,
    address: r.address,
    region: r.region,
    goodsName: r.goods_name,
    declaredValue: r.declared_value,
    lengthCm: Number(r.length_cm),
    widthCm: Number(r.width_cm),
    heightCm: Number(r.height_cm),
    weightKg: Number(r.weight_kg),
    codAmount: r.cod_amount,
    shippingFee: r.shipping_fee,
    pickupFee: r.pickup_fee,
    codFee: r.cod_fee,
    sizeBandCm: r.size_band_cm,
    status: r.status,
    dropOffBy: r.drop_off_by,
    pickupUntil: r.pickup_until,
    nearDeadline:
      (r.status === ShipmentStatus.CREATED && r.drop_off_by <= tomorrow) ||
      (r.status === ShipmentStatus.ARRIVED && r.pickup_until !== null && r.pickup_until <= tomorrow),
    codTradeNo: r.cod_trade_no,
    events: events
      .filter((e) => e.shipment_id === r.id)
      .map((e) => ({ status: e.status, note: e.note, at: new Date(e.at) })),
    createdAt: new Date(r.created_at),
  }));
}
