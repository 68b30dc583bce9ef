import { codeList } from './code-list';

/**
 * Withdrawal statuses (SPEC is silent on the codes; these are ours): requested, then paid out by the bank, or failed
 * (the bank returned the transfer) with the whole amount, fee included, back in the held funds.
 */
export const WITHDRAWAL_STATUS_LIST = codeList(
  'WithdrawalStatus',
  [
    { key: 'PROCESSING', code: 1, label: '處理中', tone: 'accent' },
    { key: 'PAID', code: 2, label: '已匯款', tone: 'success' },
    { key: 'FAILED', code: 3, label: '匯款失敗', tone: 'error' },
  ],
  { 1: [2, 3] },
);

export const WithdrawalStatus = WITHDRAWAL_STATUS_LIST.values;
export type WithdrawalStatus = (typeof WithdrawalStatus)[keyof typeof WithdrawalStatus];
export const WITHDRAWAL_STATUSES = WITHDRAWAL_STATUS_LIST.entries;
