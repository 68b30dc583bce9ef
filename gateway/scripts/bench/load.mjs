// A small closed-loop HTTP load generator, run as its own process so it does not share the measured server's
// event loop: `node load.mjs <json spec>` prints {requests, errors, rps, p50, p95, p99} (milliseconds).
// The spec: {url, method, headers, body, connections, seconds}; `urls` (a list) instead of `url` rotates paths.
// `signIns: {baseUrl, accounts, password, captcha, connections}` adds connections that sign in again and again as a
// new browser would (the login page, its captcha, the login mutation); their latencies are reported apart, as
// `signIns`, and are not among the figures of the other requests.
import http from 'node:http';

const spec = JSON.parse(process.argv[2]);
const agent = new http.Agent({ keepAlive: true, maxSockets: spec.connections });
const targets = spec.urls ?? [{ url: spec.url, method: spec.method, headers: spec.headers, body: spec.body }];
const latencies = [];
let errors = 0;
let next = 0;
const deadline = Date.now() + spec.seconds * 1000;

function once(target, into = latencies) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const req = http.request(
      target.url,
      { method: target.method ?? 'GET', headers: target.headers ?? {}, agent },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => target.keepBody && chunks.push(chunk));
        res.on('end', () => {
          if (res.statusCode >= 400) errors += 1;
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          into.push(ms);
          resolve({ headers: res.headers, body: Buffer.concat(chunks).toString(), ms });
        });
      },
    );
    req.on('error', () => {
      errors += 1;
      resolve(null);
    });
    // The body in one piece, with its Content-Length, as fetch and Apollo Client send it (a write before end
    // would make Node's client send it chunked, which no browser does for a JSON body).
    req.end(target.body);
  });
}

// Each target's own latencies too: the figure names the slowest path.
const byTarget = targets.map(() => []);

async function loop() {
  while (Date.now() < deadline) {
    const index = next++ % targets.length;
    const answer = await once(targets[index]);
    if (answer) byTarget[index].push(answer.ms);
  }
}

const signIns = { latencies: [], failed: 0 };
const cookiesOf = (headers) => (headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');

/** One new browser signing in: the page (cookie and CSRF token), the captcha, then the login mutation, timed. */
async function signInOnce(s, account) {
  const page = await once({ url: `${s.baseUrl}/login`, keepBody: true });
  const csrf = page && /<meta name="csrf-token" content="([^"]+)"/.exec(page.body)?.[1];
  if (!csrf) return void (signIns.failed += 1);
  let cookie = cookiesOf(page.headers);
  const captcha = await once({ url: `${s.baseUrl}/api/login/image_captcha?t=1`, headers: { cookie } });
  if (captcha?.headers['set-cookie']) cookie = cookiesOf(captcha.headers);
  const body = JSON.stringify({
    query: 'mutation($input: LoginInput!) { login(input: $input) { errors { message } } }',
    variables: { input: { account, password: s.password, captcha: s.captcha, kind: 'MEMBER' } },
  });
  const headers = { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' };
  const login = await once(
    { url: `${s.baseUrl}/graphql`, method: 'POST', headers, body, keepBody: true },
    signIns.latencies,
  );
  if (!login || JSON.parse(login.body).data?.login.errors.length !== 0) signIns.failed += 1;
}

async function signInLoop(s, index) {
  for (let i = index; Date.now() < deadline; i += s.connections) await signInOnce(s, s.accounts[i % s.accounts.length]);
}

const percentile = (list, q) => list[Math.min(list.length - 1, Math.floor(q * list.length))] ?? 0;
const began = Date.now();
await Promise.all([
  ...Array.from({ length: spec.connections }, loop),
  ...Array.from({ length: spec.signIns?.connections ?? 0 }, (_, i) => signInLoop(spec.signIns, i)),
]);
const elapsed = (Date.now() - began) / 1000;
latencies.sort((a, b) => a - b);
signIns.latencies.sort((a, b) => a - b);
console.log(
  JSON.stringify({
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    // The generator's own CPU (a share of one core): it runs on the same machine as the measured server.
    cpuPercent: (() => {
      const { user, system } = process.cpuUsage();
      return Math.round((user + system) / 10_000 / elapsed);
    })(),
    targets: byTarget.map((list, index) => {
      list.sort((a, b) => a - b);
      const t = targets[index];
      return { name: t.name ?? t.url, p50: percentile(list, 0.5), p99: percentile(list, 0.99) };
    }),
    ...(spec.signIns
      ? {
          signIns: {
            count: signIns.latencies.length,
            failed: signIns.failed,
            p50: percentile(signIns.latencies, 0.5),
            p99: percentile(signIns.latencies, 0.99),
          },
        }
      : {}),
  }),
);
agent.destroy();
