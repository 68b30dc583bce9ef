/** The ledger module's public surface: what other modules may import (they import nothing deeper). */
export { balancesOf, InsufficientFundsError, lockMemberAccounts, MEMBER_BALANCES_SQL, memberBalances } from './ledger';
export {
  chargeShippingFee,
  completeWithdrawal,
  failWithdrawal,
  payAgentShare,
  payCompensation,
  recordPayment,
  recordRefund,
  returnShippingFee,
  reversePayment,
} from './held-funds';
export { claimIdempotencyKey, IDEMPOTENCY_KEY_PATTERN, requestHash, storeIdempotentResponse } from './idempotency';
export { completeDueWithdrawals, settleDuePayments, settlePayments } from './settlement';
export { heldCommitments, reservedRefundTotal, withdrawableOf } from './withdrawable';
export { LedgerLine } from './ledger-line.types';
export { LEDGER_ACCOUNTS, ledgerLines, ledgerLinesCopySql } from './ledger-lines';
export type { Line } from './ledger-lines';
export type { MemberAccountKind } from './ledger';
export { withdrawIn } from './withdraw';
