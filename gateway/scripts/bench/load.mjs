// A small closed-loop HTTP load generator, run as its own process so it does not share the measured server's
// event loop: `node load.mjs <json spec>` prints {requests, errors, rps, p50, p95, p99} (milliseconds).
// The spec: {url, method, headers, body, connections, seconds}; `urls` (a list) instead of `url` rotates paths.
import http from 'node:http';

const spec = JSON.parse(process.argv[2]);
const agent = new http.Agent({ keepAlive: true, maxSockets: spec.connections });
const targets = spec.urls ?? [{ url: spec.url, method: spec.method, headers: spec.headers, body: spec.body }];
const latencies = [];
let errors = 0;
let next = 0;
const deadline = Date.now() + spec.seconds * 1000;

function once(target) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const req = http.request(
      target.url,
      { method: target.method ?? 'GET', headers: target.headers ?? {}, agent },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => {
          if (res.statusCode >= 400) errors += 1;
          latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
          resolve();
        });
      },
    );
    req.on('error', () => {
      errors += 1;
      resolve();
    });
    if (target.body) req.write(target.body);
    req.end();
  });
}

async function loop() {
  while (Date.now() < deadline) await once(targets[next++ % targets.length]);
}

const began = Date.now();
await Promise.all(Array.from({ length: spec.connections }, loop));
const elapsed = (Date.now() - began) / 1000;
latencies.sort((a, b) => a - b);
const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
console.log(
  JSON.stringify({
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
  }),
);
agent.destroy();
