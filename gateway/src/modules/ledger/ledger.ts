import type { EntryKind, MemberAccountKind } from '@paydesk/shared/ledger-kinds';
import { pgArray, sqlOf } from '../../core/database/sql';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A member's own accounts (collected but unsettled, the held-funds account, paid out but not yet at the bank) and
 * the kinds of entry: one shared vocabulary with the client's ledger table. */
export type { EntryKind, MemberAccountKind };
/** Platform accounts: fee income, money in from acquirers, money out to sellers' banks. */
export type PlatformAccountKind = 'fee_income' | 'acquirer_clearing' | 'bank_clearing';

export type AccountRef = { member: number; kind: MemberAccountKind } | { platform: PlatformAccountKind };

export interface PostingInput {
  account: AccountRef;
  /** Signed TWD: positive credits the account (we owe more), negative debits it. */
  amount: number;
}

export interface EntryInput {
  kind: EntryKind;
  memberId: number;
  transactionId?: number | null;
  withdrawalId?: number | null;
  idempotencyKey?: string | null;
  memo?: string;
  postings: PostingInput[];
}

/** Raised before anything is written when an entry would take an account below zero. */
export class InsufficientFundsError extends Error {
  constructor(
    readonly kind: string,
    readonly balance: number,
    readonly change: number,
  ) {
    super(`account ${kind} would go negative: ${balance} ${change}`);
  }
}

interface AccountRow {
  id: number;
  member_id: number | null;
  kind: string;
  balance: string;
  allow_negative: boolean;
}

function keyOf(ref: AccountRef): string {
  return 'member' in ref ? `${ref.member}:${ref.kind}` : `0:${ref.platform}`;
}

/**
 * THE GLOBAL LOCK ORDER of money code. Every transaction that moves money takes its locks in this order:
 *   1. the idempotency record (claimIdempotencyKey);
 *   2. business rows: payment link or store order (an existing one; a checkout only creates its order), the
 *      store products (id order, shop/stock.ts), the shop's merchant row (shared: its PaymentSwitch at payment
 *      time), the seller's member row (card limit), then payment transactions / refunds;
 *   3. one member's ledger accounts, all of them, in id order (lockMemberAccounts; postEntry calls it);
 *   4. platform accounts (fee income, clearing), last, in id order (postEntry).
 * A transaction that touches several members (settlement batches) takes them in member-id order and no
 * platform account. Aborts that still happen (deadlock, serialization) are retried by moneyTransaction.
 */

const MEMBER_ACCOUNT_KINDS: readonly MemberAccountKind[] = ['trust', 'held', 'withdrawing'];

/** Creates the member's accounts if missing and locks them all, in id order (step 3 of the lock order). */
export async function lockMemberAccounts(tx: EntityManager, memberId: number): Promise<void> {
  const sql = sqlOf(tx);
  await sql(
    `insert into ledger_account (member_id, kind) select ?, unnest(?::text[]) on conflict (coalesce(member_id, 0), kind) do nothing`,
    [memberId, pgArray(MEMBER_ACCOUNT_KINDS)],
  );
  await sql(`select id from ledger_account where member_id = ? order by id for update`, [memberId]);
}

/**
 * Writes one balanced journal entry inside the caller's transaction. It locks the member's accounts, then the
 * platform accounts it touches (the global lock order above), and checks debited balances under those locks,
 * so a balance can never go negative between the check and the write; the database re-checks (constraint +
 * triggers).
 */
