import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The gateway's own metrics registry (not prom-client's global one, which libraries may write to). Every metric is
 * defined here, once; the code that sees an event only counts it. With several gateway workers, the primary asks each
 * worker for this registry and adds them up (metrics-server.ts): counters and histograms are summed, a gauge states
 * how it is combined (`aggregator`).
 */
export const metricsRegistry = new Registry();

const registers = [metricsRegistry];

/** Seconds from a request's arrival to its answer's end, by route pattern or GraphQL operation and outcome. */
export const requestDuration = new Histogram({
  name: 'paydesk_http_request_duration_seconds',
  help: 'Duration of HTTP requests by normalized route (express route pattern or graphql:<operation>) and outcome',
  labelNames: ['method', 'route', 'outcome'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

/** Shops' payment callbacks posted, by what came of them. */
export const callbackDeliveries = new Counter({
  name: 'paydesk_callback_deliveries_total',
  help: 'Payment callbacks (webhooks) posted to shops, by outcome: delivered, retry (will be tried again), gave_up',
  labelNames: ['outcome'] as const,
  registers,
});

/** Sellers' webhook deliveries (modules/webhooks), by what came of each attempt. */
export const webhookDeliveries = new Counter({
  name: 'paydesk_webhook_deliveries_total',
  help: 'Webhook event deliveries attempted, by outcome: delivered, retry (will be tried again), gave_up',
  labelNames: ['outcome'] as const,
  registers,
});

/** Money job runs (pg-boss handlers of this process), by queue and outcome. */
export const jobRuns = new Counter({
  name: 'paydesk_job_runs_total',
  help: 'Job runs handled by this gateway, by queue and outcome (ok, failed)',
  labelNames: ['queue', 'outcome'] as const,
  registers,
});

/** Recurring (period) charges attempted by the job, by result. */
export const recurringCharges = new Counter({
  name: 'paydesk_recurring_charges_total',
  help: 'Recurring period charges attempted, by result: paid, retry (declined, tried again later), suspended',
  labelNames: ['result'] as const,
  registers,
});

/** Sign-ins refused: a wrong password (failed) or an account or address under its lock (locked). */
export const loginRefusals = new Counter({
  name: 'paydesk_login_refusals_total',
  help: 'Sign-ins refused, by reason: failed (wrong credentials), locked (account or address locked out)',
  labelNames: ['reason'] as const,
  registers,
});

/** Reads a live figure when scraped; several sources (one per app in tests) are added up. */
export function liveGauge<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
  aggregator: 'sum' | 'max' = 'sum',
): { gauge: Gauge<L>; add(source: () => Array<[Partial<Record<L, string>>, number]>): () => void } {
  const sources = new Set<() => Array<[Partial<Record<L, string>>, number]>>();
  const gauge = new Gauge<L>({
    name,
    help,
    labelNames,
    aggregator,
    registers,
    collect() {
      this.reset();
      for (const source of sources)
        for (const [labels, value] of source()) this.inc(labels as Record<L, string>, value);
    },
  });
  return {
    gauge,
    add(source) {
      sources.add(source);
      return () => void sources.delete(source);
    },
  };
}

/** Connections of each database pool of this process that are lent out, and requests waiting for one. */
export const poolInUse = liveGauge('paydesk_db_pool_in_use', 'Database connections in use, by pool', ['pool']);
export const poolWaiting = liveGauge('paydesk_db_pool_waiting', 'Requests waiting for a database connection, by pool', [
  'pool',
]);

/** The admission line (core/http/admission.ts): requests being worked on and requests waiting for a turn. */
export const admissionInFlight = liveGauge('paydesk_admission_in_flight', 'Requests being worked on', []);
export const admissionWaiting = liveGauge('paydesk_admission_waiting', 'Requests waiting in the admission line', []);

/** The read replica as the read routing last saw it (core/database/read-routing.ts). */
export const readReplicaUp = new Gauge({
  name: 'paydesk_read_replica_up',
  help: 'Whether the read replica answered the last poll (1) or not (0); absent without a replica',
  aggregator: 'min',
  registers,
});
export const readReplicaLag = new Gauge({
  name: 'paydesk_read_replica_lag_seconds',
  help: "How far the streaming standby's replay is behind the primary, in seconds (0 when caught up)",
  aggregator: 'max',
  registers,
});
/** Report reads by where they went and why (replica, or the primary for own_write, lagging, replica_down). */
export const reportReads = new Counter({
  name: 'paydesk_report_reads_total',
  help: 'Report reads by target (replica, primary) and reason (replica, own_write, lagging, replica_down)',
  labelNames: ['target', 'reason'] as const,
  registers,
});
