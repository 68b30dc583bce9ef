import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlOf } from '../../core/database/sql';

/** The seller's Taiwan date on the sandbox clock (the real date where the clock never moves). */
export async function sellerToday(em: EntityManager, memberId: number): Promise<string> {
  const [row] = await sqlOf(em)<{ today: string }>(
    `select ((now() + make_interval(secs => coalesce((select offset_seconds from settlement_clock where member_id = ?), 0)))
        at time zone 'Asia/Taipei')::date::text as today`,
    [memberId],
  );
  return row?.today ?? new Date().toISOString().slice(0, 10);
}
