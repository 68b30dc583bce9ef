import { codeList } from './code-list';

/** Withdrawal statuses (SPEC is silent on the codes; these are ours): requested, then paid out by the bank. */
export const WITHDRAWAL_STATUS_LIST = codeList(
  'WithdrawalStatus',
  [
    { key: 'PROCESSING', code: 1, label: '處理中', tone: 'accent' },
    { key: 'PAID', code: 2, label: '已匯款', tone: 'success' },
  ],
  { 1: [2] },
);

export const WithdrawalStatus = WITHDRAWAL_STATUS_LIST.values;
export type WithdrawalStatus = (typeof WithdrawalStatus)[keyof typeof WithdrawalStatus];
export const WITHDRAWAL_STATUSES = WITHDRAWAL_STATUS_LIST.entries;
