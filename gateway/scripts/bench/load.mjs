// A small closed-loop HTTP load generator, run as its own process so it does not share the measured server's
// event loop: `node load.mjs <json spec>` prints {requests, errors, rps, p50, p95, p99} (milliseconds).
// The spec: {url, method, headers, body, connections, seconds}; `urls` (a list) instead of `url` rotates paths.
// `signIns: {baseUrl, accounts, password, captcha, connections}` adds connections that sign in again and again as a
// new browser would (the login page, its captcha, the login mutation); their latencies are reported apart, as
// `signIns`, and are not among the figures of the other requests.
//
// The timed reads go over plain sockets with each request's bytes built once, as autocannon (the tool the issue's
// first figures came from) does: the generator shares the two cores with the server it measures, and Node's HTTP
// client spent 2.5 times as much CPU per request (50% of a core against 20% at 3,400 req/s), taken from the server.
// A read is timed from its write to the last byte of its answer; every answer here carries a Content-Length.
import http from 'node:http';
import net from 'node:net';

const spec = JSON.parse(process.argv[2]);
const agent = new http.Agent({ keepAlive: true, maxSockets: spec.signIns?.connections ?? 1 });
const targets = spec.urls ?? [{ url: spec.url, method: spec.method, headers: spec.headers, body: spec.body }];
const latencies = [];
let errors = 0;
let next = 0;
const deadline = Date.now() + spec.seconds * 1000;

/** A target's whole request, head and body, as the bytes a browser would send. */
function requestBytes(target) {
  const url = new URL(target.url);
  const body = target.body == null ? null : Buffer.from(target.body);
  const lines = [`${target.method ?? 'GET'} ${url.pathname}${url.search} HTTP/1.1`, `host: ${url.host}`];
  for (const [name, value] of Object.entries(target.headers ?? {})) lines.push(`${name}: ${value}`);
  if (body) lines.push(`content-length: ${body.length}`);
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  return body ? Buffer.concat([head, body]) : head;
}

const wire = targets.map(requestBytes);
const END_OF_HEAD = Buffer.from('\r\n\r\n');

/**
 * One kept-alive connection asking for the targets in turn until the time is up. An answer of 400 or more, one
 * without a Content-Length, a connection closed while waiting or one that failed counts as an error; a closed
 * connection is opened again, as a browser would.
 */
function readLoop(byTarget) {
  const { hostname, port } = new URL(targets[0].url);
  return new Promise((done) => {
    let socket;
    let asked = null; // { index, started } of the request on the wire
    let received = Buffer.alloc(0);
    let bodyLength = -1; // known once the answer's head is read
    let status = 0;
    let closes = false;
    const ask = () => {
      if (Date.now() >= deadline) return socket.end();
      const index = next++ % targets.length;
      asked = { index, started: process.hrtime.bigint() };
      received = Buffer.alloc(0);
      bodyLength = -1;
      socket.write(wire[index]);
    };
    const answered = () => {
      const ms = Number(process.hrtime.bigint() - asked.started) / 1e6;
      if (status >= 400) errors += 1;
      latencies.push(ms);
      byTarget[asked.index].push(ms);
      asked = null;
      if (closes) socket.destroy();
      else ask();
    };
    const onData = (chunk) => {
      if (!asked) return;
      received = received.length ? Buffer.concat([received, chunk]) : chunk;
      if (bodyLength < 0) {
        const end = received.indexOf(END_OF_HEAD);
        if (end < 0) return;
        const head = received.toString('latin1', 0, end);
        status = Number(head.slice(9, 12));
        closes = /\r\nconnection: *close/i.test(head);
        const length = /\r\ncontent-length: *(\d+)/i.exec(head);
        if (!length) return socket.destroy(); // counted as an error on close
        bodyLength = Number(length[1]);
        received = received.subarray(end + END_OF_HEAD.length);
      }
      if (received.length >= bodyLength) answered();
    };
    const open = () => {
      socket = net.connect(Number(port), hostname);
      socket.setNoDelay(true);
      socket.on('connect', ask);
      socket.on('data', onData);
      let failed = false;
      socket.on('error', () => {
        failed = true; // 'close' follows
      });
      socket.on('close', () => {
        if (asked || failed) errors += 1;
        asked = null;
        if (Date.now() >= deadline) done();
        else if (failed)
          setTimeout(open, 10); // a refused connection is not retried in a busy loop
        else open();
      });
    };
    open();
  });
}

/** A request through Node's HTTP client, for the sign-ins, which read cookies and bodies. */
function once(target, into) {
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

const signIns = { latencies: [], failed: 0 };
const cookiesOf = (headers) => (headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');

/** One new browser signing in: the page (cookie and CSRF token), the captcha, then the login mutation, timed. */
async function signInOnce(s, account) {
  const page = await once({ url: `${s.baseUrl}/login`, keepBody: true }, latencies);
  const csrf = page && /<meta name="csrf-token" content="([^"]+)"/.exec(page.body)?.[1];
  if (!csrf) return void (signIns.failed += 1);
  let cookie = cookiesOf(page.headers);
  const captcha = await once({ url: `${s.baseUrl}/api/login/image_captcha?t=1`, headers: { cookie } }, latencies);
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
  ...Array.from({ length: spec.connections }, () => readLoop(byTarget)),
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
