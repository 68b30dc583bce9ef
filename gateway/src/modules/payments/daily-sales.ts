import type { EntityManager } from '@mikro-orm/postgresql';
import { COLLECTED_TX_STATUSES } from '@paydesk/shared/transaction-statuses';
import { pgArray, preparedReadOf, sqlOf } from '../../core/database/sql';

/**
 * The per-seller daily summary (migration 20261126000300): the rolled-up rows plus the deltas not rolled up yet.
 * Read both in one statement, so one snapshot counts every payment exactly once. Filters on member_id and
 * business_date are pushed into both branches, each answered by its index.
 */
export const DAILY_SALES = `(select member_id, business_date, pay_type, status, tx_count, amount_sum from member_daily_sales
  union all select member_id, business_date, pay_type, status, tx_count, amount_sum from member_daily_sales_delta)`;

/** Moves committed deltas into the summary (the settlement job runs it every minute); returns the keys touched. */
export async function rollUpDailySales(em: EntityManager): Promise<number> {
  const [row] = await sqlOf(em)<{ moved: string }>(`select member_daily_sales_roll_up() as moved`);
  return Number(row?.moved ?? 0);
}

/**
 * A totals row, from the summary (salesTotals) or straight from payment_transaction (the transaction list): the
 * payments counted, and the collected amounts summed as bigint, since a seller's years may pass 2^31 (it arrives
 * as text).
 */
export interface SalesTotalsRow {
  n: number;
  total: string;
}

export interface SalesTotalsFilter {
  /** Whole Taipei days, YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
  status?: number | null;
  payType?: number | null;
}

/**
 * A transaction list's totals from the summary: every payment counted, amounts of collected ones summed; equal to
 * the direct query over payment_transaction for a filter that is only whole days, status and pay type.
 */
export async function salesTotals(
  em: EntityManager,
  memberIds: readonly number[],
  f: SalesTotalsFilter,
): Promise<{ n: number; total: number }> {
  const clauses = ['s.member_id = any(?::int[])', 's.business_date between ?::date and ?::date'];
  const params: unknown[] = [pgArray(memberIds), f.from, f.to];
  if (f.status != null) {
    clauses.push('s.status = ?');
    params.push(f.status);
  }
  if (f.payType != null) {
    clauses.push('s.pay_type = ?');
    params.push(f.payType);
  }
  // Prepared, as the list's page beside it: planning the union over the summary and its deltas cost more than
  // running it.
  const [row] = await preparedReadOf(em, 'read')<SalesTotalsRow>(
    `select coalesce(sum(s.tx_count), 0)::int as n,
            coalesce(sum(s.amount_sum) filter (where s.status in (${COLLECTED_TX_STATUSES.join(', ')})), 0)::bigint as total
       from ${DAILY_SALES} s where ${clauses.join(' and ')}`,
    params,
  );
  return row ? { n: row.n, total: Number(row.total) } : { n: 0, total: 0 };
}
