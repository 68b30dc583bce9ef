import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from './database/in-transaction';
import { sqlOf } from './database/sql';

/** The owner's rows of one capped list: the table and the column naming the owner. */
export interface CappedList {
  table: string;
  ownerColumn: string;
  cap: number;
}

/**
 * Runs `create` in one transaction with the owner's rows counted first under a per-owner, per-list lock, so
 * parallel creates cannot all see room under the cap; answers `full` (nothing written) when the owner is at it.
 */
export function createUnderCap<T>(
  em: EntityManager,
  list: CappedList,
  ownerId: number,
  create: (tx: EntityManager) => Promise<T>,
): Promise<{ full: true } | { full: false; value: T }> {
  return inTransaction(em, async (tx) => {
    const sql = sqlOf(tx);
    await sql('select pg_advisory_xact_lock(hashtext(?))', [`cap:${list.table}:${ownerId}`]);
    const [{ n }] = await sql<{ n: number }>(
      `select count(*)::int as n from ${list.table} where ${list.ownerColumn} = ?`,
      [ownerId],
    );
    if (n >= list.cap) return { full: true as const };
    return { full: false as const, value: await create(tx) };
  });
}
