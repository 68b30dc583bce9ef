import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlOf } from '../../core/database/sql';
import { loginRefusals } from '../../core/metrics/registry';
import { AUTH_MESSAGES } from './auth.messages';
import { taipeiTime } from '@paydesk/shared/taiwan-time';

/** Failed-login limits (SPEC §2.1 login): stored in PostgreSQL so every replica shares them. */
export const LOGIN_LIMITS = {
  consecutiveFailures: 5,
  lockMinutes: 15,
  accountFailuresPerHour: 100,
  ipFailuresPerHour: 100,
} as const;

const HOUR_MS = 60 * 60 * 1000;

/** A refusal under a lock, counted for the metrics. */
function locked(refusal: ThrottleRefusal): ThrottleRefusal {
  loginRefusals.inc({ reason: 'locked' });
  return refusal;
}

export type ThrottleRefusal = { allowed: false; message: string; retryAt: Date };
export type ThrottleVerdict = { allowed: true } | ThrottleRefusal;

/**
 * The throttle key: the account found (so every spelling of one login name shares it), else the
 * normalised name typed on that login page. Bounded to the column's 40 characters.
 */
export function throttleKey(
  kind: string,
  principal: { kind: string; id: number } | null,
  normalizedName: string,
): string {
  const key = principal
    ? `${principal.kind.toLowerCase()}:${principal.id}`
    : `unknown:${kind.toLowerCase()}:${normalizedName}`;
  return key.slice(0, 40);
}

/**
 * Counts failed logins per account and per IP. No connection is held while the password is checked
 * (argon2 takes tens of milliseconds, and holding a pooled connection meanwhile starved the pool):
 * `attempt` reserves the attempt with one atomic statement, runs the check, then records the outcome.
 * A reserved attempt counts as a failure until it succeeds, so concurrent attempts are counted exactly:
 * the fifth reservation already sets the lock, and a success lifts it.
 */
export class LoginThrottleService {
  constructor(private readonly now: () => Date = () => new Date()) {}

  async attempt<T extends { ok: boolean }>(
    em: EntityManager,
    key: string,
    ip: string,
    verify: () => Promise<T>,
  ): Promise<T | ThrottleRefusal> {
    const verdict = await this.verdict(em, key, ip);
    if (!verdict.allowed) return locked(verdict);
    const reserved = await this.reserve(em, key);
    if (!reserved.allowed) return locked(reserved);

    const outcome = await verify();
    const sql = sqlOf(em);
    if (outcome.ok) {
      await sql(
        'update login_throttle set consecutive_failures = 0, locked_until = null, updated_at = now() where account_key = ?',
        [key],
      );
    } else {
      loginRefusals.inc({ reason: 'failed' });
      await sql('insert into login_failure (account_key, ip, created_at) values (?, ?, ?)', [key, ip, this.now()]);
    }
    return outcome;
  }

  /** One statement under the row's lock: refuse while locked, else count this attempt (and lock at the limit). */
  private async reserve(em: EntityManager, key: string): Promise<ThrottleVerdict> {
    const sql = sqlOf(em);
    const now = this.now();
    const lockUntil = new Date(now.getTime() + LOGIN_LIMITS.lockMinutes * 60_000);
    await sql('insert into login_throttle (account_key) values (?) on conflict do nothing', [key]);
    // A lock that has run out starts the count again.
    const [row] = await sql<{ was_locked_until: string | null; attempt: number }>(
      `with prev as (
         select consecutive_failures, locked_until, (locked_until is not null and locked_until > ?) as locked
         from login_throttle where account_key = ? for update
       ), next as (
         select locked, case when locked then consecutive_failures
                             when locked_until is not null then 1
                             else consecutive_failures + 1 end as attempt,
                locked_until
         from prev
       )
       update login_throttle t set
         consecutive_failures = next.attempt,
         locked_until = case when next.locked then next.locked_until when next.attempt >= ? then ?::timestamptz else null end,
         updated_at = now()
       from next where t.account_key = ?
       returning case when next.locked then next.locked_until end as was_locked_until, next.attempt`,
      [now, key, LOGIN_LIMITS.consecutiveFailures, lockUntil, key],
    );
    if (row.was_locked_until) {
      // MikroORM's driver hands timestamps back as strings.
      const retryAt = new Date(row.was_locked_until);
      return { allowed: false, retryAt, message: AUTH_MESSAGES.accountLocked(taipeiTime(retryAt)) };
    }
    return { allowed: true };
  }

  /** The hourly limits per account and per IP, read without locks (a reservation is what counts exactly). */
  private async verdict(tx: EntityManager, key: string, ip: string): Promise<ThrottleVerdict> {
    const now = this.now();
    const since = new Date(now.getTime() - HOUR_MS);
    // Both sliding-hour counts in one statement; each also says when its oldest failure leaves the window.
    const [row] = await sqlOf(tx)<{
      by_account: number;
      account_oldest: string | null;
      by_ip: number;
      ip_oldest: string | null;
    }>(
      `select a.n as by_account, a.oldest as account_oldest, i.n as by_ip, i.oldest as ip_oldest
         from (select count(*)::int as n, min(created_at) as oldest from login_failure
                where account_key = ? and created_at > ?) a,
              (select count(*)::int as n, min(created_at) as oldest from login_failure
                where ip = ? and created_at > ?) i`,
      [key, since, ip, since],
    );
    const retryAt = (oldest: string | null) => new Date((oldest ? new Date(oldest) : now).getTime() + HOUR_MS);
    if (row.by_account >= LOGIN_LIMITS.accountFailuresPerHour) {
      const at = retryAt(row.account_oldest);
      return { allowed: false, retryAt: at, message: AUTH_MESSAGES.accountLocked(taipeiTime(at)) };
    }
    if (row.by_ip >= LOGIN_LIMITS.ipFailuresPerHour) {
      const at = retryAt(row.ip_oldest);
      return { allowed: false, retryAt: at, message: AUTH_MESSAGES.ipThrottled(taipeiTime(at)) };
    }
    return { allowed: true };
  }
}
