import type { EntityManager } from '@mikro-orm/postgresql';
import { Gauge } from 'prom-client';
import { metricsRegistry } from '../../core/metrics/registry';
import { log } from '../../core/log/logger';
import { statusFigures, type StatusFigures } from './status-figures';

/** The entity manager the gauges read with (the last app started; close removes it). */
let source: (() => EntityManager) | null = null;

/** One scrape reads the figures once (cached a few seconds), whichever gauge asks first. */
async function figures(): Promise<StatusFigures | null> {
  if (!source) return null;
  try {
    return await statusFigures.read(source());
  } catch (error) {
    // A scrape while the database is away still answers the process's own metrics.
    log.warn({ reason: (error as Error).message }, 'metrics: status figures unavailable');
    return null;
  }
}

/** Every worker reads the same database: with several workers the scrape keeps one value (max), not their sum. */
function figureGauge(name: string, help: string, value: (f: StatusFigures) => number): void {
  new Gauge({
    name,
    help,
    aggregator: 'max',
    registers: [metricsRegistry],
    async collect() {
      const f = await figures();
      this.reset();
      if (f) this.set(value(f));
    },
  });
}

function queueGauge(name: string, help: string, value: (q: StatusFigures['queues'][number]) => number | null): void {
  new Gauge({
    name,
    help,
    labelNames: ['queue'],
    aggregator: 'max',
    registers: [metricsRegistry],
    async collect() {
      const f = await figures();
      this.reset();
      for (const q of f?.queues ?? []) {
        const v = value(q);
        if (v !== null) this.set({ queue: q.queue }, v);
      }
    },
  });
}

const seconds = (at: Date | null) => (at ? at.getTime() / 1000 : null);

figureGauge(
  'paydesk_settlement_lag_seconds',
  'Age of the oldest payment due for settlement and unsettled',
  (f) => f.settlementLagSeconds,
);
figureGauge('paydesk_settlements_due', 'Payments due for settlement and unsettled', (f) => f.settlementsDue);
figureGauge(
  'paydesk_callbacks_failing',
  'Callbacks awaiting a retry after a failed attempt',
  (f) => f.callbacksFailing,
);
figureGauge(
  'paydesk_callbacks_gave_up_last_day',
  'Callbacks given up (payments of the last 24 h)',
  (f) => f.callbacksGaveUp,
);
figureGauge(
  'paydesk_callback_failures_last_hour',
  'Failed callback attempts in the last hour',
  (f) => f.callbackFailuresLastHour,
);
figureGauge('paydesk_recurring_charges_due', 'Recurring charges due and not yet made', (f) => f.recurringDue);
figureGauge(
  'paydesk_recurring_charges_failed_last_day',
  'Recurring charges failed in the last 24 h',
  (f) => f.recurringFailedLastDay,
);
figureGauge('paydesk_logins_locked', 'Accounts locked out after failed sign-ins', (f) => f.loginsLocked);
figureGauge('paydesk_login_failures_last_hour', 'Failed sign-ins in the last hour', (f) => f.loginFailuresLastHour);
queueGauge('paydesk_job_queue_depth', 'Jobs waiting in a queue (created or to be retried)', (q) => q.waiting);
queueGauge('paydesk_job_queue_active', 'Jobs a worker holds now', (q) => q.active);
queueGauge('paydesk_job_failures_last_day', 'Jobs failed in the last 24 h', (q) => q.failedLastDay);
queueGauge('paydesk_job_last_success_timestamp_seconds', 'When a job of the queue last completed', (q) =>
  seconds(q.lastCompletedAt),
);

/** The app's database for the figure gauges; returns what stops it (the app's close). */
export function watchStatusFigures(em: () => EntityManager): () => void {
  source = em;
  return () => {
    if (source === em) source = null;
  };
}
