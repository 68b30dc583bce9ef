/**
 * The narrow pricing interface the money flow needs, answered by the reference module
 * (gateway/src/modules/reference: SPEC §9), the one place every fee, delay and limit lives.
 */
import {
  ATM_SINGLE_LIMIT,
  DORMANT_BALANCE,
  INSTALMENT_PERIODS,
  PayType,
  REFUND_FEES,
  WITHDRAW_LIMITS,
  WITHDRAWAL,
  type InstalmentPeriod,
} from './reference.data';
import { COD_COLLECTION, HOME_COLLECTION } from './logistics.data';
import {
  atmFee,
  bnplFee,
  cardFee,
  cvsFee,
  dormantBalanceFee,
  instalmentFee,
  settlementDate,
  walletFee,
} from './reference.fees';
import { MemberType } from '@paydesk/shared/member-types';

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
  feeFor(payType: number, amount: number, options?: FeeOptions): number;
  /** When the payment may move from trust to held funds. */
  settleDueAt(payType: number, event: SettleEvent, date: Date): Date;
  refundFee(payType: number): number;
  readonly withdrawalFee: number;
  /** Largest single withdrawal for a personal (1) or business (2) member. */
  withdrawLimit(memType: number): number;
  readonly atmSingleLimit: number;
  readonly installmentPeriods: readonly number[];
  /** Dormant-balance fee on a held balance idle for `dormantAfterDays`; never more than the balance. */
  dormantFee(balance: number): number;
  readonly dormantAfterDays: number;
}

const CARD_KINDS = { domestic: 'DOMESTIC', foreign: 'FOREIGN', unionpay: 'UNIONPAY' } as const;
const isInstalmentPeriod = (n: number): n is InstalmentPeriod => (INSTALMENT_PERIODS as readonly number[]).includes(n);

/** The money flow's view of the reference module. */
export const pricing: Pricing = {
  feeFor(payType, amount, options = {}) {
    switch (payType) {
      case PayType.CREDIT: {
        const periods = options.installments ?? 1;
        if (periods <= 1) return cardFee(amount, CARD_KINDS[options.cardKind ?? 'domestic']);
        if (!isInstalmentPeriod(periods)) throw new Error(`unsupported instalment periods ${periods}`);
        return instalmentFee(amount, periods);
      }
      case PayType.CVS:
        return cvsFee(amount);
      case PayType.ATM:
        return atmFee(amount);
      case PayType.ICASH:
        return walletFee(amount, 'ICASH');
      case PayType.LINEPAY:
        return walletFee(amount, 'LINEPAY');
      case PayType.JKOPAY:
        return walletFee(amount, 'JKOPAY');
      case PayType.AFTEE:
        return bnplFee(amount);
      // Cash on delivery: the collection fee is the payment's fee (SPEC §9 logistics).
      case PayType.SHIP:
        return Math.max(COD_COLLECTION.minimum, Math.round((amount * COD_COLLECTION.rateBp) / 10_000));
      case PayType.HOME:
        return Math.max(HOME_COLLECTION.minimum, Math.round((amount * HOME_COLLECTION.rateBp) / 10_000));
      default:
        throw new Error(`no fee for pay type ${payType}`);
    }
  },
  settleDueAt(payType, _event, date) {
    // The reference module knows which event each pay type counts from; callers pass that event's date.
    const due = settlementDate(payType, date);
    if (!due) throw new Error(`pay type ${payType} never settles into held funds`);
    return due;
  },
  refundFee(payType) {
    if (payType === PayType.CVS) return REFUND_FEES.CVS;
    if (payType === PayType.ATM) return REFUND_FEES.ATM;
    return 0;
  },
  withdrawalFee: WITHDRAWAL.fee,
  withdrawLimit(memType) {
    // The default limit per withdrawal; the "plus" amounts of SPEC §9 need an application.
    return memType === MemberType.BUSINESS ? WITHDRAW_LIMITS.enterprise.default : WITHDRAW_LIMITS.individual.default;
  },
  atmSingleLimit: ATM_SINGLE_LIMIT,
  installmentPeriods: INSTALMENT_PERIODS,
  dormantFee(balance) {
    return dormantBalanceFee(balance, DORMANT_BALANCE.days);
  },
  dormantAfterDays: DORMANT_BALANCE.days,
};
