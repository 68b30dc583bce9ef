import type { EntityManager } from '@mikro-orm/postgresql';
import { SHIPMENT_STATUS_LIST, ShipmentStatus } from '@paydesk/shared/shipment-statuses';
import { pgArray, sqlOf } from '../../core/database/sql';
import type { OrderParcelEventView, OrderParcelView } from './shop.types';

type EventRow = { status: number; note: string; at: string | Date };

/**
 * The journey as the order shows it (the buyer's tracking, the order desk): one step per change of state, in the
 * carrier's words. Logistics also writes lines about the seller's money into a parcel's history (a label fee owed,
 * an owed fee collected, a return's fee), under the state the parcel is in or on its return; those belong to the
 * seller's parcel page, never to the buyer, so a step keeps only its state's words, except the parcel's creation.
 */
export function orderJourney(events: readonly EventRow[]): OrderParcelEventView[] {
  const steps: OrderParcelEventView[] = [];
  for (const e of events) {
    if (steps.at(-1)?.status === e.status) continue;
    const note = e.status === ShipmentStatus.CREATED ? e.note : SHIPMENT_STATUS_LIST.label(e.status);
    steps.push({ status: e.status, note, at: new Date(e.at) });
  }
  return steps;
}

/**
 * The parcel each order ships in, read from logistics' tables (a read: logistics writes them). An order's live
 * parcel wins over a cancelled one; a cancelled one is still shown when it is all there is, so the order says why
 * it went back to paid. Two queries for any number of orders.
 */
export async function orderParcels(em: EntityManager, orderIds: number[]): Promise<Map<number, OrderParcelView>> {
  const found = new Map<number, OrderParcelView>();
  if (!orderIds.length) return found;
  const sql = sqlOf(em);
  const parcels = await sql<{
    id: number;
    shop_order_id: number;
    logistics_no: string;
    service: string;
    status: number;
    store_name: string | null;
    pickup_until: string | null;
  }>(
    `select distinct on (s.shop_order_id) s.id, s.shop_order_id, s.logistics_no, s.service, s.status,
        c.name as store_name, to_char(s.pickup_until, 'YYYY-MM-DD') as pickup_until
       from shipment s left join convenience_store c on c.code = s.store_code
      where s.shop_order_id = any(?::int[])
      order by s.shop_order_id, s.status = ?, s.id desc`,
    [pgArray(orderIds), ShipmentStatus.CANCELLED],
  );
  if (!parcels.length) return found;
  const events = await sql<{ shipment_id: number; status: number; note: string; at: string }>(
    `select shipment_id, status, note, at from shipment_event where shipment_id = any(?::int[]) order by id`,
    [pgArray(parcels.map((p) => p.id))],
  );
  for (const p of parcels)
    found.set(p.shop_order_id, {
      id: p.id,
      logisticsNo: p.logistics_no,
      service: p.service,
      status: p.status,
      storeName: p.store_name,
      pickupUntil: p.pickup_until,
      events: orderJourney(events.filter((e) => e.shipment_id === p.id)),
    });
  return found;
}
