import { PAY_TYPE_LIST } from '@paydesk/shared/pay-types';
import { TRANSACTION_STATUS_LIST } from '@paydesk/shared/transaction-statuses';
import type { PayType, TransactionFilter, TransactionStatus } from '../graphql/generated';
import { taiwanDay } from './money-format';
import type { FilterValues } from './transaction-filter.schema';

/** Rows a transaction page asks for at a time (the seller's list, the agent's inquiry). */
export const TRANSACTION_PAGE_SIZE = 50;

/** SPEC §9: the default range is 3 days (today and the two before), on the seller's page and the agent's alike. */
export function defaultTransactionFilter(): FilterValues {
  return { from: taiwanDay(-2), to: taiwanDay(0), status: '', payType: '', tradeNo: '', merchantOrderNo: '' };
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
    after,
    first: TRANSACTION_PAGE_SIZE,
  };
}

/** The same filter as query parameters of a CSV export (the REST adapters read enum keys and numeric codes). */
export function transactionCsvParams(v: FilterValues) {
  const { after: _after, first: _first, ...filter } = toTransactionFilter(v, null);
  return filter;
}
