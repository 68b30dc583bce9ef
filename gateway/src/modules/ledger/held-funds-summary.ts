import type { EntityManager } from '@mikro-orm/postgresql';
import { taipeiIsoDay } from '@paydesk/shared/taiwan-time';
import { inTransaction } from '../../core/database/in-transaction';
import { sqlOf } from '../../core/database/sql';
import { publishEvent } from '../events';

/**
 * One summary a day of what settlement moved into each member's held funds (held_funds.daily_summary): for the
 * Taiwan day before `now`, published once, by whichever worker first records the day; the settlements of that day
 * (their count, the payments' amounts and fees, what reached held funds) per member. Returns the events published.
 */
export async function publishHeldFundsSummaries(em: EntityManager, now = new Date()): Promise<number> {
  const day = taipeiIsoDay(now, -1);
  return inTransaction(em.fork(), async (tx) => {
    const sql = sqlOf(tx);
    const claimed = await sql(
      `insert into held_funds_summary_day (day) values (?::date) on conflict do nothing returning day`,
      [day],
    );
    if (!claimed.length) return 0;
    const rows = await sql<{ member_id: number; count: number; gross: number; fee: number; amount: number }>(
      `select e.member_id, count(*)::int as count, sum(t.amount)::int as gross, sum(t.fee)::int as fee,
              sum(p.amount)::int as amount
         from journal_entry e join posting p on p.entry_id = e.id
         join ledger_account a on a.id = p.account_id and a.kind = 'held'
         join payment_transaction t on t.id = e.transaction_id
        where e.kind = 'settlement' and e.created_at >= (?::date)::timestamp at time zone 'Asia/Taipei'
          and e.created_at < (?::date + 1)::timestamp at time zone 'Asia/Taipei'
        group by e.member_id order by e.member_id`,
      [day, day],
    );
    for (const r of rows)
      await publishEvent(tx, {
        type: 'held_funds.daily_summary',
        memberId: r.member_id,
        data: { date: day, count: r.count, gross: r.gross, fee: r.fee, amount: r.amount },
      });
    return rows.length;
  });
}
