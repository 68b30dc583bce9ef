/**
 * Payment transaction statuses (SPEC is silent on the codes; these are ours) with their zh-TW labels, in display
 * order. Pure data with no imports: the gateway labels its answers with it and the client's status filter lists it.
 */
export const TRANSACTION_STATUSES = [
  { code: 0, label: '待付款' },
  { code: 1, label: '付款成功' },
  { code: 2, label: '付款失敗' },
  { code: 3, label: '已退款' },
  { code: 4, label: '部分退款' },
] as const;

/** Statuses whose money was collected (paid, refunded, partly refunded): they count as sold and in totals. */
export const COLLECTED_TX_STATUSES = [1, 3, 4] as const;
