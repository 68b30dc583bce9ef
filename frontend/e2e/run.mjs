// Browser tests: builds what is missing, starts one embedded PostgreSQL in a temp folder, and then, for every spec,
// a fresh database and a real gateway on it (APP_ENV=test, fixed captcha, migrated and seeded at boot), so each spec
// starts from the demo data whatever the others did. Specs run one at a time in Debian's chromium.
// (The embedded default of `npm start` on a fresh clone is covered by gateway/src/test/fresh-clone.e2e.test.ts.)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../../gateway/scripts/embedded-postgres.mjs';
import { startThrowawayPostgres } from '../../gateway/scripts/throwaway-postgres.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const screenshots = path.join(here, 'screenshots');

function build(workspace) {
  // The production build the users get, whatever NODE_ENV the caller has.
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function waitForServer(url, child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`gateway exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`gateway did not answer at ${url}`);
}

/** A new empty database on the embedded server; the gateway migrates and seeds it when it boots. */
async function createDatabase(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Starts the built gateway on `databaseUrl`; its output goes to screenshots/<spec>.gateway.log. */
async function startGateway(databaseUrl, spec, uploads) {
  const port = await freePort();
  const env = {
    ...process.env,
    APP_ENV: 'test',
    PORT: String(port),
    // Links in mail come from configuration (never the Host header): the address the browser uses.
    APP_URL: `http://127.0.0.1:${port}`,
    CAPTCHA_FIXED_CODE: 'E2E01',
    DATABASE_URL: databaseUrl,
    UPLOAD_DIR: uploads,
  };
  // The gateway writes straight into its log file: while a spec runs this process waits in spawnSync and could not
  // drain a pipe, and a gateway logging a line per request would block on the full pipe and stop answering.
  const log = fs.openSync(path.join(screenshots, `${spec}.gateway.log`), 'w');
  const child = spawn(process.execPath, [path.join(root, 'gateway', 'dist', 'gateway', 'src', 'main.js')], {
    cwd: root,
    env,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const baseUrl = `http://127.0.0.1:${port}`;
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

build('frontend');
build('gateway');
fs.mkdirSync(screenshots, { recursive: true });

// E2E_SPECS=assistants,login runs only those specs while developing; npm test runs them all.
const only = process.env.E2E_SPECS ? process.env.E2E_SPECS.split(',').map((name) => `${name.trim()}.test.mjs`) : null;
const specs = fs
  .readdirSync(path.join(here, 'specs'))
  .filter((f) => f.endsWith('.test.mjs') && (!only || only.includes(f)))
  .sort();

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-e2e-'));
const failed = [];
let postgres;
try {
  postgres = await startThrowawayPostgres({ prefix: 'paydesk-e2e-pg-', flags: ['-c', 'fsync=off'] });
  for (const [index, file] of specs.entries()) {
    const spec = file.replace(/\.test\.mjs$/, '');
    const started = Date.now();
    const databaseUrl = await createDatabase(postgres.adminUrl, `e2e_${index}_${spec.replace(/\W/g, '_')}`);
    const gateway = await startGateway(databaseUrl, spec, path.join(tmp, `uploads-${index}`));
    try {
      const result = spawnSync(process.execPath, ['--test', path.join(here, 'specs', file)], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, E2E_BASE_URL: gateway.baseUrl, E2E_CAPTCHA: 'E2E01' },
      });
      if (result.status !== 0) failed.push(spec);
    } finally {
      await gateway.stop();
    }
    console.log(
      `e2e: ${spec} ${failed.includes(spec) ? 'FAILED' : 'passed'} in ${Math.round((Date.now() - started) / 1000)} s`,
    );
  }
} catch (error) {
  console.error(error);
  failed.push('(runner)');
} finally {
  await postgres?.remove();
  fs.rmSync(tmp, { recursive: true, force: true });
}
console.log(failed.length ? `e2e: failed: ${failed.join(', ')}` : `e2e: all ${specs.length} specs passed`);
process.exit(failed.length ? 1 : 0);
