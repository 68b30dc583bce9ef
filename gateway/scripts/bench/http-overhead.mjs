// Issue 18 target 1: what a request costs beside a bare Express, side by side in one run. A signed-in REST
// login_status and the GraphQL viewer query each reach at least half the bare server's rate, and GraphQL stays
// within 1.1x of its REST twin.
import { fmt, graphqlRequest, load, signIn, startBareExpress } from './harness.mjs';

export async function measureHttpOverhead(gateway, { seconds, connections, databaseUrl }) {
  const bare = await startBareExpress(databaseUrl);
  let bareRun;
  let readRun;
  try {
    bareRun = load({ url: `${bare.baseUrl}/api/check_login/login_status`, method: 'POST', connections, seconds });
    readRun = load({ url: `${bare.baseUrl}/with-session-read`, method: 'POST', connections, seconds });
  } finally {
    await bare.stop();
  }
  const session = await signIn(gateway.baseUrl, 'business01');
  const rest = load({
    url: `${gateway.baseUrl}/api/check_login/login_status`,
    method: 'POST',
    headers: session.headers,
    body: '{}',
    connections,
    seconds,
  });
  // The twin asks for what login_status answers (signed in or not, and the member type); the permission list a
  // page's shell asks for is a different, larger answer.
  const viewer = load({
    ...graphqlRequest(gateway.baseUrl, session, '{ viewer { id memType } }'),
    connections,
    seconds,
  });
  const row = (name, run, ratio, target, pass) => ({
    figure: `${name}: ${fmt(run.rps)} req/s, p99 ${fmt(run.p99, 1)} ms, ${run.errors} errors`,
    value: `${ratio.toFixed(2)}×`,
    target,
    pass: pass && run.errors === 0,
  });
  return [
    {
      figure: `bare Express: ${fmt(bareRun.rps)} req/s (${connections} connections, ${seconds} s)`,
      value: '1.00×',
      target: 'baseline',
      pass: true,
    },
    {
      // Not a target: what a request that reads its session from PostgreSQL can reach at best on this machine.
      figure: `bare Express + one prepared session-table read: ${fmt(readRun.rps)} req/s, ${readRun.errors} errors`,
      value: `${(readRun.rps / bareRun.rps).toFixed(2)}×`,
      target: 'reference (ceiling)',
      pass: readRun.errors === 0,
    },
    row('REST login_status, signed in', rest, rest.rps / bareRun.rps, '≥ 0.50× bare', rest.rps / bareRun.rps >= 0.5),
    row('GraphQL viewer, signed in', viewer, viewer.rps / bareRun.rps, '≥ 0.50× bare', viewer.rps / bareRun.rps >= 0.5),
    {
      figure: 'GraphQL viewer vs its REST twin (time per request)',
      value: `${(rest.rps / viewer.rps).toFixed(2)}×`,
      target: '≤ 1.10×',
      pass: rest.rps / viewer.rps <= 1.1,
    },
  ];
}
