/** Withdrawal statuses (SPEC is silent on the codes; these are ours): requested, then paid out by the bank. */
export const WITHDRAWAL_STATUS = { Processing: 1, Paid: 2 } as const;

export const WITHDRAWAL_STATUSES = [
  { code: WITHDRAWAL_STATUS.Processing, label: '處理中', tone: 'accent' },
  { code: WITHDRAWAL_STATUS.Paid, label: '已匯款', tone: 'success' },
] as const;

export function withdrawalStatusLabel(code: number): string {
  return WITHDRAWAL_STATUSES.find((s) => s.code === code)?.label ?? '-';
}
