import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlOf } from './database/sql';

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
    const sql = sqlOf(tx);
    const since = new Date(now.getTime() - rule.windowMs);
    await sql('select pg_advisory_xact_lock(hashtext(?))', [`${rule.bucket}:${key}`]);
    await sql('delete from rate_limit_hit where bucket = ? and key = ? and created_at <= ?', [rule.bucket, key, since]);
    const [{ n }] = await sql<{ n: number }>(
      'select count(*)::int as n from rate_limit_hit where bucket = ? and key = ?',
      [rule.bucket, key],
    );
    if (n >= rule.limit) return false;
    await sql('insert into rate_limit_hit (bucket, key, created_at) values (?, ?, ?)', [rule.bucket, key, now]);
    return true;
  });
}
