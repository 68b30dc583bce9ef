import type { EntityManager } from '@mikro-orm/postgresql';
import { COLLECTED_TX_STATUSES } from '@paydesk/shared/transaction-statuses';
import { WithdrawalStatus } from '@paydesk/shared/withdrawal-statuses';
import { moneyTransaction } from '../../core/database/money-transaction';
import { pgArray, sqlOf } from '../../core/database/sql';
import { MEMBER_NOW } from './member-now';
import { completeWithdrawal } from './held-funds';

/**
 * Background money work, safe for several replicas: each batch takes its rows with FOR UPDATE SKIP LOCKED,
 * and the ledger's unique (transaction, settlement) index makes a double settlement impossible anyway.
 */

/** The collected statuses (paid, refunded, partly refunded) for SQL, from the one shared list. */
const COLLECTED = COLLECTED_TX_STATUSES.join(', ');

/** Payments settled per database transaction: large enough to be set-based, small enough to keep locks short. */
export const SETTLEMENT_BATCH = 2_000;

/**
 * Members are split into this many lanes (member id modulo), and a batch takes one lane's payments. Settling moves
 * balances on the members' ledger accounts, which stay locked until the batch commits: a batch of every member's
 * payments made replicas wait on each other's accounts, one batch at a time. Lanes share no member, so replicas
 * settle side by side, each in a lane nobody else holds (a transaction-scoped advisory lock, tried, never waited on).
 */
export const SETTLEMENT_LANES = 4;

/**
 * Settles every due payment (optionally of one member); returns how many were settled. Set-based: each batch is a
 * handful of statements whatever its size (take the due rows, lock their members' accounts, one journal entry per
 * payment with money left in trust, two postings each, mark them settled, one audit line each). Without a member,
 * rounds go over the lanes until one settles nothing; a lane another replica holds is left to it.
 */
export async function settleDuePayments(
  em: EntityManager,
  opts: { memberId?: number; batch?: number } = {},
): Promise<number> {
  const batch = opts.batch ?? SETTLEMENT_BATCH;
  const lanes = opts.memberId ? [null] : Array.from({ length: SETTLEMENT_LANES }, (_, lane) => lane);
  let settled = 0;
  for (;;) {
    let round = 0;
    for (const lane of lanes) {
      round += await moneyTransaction(em, (tx) => settleBatch(tx, { memberId: opts.memberId, lane, batch }));
    }
    settled += round;
    if (round === 0) return settled;
  }
}

async function settleBatch(
  tx: EntityManager,
  { memberId, lane, batch }: { memberId?: number; lane: number | null; batch: number },
): Promise<number> {
  const sql = sqlOf(tx);
  if (lane !== null) {
    const [held] = await sql<{ ok: boolean }>(
      `select pg_try_advisory_xact_lock(hashtext('settlement_lane'), ?) as ok`,
      [lane],
    );
    if (!held?.ok) return 0;
  }
  // Business rows first (the global lock order): due payments nobody else holds; another replica takes others.
  const due = await sql<{ id: string; member_id: number }>(
    `select t.id, t.member_id from payment_transaction t
      where t.settled_at is null and t.status in (${COLLECTED}) and t.settle_due_at <= ${MEMBER_NOW}
        ${memberId ? 'and t.member_id = ?' : ''} ${lane !== null ? `and t.member_id % ${SETTLEMENT_LANES} = ?` : ''}
      order by t.settle_due_at limit ? for update skip locked`,
    [...(memberId ? [memberId] : []), ...(lane !== null ? [lane] : []), batch],
  );
  return settlePayments(
    tx,
    due.map((r) => ({ id: Number(r.id), memberId: r.member_id })),
  );
}

/**
 * The one settlement: what each payment has left in trust moves to its member's held funds, and the payments are
 * marked settled. The job and the sandbox clock call it with the due batch; the demo data and tests with a list of
 * one. Set-based: a handful of statements whatever the list's size (lock the members' accounts, one journal entry
 * per payment with money left in trust, two postings each, mark them settled, one audit line each). The caller
 * holds the payments' rows (or knows nobody else settles them); returns how many were settled.
 */
