import { PAYMENT_TYPES } from '../reference';

/** Payment transaction status (SPEC is silent on the codes; these are ours). */
export enum TxStatus {
  Awaiting = 0,
  Paid = 1,
  Failed = 2,
  Refunded = 3,
  PartlyRefunded = 4,
}

export const TX_STATUS_LABELS: Record<TxStatus, string> = {
  [TxStatus.Awaiting]: '待付款',
  [TxStatus.Paid]: '付款成功',
  [TxStatus.Failed]: '付款失敗',
  [TxStatus.Refunded]: '已退款',
  [TxStatus.PartlyRefunded]: '部分退款',
};

/** SPEC §3 payment type labels (zh-TW), from the reference module. */
export const PAY_TYPE_LABELS: Readonly<Record<number, string>> = Object.fromEntries(PAYMENT_TYPES.map((t) => [t.code, t.label]));
