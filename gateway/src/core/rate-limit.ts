import type { EntityManager } from '@mikro-orm/postgresql';

export interface RateLimit {
  bucket: string;
  limit: number;
  windowMs: number;
}

/**
 * Counts hits per (bucket, key) in PostgreSQL so every gateway replica shares the limit. A transaction
 * advisory lock on the pair makes check-and-record atomic under concurrent requests.
 * Returns false (and records nothing) when the key already used its allowance in the window.
 */
export async function takeRateLimit(
  em: EntityManager,
  rule: RateLimit,
  key: string,
  now: Date = new Date(),
): Promise<boolean> {
  return em.transactional(async (tx) => {
    const conn = tx.getConnection();
    const ctx = tx.getTransactionContext();
    const since = new Date(now.getTime() - rule.windowMs);
    await conn.execute('select pg_advisory_xact_lock(hashtext(?))', [`${rule.bucket}:${key}`], 'all', ctx);
    await conn.execute(
      'delete from rate_limit_hit where bucket = ? and key = ? and created_at <= ?',
      [rule.bucket, key, since],
      'run',
      ctx,
    );
    const [{ n }] = await conn.execute<{ n: number }[]>(
      'select count(*)::int as n from rate_limit_hit where bucket = ? and key = ?',
      [rule.bucket, key],
      'all',
      ctx,
    );
    if (n >= rule.limit) return false;
    await conn.execute(
      'insert into rate_limit_hit (bucket, key, created_at) values (?, ?, ?)',
      [rule.bucket, key, now],
      'run',
      ctx,
    );
    return true;
  });
}
