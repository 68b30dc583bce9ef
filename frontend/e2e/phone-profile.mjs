// Phone-profile first load by hand, on a gateway of its own (the bench measures the same through
// phone-measure.mjs). Run after `npm run build` (frontend and gateway):
//
//   node frontend/e2e/phone-profile.mjs                 # embedded PostgreSQL in a temporary folder
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node frontend/e2e/phone-profile.mjs
//
// With DATABASE_URL (an account allowed to create databases) it creates a fresh database on that server and drops it
// after. PHONE_RUNS sets the runs per path (default 3); the median is reported.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, startEmbeddedPostgres } from '../../gateway/scripts/embedded-postgres.mjs';
import { measurePhoneProfile, PHONE_TARGET_MS } from './phone-measure.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const RUNS = Number(process.env.PHONE_RUNS ?? 3);

for (const file of ['gateway/dist/gateway/src/main.js', 'frontend/dist/index.html']) {
  if (!fs.existsSync(path.join(root, file))) {
    console.error(`phone-profile: ${file} is missing; run npm run build first`);
    process.exit(2);
  }
}

async function adminQuery(adminUrl, sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function withDatabase(adminUrl, name) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function waitForServer(url, child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`gateway exited early with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`gateway did not answer at ${url}`);
}

async function startGateway(databaseUrl, uploads) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'gateway/dist/gateway/src/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      APP_ENV: 'test',
      PORT: String(port),
      APP_URL: baseUrl,
      DATABASE_URL: databaseUrl,
      UPLOAD_DIR: uploads,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForServer(`${baseUrl}/login`, child);
  return {
    baseUrl,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-phone-run-'));
fs.chmodSync(tmp, 0o755);
const dbName = `phone_profile_${process.pid}_${Date.now()}`;
let postgres;
let adminUrl = process.env.DATABASE_URL;
let gateway;
let failed = false;
try {
  if (!adminUrl) {
    postgres = await startEmbeddedPostgres({ dataDir: path.join(tmp, 'pg'), flags: ['-c', 'fsync=off'] });
    adminUrl = postgres.adminUrl;
  }
  await adminQuery(adminUrl, `create database "${dbName}"`);
  gateway = await startGateway(withDatabase(adminUrl, dbName), path.join(tmp, 'uploads'));
  console.log(`phone profile: 1.6 Mbps down, 750 kbps up, 150 ms, CPU x4, 390 px; ${RUNS} cold runs per path`);
  console.log(`${'path'.padEnd(10)}${'median ms'.padStart(11)}${'runs ms'.padStart(26)}${'JS kB'.padStart(8)}  target`);
  for (const r of await measurePhoneProfile(gateway.baseUrl, { runs: RUNS })) {
    if (r.medianMs > PHONE_TARGET_MS) failed = true;
    console.log(
      `${r.path.padEnd(10)}${String(Math.round(r.medianMs)).padStart(11)}${r.runsMs
        .map((ms) => Math.round(ms))
        .join(' / ')
        .padStart(
          26,
        )}${r.scriptKb.toFixed(0).padStart(8)}  ${r.medianMs <= PHONE_TARGET_MS ? 'ok' : 'over'} (≤ ${PHONE_TARGET_MS} ms)`,
    );
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await gateway?.stop();
  if (adminUrl) await adminQuery(adminUrl, `drop database if exists "${dbName}"`).catch(() => undefined);
  await postgres?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
