import {
  COD_COLLECTION,
  COMPENSATION_CAPS,
  FROZEN_PICKUP_FEE,
  HOME_COLLECTION,
  HOME_DELIVERY_RATES,
  HOME_REGION_LABELS,
  NO_SHOW_FEE,
  PACKAGE_RULES,
  PICKUP_WINDOW_DAYS,
  SHIPPING_DEADLINE_DAYS,
  STORE_SHIPPING_FEES,
} from './logistics.data';
import { CUSTOMER_SERVICE, INSTALMENT_BANKS } from './other.data';
import {
  ATM_RATE_BP,
  ATM_SINGLE_LIMIT,
  BNPL_RATE_BP,
  CARD_RATES_BP,
  CREDIT_LIMITS,
  CVS_FEE,
  DORMANT_BALANCE,
  INSTALMENT_PERIODS,
  INSTALMENT_RATES_BP,
  PAYMENT_METHOD_LABELS,
  PAYMENT_TYPES,
  REFUND_FEES,
  SETTLEMENT_EVENT_LABELS,
  SETTLEMENT_RULES,
  WALLET_RATES,
  WITHDRAW_LIMITS,
  WITHDRAWAL,
} from './reference.data';
import type { Reference } from './reference.types';
import { buildPayTypeList, DEFAULT_PAY_TYPE_CONFIG, type PayTypeConfig } from '@paydesk/shared/pay-types';

const CARD_LABELS = { DOMESTIC: '國內信用卡', FOREIGN: '國外信用卡', UNIONPAY: '銀聯卡' } as const;

const payTypeLabel = (code: number): string => PAYMENT_TYPES.find((t) => t.code === code)?.label ?? String(code);

/** The whole SPEC §9 reference as one plain object (what the `reference` query returns). */
export function referenceSnapshot(payTypes: PayTypeConfig = DEFAULT_PAY_TYPE_CONFIG): Reference {
  return {
    // SPEC §3: built from the configured groups plus the fixed extras (not every code of the list).
    paymentTypes: buildPayTypeList(payTypes).map((t) => ({
      code: t.code,
      name: t.key,
      label: t.label,
      group: t.group,
      switchable: t.switchable,
    })),
    paymentMethodLabels: Object.entries(PAYMENT_METHOD_LABELS).map(([key, label]) => ({ key, label })),
    cardRates: (Object.keys(CARD_RATES_BP) as (keyof typeof CARD_RATES_BP)[]).map((kind) => ({
      kind,
      label: CARD_LABELS[kind],
      rateBp: CARD_RATES_BP[kind],
    })),
    instalmentPeriods: [...INSTALMENT_PERIODS],
    instalmentRates: INSTALMENT_PERIODS.map((periods) => ({ periods, rateBp: INSTALMENT_RATES_BP[periods] })),
    cvsFee: CVS_FEE,
    atmRateBp: ATM_RATE_BP,
    atmSingleLimit: ATM_SINGLE_LIMIT,
    wallets: WALLET_RATES.map((w) => ({ ...w })),
    bnplRateBp: BNPL_RATE_BP,
    refundFees: { cvs: REFUND_FEES.CVS, atm: REFUND_FEES.ATM },
    withdrawal: { ...WITHDRAWAL },
    creditLimits: { ...CREDIT_LIMITS },
    withdrawLimits: {
      individualDefault: WITHDRAW_LIMITS.individual.default,
      individualExtra: WITHDRAW_LIMITS.individual.extra,
      enterpriseDefault: WITHDRAW_LIMITS.enterprise.default,
      enterpriseExtra: WITHDRAW_LIMITS.enterprise.extra,
    },
    dormantBalance: { ...DORMANT_BALANCE },
    settlement: SETTLEMENT_RULES.map((r) => ({
      ...r,
      payTypeLabel: payTypeLabel(r.payType),
      eventLabel: SETTLEMENT_EVENT_LABELS[r.event],
    })),
    logistics: {
      storeFees: {
        b2cNormal: STORE_SHIPPING_FEES.B2C.NORMAL,
        b2cFrozen: STORE_SHIPPING_FEES.B2C.FROZEN,
        b2cReturn: STORE_SHIPPING_FEES.B2C.RETURN,
        c2cNormal: STORE_SHIPPING_FEES.C2C.NORMAL,
        c2cFrozen: STORE_SHIPPING_FEES.C2C.FROZEN,
      },
      frozenPickup: { ...FROZEN_PICKUP_FEE },
      codCollection: { ...COD_COLLECTION },
      homeCollection: { ...HOME_COLLECTION },
      noShowFee: NO_SHOW_FEE,
      homeRates: HOME_DELIVERY_RATES.map((t) => ({
        temperature: t.temperature,
        sizesCm: [...t.sizesCm],
        rows: t.rows.map((r) => ({ region: r.region, regionLabel: HOME_REGION_LABELS[r.region], fees: [...r.fees] })),
      })),
      packageRules: PACKAGE_RULES.map((r) => ({ ...r })),
      compensationCaps: {
        c2c: COMPENSATION_CAPS.C2C,
        b2c: COMPENSATION_CAPS.B2C,
        frozen: COMPENSATION_CAPS.FROZEN,
        home: COMPENSATION_CAPS.HOME,
      },
      shippingDeadlines: {
        c2cDays: SHIPPING_DEADLINE_DAYS.C2C,
        b2cNormalDays: SHIPPING_DEADLINE_DAYS.B2C_NORMAL,
        b2cFrozenDays: SHIPPING_DEADLINE_DAYS.B2C_FROZEN,
      },
      pickupWindows: { normalDays: PICKUP_WINDOW_DAYS.NORMAL, frozenDays: PICKUP_WINDOW_DAYS.FROZEN },
    },
    instalmentBanks: INSTALMENT_BANKS.map((b) => ({ ...b, periods: [...b.periods] })),
    customerService: { ...CUSTOMER_SERVICE, hours: CUSTOMER_SERVICE.hours.map((h) => ({ ...h })) },
  };
}
