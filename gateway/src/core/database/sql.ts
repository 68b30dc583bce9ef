import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The one raw-SQL helper, for read models and for money code where the locking order matters (see
 * modules/ledger/ledger.ts); simple tables go through MikroORM entities.
 */
/** Raw SQL inside the caller's transaction (knex `?` placeholders). */
export function sqlOf(tx: EntityManager) {
  return <T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> =>
    tx.getConnection().execute<T[]>(sql, params, 'all', tx.getTransactionContext());
}

/**
 * Raw SQL for reports on the read replica (DATABASE_READ_URL) when one is configured, else on the primary. Only for
 * reads that may lag the primary by the replica's delay: lists, totals, dashboards and exports, never a read that
 * decides a write.
 */
/** Whether readSqlOf reaches a replica: without one, a report and a primary read can share one statement. */
export function hasReadReplica(em: EntityManager): boolean {
  return em.getConnection('read') !== em.getConnection('write');
}

export function readSqlOf(em: EntityManager) {
  return <T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> =>
    em.getConnection('read').execute<T[]>(sql, params, 'all');
}

// knex expands array bindings into lists, so arrays travel as PostgreSQL array literals.
export function pgArray(values: readonly (string | number)[]): string {
  return `{${values.map((v) => (typeof v === 'number' ? String(v) : `"${v.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
}
