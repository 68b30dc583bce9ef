import type { CodeEntry } from './code-list';
import { CHARGE_RESULT_LABELS, SHARE_ENTRY_KIND_LABELS, type CsvExportName, type CsvLabelKey } from './csv-exports';
import { DELIVERY_METHOD_LIST } from './delivery-methods';
import { ENTRY_KIND_LABELS, MEMBER_ACCOUNT_LABELS } from './ledger-kinds';
import { ORDER_STATUS_LIST } from './order-statuses';
import { PAY_TYPE_LIST } from './pay-types';
import { SHIPMENT_STATUS_LIST, SHIPPING_SERVICE_LABELS } from './shipment-statuses';
import { TRANSACTION_STATUS_LIST } from './transaction-statuses';
import { WITHDRAWAL_STATUS_LIST } from './withdrawal-statuses';

/**
 * The codes of every label column of every export: the code the raw format writes (the one the GraphQL contract and
 * the REST filters use) → the zh-TW label the Excel format writes. Drawn from the shared code lists, so a program
 * reading the raw file meets the codes it meets everywhere else; the developer page lists them and the export tests
 * check every cell against them. Typed by the export's columns: a label column without codes fails the type check.
 */
export type CsvCodeLabels = Readonly<Record<string, string>>;

/** A code list's codes (its enum keys) → labels. */
const labelsOf = (entries: readonly CodeEntry[]): CsvCodeLabels =>
  Object.fromEntries(entries.map((e) => [e.key, e.label]));

/** The ledger's entry kinds as the contract's LedgerEntryKind carries them (withdrawal_paid → WITHDRAWAL_PAID). */
export const ledgerKindCode = (kind: string): string => kind.toUpperCase();

const PAY_TYPES = labelsOf(PAY_TYPE_LIST.entries);
const TRANSACTION_STATUSES = labelsOf(TRANSACTION_STATUS_LIST.entries);

export const CSV_CODES: { readonly [N in CsvExportName]: { readonly [K in CsvLabelKey<N>]: CsvCodeLabels } } = {
  transactions: { pay_type: PAY_TYPES, status: TRANSACTION_STATUSES },
  partnerTransactions: { pay_type: PAY_TYPES, status: TRANSACTION_STATUSES },
  sharedProfit: { kind: SHARE_ENTRY_KIND_LABELS, pay_type: PAY_TYPES },
  ledger: {
    kind: Object.fromEntries(Object.entries(ENTRY_KIND_LABELS).map(([k, label]) => [ledgerKindCode(k), label])),
    // The contract's LedgerLine.account and the export's `account` filter carry these lower-case words.
    account: MEMBER_ACCOUNT_LABELS,
  },
  withdrawals: { status: labelsOf(WITHDRAWAL_STATUS_LIST.entries) },
  periodCharges: { paid: CHARGE_RESULT_LABELS },
  shopOrders: {
    status: labelsOf(ORDER_STATUS_LIST.entries),
    delivery_method: labelsOf(DELIVERY_METHOD_LIST.entries),
    pay_type: PAY_TYPES,
  },
  parcels: { service: SHIPPING_SERVICE_LABELS, status: labelsOf(SHIPMENT_STATUS_LIST.entries) },
};

/** The codes of one label column (for a reader that knows only the export's name and the column's key). */
export function csvCodesOf(name: CsvExportName, key: string): CsvCodeLabels | undefined {
  return (CSV_CODES[name] as Readonly<Record<string, CsvCodeLabels>>)[key];
}
