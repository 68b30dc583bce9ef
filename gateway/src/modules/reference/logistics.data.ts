/** SPEC §9 logistics fees and package rules (integer TWD, sizes in cm, weights in kg). */

export type Temperature = 'NORMAL' | 'FROZEN';

/** Store pickup per parcel: bulk B2C (business members only) and store-to-store C2C. */
export const STORE_SHIPPING_FEES = {
  B2C: { NORMAL: 50, FROZEN: 125, RETURN: 50 },
  C2C: { NORMAL: 60, FROZEN: 160 },
} as const;

/** Frozen B2C pickup fee per parcel: 150 for 1–29 parcels, 50 from 30 parcels on. */
export const FROZEN_PICKUP_FEE = { perParcel: 150, bulkPerParcel: 50, bulkFrom: 30 } as const;

/** Cash-on-delivery collection fee at the store: 0.5% per order, rounded, at least 1. */
export const COD_COLLECTION = { rateBp: 50, minimum: 1 } as const;
/** Home-delivery collection fee: 1% per order, rounded, at least 20. */
export const HOME_COLLECTION = { rateBp: 100, minimum: 20 } as const;
/** Charged when a store parcel is not picked up. */
export const NO_SHOW_FEE = 10;

export type HomeRegion = 'LOCAL' | 'OUTLYING' | 'ISLAND_TO_ISLAND';
export const HOME_REGION_LABELS: Readonly<Record<HomeRegion, string>> = {
  LOCAL: '本島',
  OUTLYING: '本島－離島',
  ISLAND_TO_ISLAND: '離島－離島',
};

export interface HomeRateRow {
  region: HomeRegion;
  /** Fee per size, same order as the table's sizes. */
  fees: readonly number[];
}

export interface HomeRateTable {
  temperature: Temperature;
  sizesCm: readonly number[];
  rows: readonly HomeRateRow[];
}

/** Home delivery by size (sum of three sides) and region. */
export const HOME_DELIVERY_RATES: readonly HomeRateTable[] = [
  {
    temperature: 'NORMAL',
    sizesCm: [60, 90, 120, 150],
    rows: [
      { region: 'LOCAL', fees: [125, 165, 205, 245] },
      { region: 'OUTLYING', fees: [230, 290, 330, 370] },
      { region: 'ISLAND_TO_ISLAND', fees: [450, 570, 650, 730] },
    ],
  },
  {
    temperature: 'FROZEN',
    sizesCm: [60, 90, 120],
    rows: [
      { region: 'LOCAL', fees: [160, 225, 290] },
      { region: 'OUTLYING', fees: [270, 350, 410] },
      { region: 'ISLAND_TO_ISLAND', fees: [530, 690, 810] },
    ],
  },
];

export type ServiceKind = 'C2C_NORMAL' | 'C2C_FROZEN' | 'B2C_NORMAL' | 'B2C_FROZEN' | 'HOME_NORMAL' | 'HOME_FROZEN';

export interface PackageRule {
  service: ServiceKind;
  label: string;
  /** Longest side; null where only the sum of sides is limited. */
  maxLongestSideCm: number | null;
  maxSumCm: number;
  maxWeightKg: number;
}

/**
 * Package limits. SPEC gives C2C frozen only its weight: it keeps the C2C normal sizes (our decision);
 * B2C bulk parcels are checked against the C2C rule of the same temperature.
 */
export const PACKAGE_RULES: readonly PackageRule[] = [
  { service: 'C2C_NORMAL', label: '店到店常溫', maxLongestSideCm: 45, maxSumCm: 105, maxWeightKg: 5 },
  { service: 'C2C_FROZEN', label: '店到店冷凍', maxLongestSideCm: 45, maxSumCm: 105, maxWeightKg: 10 },
  { service: 'HOME_NORMAL', label: '宅配常溫', maxLongestSideCm: null, maxSumCm: 150, maxWeightKg: 20 },
  { service: 'HOME_FROZEN', label: '宅配低溫', maxLongestSideCm: null, maxSumCm: 120, maxWeightKg: 20 },
];

/** Compensation caps per lost or damaged parcel. */
export const COMPENSATION_CAPS = { C2C: 4_000, B2C: 20_000, FROZEN: 2_000, HOME: 20_000 } as const;

/** A created shipment must be dropped off within D + these days. */
export const SHIPPING_DEADLINE_DAYS = { C2C: 6, B2C_NORMAL: 14, B2C_FROZEN: 5 } as const;

/** Days a parcel waits at the store for pickup. */
export const PICKUP_WINDOW_DAYS = { NORMAL: 7, FROZEN: 4 } as const;
