import { ENTRY_KIND_LABELS } from '@paydesk/shared/ledger-kinds';
import { sqlOf } from '../../core/database/sql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { WithdrawalStatus } from '@paydesk/shared/withdrawal-statuses';
import { postEntry, trustLeftFor, type PostingInput } from './ledger';
import { publishEvent } from '../events';
import { TAIWAN_BANKS } from '@paydesk/shared/taiwan-banks';

/**
 * The money movements of DESIGN §3, each one journal entry, all inside the caller's transaction.
 * Amounts come from the caller (the payments module prices them through pricing.ts).
 */

/** A buyer paid: the acquirer owes us the amount; the seller's trust gets it less the fee; the fee is income. */
export function recordPayment(
  tx: EntityManager,
  p: { memberId: number; transactionId: number; amount: number; fee: number },
): Promise<number> {
  if (p.fee < 0 || p.fee >= p.amount) throw new Error('fee must be below the amount');
  const postings: PostingInput[] = [
    { account: { platform: 'acquirer_clearing' }, amount: -p.amount },
    { account: { member: p.memberId, kind: 'trust' }, amount: p.amount - p.fee },
  ];
  if (p.fee > 0) postings.push({ account: { platform: 'fee_income' }, amount: p.fee });
  return postEntry(tx, {
    kind: 'payment',
    memberId: p.memberId,
    transactionId: p.transactionId,
    memo: '收款',
    postings,
  });
}

/**
 * The exact reverse of recordPayment, for a payment that should never have been taken (paid after its link
 * closed): the buyer gets the whole amount back and the fee is returned, so the seller ends where it began.
 * Run in the same transaction as the payment, before settlement can touch it.
 */
export function reversePayment(
  tx: EntityManager,
  p: { memberId: number; transactionId: number; amount: number; fee: number; idempotencyKey: string },
): Promise<number> {
  const postings: PostingInput[] = [
    { account: { platform: 'acquirer_clearing' }, amount: p.amount },
    { account: { member: p.memberId, kind: 'trust' }, amount: -(p.amount - p.fee) },
  ];
  if (p.fee > 0) postings.push({ account: { platform: 'fee_income' }, amount: -p.fee });
  return postEntry(tx, {
    kind: 'refund',
    memberId: p.memberId,
    transactionId: p.transactionId,
    idempotencyKey: p.idempotencyKey,
    memo: '逾時付款退回',
    postings,
  });
}

export interface RefundSplit {
  fromTrust: number;
  fromHeld: number;
}

/**
 * Refund to the buyer plus the refund fee. The original fee is not returned (our stated rule). It comes out of
 * what is left of that payment in trust first, then out of the held-funds balance (after settlement).
 * Throws InsufficientFundsError, writing nothing, when the held-funds balance cannot cover the rest.
 */
export async function recordRefund(
  tx: EntityManager,
  p: { memberId: number; transactionId: number; amount: number; refundFee: number; idempotencyKey?: string | null },
): Promise<RefundSplit> {
  if (p.amount <= 0 || p.refundFee < 0) throw new Error('bad refund');
  const total = p.amount + p.refundFee;
  const fromTrust = Math.min(total, Math.max(0, await trustLeftFor(tx, p.transactionId)));
  const fromHeld = total - fromTrust;
  const postings: PostingInput[] = [{ account: { platform: 'acquirer_clearing' }, amount: p.amount }];
  if (p.refundFee > 0) postings.push({ account: { platform: 'fee_income' }, amount: p.refundFee });
  const member: PostingInput[] = [];
  if (fromTrust > 0) member.push({ account: { member: p.memberId, kind: 'trust' }, amount: -fromTrust });
  if (fromHeld > 0) member.push({ account: { member: p.memberId, kind: 'held' }, amount: -fromHeld });
  await postEntry(tx, {
    kind: 'refund',
    memberId: p.memberId,
    transactionId: p.transactionId,
    idempotencyKey: p.idempotencyKey,
    memo: '退款',
    postings: [...member, ...postings],
  });
  return { fromTrust, fromHeld };
}

