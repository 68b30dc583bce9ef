/**
 * The narrow pricing interface the money flow needs. The reference module (SPEC §9, issue 5) owns every
 * figure; until it is merged, the adapter below holds only the figures this flow uses, each naming its
 * SPEC §9 line. At merge, point `pricing` at the reference module and delete the adapter's tables.
 */

/** SPEC §3 payment type codes. */
export enum PayType {
  CREDIT = 1,
  ATM = 2,
  CVS = 3,
  SHIP = 5,
  ICASH = 6,
  AFTEE = 7,
  REFUND = 8,
  LINEPAY = 9,
  HOME = 10,
  JKOPAY = 11,
  SHIPFEE = 99,
}

export type CardKind = 'domestic' | 'foreign' | 'unionpay';
export interface FeeOptions {
  cardKind?: CardKind;
  /** Instalment periods (3, 6, 9, 12, 18, 24, 30); absent or 1 for a lump-sum charge. */
  installments?: number;
}
/** The event settlement counts from: card request, payment, store pickup, home delivery. */
export type SettleEvent = 'request' | 'payment' | 'pickup' | 'delivered';

export interface Pricing {
  /** Fee in integer TWD for one payment. */
  feeFor(payType: PayType, amount: number, options?: FeeOptions): number;
  /** When the payment may move from trust to held funds. */
  settleDueAt(payType: PayType, event: SettleEvent, date: Date): Date;
  refundFee(payType: PayType): number;
  readonly withdrawalFee: number;
  /** Largest single withdrawal for a personal (1) or business (2) member. */
  withdrawLimit(memType: number): number;
  readonly atmSingleLimit: number;
  readonly installmentPeriods: readonly number[];
  /** Dormant-balance fee on a held balance idle for `dormantAfterDays`; never more than the balance. */
  dormantFee(balance: number): number;
  readonly dormantAfterDays: number;
}

// Basis points; rounding: half up to the whole TWD (Math.round), stated here because SPEC §9 is silent.
const CARD_BP: Record<CardKind, number> = {
  domestic: 280, // §9 "Card: domestic 2.8%"
  foreign: 350, // §9 "foreign 3.5%"
  unionpay: 280, // §9 "UnionPay 2.8%"
};
const INSTALMENT_BP: Record<number, number> = {
  3: 290, // §9 "3 periods 2.9%"
  6: 350, // §9 "6 periods 3.5%"
  9: 400, // §9 "9 periods 4.0%"
  12: 650, // §9 "12 periods 6.5%"
  18: 900, // §9 "18 periods 9.0%"
  24: 1100, // §9 "24 periods 11%"
  30: 1300, // §9 "30 periods 13%"
};
const RATE_BP: Partial<Record<PayType, number>> = {
  [PayType.ATM]: 100, // §9 "ATM single-account payment 1%"
  [PayType.ICASH]: 250, // §9 "Prepaid-card wallet 2.5%"
  [PayType.LINEPAY]: 20, // §9 "Messaging-app wallet 0.2% processing fee"
  [PayType.JKOPAY]: 220, // §9 "Street wallet 2.2% promotion"
  [PayType.AFTEE]: 250, // §9 "Buy-now-pay-later 2.5%"
};
const CVS_FEE = 25; // §9 "Convenience-store code 25 yuan"
const DAY = 86_400_000;

function bp(amount: number, basisPoints: number): number {
  return Math.round((amount * basisPoints) / 10_000);
}

/** The interim adapter (replaced by the reference module at merge). */
export const pricing: Pricing = {
  feeFor(payType, amount, options = {}) {
    if (payType === PayType.CREDIT) {
      const periods = options.installments ?? 1;
      if (periods > 1) {
        const rate = INSTALMENT_BP[periods];
        if (rate === undefined) throw new Error(`unsupported instalment periods ${periods}`);
        return bp(amount, rate);
      }
      return bp(amount, CARD_BP[options.cardKind ?? 'domestic']);
    }
    if (payType === PayType.CVS) return CVS_FEE;
    const rate = RATE_BP[payType];
    if (rate === undefined) throw new Error(`no fee for pay type ${payType}`);
    return bp(amount, rate);
  },
  settleDueAt(payType, event, date) {
    // §9 "Home-delivery cash-on-delivery: delivered + 15 days"; every other listed timing is + 7 days
    // ("Card: request date + 7", "Store code, ATM and buy-now-pay-later: payment date + 7",
    // "Store pickup-on-pay: pickup success + 7"); SPEC is silent on wallets, which we settle like them.
    const days = payType === PayType.HOME && event === 'delivered' ? 15 : 7;
    return new Date(date.getTime() + days * DAY);
  },
  refundFee(payType) {
    // §9 "Refund fee: convenience-store code 10, ATM 10"
    return payType === PayType.CVS || payType === PayType.ATM ? 10 : 0;
  },
  withdrawalFee: 15, // §9 "Withdrawal fee 15 yuan"
  withdrawLimit(memType) {
    // §9 "Withdraw limit: individual card default 200k ... enterprise card default 1M" (the default per withdrawal)
    return memType === 2 ? 1_000_000 : 200_000;
  },
  atmSingleLimit: 30_000, // §5 / FAQ "ATM transfer single limit 30,000"
  installmentPeriods: [3, 6, 9, 12, 18, 24, 30],
  dormantFee(balance) {
    // §9 "A dormant balance over 365 days incurs a 10% monthly account fee, minimum 100"; capped at the balance.
    if (balance <= 0) return 0;
    return Math.min(balance, Math.max(100, bp(balance, 1000)));
  },
  dormantAfterDays: 365,
};
