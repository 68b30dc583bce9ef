import type { EntityManager } from '@mikro-orm/postgresql';
import { COLLECTED_TX_STATUSES } from '@paydesk/shared/transaction-statuses';
import { CallbackStatus } from '@paydesk/shared/callback-statuses';
import { SubscriptionStatus } from '@paydesk/shared/period-rules';
import { sqlOf } from '../../core/database/sql';

/** One job queue (pg-boss) as an operator sees it. */
export interface QueueFigures {
  queue: string;
  /** Jobs waiting to be taken (created or to be retried). */
  waiting: number;
  /** Jobs a worker holds now. */
  active: number;
  /** Jobs that failed in the last 24 hours. */
  failedLastDay: number;
  lastCompletedAt: Date | null;
  lastFailedAt: Date | null;
}

/** The figures that tell an operator whether money and messages are moving, read in one go. */
export interface StatusFigures {
  measuredAt: Date;
  queues: QueueFigures[];
  /** Callbacks still to be delivered whose last attempt failed (the shop's server refused or did not answer). */
  callbacksFailing: number;
  /** Callbacks given up after their last retry, in the last 24 hours of their payments. */
  callbacksGaveUp: number;
  /** Failed callback attempts in the last hour. */
  callbackFailuresLastHour: number;
  /** Age in seconds of the oldest payment due for settlement and not settled; 0 when none is late. */
  settlementLagSeconds: number;
  /** Payments due for settlement and not settled. */
  settlementsDue: number;
  /** Recurring subscriptions whose charge is due (today or before) and not yet made. */
  recurringDue: number;
  /** Recurring charges declined or failed in the last 24 hours. */
  recurringFailedLastDay: number;
  /** Accounts locked out after failed sign-ins, now. */
  loginsLocked: number;
  /** Failed sign-ins in the last hour. */
  loginFailuresLastHour: number;
}

const COLLECTED = COLLECTED_TX_STATUSES.join(', ');

/**
 * The one place the operator's figures are computed: the 系統狀態 page and /metrics both read them. Plain now(), not
 * a member's sandbox clock: the figures say how late the platform is, in real time.
 */
async function measure(em: EntityManager): Promise<StatusFigures> {
  const sql = sqlOf(em);
  const [row] = await sql<{
    lag: number | null;
    due: number;
    callbacks_failing: number;
    callbacks_gave_up: number;
    callback_failures: number;
    recurring_due: number;
    recurring_failed: number;
    logins_locked: number;
    login_failures: number;
    has_boss: boolean;
  }>(
    `select
       (select extract(epoch from now() - min(t.settle_due_at))::float8 from payment_transaction t
         where t.settled_at is null and t.status in (${COLLECTED}) and t.settle_due_at <= now()) as lag,
       (select count(*)::int from payment_transaction t
         where t.settled_at is null and t.status in (${COLLECTED}) and t.settle_due_at <= now()) as due,
       (select count(*)::int from notify_record r where r.callback_status = ? and r.callback_attempts > 0
           and exists (select 1 from notify_attempt a where a.notify_record_id = r.id and a.attempt = r.callback_attempts
                        and a.finished_at is not null and not a.ok)) as callbacks_failing,
       (select count(*)::int from notify_record r join payment_transaction t on t.id = r.transaction_id
         where r.callback_status = ? and t.created_at > now() - interval '1 day') as callbacks_gave_up,
       (select count(*)::int from notify_attempt a
         where a.finished_at > now() - interval '1 hour' and not a.ok) as callback_failures,
       (select count(*)::int from period_subscription s
         where s.status in (?, ?) and s.next_charge_date <= (now() at time zone 'Asia/Taipei')::date) as recurring_due,
       (select count(*)::int from period_charge c
         where not c.paid and c.created_at > now() - interval '1 day') as recurring_failed,
       (select count(*)::int from login_throttle l where l.locked_until > now()) as logins_locked,
       (select count(*)::int from login_failure f where f.created_at > now() - interval '1 hour') as login_failures,
       to_regclass('pgboss.queue') is not null as has_boss`,
    [CallbackStatus.PENDING, CallbackStatus.GAVE_UP, SubscriptionStatus.ACTIVE, SubscriptionStatus.PAST_DUE],
  );
  return {
    measuredAt: new Date(),
    queues: row.has_boss ? await queueFigures(em) : [],
    callbacksFailing: row.callbacks_failing,
    callbacksGaveUp: row.callbacks_gave_up,
    callbackFailuresLastHour: row.callback_failures,
    settlementLagSeconds: Math.max(0, Math.round(row.lag ?? 0)),
    settlementsDue: row.due,
    recurringDue: row.recurring_due,
    recurringFailedLastDay: row.recurring_failed,
    loginsLocked: row.logins_locked,
    loginFailuresLastHour: row.login_failures,
  };
}

/** Every pg-boss queue: what waits and runs now (job table), and the last runs (kept in its archive for a week). */
async function queueFigures(em: EntityManager): Promise<QueueFigures[]> {
  const rows = await sqlOf(em)<{
    queue: string;
    waiting: number;
    active: number;
    failed: number;
    last_completed: string | null;
    last_failed: string | null;
  }>(
    `with jobs as (
       select name, state::text as state, completed_on from pgboss.job
       union all select name, state::text, completed_on from pgboss.archive
     )
     select q.name as queue,
            count(*) filter (where j.state in ('created', 'retry'))::int as waiting,
            count(*) filter (where j.state = 'active')::int as active,
            count(*) filter (where j.state = 'failed' and j.completed_on > now() - interval '1 day')::int as failed,
            max(j.completed_on) filter (where j.state = 'completed') as last_completed,
            max(j.completed_on) filter (where j.state = 'failed') as last_failed
       from pgboss.queue q left join jobs j on j.name = q.name
      where q.name not like '\\_\\_%'
      group by q.name order by q.name`,
  );
  return rows.map((r) => ({
    queue: r.queue,
    waiting: r.waiting,
    active: r.active,
    failedLastDay: r.failed,
    lastCompletedAt: r.last_completed ? new Date(r.last_completed) : null,
    lastFailedAt: r.last_failed ? new Date(r.last_failed) : null,
  }));
}

/** Figures are read at most this often: a scrape every few seconds and a page's refresh cost one read between them. */
export const FIGURES_MAX_AGE_MS = 5_000;

/** The figures, measured at most once every FIGURES_MAX_AGE_MS by this process (concurrent readers share a read). */
export class StatusFigureReader {
  private last: { at: number; figures: Promise<StatusFigures> } | null = null;

  constructor(private readonly maxAgeMs = FIGURES_MAX_AGE_MS) {}

  read(em: EntityManager): Promise<StatusFigures> {
    const now = Date.now();
    if (this.last && now - this.last.at < this.maxAgeMs) return this.last.figures;
    const figures = measure(em);
    const entry = { at: now, figures };
    this.last = entry;
    // A failed read is not kept: the next reader asks again.
    figures.catch(() => {
      if (this.last === entry) this.last = null;
    });
    return figures;
  }

  /** Drops the cached figures (tests: the next read measures again). */
  forget(): void {
    this.last = null;
  }
}

/** This process's reader: the page and the metrics share its cache. */
export const statusFigures = new StatusFigureReader();
