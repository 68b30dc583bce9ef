/** The withdrawal bank account's public surface: the one row, its state, and the only writes to it. */
export {
  bankAccountOf,
  bankAccountStateSql,
  maskAccountNo,
  rejectBankAccountIn,
  saveBankAccountIn,
  verifyBankAccountIn,
  type BankAccountChange,
  type BankAccountRow,
} from './bank-account';
