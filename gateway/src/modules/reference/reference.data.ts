/**
 * SPEC §9 business constants: the one place fees, limits, settlement timing and logistics rules live.
 * Checkout, quotes, settlement jobs and the public fee pages all read these tables (DESIGN §3 Money).
 * Money is integer TWD; rates are basis points (1% = 100 bp).
 */

import { CARD_METHOD_LABELS } from '@paydesk/shared/card-methods';
import { PAY_TYPE_LIST, PayType } from '@paydesk/shared/pay-types';

export { PayType };

export interface PaymentTypeInfo {
  code: PayType;
  name: string;
  label: string;
}

/** SPEC §3 payment types with their zh-TW labels, from the shared code list. */
export const PAYMENT_TYPES: readonly PaymentTypeInfo[] = PAY_TYPE_LIST.entries.map((t) => ({
  code: t.code,
  name: t.key,
  label: t.label,
}));

/** SPEC §3 payment-method labels (checkout options). */
export const PAYMENT_METHOD_LABELS: Readonly<Record<string, string>> = {
  atm: 'ATM 轉帳',
  cvs: '超商代碼',
  ...CARD_METHOD_LABELS,
  icash: 'icash Pay',
  aftee: 'AFTEE 先享後付',
  linepay: 'LINE Pay',
  jkopay: '街口支付',
};

/** Card kinds a rate applies to; the contract's CardKind enum carries them as they are. */
export const CardKind = { DOMESTIC: 'DOMESTIC', FOREIGN: 'FOREIGN', UNIONPAY: 'UNIONPAY' } as const;
export type CardKind = (typeof CardKind)[keyof typeof CardKind];

/** Card processing rates (SPEC §9). */
export const CARD_RATES_BP: Readonly<Record<CardKind, number>> = { DOMESTIC: 280, FOREIGN: 350, UNIONPAY: 280 };

export const INSTALMENT_PERIODS = [3, 6, 9, 12, 18, 24, 30] as const;
export type InstalmentPeriod = (typeof INSTALMENT_PERIODS)[number];

/** Card instalment rate per number of periods (SPEC §9). */
export const INSTALMENT_RATES_BP: Readonly<Record<InstalmentPeriod, number>> = {
  3: 290,
  6: 350,
  9: 400,
  12: 650,
  18: 900,
  24: 1100,
  30: 1300,
};

/** Convenience-store code: flat fee per paid order. */
export const CVS_FEE = 25;
/** ATM transfer to a single virtual account. */
export const ATM_RATE_BP = 100;
/** SPEC §5 account rules: one ATM transfer may not exceed this (shared with the client's forms). */
export { ATM_SINGLE_LIMIT } from '@paydesk/shared/payment-limits';

/** Wallets with their own rate; the contract's WalletKind enum carries them as they are. */
export const WalletKind = { ICASH: 'ICASH', LINEPAY: 'LINEPAY', JKOPAY: 'JKOPAY' } as const;
export type WalletKind = (typeof WalletKind)[keyof typeof WalletKind];

export interface WalletRate {
  kind: WalletKind;
  payType: PayType;
  label: string;
  rateBp: number;
  note: string;
}

/** Wallet rates (SPEC §9: prepaid-card wallet, messaging-app wallet, street wallet). */
export const WALLET_RATES: readonly WalletRate[] = [
  { kind: 'ICASH', payType: PayType.ICASH, label: 'icash Pay', rateBp: 250, note: '' },
  { kind: 'LINEPAY', payType: PayType.LINEPAY, label: 'LINE Pay', rateBp: 20, note: '處理費，於交易次日收取' },
  { kind: 'JKOPAY', payType: PayType.JKOPAY, label: '街口支付', rateBp: 220, note: '2025 年底前申請適用之優惠費率' },
];

/** Buy-now-pay-later (AFTEE). */
export const BNPL_RATE_BP = 250;

/** Refund handling fee per refunded order, by how it was paid (SPEC §9). */
export const REFUND_FEES = { CVS: 10, ATM: 10 } as const;

export const WITHDRAWAL = { fee: 15, minBusinessDays: 1, maxBusinessDays: 3 } as const;

/** Card collection limits by seller kind (SPEC §9 "credit limit"). */
export const CREDIT_LIMITS = { individual: 200_000, enterprise: 1_000_000 } as const;

/** Withdraw limits: the default, plus what can be added on application (SPEC §9). */
export const WITHDRAW_LIMITS = {
  individual: { default: 200_000, extra: 500_000 },
  enterprise: { default: 1_000_000, extra: 1_000_000 },
} as const;

/** A balance untouched for this long pays a monthly account fee (SPEC §9). */
export const DORMANT_BALANCE = { days: 365, monthlyRateBp: 1000, minimumFee: 100 } as const;

export type SettlementEvent = 'REQUEST' | 'PAYMENT' | 'PICKUP' | 'DELIVERED';

export interface SettlementRule {
  payType: PayType;
  event: SettlementEvent;
  days: number;
  /** False where SPEC is silent and the delay is our decision (docs/adr/0014-decisions-where-spec-is-silent.md). */
  fromSpec: boolean;
}

/**
 * When collected money moves from trust to the held-funds account (SPEC §9 settlement timing).
 * SPEC leaves wallets silent: they follow the store-code rule (payment date + 7), our decision.
 */
export const SETTLEMENT_RULES: readonly SettlementRule[] = [
  { payType: PayType.CREDIT, event: 'REQUEST', days: 7, fromSpec: true },
  { payType: PayType.CVS, event: 'PAYMENT', days: 7, fromSpec: true },
  { payType: PayType.ATM, event: 'PAYMENT', days: 7, fromSpec: true },
  { payType: PayType.AFTEE, event: 'PAYMENT', days: 7, fromSpec: true },
  { payType: PayType.SHIP, event: 'PICKUP', days: 7, fromSpec: true },
  { payType: PayType.HOME, event: 'DELIVERED', days: 15, fromSpec: true },
  { payType: PayType.ICASH, event: 'PAYMENT', days: 7, fromSpec: false },
  { payType: PayType.LINEPAY, event: 'PAYMENT', days: 7, fromSpec: false },
  { payType: PayType.JKOPAY, event: 'PAYMENT', days: 7, fromSpec: false },
];

export const SETTLEMENT_EVENT_LABELS: Readonly<Record<SettlementEvent, string>> = {
  REQUEST: '請款日',
  PAYMENT: '付款日',
  PICKUP: '取貨成功日',
  DELIVERED: '配達日',
};