export async function postEntry(tx: EntityManager, input: EntryInput): Promise<number> {
  const sql = sqlOf(tx);
  const total = input.postings.reduce((s, p) => s + p.amount, 0);
  if (
    input.postings.length < 2 ||
    total !== 0 ||
    input.postings.some((p) => !Number.isInteger(p.amount) || p.amount === 0)
  ) {
    throw new Error(`unbalanced entry ${input.kind}: ${JSON.stringify(input.postings)}`);
  }
  const memberKinds = [...new Set(input.postings.flatMap((p) => ('member' in p.account ? [p.account.kind] : [])))];
  if (input.postings.some((p) => 'member' in p.account && p.account.member !== input.memberId)) {
    throw new Error("an entry moves one member's money only");
  }
  if (memberKinds.length) await lockMemberAccounts(tx, input.memberId);
  const accounts = await sql<AccountRow>(
    `select id, member_id, kind, balance::text as balance, allow_negative from ledger_account
      where (member_id = ? and kind = any(?::text[])) or (member_id is null and kind = any(?::text[]))`,
    [
      input.memberId,
      pgArray(memberKinds),
      pgArray(input.postings.flatMap((p) => ('platform' in p.account ? [p.account.platform] : []))),
    ],
  );
  const byKey = new Map(accounts.map((a) => [`${a.member_id ?? 0}:${a.kind}`, a]));
  const deltas = new Map<number, number>();
  for (const p of input.postings) {
    const account = byKey.get(keyOf(p.account));
    if (!account) throw new Error(`no ledger account ${keyOf(p.account)}`);
    deltas.set(account.id, (deltas.get(account.id) ?? 0) + p.amount);
  }
  const platformIds = accounts
    .filter((a) => a.member_id === null)
    .map((a) => a.id)
    .sort((a, b) => a - b);
  if (platformIds.length)
    await sql(`select id from ledger_account where id = any(?::int[]) order by id for update`, [pgArray(platformIds)]);
  // Balances read after the locks are granted: a read before them could be stale.
  const current = await sql<{ id: number; kind: string; balance: string; allow_negative: boolean }>(
    `select id, kind, balance::text as balance, allow_negative from ledger_account where id = any(?::int[])`,
    [pgArray(accounts.map((a) => a.id))],
  );
  for (const a of current) {
    const change = deltas.get(a.id) ?? 0;
    if (!a.allow_negative && change < 0 && Number(a.balance) + change < 0)
      throw new InsufficientFundsError(a.kind, Number(a.balance), change);
  }
  const [entry] = await sql<{ id: string }>(
    `insert into journal_entry (kind, member_id, transaction_id, withdrawal_id, idempotency_key, memo, effective_at)
     values (?, ?, ?, ?, ?, ?, now() + make_interval(secs => coalesce((select offset_seconds from settlement_clock where member_id = ?), 0))) returning id`,
    [
      input.kind,
      input.memberId,
      input.transactionId ?? null,
      input.withdrawalId ?? null,
      input.idempotencyKey ?? null,
      input.memo ?? '',
      input.memberId,
    ],
  );
  const ordered = [...deltas.entries()].filter(([, amount]) => amount !== 0).sort(([a], [b]) => a - b);
  await sql(`insert into posting (entry_id, account_id, amount) select ?, unnest(?::int[]), unnest(?::bigint[])`, [
    entry.id,
    pgArray(ordered.map(([id]) => id)),
    pgArray(ordered.map(([, amount]) => amount)),
  ]);
  return Number(entry.id);
}

export interface MemberBalances {
  trust: number;
  held: number;
  withdrawing: number;
}

/**
 * The member's cached balances as rows (kind, balance as text), for one bound member id. Equal to the sum of
 * postings (the property test checks it). A report that reads more in the same statement embeds it as a subquery.
 */
export const MEMBER_BALANCES_SQL = `select kind, balance::text as balance from ledger_account where member_id = ?`;

/** MEMBER_BALANCES_SQL's rows as the three balances (an account not opened yet holds 0). */
export function balancesOf(rows: readonly { kind: MemberAccountKind; balance: string }[]): MemberBalances {
  const out: MemberBalances = { trust: 0, held: 0, withdrawing: 0 };
  for (const r of rows) out[r.kind] = Number(r.balance);
  return out;
}

export async function memberBalances(tx: EntityManager, memberId: number): Promise<MemberBalances> {
  return balancesOf(await sqlOf(tx)<{ kind: MemberAccountKind; balance: string }>(MEMBER_BALANCES_SQL, [memberId]));
}

/** What is left in trust for one payment (its net less refunds taken from trust); settlement moves this. */
export async function trustLeftFor(tx: EntityManager, transactionId: number): Promise<number> {
  const [row] = await sqlOf(tx)<{ left: string }>(
    `select coalesce(sum(p.amount), 0)::text as left from journal_entry e
       join posting p on p.entry_id = e.id join ledger_account a on a.id = p.account_id
      where e.transaction_id = ? and a.kind = 'trust'`,
    [transactionId],
  );
  return Number(row.left);
}
