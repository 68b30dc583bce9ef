import type { EntityManager } from '@mikro-orm/postgresql';
import { moneyTransaction } from '../../core/database/money-transaction';
import { sqlOf } from '../../core/database/sql';
import { writeAudit } from '../audit';
import { pricing } from '../reference';
import { MEMBER_NOW } from './member-now';
import { chargeDormantFee } from './held-funds';
import { memberBalances } from './ledger';

/**
 * Dormant-balance fee (SPEC §9): a held balance with no other ledger activity for 365 days pays 10% (min 100,
 * at most the balance) once a month. A per-member advisory lock keeps concurrent runs from charging twice.
 */
export async function chargeDormantFees(em: EntityManager): Promise<number> {
  const candidates = await sqlOf(em.fork())<{ member_id: number }>(
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
