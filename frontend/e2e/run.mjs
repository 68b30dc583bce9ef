// Browser tests: builds what is missing, starts the real gateway (embedded PostgreSQL in a temp
// folder, APP_ENV=test, fixed captcha), then runs every spec with node's test runner in Debian's chromium.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../gateway/scripts/embedded-postgres.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');

function build(workspace) {
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function waitForServer(url, child, timeoutMs = 60_000) {
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

build('frontend');
build('gateway');

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-e2e-pg-'));
fs.chmodSync(dataDir, 0o755);
const env = {
  ...process.env,
  APP_ENV: 'test',
  PORT: String(port),
  // Links in mail come from configuration (never the Host header): the address the browser uses.
  APP_URL: `http://127.0.0.1:${port}`,
  CAPTCHA_FIXED_CODE: 'E2E01',
  EMBEDDED_PG_DIR: path.join(dataDir, 'data'),
  UPLOAD_DIR: path.join(dataDir, 'uploads'),
};
delete env.DATABASE_URL; // exercise the embedded default, exactly as `npm start` on a fresh clone
const gateway = spawn(process.execPath, [path.join(root, 'gateway', 'dist', 'gateway', 'src', 'main.js')], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'pipe'],
});
const logFile = path.join(here, 'screenshots', 'gateway.log');
fs.mkdirSync(path.dirname(logFile), { recursive: true });
const log = fs.createWriteStream(logFile);
gateway.stdout.pipe(log);
gateway.stderr.pipe(log);

let exitCode = 1;
try {
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForServer(`${baseUrl}/login`, gateway);
  // E2E_SPECS=assistants,login runs only those specs while developing; npm test runs them all.
  const only = process.env.E2E_SPECS ? process.env.E2E_SPECS.split(',').map((name) => `${name.trim()}.test.mjs`) : null;
  const specs = fs
    .readdirSync(path.join(here, 'specs'))
    .filter((f) => f.endsWith('.test.mjs') && (!only || only.includes(f)))
    .map((f) => path.join(here, 'specs', f));
  const result = spawnSync(process.execPath, ['--test', '--test-concurrency=1', ...specs], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_CAPTCHA: 'E2E01' },
  });
  exitCode = result.status ?? 1;
} catch (error) {
  console.error(error);
} finally {
  gateway.kill('SIGTERM');
  await new Promise((r) => gateway.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
