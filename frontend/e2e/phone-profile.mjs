// Phone-profile first load (issue 18 target 3): time from navigation to the first visible <h1> of /, /login and /fee
// on Chromium emulating a slow phone: 1.6 Mbps down, 750 kbps up, 150 ms latency, 4x CPU slowdown, 390 px wide.
// Each run uses a fresh browser profile, so nothing is cached. Run by hand after `npm run build` (frontend and gateway):
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
import { chromium } from 'playwright-core';
import { freePort, startEmbeddedPostgres } from '../../gateway/scripts/embedded-postgres.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const PATHS = ['/', '/login', '/fee'];
const RUNS = Number(process.env.PHONE_RUNS ?? 3);
const TARGET_MS = 2500;

const PHONE = {
  network: { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 },
  cpuRate: 4,
  viewport: { width: 390, height: 844 },
};

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

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

/** One cold load: a fresh profile, the phone conditions, then navigation until the first <h1> is visible. */
async function measure(url) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-phone-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    viewport: PHONE.viewport,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', PHONE.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuRate });
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    // performance.now() counts from the navigation start, so the figure includes the document request.
    const handle = await page.waitForFunction(
      () => {
        const heading = document.querySelector('h1');
        if (!heading) return false;
        const box = heading.getBoundingClientRect();
        const style = getComputedStyle(heading);
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0'
          ? performance.now()
          : false;
      },
      undefined,
      { polling: 50, timeout: 60_000 },
    );
    const ms = await handle.jsonValue();
    const bytes = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
        .reduce((sum, entry) => sum + entry.transferSize, 0),
    );
    return { ms, scriptKb: bytes / 1000 };
  } finally {
    await context.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

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
  for (const route of PATHS) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure(`${gateway.baseUrl}${route}`));
    const ms = median(runs.map((item) => item.ms));
    if (ms > TARGET_MS) failed = true;
    console.log(
      `${route.padEnd(10)}${String(Math.round(ms)).padStart(11)}${runs
        .map((item) => Math.round(item.ms))
        .join(' / ')
        .padStart(26)}${median(runs.map((item) => item.scriptKb))
        .toFixed(0)
        .padStart(8)}  ${ms <= TARGET_MS ? 'ok' : 'over'} (≤ ${TARGET_MS} ms)`,
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
