import { formatAmount } from './money';
/**
 * Payment limits a form checks in the browser and the gateway enforces, import-free so both read one copy.
 * SPEC §5 account rules: one ATM transfer may not exceed 30,000.
 */
export const ATM_SINGLE_LIMIT = 30_000;

/** The most one payment may collect (a link's amount, a link's units times their price, a store order). */
export const PAYMENT_AMOUNT_MAX = 1_000_000;

/** Days a convenience-store code or ATM virtual account stays payable (ours; ECPay's default is 3). */
export const OFFLINE_CODE_DAYS = 3;

export const PAYMENT_LIMIT_MESSAGES = {
  atmLimit: `ATM 轉帳單筆上限為 ${formatAmount(ATM_SINGLE_LIMIT)} 元`,
  amountMax: `單筆付款金額不可超過 ${formatAmount(PAYMENT_AMOUNT_MAX)} 元`,
} as const;
