// What `npm run db:backup` and `npm run db:restore` share: which database (DATABASE_URL or the embedded one in
// .data), which pg_dump / pg_restore can talk to its server, and how to hand them the connection without putting
// the password on a command line (where `ps` shows it).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A failure explained in one zh-TW/English line; the scripts print it and exit 1. */
export class ToolError extends Error {}
export const fail = (zh, en) => new ToolError(`${zh} / ${en}`);

/**
 * The database to work on: DATABASE_URL, else the embedded PostgreSQL of EMBEDDED_PG_DIR (default .data/postgres).
 * A running embedded server (the gateway's) is used as it runs; a stopped one is started for the job and stopped
 * after (`close()`), never one that a gateway is using.
 */
export async function openDatabase(env = process.env) {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, close: async () => undefined };
  const { runningEmbeddedUrl, startEmbeddedPostgres } = await import('./embedded-postgres.mjs');
  const dataDir = path.resolve(env.EMBEDDED_PG_DIR ?? path.join(REPO_ROOT, '.data', 'postgres'));
  const running = runningEmbeddedUrl(dataDir);
  if (running) return { url: running, close: async () => undefined };
  const embedded = await startEmbeddedPostgres({ dataDir, log: (line) => console.error(line) });
  return { url: embedded.url, close: () => embedded.stop() };
}

/** The server's major version (17 for 17.6), which the client tools must reach at least. */
export async function serverMajor(url) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    throw fail('無法連線到資料庫', `cannot connect to ${redact(url)}: ${error.message}`);
  }
  try {
    const { rows } = await client.query('show server_version_num');
    return Math.floor(Number(rows[0].server_version_num) / 10000);
  } finally {
    await client.end();
  }
}

/** The URL with its password replaced, for messages. */
export const redact = (url) => {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
};

function majorOf(binary) {
  return new Promise((resolve) => {
    const child = spawn(binary, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', () => resolve(null));
    child.on('close', () => resolve(Number(/(\d+)(\.\d+)?/.exec(out)?.[1]) || null));
  });
}

/**
 * The newest `name` (pg_dump, pg_restore) that can serve a server of `major`: PG_BIN_DIR first, then Debian's
 * /usr/lib/postgresql/<version>/bin, then the PATH. pg_dump refuses a server newer than itself, so an older one is
 * no choice (the embedded PostgreSQL 17 needs the version 17 client tools: postgresql-client-17).
 */
export async function findTool(name, major, env = process.env) {
  const candidates = [];
  if (env.PG_BIN_DIR) candidates.push(path.join(env.PG_BIN_DIR, name));
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian))
    for (const version of fs.readdirSync(debian).sort((a, b) => Number(b) - Number(a)))
      candidates.push(path.join(debian, version, 'bin', name));
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) candidates.push(path.join(dir, name));
  const seen = [];
  const tried = new Set();
  for (const candidate of candidates) {
    if (!fs.existsSync(candidate) || tried.has(fs.realpathSync(candidate))) continue;
    tried.add(fs.realpathSync(candidate));
    const version = await majorOf(candidate);
    if (version === null) continue;
    if (version >= major) return candidate;
    seen.push(`${candidate} (${version})`);
  }
  throw fail(
    `找不到可用於 PostgreSQL ${major} 的 ${name}`,
    `no ${name} of version ${major} or newer (found: ${seen.join(', ') || 'none'}): install postgresql-client-${major} or set PG_BIN_DIR`,
  );
}

/** The connection for a client tool: the URL without its password (as --dbname), the password in PGPASSWORD. */
export function connectionOf(url) {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Runs a client tool; rejects with its last lines of output. */
export function runTool(binary, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (d) => {
      errors += d;
      process.stderr.write(d);
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(errors.trim().split('\n').slice(-3).join(' ') || `${path.basename(binary)} exit ${code}`)),
    );
  });
}

/** Runs a script's body: a ToolError is its one line, anything else its message; either way exit 1. */
export function main(body) {
  body().then(
    () => process.exit(0),
    (error) => {
      console.error(error instanceof ToolError ? error.message : `失敗 / failed: ${error?.message ?? error}`);
      process.exit(1);
    },
  );
}