export async function settlePayments(
  tx: EntityManager,
  payments: readonly { id: number; memberId: number }[],
): Promise<number> {
  if (!payments.length) return 0;
  const sql = sqlOf(tx);
  const ids = pgArray(payments.map((p) => p.id));
  const members = [...new Set(payments.map((p) => p.memberId))].sort((a, b) => a - b);
  // 1. After the payments' rows (the global lock order), every member's accounts, members in id order and each
  //    member's accounts in id order.
  await sql(
    `insert into ledger_account (member_id, kind) select m, k from unnest(?::int[]) m cross join unnest(?::text[]) k
      on conflict (coalesce(member_id, 0), kind) do nothing`,
    [pgArray(members), pgArray(['trust', 'held', 'withdrawing'])],
  );
  await sql(`select id from ledger_account where member_id = any(?::int[]) order by member_id, id for update`, [
    pgArray(members),
  ]);
  // 2. What each payment still has in trust (its net less refunds taken from trust) moves to held funds: one
  //    balanced entry per payment (trust -x, held +x), on the member's clock like every entry.
  await sql(
    `with trust_left as (
       select e.transaction_id, e.member_id, sum(p.amount) as amount
         from journal_entry e join posting p on p.entry_id = e.id join ledger_account a on a.id = p.account_id
        where e.transaction_id = any(?::bigint[]) and a.kind = 'trust'
        group by e.transaction_id, e.member_id having sum(p.amount) > 0),
     -- Entry ids are drawn up front, so entries, postings and audit lines all read this one set instead of joining
     -- the inserted rows back (the planner cannot estimate those and looped over them, n x n).
     -- The sequence is looked up once (an init plan), not once per row.
     settle as materialized (
       select l.*, nextval((select pg_get_serial_sequence('journal_entry', 'id'))::regclass) as entry_id
         from trust_left l),
     entry as (
       insert into journal_entry (id, kind, member_id, transaction_id, memo, effective_at)
       select s.entry_id, 'settlement', s.member_id, s.transaction_id, '撥款至履保帳戶',
              now() + make_interval(secs => coalesce(c.offset_seconds, 0))
         from settle s left join settlement_clock c on c.member_id = s.member_id),
     moved as (
       insert into posting (entry_id, account_id, amount)
       select s.entry_id, a.id, case a.kind when 'trust' then -s.amount else s.amount end
         from settle s join ledger_account a on coalesce(a.member_id, 0) = s.member_id and a.kind in ('trust', 'held'))
     insert into audit_record (member_id, actor, action, target, after)
     select s.member_id, 'system', 'payment.settle', 'transaction:' || t.trade_no, jsonb_build_object('moved', s.amount)
       from settle s join payment_transaction t on t.id = s.transaction_id`,
    [ids],
  );
  // 3. Settled, whether money moved or a full refund had left nothing in trust.
  await sql(`update payment_transaction set settled_at = now() where id = any(?::bigint[])`, [ids]);
  return payments.length;
}

/**
 * Sandbox payout: a withdrawal reaches the bank one (member-clock) day after it was requested. One
 * transaction per withdrawal, since each touches a platform account, which comes last in the lock order.
 */
export async function completeDueWithdrawals(em: EntityManager, opts: { memberId?: number } = {}): Promise<number> {
  const due = await sqlOf(em.fork())<{ id: string }>(
    `select t.id from withdrawal t where t.status = ${WithdrawalStatus.PROCESSING} and t.requested_at + interval '1 day' <= ${MEMBER_NOW}
      ${opts.memberId ? 'and t.member_id = ?' : ''} order by t.id limit 500`,
    opts.memberId ? [opts.memberId] : [],
  );
  let completed = 0;
  for (const { id } of due) {
    completed += await moneyTransaction(em, async (tx) => {
      const [row] = await sqlOf(tx)<{ id: string }>(
        `select id from withdrawal where id = ? and status = ${WithdrawalStatus.PROCESSING} for update skip locked`,
        [id],
      );
      return row && (await completeWithdrawal(tx, Number(row.id))) ? 1 : 0;
    });
  }
  return completed;
}
