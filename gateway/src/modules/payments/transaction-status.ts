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

/** SPEC §3 payment type labels (zh-TW). */
export const PAY_TYPE_LABELS: Record<number, string> = {
  1: '信用卡',
  2: 'ATM 轉帳',
  3: '超商代碼',
  5: '超商取貨付款',
  6: '電子支付（icash Pay）',
  7: '先買後付（AFTEE）',
  8: '退貨收款',
  9: 'LINE Pay',
  10: '宅配貨到付款',
  11: '街口支付',
  99: '運費',
};
