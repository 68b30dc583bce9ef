import { formatAmount } from './money';
/**
 * Payment limits a form checks in the browser and the gateway enforces, import-free so both read one copy.
 * SPEC §5 account rules: one ATM transfer may not exceed 30,000.
 */
export const ATM_SINGLE_LIMIT = 30_000;

export const PAYMENT_LIMIT_MESSAGES = {
  atmLimit: `ATM 轉帳單筆上限為 ${formatAmount(ATM_SINGLE_LIMIT)} 元`,
} as const;
