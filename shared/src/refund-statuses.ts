/** Refund statuses (ours): reserved until the balance allows, then executed through the ledger. */
export const REFUND_STATUS = { Reserved: 0, Executed: 1 } as const;

export const REFUND_STATUSES = [
  { code: REFUND_STATUS.Reserved, label: '待退款（保留中）', tone: 'accent' },
  { code: REFUND_STATUS.Executed, label: '已退款', tone: 'success' },
] as const;
