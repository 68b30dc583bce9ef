import { PAY_TYPE_LIST } from '@paydesk/shared/pay-types';
import { TRANSACTION_STATUS_LIST } from '@paydesk/shared/transaction-statuses';
import type { PayType, TransactionFilter, TransactionStatus } from '../graphql/generated';
import { taiwanDay } from './money-format';
import type { FilterValues } from './transaction-filter.schema';

/** Rows a transaction page asks for at a time (the seller's list, the agent's inquiry). */
export const TRANSACTION_PAGE_SIZE = 50;

/**
 * The range a transaction page opens with: the last 30 days, or as many days as the seller last asked for (kept in
 * this browser). The product chose 30 over SPEC §9's 3 days: three days showed an empty list to most sellers.
 */
export const DEFAULT_RANGE_DAYS = 30;
const RANGE_KEY = 'paydesk.txRangeDays';
const DAY_MS = 86_400_000;

function rememberedDays(): number {
  try {
    const days = Number(window.localStorage.getItem(RANGE_KEY));
    return Number.isInteger(days) && days >= 1 && days <= 366 ? days : DEFAULT_RANGE_DAYS;
  } catch {
    return DEFAULT_RANGE_DAYS;
  }
}

/** Keeps how many days the seller's last search covered, for the next visit. */
export function rememberTransactionRange(v: FilterValues): void {
  const days = Math.round((Date.parse(v.to) - Date.parse(v.from)) / DAY_MS) + 1;
  if (!Number.isInteger(days) || days < 1 || days > 366) return;
  try {
    window.localStorage.setItem(RANGE_KEY, String(days));
  } catch {
    // private mode: the default range serves
  }
}

export function defaultTransactionFilter(): FilterValues {
  const days = rememberedDays();
  return { from: taiwanDay(1 - days), to: taiwanDay(0), status: '', payType: '', tradeNo: '', merchantOrderNo: '' };
}

/** The filter bar's values as the contract's filter; `after` is the keyset cursor of the page before. */
export function toTransactionFilter(v: FilterValues, after: string | null): TransactionFilter {
  return {
    from: v.from,
    to: v.to,
    status: (TRANSACTION_STATUS_LIST.keyOf(v.status || null) as TransactionStatus | undefined) ?? null,
    payType: (PAY_TYPE_LIST.keyOf(v.payType || null) as PayType | undefined) ?? null,
    tradeNo: v.tradeNo || null,
    merchantOrderNo: v.merchantOrderNo || null,
    search: v.search?.trim() || null,
    after,
    first: TRANSACTION_PAGE_SIZE,
  };
}

/** The same filter as query parameters of a CSV export (the REST adapters read enum keys and numeric codes). */
export function transactionCsvParams(v: FilterValues) {
  const { after: _after, first: _first, ...filter } = toTransactionFilter(v, null);
  return filter;
}
