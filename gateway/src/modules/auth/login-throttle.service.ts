import type { EntityManager } from '@mikro-orm/postgresql';
import { AUTH_MESSAGES } from './auth.messages';

/** Failed-login limits (SPEC §2.1 login, issue 3): stored in PostgreSQL so every replica shares them. */
export const LOGIN_LIMITS = {
  consecutiveFailures: 5,
  lockMinutes: 15,
  accountFailuresPerHour: 100,
  ipFailuresPerHour: 100,
} as const;

const HOUR_MS = 60 * 60 * 1000;

export type ThrottleRefusal = { allowed: false; message: string; retryAt: Date };
export type ThrottleVerdict = { allowed: true } | ThrottleRefusal;

/** "HH:mm" in Taiwan time, for the retry message. */
export function taipeiTime(date: Date): string {
  return new Intl.DateTimeFormat('zh-TW', { timeZone: 'Asia/Taipei', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
}

/** One key per login page and account, case-insensitive, bounded in length. */
export function accountKey(kind: string, account: string): string {
  return `${kind.toLowerCase()}:${account.trim().toLowerCase()}`.slice(0, 40);
}

/**
 * Counts failed logins per account and per IP. `attempt` holds a row lock on the account's counter
 * from the check to the bookkeeping, so concurrent attempts (or aliased mutations) are counted exactly.
 */
export class LoginThrottleService {
  constructor(private readonly now: () => Date = () => new Date()) {}

  async attempt<T extends { ok: boolean }>(em: EntityManager, key: string, ip: string, verify: () => Promise<T>): Promise<T | ThrottleRefusal> {
    return em.transactional(async (tx) => {
      const conn = tx.getConnection();
      const ctx = tx.getTransactionContext();
      await conn.execute('insert into login_throttle (account_key) values (?) on conflict do nothing', [key], 'run', ctx);
      const [row] = await conn.execute<{ consecutive_failures: number; locked_until: string | null }[]>(
        'select consecutive_failures, locked_until from login_throttle where account_key = ? for update',
        [key],
        'all',
        ctx,
      );
      // MikroORM's driver hands timestamps back as strings.
      const verdict = await this.verdict(tx, key, ip, row.locked_until ? new Date(row.locked_until) : null);
      if (!verdict.allowed) return verdict;

      const outcome = await verify();
      if (outcome.ok) {
        await conn.execute('update login_throttle set consecutive_failures = 0, locked_until = null, updated_at = now() where account_key = ?', [key], 'run', ctx);
        return outcome;
      }
      const failures = row.consecutive_failures + 1;
      const lockUntil = failures >= LOGIN_LIMITS.consecutiveFailures ? new Date(this.now().getTime() + LOGIN_LIMITS.lockMinutes * 60_000) : null;
      await conn.execute(
        'update login_throttle set consecutive_failures = ?, locked_until = ?, updated_at = now() where account_key = ?',
        [lockUntil ? 0 : failures, lockUntil, key],
        'run',
        ctx,
      );
      await conn.execute('insert into login_failure (account_key, ip, created_at) values (?, ?, ?)', [key, ip, this.now()], 'run', ctx);
      return outcome;
    });
  }

  private async verdict(tx: EntityManager, key: string, ip: string, lockedUntil: Date | null): Promise<ThrottleVerdict> {
    const now = this.now();
    if (lockedUntil && lockedUntil > now) {
      return { allowed: false, retryAt: lockedUntil, message: AUTH_MESSAGES.accountLocked(taipeiTime(lockedUntil)) };
    }
    const byAccount = await this.failuresInLastHour(tx, 'account_key', key);
    if (byAccount.count >= LOGIN_LIMITS.accountFailuresPerHour) {
      return { allowed: false, retryAt: byAccount.retryAt, message: AUTH_MESSAGES.accountLocked(taipeiTime(byAccount.retryAt)) };
    }
    const byIp = await this.failuresInLastHour(tx, 'ip', ip);
    if (byIp.count >= LOGIN_LIMITS.ipFailuresPerHour) {
      return { allowed: false, retryAt: byIp.retryAt, message: AUTH_MESSAGES.ipThrottled(taipeiTime(byIp.retryAt)) };
    }
    return { allowed: true };
  }

  /** Failures in the sliding hour, and when the oldest of them leaves the window. */
  private async failuresInLastHour(tx: EntityManager, column: 'account_key' | 'ip', value: string): Promise<{ count: number; retryAt: Date }> {
    const now = this.now();
    const [row] = await tx.getConnection().execute<{ n: number; oldest: string | null }[]>(
      `select count(*)::int as n, min(created_at) as oldest from login_failure where ${column} = ? and created_at > ?`,
      [value, new Date(now.getTime() - HOUR_MS)],
      'all',
      tx.getTransactionContext(),
    );
    return { count: row.n, retryAt: new Date((row.oldest ? new Date(row.oldest) : now).getTime() + HOUR_MS) };
  }
}
