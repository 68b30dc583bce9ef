// What a request costs beside a bare Express, side by side in one run. A signed-in REST login_status and the GraphQL
// viewer query each reach at least 0.6 of the bare server's rate, GraphQL stays within 1.1x of its REST twin, a hashed
// asset (the entry script, as a browser asks for it) reaches 0.7 of the bare Express's express.static, and the
// metrics and the JSON request log cost login_status at most 5%.
//
// On this machine (a VM on two shared cores) one 10 s run of the same server moves by ±30% from one minute to the
// next, so a ratio of two single runs says little. The servers are therefore loaded in turn, ROUNDS times over, and
// every figure is the median: of the rates, and of each round's own ratio (a slow minute slows them all).
import fs from 'node:fs';
import path from 'node:path';
import {
  cpuSpent,
  cpuTicks,
  fmt,
  frontendDist,
  graphqlRequest,
  load,
  signIn,
  startBareExpress,
  startGateway,
} from './harness.mjs';

// BENCH_HTTP_ROUNDS: more rounds give steadier medians when other work shares the machine.
const ROUNDS = Number(process.env.BENCH_HTTP_ROUNDS ?? 5);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The entry script index.html loads: a hashed asset every first visit fetches. */
function entryScript() {
  const html = fs.readFileSync(path.join(frontendDist, 'index.html'), 'utf8');
  const src = /<script type="module" crossorigin src="\.\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error('no entry script in the built index.html (npm run build -w frontend)');
  return `/${src}`;
}

const fileKb = (urlPath) => fmt(fs.statSync(path.join(frontendDist, urlPath)).size / 1024);

