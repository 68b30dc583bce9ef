// What every bench measurement shares: a fresh migrated and seeded database, the built gateway as a child process,
// a signed-in HTTP session, the load generator and /proc readings.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../embedded-postgres.mjs';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
export const gatewayRoot = path.resolve(here, '..', '..');
export const CAPTCHA = 'BENCH';
export const PASSWORD = 'Sandbox+Demo2026';

/** A new database on the server, migrated and seeded with the demo data by the gateway's own boot code. */
export async function freshDatabase(adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${name}"`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  require('reflect-metadata');
  const { openOrm, migrate, seed } = require('../../dist/gateway/src/boot/database.js');
  const orm = await openOrm(url.toString(), 2);
  await migrate(orm);
  await seed(orm, true);
  await orm.close();
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  return { url: url.toString(), db };
}

/** A database an earlier run kept (BENCH_KEEP=1), brought to the current migrations; its data stays as seeded. */
export async function keptDatabase(adminUrl, name) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  require('reflect-metadata');
  const { openOrm, migrate } = require('../../dist/gateway/src/boot/database.js');
  const orm = await openOrm(url.toString(), 2);
  await migrate(orm);
  await orm.close();
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  return { url: url.toString(), db };
}

export async function dropDatabase(adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}

async function waitFor(url, child) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

function stopper(child) {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
}

/** BENCH_CPU_PROFILE=dir: each gateway writes a V8 CPU profile there when it stops (open it in Chrome DevTools). */
const cpuProfileFlags = () =>
  process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : [];

/** The frontend build the gateway serves (and the bare Express's static route reads). */
export const frontendDist = path.resolve(gatewayRoot, '..', 'frontend', 'dist');

/**
 * The built gateway on `databaseUrl` (APP_ENV=test: fixed captcha, demo accounts), as production runs it: with
 * NODE_ENV=production as the Dockerfile sets it (graphql-js and Express skip their development checks), its metrics
 * listener on (a free loopback port) and one JSON log line per request at production's level (info). `extraEnv`
 * overrides any of these (`LOG_LEVEL: 'silent', METRICS_ADDRESS: ''` is the gateway with both off).
 */
