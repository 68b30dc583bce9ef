import type { EntityManager } from '@mikro-orm/postgresql';

/** What runs inside a transaction: it receives the transaction's own PostgreSQL EntityManager. */
export type TransactionWork<T> = (tx: EntityManager) => Promise<T>;

/**
 * The one way to open a database transaction: `em.transactional` with the PostgreSQL EntityManager kept as the
 * type of `tx`, so raw SQL (sqlOf), `execute` and the query builder work inside without casting. MikroORM types
 * the callback's argument as `this`, so it is the driver's EntityManager only when `em` is typed as one: taking
 * `em` here as `@mikro-orm/postgresql`'s EntityManager is what keeps every caller honest.
 *
 * Semantics are MikroORM's own: a fork in a new transaction (or a savepoint when `em` is already in one), committed
 * when `work` resolves, rolled back when it throws; entities loaded inside merge back into `em` after the commit.
 * Money code wants a clean fork and retries instead: see moneyTransaction.
 */
export function inTransaction<T>(em: EntityManager, work: TransactionWork<T>): Promise<T> {
  return em.transactional(work);
}