export async function measureHttpOverhead(gateway, { seconds, connections, databaseUrl }) {
  const bare = await startBareExpress(databaseUrl, frontendDist);
  // What metrics and the request log cost a request: two more gateways that serve login_status alone, one as
  // production runs (both on) and one with both off. Compared with the measured gateway, which also serves the
  // viewer and the asset between its login_status runs, the quiet one measured a different process as much as the
  // two features (1.13–1.14× where two gateways of the same diet differ by ~1.04×).
  const observed = await startGateway(databaseUrl);
  const quiet = await startGateway(databaseUrl, { LOG_LEVEL: 'silent', METRICS_ADDRESS: '' });
  const session = await signIn(gateway.baseUrl, 'business01');
  const observedSession = await signIn(observed.baseUrl, 'business01');
  const quietSession = await signIn(quiet.baseUrl, 'business01');
  const asset = entryScript();
  // What a browser sends: the gateway answers with the brotli copy the build wrote. express.static knows no
  // precompressed copies, so the bare Express is asked for that copy by its own name: both send the same bytes.
  const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  const specs = {
    bare: { url: `${bare.baseUrl}/api/check_login/login_status`, method: 'POST', pid: bare.pid },
    read: { url: `${bare.baseUrl}/with-session-read`, method: 'POST', pid: bare.pid },
    rest: {
      url: `${gateway.baseUrl}/api/check_login/login_status`,
      method: 'POST',
      headers: session.headers,
      body: '{}',
      pid: gateway.pid,
    },
    // The twin asks for what login_status answers (signed in or not, and the member type); the permission list a
    // page's shell asks for is a different, larger answer.
    viewer: { ...graphqlRequest(gateway.baseUrl, session, '{ viewer { id memType } }'), pid: gateway.pid },
    observed: {
      url: `${observed.baseUrl}/api/check_login/login_status`,
      method: 'POST',
      headers: observedSession.headers,
      body: '{}',
      pid: observed.pid,
    },
    quiet: {
      url: `${quiet.baseUrl}/api/check_login/login_status`,
      method: 'POST',
      headers: quietSession.headers,
      body: '{}',
      pid: quiet.pid,
    },
    bareAsset: { url: `${bare.baseUrl}${asset}.br`, method: 'GET', headers: browser, pid: bare.pid },
    asset: { url: `${gateway.baseUrl}${asset}`, method: 'GET', headers: browser, pid: gateway.pid },
  };
  const runs = Object.fromEntries(Object.keys(specs).map((name) => [name, []]));
  try {
    for (let round = 0; round < ROUNDS; round += 1)
      for (const [name, { pid, ...spec }] of Object.entries(specs)) {
        const before = cpuTicks(pid);
        const run = load({ ...spec, connections, seconds });
        // The server's own CPU per request (ticks of 10 ms): steadier than its rate while other work shares the cores.
        runs[name].push({ ...run, cpuUs: (cpuSpent(before, cpuTicks(pid)).gateway * 10_000) / run.requests });
      }
  } finally {
    await bare.stop();
    await observed.stop();
    await quiet.stop();
  }
  const rps = (name) => median(runs[name].map((run) => run.rps));
  const ratio = (name, base) => median(runs[name].map((run, i) => run.rps / runs[base][i].rps));
  const errors = (name) => runs[name].reduce((sum, run) => sum + run.errors, 0);
  const p99 = (name) => median(runs[name].map((run) => run.p99));
  const spread = (name) => runs[name].map((run) => fmt(run.rps)).join(' / ');
  const cpu = (name) => `${fmt(median(runs[name].map((run) => run.cpuUs)))} µs CPU/request`;
  const row = (label, name, base, least) => {
    const value = ratio(name, base);
    return {
      figure: `${label}: ${fmt(rps(name))} req/s (runs ${spread(name)}), ${cpu(name)}, p99 ${fmt(p99(name), 1)} ms, ${errors(name)} errors`,
      value: `${value.toFixed(2)}×`,
      target: `≥ ${least.toFixed(2)}× bare`,
      pass: value >= least && errors(name) === 0,
    };
  };
  const twin = 1 / ratio('viewer', 'rest');
  // What the two features cost is the CPU each request takes in the gateway's own process. The rate is shown too, but
  // two processes measured ten seconds apart on a shared two-core host differ by ±5% in rate on their own (the
  // load generator shares the cores), which is the whole budget.
  const cpuRatio = (name, base) => median(runs[name].map((run, i) => run.cpuUs / runs[base][i].cpuUs));
  const withMetricsAndLog = cpuRatio('observed', 'quiet');
  return [
    {
      figure: `bare Express: ${fmt(rps('bare'))} req/s (runs ${spread('bare')}; ${connections} connections, ${ROUNDS} × ${seconds} s, medians), ${cpu('bare')}`,
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
    row('REST login_status, signed in', 'rest', 'bare', 0.6),
    row('GraphQL viewer, signed in', 'viewer', 'bare', 0.6),
    {
      figure: 'GraphQL viewer vs its REST twin (time per request, median of the rounds)',
      value: `${twin.toFixed(2)}×`,
      target: '≤ 1.10×',
      pass: twin <= 1.1,
    },
    {
      figure: `login_status with metrics and JSON request log on vs both off, two gateways serving it alone (gateway CPU per request, median of the rounds' ratios; time per request ${(1 / ratio('observed', 'quiet')).toFixed(2)}×; on: ${fmt(rps('observed'))} req/s, ${cpu('observed')}, ${errors('observed')} errors; off: ${fmt(rps('quiet'))} req/s, ${cpu('quiet')}, ${errors('quiet')} errors)`,
      value: `${withMetricsAndLog.toFixed(2)}×`,
      target: '≤ 1.05×',
      pass: withMetricsAndLog <= 1.05 && errors('observed') === 0 && errors('quiet') === 0,
    },
    {
      figure: `bare Express, express.static: ${asset}.br (${fileKb(`${asset}.br`)} kB): ${fmt(rps('bareAsset'))} req/s (runs ${spread('bareAsset')}), ${cpu('bareAsset')}, ${errors('bareAsset')} errors`,
      value: '1.00×',
      target: 'baseline',
      pass: errors('bareAsset') === 0,
    },
    row(`hashed asset ${asset}, brotli copy (${fileKb(`${asset}.br`)} kB)`, 'asset', 'bareAsset', 0.7),
  ];
}