/** Withdrawal request: the amount leaves held funds; the fee is income; the net waits in withdrawing for the bank. */
export async function recordWithdrawal(
  tx: EntityManager,
  p: {
    memberId: number;
    amount: number;
    fee: number;
    bank?: { code: string; account: string; name: string };
    idempotencyKey?: string | null;
  },
): Promise<number> {
  if (p.amount - p.fee <= 0 || p.fee < 0) throw new Error('withdrawal net must be positive');
  const sql = sqlOf(tx);
  // The entry is written first (it checks the balance under the lock), so the id is taken from the sequence.
  const [{ id }] = await sql<{ id: string }>(`select nextval('withdrawal_id_seq')::text as id`);
  const postings: PostingInput[] = [
    { account: { member: p.memberId, kind: 'held' }, amount: -p.amount },
    { account: { member: p.memberId, kind: 'withdrawing' }, amount: p.amount - p.fee },
  ];
  if (p.fee > 0) postings.push({ account: { platform: 'fee_income' }, amount: p.fee });
  await postEntry(tx, {
    kind: 'withdrawal',
    memberId: p.memberId,
    withdrawalId: Number(id),
    idempotencyKey: p.idempotencyKey,
    memo: '提領',
    postings,
  });
  await sql(
    `insert into withdrawal (id, member_id, amount, fee, net, bank_code, bank_account, account_name) values (?, ?, ?, ?, ?, ?, ?, ?)`,
    [id, p.memberId, p.amount, p.fee, p.amount - p.fee, p.bank?.code ?? '', p.bank?.account ?? '', p.bank?.name ?? ''],
  );
  return Number(id);
}

/** The bank transfer is done: the net leaves withdrawing for bank clearing. Idempotent per withdrawal. */
export async function completeWithdrawal(tx: EntityManager, withdrawalId: number): Promise<boolean> {
  const sql = sqlOf(tx);
  const [w] = await sql<{
    member_id: number;
    net: number;
    amount: number;
    fee: number;
    bank_code: string;
    bank_account: string;
    paid_at: Date;
  }>(
    `update withdrawal set status = ?, paid_at = now() where id = ? and status = ?
     returning member_id, net, amount, fee, bank_code, bank_account, paid_at`,
    [WithdrawalStatus.PAID, withdrawalId, WithdrawalStatus.PROCESSING],
  );
  if (!w) return false;
  await postEntry(tx, {
    kind: 'withdrawal_paid',
    memberId: w.member_id,
    withdrawalId,
    memo: '提領匯款完成',
    postings: [
      { account: { member: w.member_id, kind: 'withdrawing' }, amount: -w.net },
      { account: { platform: 'bank_clearing' }, amount: w.net },
    ],
  });
  await publishEvent(tx, {
    type: 'withdrawal.paid',
    memberId: w.member_id,
    data: {
      id: withdrawalId,
      status: 'PAID',
      amount: w.amount,
      fee: w.fee,
      net: w.net,
      bankCode: w.bank_code,
      bankName: TAIWAN_BANKS.find((b) => b.code === w.bank_code)?.name ?? null,
      accountTail: w.bank_account.slice(-5) || null,
      paidAt: w.paid_at,
    },
  });
  return true;
}

/**
 * The bank returned the transfer: the withdrawal fails and the whole amount, fee included (nothing was paid out),
 * goes back to the member's held funds in one balanced entry, with the withdrawal.failed event in the same
 * transaction. Only a withdrawal still on its way can fail, so a retry finds nothing to do and answers null; else the
 * member's id.
 */
