import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createTestApp, type TestApp } from './test-app';
import { sqlOf } from '../core/database/sql';
import { insertSeller } from '../modules/ledger/ledger.fixtures';
import { statusFigures } from '../modules/system-status';
import { QUEUES, startMoneyJobs } from '../jobs/money-jobs';
import { metricsListener, processMetrics } from '../core/metrics/metrics-server';

/**
 * /metrics on its own listener (METRICS_ADDRESS) against the real app: every metric the operators alert on is
 * there, and the values move with real requests, sign-ins and jobs. The public port never answers it.
 */
let t: TestApp;
let metrics: Server;
beforeAll(async () => {
  t = await createTestApp();
  metrics = createServer(metricsListener(processMetrics));
  await new Promise<void>((resolve) => metrics.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  metrics.close();
  await t.close();
});

/** One scrape, the figures measured anew (they are cached a few seconds otherwise). */
async function scrape(): Promise<string> {
  statusFigures.forget();
  const { port } = metrics.address() as AddressInfo;
  const res = await request(`http://127.0.0.1:${port}`).get('/metrics').expect(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  return res.text;
}

/** The value of one series (`name{labels}`), 0 when absent. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

it('is not served on the public port, with or without a session: 404 JSON', async () => {
  for (const path of ['/metrics', '/metrics/']) {
    const res = await request(t.app).get(path).expect(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.body.success).toBe(false);
  }
  const { port } = metrics.address() as AddressInfo;
  const other = await request(`http://127.0.0.1:${port}`).get('/').expect(404);
  expect(other.body.success).toBe(false);
});

it('names every metric the operators watch', async () => {
  const text = await scrape();
  for (const name of [
    'paydesk_http_request_duration_seconds',
    'paydesk_db_pool_in_use',
    'paydesk_db_pool_waiting',
    'paydesk_admission_in_flight',
    'paydesk_admission_waiting',
    'paydesk_job_queue_depth',
    'paydesk_job_failures_last_day',
    'paydesk_job_runs_total',
    'paydesk_callback_deliveries_total',
    'paydesk_callbacks_failing',
    'paydesk_settlement_lag_seconds',
    'paydesk_recurring_charges_due',
    'paydesk_recurring_charges_failed_last_day',
    'paydesk_recurring_charges_total',
    'paydesk_login_refusals_total',
    'paydesk_logins_locked',
  ])
    expect(text).toContain(`# TYPE ${name} `);
  expect(text).toMatch(/^paydesk_db_pool_in_use\{pool="main"\} \d+$/m);
  expect(text).toMatch(/^paydesk_db_pool_in_use\{pool="session"\} \d+$/m);
});

it('counts requests by route pattern and GraphQL operation, with their outcome', async () => {
  const series = (route: string, outcome: string, method = 'POST') =>
    `paydesk_http_request_duration_seconds_count{method="${method}",route="${route}",outcome="${outcome}"}`;
  const before = await scrape();
  const client = t.client();
  await client.openPage();
  for (let i = 0; i < 3; i++) {
    const res = await client.gql('query MetricsProbe { viewer { kind } }');
    expect(res.status).toBe(200);
  }
  await request(t.app).get('/api/no/such/route').expect(404);
  await client.post('/api/check_login/login_status').expect(200);
  const after = await scrape();
  expect(after).toMatch(/route="\/api\/check_login\/login_status",outcome="ok"/);
  expect(
    valueOf(after, series('graphql:MetricsProbe', 'ok')) - valueOf(before, series('graphql:MetricsProbe', 'ok')),
  ).toBe(3);
  expect(
    valueOf(after, series('unmatched', 'client_error', 'GET')) -
      valueOf(before, series('unmatched', 'client_error', 'GET')),
  ).toBeGreaterThanOrEqual(1);
  // Paths never become labels: an id or a token would make a series per request.
  expect(after).not.toContain('/api/no/such/route');
});

it('counts failed sign-ins, and the figures see them', async () => {
  const before = await scrape();
  const result = await t.client().login('personal01', 'MEMBER', 'wrong-password-1');
  expect(result.viewer).toBeNull();
  const after = await scrape();
  const failed = 'paydesk_login_refusals_total{reason="failed"}';
  expect(valueOf(after, failed) - valueOf(before, failed)).toBe(1);
  expect(valueOf(after, 'paydesk_login_failures_last_hour')).toBeGreaterThan(
    valueOf(before, 'paydesk_login_failures_last_hour'),
  );
});

it('reports the settlement lag of a late payment, and the job that settles it', async () => {
  const em = t.orm.em.fork();
  const memberId = await insertSeller(em);
  const [merchant] = await sqlOf(em)<{ id: number }>(
    `insert into merchant (member_id, name, status, mer_type, sell_type, goods_pay_type) values (?, 'lag shop', 1, 1, '2', 1) returning id`,
    [memberId],
  );
  await sqlOf(em)(
    `insert into payment_transaction (trade_no, amount, status, pay_type, merchant_id, member_id, fee, paid_at, settle_due_at)
     values ('20260101000000009999', 1000, 1, 1, ?, ?, 28, now() - interval '8 days', now() - interval '2 hours')`,
    [merchant.id, memberId],
  );
  const before = await scrape();
  expect(valueOf(before, 'paydesk_settlement_lag_seconds')).toBeGreaterThanOrEqual(7200);
  expect(valueOf(before, 'paydesk_settlements_due')).toBeGreaterThanOrEqual(1);

  const boss = await startMoneyJobs(t.orm, t.databaseUrl, 'test', { schedule: false, pollingIntervalSeconds: 0.5 });
  const ran = `paydesk_job_runs_total{queue="${QUEUES.settlement}",outcome="ok"}`;
  try {
    await boss.send(QUEUES.settlement, {});
    const deadline = Date.now() + 15_000;
    while (valueOf(await scrape(), ran) < 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  } finally {
    await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
  }
  const after = await scrape();
  expect(valueOf(after, ran)).toBe(1);
  expect(valueOf(after, 'paydesk_settlements_due')).toBe(0);
  expect(valueOf(after, 'paydesk_settlement_lag_seconds')).toBe(0);
  expect(valueOf(after, `paydesk_job_queue_depth{queue="${QUEUES.settlement}"}`)).toBe(0);
  const lastRun = valueOf(after, `paydesk_job_last_success_timestamp_seconds{queue="${QUEUES.settlement}"}`);
  expect(Math.abs(Date.now() / 1000 - lastRun)).toBeLessThan(60);
}, 30_000);

it('answers the operator figures as GraphQL to operators only', async () => {
  const query = '{ systemStatus { settlementLagSeconds loginsLocked callbacksFailing queues { queue waiting } } }';
  const seller = t.client();
  await seller.login('personal01');
  const refused = await seller.gql(query);
  expect(refused.data ?? null).toBeNull();
  expect(refused.errors?.length).toBeGreaterThan(0);

  const ops = t.client();
  await ops.login('ops01');
  const res = await ops.gql<{ systemStatus: { settlementLagSeconds: number; queues: { queue: string }[] } }>(query);
  expect(res.errors).toBeUndefined();
  expect(res.data!.systemStatus.settlementLagSeconds).toBeGreaterThanOrEqual(0);
  expect(res.data!.systemStatus.queues.map((q) => q.queue)).toContain(QUEUES.settlement);
});
