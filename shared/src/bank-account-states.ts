import { codeList } from './code-list';

/**
 * The withdrawal bank account's state, one for the whole product: the dashboard checklist, the withdraw page
 * (提領設定) and the withdrawal itself read it. Stored as timestamps on member_bank_account (verified_at,
 * rejected_at); these codes are what every reader derives from them. An operator verifies an account once; any
 * change of bank, branch or number sends it back to pending.
 */
export const BANK_ACCOUNT_STATE_LIST = codeList(
  'BankAccountState',
  [
    { key: 'NONE', code: 0, label: '尚未設定', tone: 'neutral' },
    { key: 'PENDING', code: 1, label: '驗證中', tone: 'accent' },
    { key: 'VERIFIED', code: 2, label: '已驗證', tone: 'success' },
    { key: 'REJECTED', code: 3, label: '驗證未通過', tone: 'error' },
  ],
  { 0: [1], 1: [2, 3], 2: [1], 3: [1] },
);

export const BankAccountState = BANK_ACCOUNT_STATE_LIST.values;
export type BankAccountState = (typeof BankAccountState)[keyof typeof BankAccountState];
