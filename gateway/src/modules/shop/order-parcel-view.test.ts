import { LOGISTICS_MESSAGES as L, ShipmentStatus } from '@paydesk/shared/shipment-statuses';
import { orderJourney } from './order-parcel-view';

const at = (hour: number) => `2026-11-28T0${hour}:00:00.000Z`;
const { CREATED, SHIPPED, ARRIVED, PICKED_UP, RETURNED } = ShipmentStatus;

describe('orderJourney', () => {
  it('keeps one step per state in the carrier’s words; the seller’s fee notes stay out', () => {
    const steps = orderJourney([
      { status: CREATED, note: '建立物流單', at: at(1) },
      { status: CREATED, note: L.labelFeeOwed('$60'), at: at(1) },
      { status: SHIPPED, note: '運送中', at: at(2) },
      { status: ARRIVED, note: '已到店', at: at(3) },
      { status: PICKED_UP, note: '已取件', at: at(4) },
      { status: PICKED_UP, note: L.feeCollected('$60'), at: at(5) },
    ]);
    expect(steps.map((s) => [s.status, s.note])).toEqual([
      [CREATED, '建立物流單'],
      [SHIPPED, '運送中'],
      [ARRIVED, '已到店'],
      [PICKED_UP, '已取件'],
    ]);
    expect(steps.map((s) => s.at.toISOString())).toEqual([at(1), at(2), at(3), at(4)]);
  });

  it('a return keeps its step, without the fee it cost the seller', () => {
    const steps = orderJourney([
      { status: CREATED, note: '建立物流單', at: at(1) },
      { status: ARRIVED, note: '已到店', at: at(2) },
      { status: RETURNED, note: L.returnFeeOwed('$100'), at: at(3) },
    ]);
    expect(steps.at(-1)).toEqual({ status: RETURNED, note: '未取件退回', at: new Date(at(3)) });
    expect(JSON.stringify(steps)).not.toMatch(/價金保管帳戶|\$/);
  });
});
