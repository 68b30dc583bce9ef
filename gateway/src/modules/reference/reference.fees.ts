import {
  COD_COLLECTION,
  FROZEN_PICKUP_FEE,
  HOME_COLLECTION,
  HOME_DELIVERY_RATES,
  type HomeRegion,
  type Temperature,
} from './logistics.data';
import {
  ATM_RATE_BP,
  BNPL_RATE_BP,
  CARD_RATES_BP,
  CVS_FEE,
  DORMANT_BALANCE,
  INSTALMENT_RATES_BP,
  SETTLEMENT_RULES,
  WALLET_RATES,
  type CardKind,
  type InstalmentPeriod,
  type SettlementEvent,
  type WalletKind,
} from './reference.data';

/**
 * Pure fee functions over the SPEC §9 tables. Every percentage fee is `amount × rate`, rounded half up
 * to a whole yuan (integer arithmetic, no floating point), then raised to the fee's minimum if it has one.
 * Amounts must be non-negative integers.
 */

function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`amount must be a non-negative integer TWD, got ${amount}`);
}

/** amount × bp / 10000, rounded half up. */
export function applyRate(amount: number, rateBp: number): number {
  assertAmount(amount);
  return Math.floor((amount * rateBp + 5000) / 10000);
}

/** Card fee: domestic 2.8%, foreign 3.5%, UnionPay 2.8%; rounded half up, no minimum. */
export function cardFee(amount: number, kind: CardKind): number {
  return applyRate(amount, CARD_RATES_BP[kind]);
}

/** Instalment fee by number of periods; rounded half up. */
export function instalmentFee(amount: number, periods: InstalmentPeriod): number {
  return applyRate(amount, INSTALMENT_RATES_BP[periods]);
}

/** Convenience-store code: flat 25 per paid order, whatever the amount. */
export function cvsFee(amount: number): number {
  assertAmount(amount);
  return CVS_FEE;
}

/** ATM single-account payment 1%; rounded half up. */
export function atmFee(amount: number): number {
  return applyRate(amount, ATM_RATE_BP);
}

/** Wallet fee by wallet; rounded half up. */
export function walletFee(amount: number, kind: WalletKind): number {
  const wallet = WALLET_RATES.find((w) => w.kind === kind);
  if (!wallet) throw new RangeError(`unknown wallet ${kind}`);
  return applyRate(amount, wallet.rateBp);
}

/** Buy-now-pay-later 2.5%; rounded half up. */
export function bnplFee(amount: number): number {
  return applyRate(amount, BNPL_RATE_BP);
}

/** Store cash-on-delivery collection fee: 0.5% rounded half up, at least 1 (0 for a zero amount). */
export function codCollectionFee(amount: number): number {
  if (amount === 0) return applyRate(0, COD_COLLECTION.rateBp);
  return Math.max(COD_COLLECTION.minimum, applyRate(amount, COD_COLLECTION.rateBp));
}

/** Home-delivery collection fee: 1% rounded half up, at least 20 (0 for a zero amount). */
export function homeCollectionFee(amount: number): number {
  if (amount === 0) return applyRate(0, HOME_COLLECTION.rateBp);
  return Math.max(HOME_COLLECTION.minimum, applyRate(amount, HOME_COLLECTION.rateBp));
}

/** Frozen B2C pickup fee for a batch: 150 each for 1–29 parcels, 50 each from 30 parcels. */
export function frozenPickupFee(parcels: number): number {
  assertAmount(parcels);
  const each = parcels >= FROZEN_PICKUP_FEE.bulkFrom ? FROZEN_PICKUP_FEE.bulkPerParcel : FROZEN_PICKUP_FEE.perParcel;
  return parcels * each;
}

/**
 * Home-delivery freight: the smallest size class that fits the parcel's sum of sides; null when the
 * parcel is larger than the biggest class for its temperature.
 */
export function homeDeliveryFee(temperature: Temperature, region: HomeRegion, sumOfSidesCm: number): number | null {
  const table = HOME_DELIVERY_RATES.find((t) => t.temperature === temperature);
  const row = table?.rows.find((r) => r.region === region);
  const sizeIndex = table ? table.sizesCm.findIndex((size) => sumOfSidesCm <= size) : -1;
  return row && sizeIndex >= 0 ? (row.fees[sizeIndex] ?? null) : null;
}

/** Monthly account fee on a balance dormant for 365 days or more: 10% rounded half up, at least 100, never more than the balance. */
export function dormantBalanceFee(balance: number, dormantDays: number): number {
  assertAmount(balance);
  if (dormantDays < DORMANT_BALANCE.days || balance === 0) return 0;
  return Math.min(balance, Math.max(DORMANT_BALANCE.minimumFee, applyRate(balance, DORMANT_BALANCE.monthlyRateBp)));
}

/** The settlement rule of a payment type, or null for types that never settle into held funds (refund, shipping fee). */
export function settlementRule(payType: number): { event: SettlementEvent; days: number } | null {
  const rule = SETTLEMENT_RULES.find((r) => r.payType === payType);
  return rule ? { event: rule.event, days: rule.days } : null;
}

/** The date money becomes available in the held-funds account: the rule's event date + its days (calendar days, UTC date arithmetic). */
export function settlementDate(payType: number, eventDate: Date): Date | null {
  const rule = settlementRule(payType);
  if (!rule) return null;
  const d = new Date(eventDate.getTime());
  d.setUTCDate(d.getUTCDate() + rule.days);
  return d;
}
