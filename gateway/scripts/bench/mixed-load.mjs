// Many connections at once mixing public reads, signed-in seller dashboards and sign-ins; no
// errors, p99 of the reads within 200 ms. One connection of the 200 signs in again and again as a new browser
// would (login page, captcha, login mutation with its argon2 check): about one sign-in per fifty reads, a seller's
// session being that many requests long. Sign-ins are timed apart; their pages and captchas count as reads.
import { CAPTCHA, PASSWORD, cpuSpent, cpuTicks, fmt, graphqlRequest, load, signIn } from './harness.mjs';

const ACCOUNTS = ['business01', 'personal01', 'agent01'];
const WARM_UP_SECONDS = 5;

/**
 * `workers`: the gateway's processes (GATEWAY_WORKERS). The target is met as production runs the gateway, one
 * worker per core; a one-process run is reported beside it as a reference (`reference: true`), not a target.
 */
export async function measureMixedLoad(gateway, { seconds, connections, workers, reference = false }) {
  const sessions = await Promise.all(ACCOUNTS.map((a) => signIn(gateway.baseUrl, a)));
  const dashboard = (s) =>
    graphqlRequest(gateway.baseUrl, s, '{ moneyOverview { pending available todayTotal monthTotal byDay { total } } }');
  const urls = [
    { name: 'page /', url: `${gateway.baseUrl}/`, method: 'GET' },
    { name: 'page /fee', url: `${gateway.baseUrl}/fee`, method: 'GET' },
    {
      name: 'reference',
      ...graphqlRequest(gateway.baseUrl, sessions[0], '{ reference { paymentTypes { name label } } }'),
    },
    ...sessions.map((s, i) => ({ name: `dashboard ${ACCOUNTS[i]}`, ...dashboard(s) })),
    { name: 'viewer', ...graphqlRequest(gateway.baseUrl, sessions[0], '{ viewer { id kind permissions } }') },
  ];
  const signIns = {
    baseUrl: gateway.baseUrl,
    accounts: ACCOUNTS,
    password: PASSWORD,
    captcha: CAPTCHA,
    connections: 1,
  };
  // The same mix for a few seconds first, not counted: 200 new connections at once and the first run of each
  // path's code are a start-up cost, not the steady state a running service answers in.
  load({ urls, connections: connections - signIns.connections, seconds: WARM_UP_SECONDS });
  const before = cpuTicks(gateway.pid);
  const began = Date.now();
  const run = load({ urls, connections: connections - signIns.connections, seconds, signIns });
  const spent = cpuSpent(before, cpuTicks(gateway.pid));
  const share = (ticks) => Math.round(ticks / ((Date.now() - began) / 1000));
  console.error(
    `bench: CPU during the load with ${workers} gateway process(es) (% of one core): gateway ${share(spent.gateway)}, PostgreSQL ${share(spent.postgres)}, load generator ${run.cpuPercent}`,
  );
  for (const t of run.targets)
    console.error(`bench: load (${workers}) ${t.name}: p50 ${fmt(t.p50, 1)} ms, p99 ${fmt(t.p99, 1)} ms`);
  const slowest = run.targets.reduce((a, b) => (b.p99 > a.p99 ? b : a));
  const processes = workers === 1 ? '1 gateway process' : `${workers} gateway workers (one per core)`;
  const mixed = {
    figure: `mixed load, ${processes}, ${connections} connections for ${seconds} s (after ${WARM_UP_SECONDS} s of warm-up): ${fmt(run.requests)} reads, ${fmt(run.rps)} req/s, p50 ${fmt(run.p50, 1)} ms`,
    value: `p99 ${fmt(run.p99, 1)} ms (slowest: ${slowest.name}, p99 ${fmt(slowest.p99, 1)} ms), ${run.errors} errors`,
    target: reference ? 'reference' : 'p99 ≤ 200 ms, 0 errors',
    pass: reference ? run.errors === 0 : run.p99 <= 200 && run.errors === 0,
  };
  return [
    mixed,
    {
      figure: `sign-ins during the mixed load (${processes}, 1 connection): ${fmt(run.signIns.count)}, p50 ${fmt(run.signIns.p50, 1)} ms`,
      value: `p99 ${fmt(run.signIns.p99, 1)} ms, ${run.signIns.failed} failed`,
      target: '0 failed',
      pass: run.signIns.failed === 0 && run.signIns.count > 0,
    },
  ];
}
