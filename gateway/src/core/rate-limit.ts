import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlOf } from './database/sql';
import { inTransaction } from './database/in-transaction';

export interface RateLimit {
  bucket: string;
  limit: number;
  windowMs: number;
}

/** Where a key stands after one attempt: whether it was let through, what is left and when the window frees. */
export interface RateLimitQuota {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the oldest counted hit leaves the window (the whole window when nothing is counted). */
  resetSeconds: number;
}

/**
 * Counts hits per (bucket, key) in PostgreSQL so every gateway replica shares the limit. A transaction
 * advisory lock on the pair makes check-and-record atomic under concurrent requests.
 * A key that already used its allowance in the window is refused and nothing is recorded.
 */
export async function takeRateLimitQuota(
  em: EntityManager,
  rule: RateLimit,
  key: string,
  now: Date = new Date(),
): Promise<RateLimitQuota> {
  return inTransaction(em, async (tx) => {
    const sql = sqlOf(tx);
    const since = new Date(now.getTime() - rule.windowMs);
    await sql('select pg_advisory_xact_lock(hashtext(?))', [`${rule.bucket}:${key}`]);
    await sql('delete from rate_limit_hit where bucket = ? and key = ? and created_at <= ?', [rule.bucket, key, since]);
    const [{ n, oldest }] = await sql<{ n: number; oldest: Date | null }>(
      'select count(*)::int as n, min(created_at) as oldest from rate_limit_hit where bucket = ? and key = ?',
      [rule.bucket, key],
    );
    const allowed = n < rule.limit;
    if (allowed)
      await sql('insert into rate_limit_hit (bucket, key, created_at) values (?, ?, ?)', [rule.bucket, key, now]);
    const windowEnds = (oldest ? new Date(oldest).getTime() : now.getTime()) + rule.windowMs;
    return {
      allowed,
      limit: rule.limit,
      remaining: Math.max(0, rule.limit - n - (allowed ? 1 : 0)),
      // A hit recorded by a request that started later than this one may end its window past ours: clamped.
      resetSeconds: Math.min(
        Math.ceil(rule.windowMs / 1000),
        Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)),
      ),
    };
  });
}

/** takeRateLimitQuota when only the verdict matters: false (and nothing recorded) past the allowance. */
export async function takeRateLimit(
  em: EntityManager,
  rule: RateLimit,
  key: string,
  now: Date = new Date(),
): Promise<boolean> {
  return (await takeRateLimitQuota(em, rule, key, now)).allowed;
}
