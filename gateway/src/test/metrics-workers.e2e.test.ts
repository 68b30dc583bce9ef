import http from 'node:http';
import { freePort } from '../core/database/embedded-postgres';
import { createTestDatabase } from './test-database';
import { startBuiltGateway, type BuiltGateway } from './built-gateway';

/**
 * METRICS_ADDRESS with GATEWAY_WORKERS=2 (the built gateway): the supervisor alone listens for the scraper and
 * reports both workers as one process, counters summed, each series once. The public port never serves /metrics.
 */
const CAPTCHA = 'MET01';

let gateway: BuiltGateway | undefined;
afterAll(() => {
  if (gateway?.child.exitCode === null) gateway.child.kill('SIGKILL');
});

/** One request on a connection of its own: the supervisor hands each new connection to the next worker. */
function post(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end('{}');
  });
}

it('reports two workers as one process on METRICS_ADDRESS', async () => {
  const metricsPort = await freePort();
  const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  gateway = await startBuiltGateway(await createTestDatabase(), CAPTCHA, {
    env: { GATEWAY_WORKERS: '2', METRICS_ADDRESS: `127.0.0.1:${metricsPort}` },
    waitUntilServing: false,
  });
  const g = gateway;
  const deadline = Date.now() + 60_000;
  while ((g.output().match(/listening on/g)?.length ?? 0) < 2) {
    if (g.child.exitCode !== null || Date.now() > deadline) throw new Error(`the workers did not start: ${g.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }

  expect((await fetch(`${g.url}/metrics`)).status).toBe(404);
  const statuses = await Promise.all(Array.from({ length: 24 }, () => post(`${g.url}/api/check_login/login_status`)));
  expect(statuses).toEqual(Array.from({ length: 24 }, () => 200));

  const res = await fetch(metricsUrl);
  expect(res.status).toBe(200);
  const text = await res.text();
  const count = text
    .split('\n')
    .find((l) =>
      l.startsWith(
        'paydesk_http_request_duration_seconds_count{method="POST",route="/api/check_login/login_status",outcome="ok"}',
      ),
    );
  expect(count?.split(' ').pop()).toBe('24');
  // Each series once: the pools summed over both workers, the database's figures read once.
  expect(text.match(/^paydesk_db_pool_in_use\{pool="main"\} /gm)).toHaveLength(1);
  expect(text.match(/^paydesk_settlement_lag_seconds /gm)).toHaveLength(1);

  const exited = new Promise<number | null>((resolve) => g.child.once('exit', (code) => resolve(code)));
  g.child.kill('SIGTERM');
  expect(await exited).toBe(0);
}, 120_000);
