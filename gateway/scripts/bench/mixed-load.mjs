// Issue 18 target 6: many connections at once mixing public reads, signed-in seller dashboards and sign-ins; no
// errors, p99 of the reads within 250 ms. One connection of the 200 signs in again and again as a new browser
// would (login page, captcha, login mutation with its argon2 check): about one sign-in per fifty reads, a seller's
// session being that many requests long. Sign-ins are timed apart; their pages and captchas count as reads.
import { CAPTCHA, PASSWORD, fmt, graphqlRequest, load, signIn } from './harness.mjs';

const ACCOUNTS = ['business01', 'personal01', 'agent01'];

export async function measureMixedLoad(gateway, { seconds, connections }) {
  const sessions = await Promise.all(ACCOUNTS.map((a) => signIn(gateway.baseUrl, a)));
  const dashboard = (s) =>
    graphqlRequest(gateway.baseUrl, s, '{ moneyOverview { pending available todayTotal monthTotal byDay { total } } }');
  const urls = [
    { url: `${gateway.baseUrl}/`, method: 'GET' },
    { url: `${gateway.baseUrl}/fee`, method: 'GET' },
    graphqlRequest(gateway.baseUrl, sessions[0], '{ reference { paymentTypes { name label } } }'),
    ...sessions.map(dashboard),
    graphqlRequest(gateway.baseUrl, sessions[0], '{ viewer { id kind permissions } }'),
  ];
  const signIns = {
    baseUrl: gateway.baseUrl,
    accounts: ACCOUNTS,
    password: PASSWORD,
    captcha: CAPTCHA,
    connections: 1,
  };
  const run = load({ urls, connections: connections - signIns.connections, seconds, signIns });
  return [
    {
      figure: `mixed load, ${connections} connections for ${seconds} s: ${fmt(run.requests)} reads, ${fmt(run.rps)} req/s, p50 ${fmt(run.p50, 1)} ms`,
      value: `p99 ${fmt(run.p99, 1)} ms, ${run.errors} errors`,
      target: 'p99 ≤ 250 ms, 0 errors',
      pass: run.p99 <= 250 && run.errors === 0,
    },
    {
      figure: `sign-ins during the mixed load (1 connection): ${fmt(run.signIns.count)}, p50 ${fmt(run.signIns.p50, 1)} ms`,
      value: `p99 ${fmt(run.signIns.p99, 1)} ms, ${run.signIns.failed} failed`,
      target: '0 failed',
      pass: run.signIns.failed === 0 && run.signIns.count > 0,
    },
  ];
}