export async function failWithdrawal(tx: EntityManager, withdrawalId: number, reason: string): Promise<number | null> {
  const sql = sqlOf(tx);
  const [w] = await sql<{
    member_id: number;
    net: number;
    amount: number;
    fee: number;
    bank_code: string;
    bank_account: string;
    failed_at: Date;
  }>(
    `update withdrawal set status = ?, failed_at = now(), fail_reason = ? where id = ? and status = ?
     returning member_id, net, amount, fee, bank_code, bank_account, failed_at`,
    [WithdrawalStatus.FAILED, reason, withdrawalId, WithdrawalStatus.PROCESSING],
  );
  if (!w) return null;
  const postings: PostingInput[] = [
    { account: { member: w.member_id, kind: 'withdrawing' }, amount: -w.net },
    { account: { member: w.member_id, kind: 'held' }, amount: w.amount },
  ];
  if (w.fee > 0) postings.push({ account: { platform: 'fee_income' }, amount: -w.fee });
  await postEntry(tx, {
    kind: 'withdrawal_failed',
    memberId: w.member_id,
    withdrawalId,
    memo: ENTRY_KIND_LABELS.withdrawal_failed,
    postings,
  });
  await publishEvent(tx, {
    type: 'withdrawal.failed',
    memberId: w.member_id,
    data: {
      id: withdrawalId,
      status: 'FAILED',
      amount: w.amount,
      fee: w.fee,
      net: w.net,
      bankCode: w.bank_code,
      bankName: TAIWAN_BANKS.find((b) => b.code === w.bank_code)?.name ?? null,
      accountTail: w.bank_account.slice(-5) || null,
      reason,
      failedAt: w.failed_at,
    },
  });
  return w.member_id;
}

/** Dormant-balance fee (SPEC §9): charged on the held-funds balance, never more than the balance. Returns the fee. */
export async function chargeDormantFee(tx: EntityManager, p: { memberId: number; fee: number }): Promise<number> {
  if (p.fee <= 0) return 0;
  await postEntry(tx, {
    kind: 'dormant_fee',
    memberId: p.memberId,
    memo: ENTRY_KIND_LABELS.dormant_fee,
    postings: [
      { account: { member: p.memberId, kind: 'held' }, amount: -p.fee },
      { account: { platform: 'fee_income' }, amount: p.fee },
    ],
  });
  return p.fee;
}

/** An agent's closed month of shared profit: paid out of the platform's fee income into the agent's held funds. */
export async function payAgentShare(tx: EntityManager, p: { memberId: number; amount: number; month: string }) {
  if (p.amount <= 0) return;
  await postEntry(tx, {
    kind: 'agent_share',
    memberId: p.memberId,
    memo: `${ENTRY_KIND_LABELS.agent_share} ${p.month.slice(0, 7)}`,
    postings: [
      { account: { platform: 'fee_income' }, amount: -p.amount },
      { account: { member: p.memberId, kind: 'held' }, amount: p.amount },
    ],
  });
}

/** Logistics fees (shipping, frozen pickup, no-show, return) out of the held funds into fee income. */
export async function chargeShippingFee(tx: EntityManager, p: { memberId: number; amount: number; memo: string }) {
  if (p.amount <= 0) return;
  await postEntry(tx, {
    kind: 'shipping_fee',
    memberId: p.memberId,
    memo: p.memo,
    postings: [
      { account: { member: p.memberId, kind: 'held' }, amount: -p.amount },
      { account: { platform: 'fee_income' }, amount: p.amount },
    ],
  });
}

/** A lost parcel's compensation from the carrier (through clearing) into the seller's held funds. */
export async function payCompensation(tx: EntityManager, p: { memberId: number; amount: number; memo: string }) {
  await postEntry(tx, {
    kind: 'compensation',
    memberId: p.memberId,
    memo: p.memo,
    postings: [
      { account: { platform: 'acquirer_clearing' }, amount: -p.amount },
      { account: { member: p.memberId, kind: 'held' }, amount: p.amount },
    ],
  });
}

/** A cancelled shipment's fees go back from fee income to the held funds (the reverse of its fee entry). */
export async function returnShippingFee(tx: EntityManager, p: { memberId: number; amount: number; memo: string }) {
  await postEntry(tx, {
    kind: 'shipping_fee',
    memberId: p.memberId,
    memo: p.memo,
    postings: [
      { account: { platform: 'fee_income' }, amount: -p.amount },
      { account: { member: p.memberId, kind: 'held' }, amount: p.amount },
    ],
  });
}
