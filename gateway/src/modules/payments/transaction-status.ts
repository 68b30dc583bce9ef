import { TRANSACTION_STATUSES } from '@paydesk/shared/transaction-statuses';
import { PAYMENT_TYPES } from '../reference';

/** Payment transaction status (SPEC is silent on the codes; these are ours). */
export enum TxStatus {
  Awaiting = 0,
  Paid = 1,
  Failed = 2,
  Refunded = 3,
  PartlyRefunded = 4,
}

/** zh-TW status labels, from the table the client shares. */
export const TX_STATUS_LABELS = Object.fromEntries(TRANSACTION_STATUSES.map((s) => [s.code, s.label])) as Readonly<
  Record<TxStatus, string>
>;

/** SPEC §3 payment type labels (zh-TW), from the reference module. */
export const PAY_TYPE_LABELS: Readonly<Record<number, string>> = Object.fromEntries(
  PAYMENT_TYPES.map((t) => [t.code, t.label]),
);
