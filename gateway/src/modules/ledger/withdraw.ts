import { WITHDRAWAL_RULE_MESSAGES } from '@paydesk/shared/withdrawal-rules';
import { sqlOf } from '../../core/database/sql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordWithdrawal } from './held-funds';
import { claimIdempotencyKey, requestHash, storeIdempotentResponse } from './idempotency';
import { moneyTransaction } from '../../core/database/money-transaction';
import { InsufficientFundsError, lockMemberAccounts } from './ledger';
import { heldCommitments, withdrawableOf } from './withdrawable';

export interface WithdrawRequest {
  memberId: number;
  amount: number;
  fee: number;
  /** Largest single withdrawal for this member. */
  limit: number;
  idempotencyKey: string;
  bank?: { code: string; account: string; name: string };
}

/** What the first request answered; a retry with the same key gets exactly this back. */
export type WithdrawResult =
  | { ok: true; withdrawalId: number; amount: number; fee: number; net: number }
  | { ok: false; field: string | null; code: string; message: string };

export const WITHDRAW_MESSAGES = {
  insufficient: WITHDRAWAL_RULE_MESSAGES.insufficient,
  belowFee: WITHDRAWAL_RULE_MESSAGES.belowFee,
  overLimit: WITHDRAWAL_RULE_MESSAGES.overLimit,
  keyReused: '此筆提領已用不同內容送出，請重新整理後再試',
} as const;

/**
 * One withdrawal inside the caller's transaction: claim the key, check, move the money, store the answer.
 * Everything commits together or not at all, so a crash anywhere before commit leaves no trace and the retry
 * does the work; a crash after commit (a lost response) makes the retry read the stored answer.
 */
export async function withdrawIn(tx: EntityManager, r: WithdrawRequest): Promise<WithdrawResult> {
  const hash = requestHash({ amount: r.amount });
  const claim = await claimIdempotencyKey<WithdrawResult>(tx, {
    memberId: r.memberId,
    key: r.idempotencyKey,
    operation: 'withdrawal',
    hash,
  });
  if (!claim.first) {
    if (!claim.sameRequest || !claim.response)
      return { ok: false, field: null, code: 'IDEMPOTENCY_KEY_REUSED', message: WITHDRAW_MESSAGES.keyReused };
    return claim.response;
  }
  const result = await attempt(tx, r);
  await storeIdempotentResponse(tx, r.memberId, r.idempotencyKey, result);
  return result;
}

async function attempt(tx: EntityManager, r: WithdrawRequest): Promise<WithdrawResult> {
  if (!Number.isInteger(r.amount) || r.amount <= r.fee)
    return { ok: false, field: 'amount', code: 'BELOW_FEE', message: WITHDRAW_MESSAGES.belowFee };
  if (r.amount > r.limit)
    return { ok: false, field: 'amount', code: 'OVER_LIMIT', message: WITHDRAW_MESSAGES.overLimit };
  // Under the held account's lock: refunds reserved for later and owed fees keep their share of the balance.
  const sql = sqlOf(tx);
  await lockMemberAccounts(tx, r.memberId);
  const [held] = await sql<{ balance: string }>(
    `select balance::text as balance from ledger_account where member_id = ? and kind = 'held'`,
    [r.memberId],
  );
  if (r.amount > withdrawableOf(Number(held?.balance ?? 0), await heldCommitments(tx, r.memberId)))
    return { ok: false, field: 'amount', code: 'INSUFFICIENT_BALANCE', message: WITHDRAW_MESSAGES.insufficient };
  try {
    const withdrawalId = await recordWithdrawal(tx, {
      memberId: r.memberId,
      amount: r.amount,
      fee: r.fee,
      bank: r.bank,
      idempotencyKey: r.idempotencyKey,
    });
    return { ok: true, withdrawalId, amount: r.amount, fee: r.fee, net: r.amount - r.fee };
  } catch (error) {
    if (error instanceof InsufficientFundsError)
      return { ok: false, field: 'amount', code: 'INSUFFICIENT_BALANCE', message: WITHDRAW_MESSAGES.insufficient };
    throw error;
  }
}

/** A withdrawal in its own transaction. */
export function withdraw(em: EntityManager, r: WithdrawRequest): Promise<WithdrawResult> {
  return moneyTransaction(em, (tx) => withdrawIn(tx, r));
}
