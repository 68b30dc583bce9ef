import { codeList } from './code-list';

/**
 * How a storefront order reaches the buyer (SPEC §6: store-to-store and home delivery for every seller, bulk
 * B2C warehouse delivery for business members only). Each store offers a subset.
 */
export const DELIVERY_METHOD_LIST = codeList('DeliveryMethod', [
  { key: 'CVS_C2C', code: 1, label: '超商取貨（店到店）', tone: 'neutral' },
  { key: 'HOME', code: 2, label: '宅配到府', tone: 'neutral' },
  { key: 'CVS_B2C', code: 3, label: '超商取貨（大宗寄倉）', tone: 'neutral' },
]);

export const DeliveryMethod = DELIVERY_METHOD_LIST.values;
export type DeliveryMethod = (typeof DeliveryMethod)[keyof typeof DeliveryMethod];

/** SPEC §6: bulk-warehouse (B2C) logistics are for business members only. */
export function deliveryMethodsFor(isBusiness: boolean): readonly DeliveryMethod[] {
  return isBusiness
    ? [DeliveryMethod.CVS_C2C, DeliveryMethod.HOME, DeliveryMethod.CVS_B2C]
    : [DeliveryMethod.CVS_C2C, DeliveryMethod.HOME];
}

/** A store pickup needs the pickup store; a home delivery needs an address. */
export function deliveryNeedsAddress(method: DeliveryMethod): boolean {
  return method === DeliveryMethod.HOME;
}

/** The parcel service an order's delivery method ships with (room temperature: a store sells no frozen goods yet). */
export function shippingServiceFor(method: number): 'C2C_NORMAL' | 'B2C_NORMAL' | 'HOME_NORMAL' {
  return method === DeliveryMethod.HOME
    ? 'HOME_NORMAL'
    : method === DeliveryMethod.CVS_B2C
      ? 'B2C_NORMAL'
      : 'C2C_NORMAL';
}
/** The logistics service group (a shop's logistics application) a delivery method ships with. */
export const DELIVERY_LOGISTICS_GROUP = {
  [DeliveryMethod.CVS_C2C]: 'C2C',
  [DeliveryMethod.HOME]: 'HOME',
  [DeliveryMethod.CVS_B2C]: 'B2C',
} as const satisfies Record<DeliveryMethod, 'C2C' | 'HOME' | 'B2C'>;