export async function startGateway(databaseUrl, extraEnv = {}) {
  const port = await freePort();
  const metricsPort = await freePort();
  // The gateway's own output goes to a log beside the other temp files (the bench prints only its table), written
  // by the gateway itself: through a pipe, its lines would wait for the bench's event loop, which a load run blocks
  // (spawnSync), and a full pipe would stall the gateway's request log.
  const logFile = path.join(os.tmpdir(), `paydesk-bench-gateway-${port}.log`);
  const logFd = fs.openSync(logFile, 'w');
  const child = spawn(
    process.execPath,
    [...cpuProfileFlags(), path.join(gatewayRoot, 'dist', 'gateway', 'src', 'main.js')],
    {
      cwd: gatewayRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        APP_ENV: 'test',
        PORT: String(port),
        APP_URL: `http://127.0.0.1:${port}`,
        CAPTCHA_FIXED_CODE: CAPTCHA,
        DATABASE_URL: databaseUrl,
        METRICS_ADDRESS: `127.0.0.1:${metricsPort}`,
        LOG_FORMAT: 'json',
        LOG_LEVEL: 'info',
        FRONTEND_DIST: frontendDist,
        ...extraEnv,
      },
      stdio: ['ignore', logFd, logFd],
    },
  );
  fs.closeSync(logFd);
  child.once('exit', (code, signal) => {
    if (code !== 0 && signal !== 'SIGTERM') console.error(`bench: gateway exited (${code ?? signal}); see ${logFile}`);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${baseUrl}/login`, child);
  return { baseUrl, pid: child.pid, logFile, stop: stopper(child) };
}

/**
 * The baseline server: a bare Express (with `databaseUrl`, also a path that reads the session table once; with
 * `frontendDist`, the built assets under /assets).
 */
export async function startBareExpress(databaseUrl, frontendDist) {
  const port = await freePort();
  const args = [path.join(here, 'bare-express.mjs'), String(port), databaseUrl ?? '', frontendDist ?? ''];
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(baseUrl, child);
  return { baseUrl, pid: child.pid, stop: stopper(child) };
}

/** fetch, tried once more when a kept-alive socket turned out closed by the server while idle. */
export async function fetchOnce(url, init) {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

const cookiesOf = (res) => res.headers.getSetCookie().map((c) => c.split(';')[0]);

/** A browser-like session: the page's CSRF token and cookie, then a sign-in through the real mutation. */
export async function signIn(baseUrl, account) {
  const page = await fetchOnce(`${baseUrl}/login`);
  let cookie = cookiesOf(page).join('; ');
  const csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(await page.text())?.[1];
  if (!csrf) throw new Error('no csrf meta on /login');
  await fetchOnce(`${baseUrl}/api/login/image_captcha?t=1`, { headers: { cookie } });
  const res = await fetchOnce(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($input: LoginInput!) { login(input: $input) { errors { message } } }',
      variables: { input: { account, password: PASSWORD, captcha: CAPTCHA, kind: 'MEMBER' } },
    }),
  });
  const body = await res.json();
  if (body.errors || body.data.login.errors.length) throw new Error(`sign-in of ${account}: ${JSON.stringify(body)}`);
  const rotated = cookiesOf(res);
  if (rotated.length) cookie = rotated.join('; ');
  return { cookie, csrf, headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' } };
}

/** A GraphQL request a load run can repeat. */
export function graphqlRequest(baseUrl, session, query, variables = {}) {
  return {
    url: `${baseUrl}/graphql`,
    method: 'POST',
    headers: session.headers,
    body: JSON.stringify({ query, variables }),
  };
}

/** Runs the load generator in its own process; resolves to {requests, errors, rps, p50, p95, p99}. */
export function load(spec) {
  const run = spawnSync(process.execPath, [path.join(here, 'load.mjs'), JSON.stringify(spec)], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
    timeout: (spec.seconds + 60) * 1000, // an answer that never comes must not hang the bench
  });
  if (run.status !== 0)
    throw new Error(`load generator failed on ${spec.url ?? spec.urls[0].url}: ${run.error?.message ?? run.stderr}`);
  const result = JSON.parse(run.stdout.trim());
  // No answer at all would give latencies of 0 ms, which every latency target passes.
  if (result.requests === 0) throw new Error(`load generator got no answer from ${spec.url ?? spec.urls[0].url}`);
  return result;
}

/** Starts a new peak-memory window for a process (Linux: writing 5 to clear_refs resets VmHWM). */
export function resetPeakRss(pid) {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** Peak resident memory of a process in MB (VmHWM) since it started or since resetPeakRss. */
export function peakRssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)[1]) / 1024;
}

export const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/**
 * CPU ticks (1/100 s, user + system) so far, per process: a gateway's (with its workers, when it runs some) and
 * every PostgreSQL server process's on this machine. `cpuSpent` takes the difference of two readings.
 */
export function cpuTicks(pid) {
  // /proc/<pid>/stat after the command's closing parenthesis: state, ppid, …, utime (12th), stime (13th).
  const statOf = (p) => {
    try {
      return fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
    } catch {
      return null; // the process ended in between
    }
  };
  const commOf = (p) => {
    try {
      return fs.readFileSync(`/proc/${p}/comm`, 'utf8').trim();
    } catch {
      return '';
    }
  };
  const ticksOf = (fields) => (fields ? Number(fields[11]) + Number(fields[12]) : 0);
  const processes = fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  const gateway = [String(pid), ...processes.filter((p) => statOf(p)?.[1] === String(pid))];
  const postgres = processes.filter((p) => commOf(p) === 'postgres');
  return {
    gateway: new Map(gateway.map((p) => [p, ticksOf(statOf(p))])),
    postgres: new Map(postgres.map((p) => [p, ticksOf(statOf(p))])),
  };
}

/**
 * Ticks spent between two `cpuTicks` readings. Per process: one that ended in between (an idle pooled connection
 * closed) is left out rather than taking its whole past off the sum; one that began counts from zero.
 */
export function cpuSpent(before, after) {
  const spent = (b, a) => [...a].reduce((sum, [p, ticks]) => sum + ticks - (b.get(p) ?? 0), 0);
  return { gateway: spent(before.gateway, after.gateway), postgres: spent(before.postgres, after.postgres) };
}
