// Issue 18 target 6: many connections at once mixing public reads and signed-in seller dashboards; no errors,
// p99 of the reads within 250 ms. (Sign-ins are not in the mix: each costs an argon2 hash and a captcha round.)
import { fmt, graphqlRequest, load, signIn } from './harness.mjs';

export async function measureMixedLoad(gateway, { seconds, connections }) {
  const sessions = await Promise.all(['business01', 'personal01', 'agent01'].map((a) => signIn(gateway.baseUrl, a)));
  const dashboard = (s) =>
    graphqlRequest(gateway.baseUrl, s, '{ moneyOverview { pending available todayTotal monthTotal byDay { total } } }');
  const urls = [
    { url: `${gateway.baseUrl}/`, method: 'GET' },
    { url: `${gateway.baseUrl}/fee`, method: 'GET' },
    graphqlRequest(gateway.baseUrl, sessions[0], '{ reference { paymentTypes { name label } } }'),
    ...sessions.map(dashboard),
    graphqlRequest(gateway.baseUrl, sessions[0], '{ viewer { id kind permissions } }'),
  ];
  const run = load({ urls, connections, seconds });
  return [
    {
      figure: `mixed load, ${connections} connections for ${seconds} s: ${fmt(run.requests)} requests, ${fmt(run.rps)} req/s, p50 ${fmt(run.p50, 1)} ms`,
      value: `p99 ${fmt(run.p99, 1)} ms, ${run.errors} errors`,
      target: 'p99 ≤ 250 ms, 0 errors',
      pass: run.p99 <= 250 && run.errors === 0,
    },
  ];
}
