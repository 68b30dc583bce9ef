import { codeList } from './code-list';

/**
 * Payment transaction statuses (SPEC is silent on the codes; these are ours) in display order, and their moves:
 * a transaction awaiting payment is paid or fails; a paid one is refunded in full or in part, and a partly refunded
 * one may be refunded again.
 */
export const TRANSACTION_STATUS_LIST = codeList(
  'TransactionStatus',
  [
    { key: 'AWAITING', code: 0, label: '待付款', tone: 'accent' },
    { key: 'PAID', code: 1, label: '付款成功', tone: 'success' },
    { key: 'FAILED', code: 2, label: '付款失敗', tone: 'error' },
    { key: 'REFUNDED', code: 3, label: '已退款', tone: 'neutral' },
    { key: 'PARTLY_REFUNDED', code: 4, label: '部分退款', tone: 'primary' },
  ],
  { 0: [1, 2], 1: [3, 4], 4: [3, 4] },
);

export const TransactionStatus = TRANSACTION_STATUS_LIST.values;
export type TransactionStatus = (typeof TransactionStatus)[keyof typeof TransactionStatus];
export const TRANSACTION_STATUSES = TRANSACTION_STATUS_LIST.entries;

/** Statuses whose money was collected (paid, refunded, partly refunded): they count as sold and in totals. */
export const COLLECTED_TX_STATUSES = [
  TransactionStatus.PAID,
  TransactionStatus.REFUNDED,
  TransactionStatus.PARTLY_REFUNDED,
] as const;
