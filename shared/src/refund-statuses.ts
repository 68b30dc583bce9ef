import { codeList } from './code-list';

/** Refund statuses (ours): reserved until the balance allows, then executed through the ledger. */
export const REFUND_STATUS_LIST = codeList(
  'RefundStatus',
  [
    { key: 'RESERVED', code: 0, label: '待退款（保留中）', tone: 'accent' },
    { key: 'EXECUTED', code: 1, label: '已退款', tone: 'success' },
  ],
  { 0: [1] },
);

export const RefundStatus = REFUND_STATUS_LIST.values;
export type RefundStatus = (typeof RefundStatus)[keyof typeof RefundStatus];
export const REFUND_STATUSES = REFUND_STATUS_LIST.entries;
