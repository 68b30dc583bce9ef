/** What a withdrawal request must meet, in the words the form and the ledger both use. */
export const WITHDRAWAL_RULE_MESSAGES = {
  required: '請輸入提領金額',
  whole: '提領金額需為整數',
  belowFee: '提領金額需大於手續費',
  insufficient: '可提領餘額不足',
  overLimit: '超過單筆提領上限',
} as const;
