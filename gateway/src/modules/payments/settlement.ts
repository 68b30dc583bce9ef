import type { EntityManager } from '@mikro-orm/postgresql';
import { writeAudit } from '../audit/audit';
import { chargeDormantFee, completeWithdrawal, settlePayment } from '../ledger/held-funds';
import { memberBalances, sqlOf } from '../ledger/ledger';
import { pricing } from './pricing';
import { executeReservedRefunds } from './refunds';
import { moneyTransaction } from '../../core/database/money-transaction';
import { COLLECTED_TX_STATUSES } from '@paydesk/shared/transaction-statuses';

/** The collected statuses (paid, refunded, partly refunded) for SQL, from the one shared list. */
const COLLECTED = COLLECTED_TX_STATUSES.join(', ');

/**
 * Background money work, safe for several replicas: each batch takes its rows with FOR UPDATE SKIP LOCKED,
 * and the ledger's unique (transaction, settlement) index makes a double settlement impossible anyway.
 * "Now" for a member is the real time plus the member's sandbox settlement clock offset (zero outside sandbox).
 */
const MEMBER_NOW = `now() + make_interval(secs => coalesce((select c.offset_seconds from settlement_clock c where c.member_id = t.member_id), 0))`;

/** Settles every due payment (optionally of one member); returns how many were settled. */
export async function settleDuePayments(
  em: EntityManager,
  opts: { memberId?: number; batch?: number } = {},
): Promise<number> {
  let settled = 0;
  for (;;) {
    const n = await moneyTransaction(em, async (tx) => {
      const rows = await sqlOf(tx)<{ id: number; member_id: number; trade_no: string }>(
        `select t.id, t.member_id, t.trade_no from payment_transaction t
          where t.settled_at is null and t.status in (${COLLECTED}) and t.settle_due_at <= ${MEMBER_NOW}
            ${opts.memberId ? 'and t.member_id = ?' : ''}
          order by t.settle_due_at limit ? for update skip locked`,
        opts.memberId ? [opts.memberId, opts.batch ?? 200] : [opts.batch ?? 200],
      );
      // Several members in one transaction: their accounts are locked in member order (the global lock order).
      rows.sort((a, b) => a.member_id - b.member_id || a.id - b.id);
      for (const r of rows) {
        const moved = await settlePayment(tx, { memberId: r.member_id, transactionId: r.id });
        await sqlOf(tx)(`update payment_transaction set settled_at = now() where id = ?`, [r.id]);
        if (moved > 0)
          await writeAudit(tx, {
            memberId: r.member_id,
            actor: 'system',
            action: 'payment.settle',
            target: `transaction:${r.trade_no}`,
            after: { moved },
          });
      }
      return rows.length;
    });
    settled += n;
    if (n === 0) return settled;
  }
}

/**
 * Sandbox payout: a withdrawal reaches the bank one (member-clock) day after it was requested. One
 * transaction per withdrawal, since each touches a platform account, which comes last in the lock order.
 */
export async function completeDueWithdrawals(em: EntityManager, opts: { memberId?: number } = {}): Promise<number> {
  const due = await sqlOf(em.fork() as EntityManager)<{ id: string }>(
    `select t.id from withdrawal t where t.status = 1 and t.requested_at + interval '1 day' <= ${MEMBER_NOW}
      ${opts.memberId ? 'and t.member_id = ?' : ''} order by t.id limit 500`,
    opts.memberId ? [opts.memberId] : [],
  );
  let completed = 0;
  for (const { id } of due) {
    completed += await moneyTransaction(em, async (tx) => {
      const [row] = await sqlOf(tx)<{ id: string }>(
        `select id from withdrawal where id = ? and status = 1 for update skip locked`,
        [id],
      );
      return row && (await completeWithdrawal(tx, Number(row.id))) ? 1 : 0;
    });
  }
  return completed;
}

/**
 * Dormant-balance fee (SPEC §9): a held balance with no other ledger activity for 365 days pays 10% (min 100,
 * at most the balance) once a month. A per-member advisory lock keeps concurrent runs from charging twice.
 */
export async function chargeDormantFees(em: EntityManager): Promise<number> {
  const candidates = await sqlOf(em.fork() as EntityManager)<{ member_id: number }>(
    `select a.member_id from ledger_account a where a.kind = 'held' and a.balance > 0`,
  );
  let charged = 0;
  for (const { member_id: memberId } of candidates) {
    charged += await moneyTransaction(em, async (tx) => {
      const sql = sqlOf(tx);
      const [lock] = await sql<{ ok: boolean }>(`select pg_try_advisory_xact_lock(hashtext('dormant_fee'), ?) as ok`, [
        memberId,
      ]);
      if (!lock.ok) return 0;
      const [due] = await sql<{ due: boolean }>(
        `select (
           coalesce((select max(effective_at) from journal_entry where member_id = ? and kind <> 'dormant_fee'), '-infinity') < t.now - make_interval(days => ?)
           and coalesce((select max(effective_at) from journal_entry where member_id = ? and kind = 'dormant_fee'), '-infinity') < t.now - interval '1 month'
         ) as due from (select ${MEMBER_NOW} as now from (select ?::int as member_id) t) t`,
        [memberId, pricing.dormantAfterDays, memberId, memberId],
      );
      if (!due.due) return 0;
      const fee = pricing.dormantFee((await memberBalances(tx, memberId)).held);
      await chargeDormantFee(tx, { memberId, fee });
      await writeAudit(tx, {
        memberId,
        actor: 'system',
        action: 'ledger.dormant_fee',
        target: `member:${memberId}`,
        after: { fee },
      });
      return fee > 0 ? 1 : 0;
    });
  }
  return charged;
}

/**
 * Idempotency answers are kept 30 days; a retry after that is refused by the ledger's unique
 * (member, key) index on entries rather than moving money again.
 */
export async function pruneIdempotencyRecords(em: EntityManager): Promise<number> {
  const rows = await sqlOf(em.fork() as EntityManager)<{ key: string }>(
    `delete from idempotency_record where created_at < now() - interval '30 days' returning key`,
  );
  return rows.length;
}

/** Sandbox: moves one member's settlement clock forward and runs what became due at once. */
export async function advanceSettlementClock(
  em: EntityManager,
  memberId: number,
  days: number,
): Promise<{ offsetDays: number; settled: number }> {
  const [row] = await sqlOf(em.fork() as EntityManager)<{ offset_seconds: string }>(
    `insert into settlement_clock (member_id, offset_seconds) values (?, ?) on conflict (member_id)
       do update set offset_seconds = settlement_clock.offset_seconds + excluded.offset_seconds returning offset_seconds::text`,
    [memberId, days * 86_400],
  );
  const settled = await settleDuePayments(em, { memberId });
  await executeReservedRefunds(em, { memberId });
  await completeDueWithdrawals(em, { memberId });
  return { offsetDays: Number(row.offset_seconds) / 86_400, settled };
}
