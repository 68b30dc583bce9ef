import {
  COD_COLLECTION,
  COMPENSATION_CAPS,
  FROZEN_PICKUP_FEE,
  HOME_COLLECTION,
  HOME_DELIVERY_RATES,
  PACKAGE_RULES,
  PICKUP_WINDOW_DAYS,
  SHIPPING_DEADLINE_DAYS,
  STORE_SHIPPING_FEES,
  type HomeRegion,
  type ServiceKind,
} from '../reference';

/**
 * Every SPEC §9 logistics rule as one pure function each, over the reference tables: what a parcel costs, whether
 * it fits, the compensation cap, the drop-off deadline and the pickup window. The shipment service, the quote shown
 * before submit and the table-driven test all use these.
 */

export interface Parcel {
  service: ServiceKind;
  /** Three sides in cm. */
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  weightKg: number;
  /** Home delivery only. */
  region?: HomeRegion | null;
  /** Cash to collect from the receiver (0: none). */
  codAmount: number;
}

export interface Quote {
  shippingFee: number;
  /** Frozen B2C pickup fee for this parcel (by the day's parcel count). */
  pickupFee: number;
  /** Collection fee of the cash on delivery. */
  codFee: number;
  total: number;
  /** Home delivery: the size band (cm, sum of sides) the parcel falls in. */
  sizeBandCm: number | null;
}

const rounded = (amount: number, rateBp: number, minimum: number) =>
  Math.max(minimum, Math.round((amount * rateBp) / 10_000));

export const isFrozen = (service: ServiceKind) => service.endsWith('FROZEN');
export const isHome = (service: ServiceKind) => service.startsWith('HOME');
export const isB2c = (service: ServiceKind) => service.startsWith('B2C');

/** The package rule a service is checked against (B2C bulk parcels use the C2C rule of their temperature). */
export function packageRuleOf(service: ServiceKind) {
  const ruleService: ServiceKind = isB2c(service) ? (isFrozen(service) ? 'C2C_FROZEN' : 'C2C_NORMAL') : service;
  const rule = PACKAGE_RULES.find((r) => r.service === ruleService);
  if (!rule) throw new Error(`no package rule for ${service}`);
  return rule;
}

/** The first rule a parcel breaks, named (「店到店常溫：三邊合計不可超過 105 公分」), or null when it fits. */
export function packageProblem(p: Pick<Parcel, 'service' | 'lengthCm' | 'widthCm' | 'heightCm' | 'weightKg'>) {
  const rule = packageRuleOf(p.service);
  const sides = [p.lengthCm, p.widthCm, p.heightCm];
  if (sides.some((s) => !(s > 0)) || !(p.weightKg > 0)) return `${rule.label}：請填寫包裹的長、寬、高與重量`;
  if (rule.maxLongestSideCm !== null && Math.max(...sides) > rule.maxLongestSideCm)
    return `${rule.label}：最長邊不可超過 ${rule.maxLongestSideCm} 公分`;
  if (sides.reduce((a, b) => a + b, 0) > rule.maxSumCm) return `${rule.label}：三邊合計不可超過 ${rule.maxSumCm} 公分`;
  if (p.weightKg > rule.maxWeightKg) return `${rule.label}：重量不可超過 ${rule.maxWeightKg} 公斤`;
  return null;
}

/** Home delivery: the smallest size band (sum of sides) the parcel fits in, or null when it fits none. */
export function sizeBand(service: ServiceKind, sumCm: number): number | null {
  const table = HOME_DELIVERY_RATES.find((t) => t.temperature === (isFrozen(service) ? 'FROZEN' : 'NORMAL'));
  return table?.sizesCm.find((size) => sumCm <= size) ?? null;
}

/** The frozen B2C pickup fee of the n-th frozen B2C parcel handed over in one day (1-based). */
export function frozenPickupFee(parcelOfDay: number): number {
  return parcelOfDay >= FROZEN_PICKUP_FEE.bulkFrom ? FROZEN_PICKUP_FEE.bulkPerParcel : FROZEN_PICKUP_FEE.perParcel;
}

/** What a parcel costs the seller; `parcelOfDay` counts frozen B2C parcels of the day for the pickup fee. */
export function quote(p: Parcel, parcelOfDay = 1): Quote {
  let shippingFee: number;
  let band: number | null = null;
  if (isHome(p.service)) {
    band = sizeBand(p.service, p.lengthCm + p.widthCm + p.heightCm);
    const table = HOME_DELIVERY_RATES.find((t) => t.temperature === (isFrozen(p.service) ? 'FROZEN' : 'NORMAL'));
    const row = table?.rows.find((r) => r.region === (p.region ?? 'LOCAL'));
    const index = band === null || !table ? -1 : table.sizesCm.indexOf(band);
    shippingFee = row?.fees[index] ?? 0;
  } else {
    const fees = isB2c(p.service) ? STORE_SHIPPING_FEES.B2C : STORE_SHIPPING_FEES.C2C;
    shippingFee = isFrozen(p.service) ? fees.FROZEN : fees.NORMAL;
  }
  const pickupFee = p.service === 'B2C_FROZEN' ? frozenPickupFee(parcelOfDay) : 0;
  const codFee =
    p.codAmount > 0
      ? isHome(p.service)
        ? rounded(p.codAmount, HOME_COLLECTION.rateBp, HOME_COLLECTION.minimum)
        : rounded(p.codAmount, COD_COLLECTION.rateBp, COD_COLLECTION.minimum)
      : 0;
  return { shippingFee, pickupFee, codFee, total: shippingFee + pickupFee + codFee, sizeBandCm: band };
}

/** The most a lost or damaged parcel is compensated: frozen store parcels 2,000, C2C 4,000, B2C and home 20,000. */
export function compensationCap(service: ServiceKind): number {
  if (isHome(service)) return COMPENSATION_CAPS.HOME;
  if (isFrozen(service)) return COMPENSATION_CAPS.FROZEN;
  return isB2c(service) ? COMPENSATION_CAPS.B2C : COMPENSATION_CAPS.C2C;
}

/** Days after creation a parcel must be dropped off (home delivery: SPEC is silent; we use the C2C six days). */
export function shippingDeadlineDays(service: ServiceKind): number {
  if (service === 'B2C_NORMAL') return SHIPPING_DEADLINE_DAYS.B2C_NORMAL;
  if (service === 'B2C_FROZEN') return SHIPPING_DEADLINE_DAYS.B2C_FROZEN;
  return SHIPPING_DEADLINE_DAYS.C2C;
}

/** Days a store parcel waits for pickup; home deliveries have none. */
export function pickupWindowDays(service: ServiceKind): number | null {
  if (isHome(service)) return null;
  return isFrozen(service) ? PICKUP_WINDOW_DAYS.FROZEN : PICKUP_WINDOW_DAYS.NORMAL;
}
