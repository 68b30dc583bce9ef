import type { EntityManager } from '@mikro-orm/postgresql';
import { SubscriptionStatus } from '@paydesk/shared/period-rules';
import { inTransaction } from '../../core/database/in-transaction';
import { sqlOf } from '../../core/database/sql';
import { SELLER_TODAY } from './charge-run';
import { publishRow, SUBSCRIPTION_SELECT, type SubscriptionRow } from './subscription-events';

/** Days before a renewal the buyer is reminded of it. */
export const RENEWAL_NOTICE_DAYS = 3;

/**
 * Reminds buyers of a renewal RENEWAL_NOTICE_DAYS before it (on the seller's clock): one event per subscription and
 * period, whichever worker comes first (an advisory lock, and the period's event looked up before publishing).
 */
export async function publishRenewalReminders(em: EntityManager, opts: { memberId?: number } = {}): Promise<number> {
  return inTransaction(em.fork(), async (tx) => {
    const sql = sqlOf(tx);
    await sql(`select pg_advisory_xact_lock(hashtext('subscription.renewal_upcoming'))`);
    const due = await sql<SubscriptionRow>(
      `${SUBSCRIPTION_SELECT}
        where s.status = ? and s.next_charge_date > ${SELLER_TODAY}
          and s.next_charge_date <= ${SELLER_TODAY} + ${RENEWAL_NOTICE_DAYS} and (?::int is null or s.member_id = ?)
          and not exists (select 1 from domain_event e where e.member_id = s.member_id
                and e.type = 'subscription.renewal_upcoming' and e.data->>'subNo' = s.sub_no
                and (e.data->>'period')::int = s.next_period + 1)
        order by s.id limit 500`,
      [SubscriptionStatus.ACTIVE, opts.memberId ?? null, opts.memberId ?? null],
    );
    for (const s of due) await publishRow(tx, 'subscription.renewal_upcoming', s);
    return due.length;
  });
}
