/**
 * Rules of the transaction list and of refunds that the client's forms check and the gateway enforces:
 * the earliest day one may query, the date order, and refund amounts.
 */
export const EARLIEST_TX_DATE = '2022-08-01';

export const TX_RULE_MESSAGES = {
  fromRequired: '請選擇起始日期',
  toRequired: '請選擇結束日期',
  earliest: `查詢日期最早為 ${EARLIEST_TX_DATE.replace(/-/g, '/')}`,
  order: '起始日期不可晚於結束日期',
  refundRequired: '請輸入退款金額',
  refundPositive: '退款金額需為 1 以上的整數',
  refundAmount: '退款金額不可超過訂單金額',
} as const;
