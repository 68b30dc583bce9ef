// What a request costs beside a bare Express, side by side in one run. A signed-in REST
// login_status and the GraphQL viewer query each reach at least half the bare server's rate, and GraphQL stays
// within 1.1x of its REST twin.
//
// On this machine (a VM on two shared cores) one 10 s run of the same server moves by ±30% from one minute to the
// next, so a ratio of two single runs says little. The four servers are therefore loaded in turn, ROUNDS times over,
// and every figure is the median: of the rates, and of each round's own ratio (a slow minute slows all four).
import { fmt, graphqlRequest, load, signIn, startBareExpress } from './harness.mjs';

const ROUNDS = 5;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function measureHttpOverhead(gateway, { seconds, connections, databaseUrl }) {
  const bare = await startBareExpress(databaseUrl);
  const session = await signIn(gateway.baseUrl, 'business01');
  const specs = {
    bare: { url: `${bare.baseUrl}/api/check_login/login_status`, method: 'POST' },
    read: { url: `${bare.baseUrl}/with-session-read`, method: 'POST' },
    rest: {
      url: `${gateway.baseUrl}/api/check_login/login_status`,
      method: 'POST',
      headers: session.headers,
      body: '{}',
    },
    // The twin asks for what login_status answers (signed in or not, and the member type); the permission list a
    // page's shell asks for is a different, larger answer.
    viewer: graphqlRequest(gateway.baseUrl, session, '{ viewer { id memType } }'),
  };
  const runs = { bare: [], read: [], rest: [], viewer: [] };
  try {
    for (let round = 0; round < ROUNDS; round += 1)
      for (const [name, spec] of Object.entries(specs)) runs[name].push(load({ ...spec, connections, seconds }));
  } finally {
    await bare.stop();
  }
  const rps = (name) => median(runs[name].map((run) => run.rps));
  const ratio = (name, base) => median(runs[name].map((run, i) => run.rps / runs[base][i].rps));
  const errors = (name) => runs[name].reduce((sum, run) => sum + run.errors, 0);
  const p99 = (name) => median(runs[name].map((run) => run.p99));
  const spread = (name) => runs[name].map((run) => fmt(run.rps)).join(' / ');
  const row = (label, name, target) => {
    const value = ratio(name, 'bare');
    return {
      figure: `${label}: ${fmt(rps(name))} req/s (runs ${spread(name)}), p99 ${fmt(p99(name), 1)} ms, ${errors(name)} errors`,
      value: `${value.toFixed(2)}×`,
      target,
      pass: value >= 0.5 && errors(name) === 0,
    };
  };
  const twin = 1 / ratio('viewer', 'rest');
  return [
    {
      figure: `bare Express: ${fmt(rps('bare'))} req/s (runs ${spread('bare')}; ${connections} connections, ${ROUNDS} × ${seconds} s, medians)`,
      value: '1.00×',
      target: 'baseline',
      pass: true,
    },
    {
      // Not a target: what a request that reads its session from PostgreSQL can reach at best on this machine.
      figure: `bare Express + one prepared session-table read: ${fmt(rps('read'))} req/s, ${errors('read')} errors`,
      value: `${ratio('read', 'bare').toFixed(2)}×`,
      target: 'reference (ceiling)',
      pass: errors('read') === 0,
    },
    row('REST login_status, signed in', 'rest', '≥ 0.50× bare'),
    row('GraphQL viewer, signed in', 'viewer', '≥ 0.50× bare'),
    {
      figure: 'GraphQL viewer vs its REST twin (time per request, median of the rounds)',
      value: `${twin.toFixed(2)}×`,
      target: '≤ 1.10×',
      pass: twin <= 1.1,
    },
  ];
}
