import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from '../core/database/embedded-postgres';

/**
 * A real primary and a streaming standby for tests, made with PostgreSQL's own tools from Debian's packages
 * (`initdb`, `pg_ctl`, `pg_basebackup -R`): the standby replays the primary's WAL over a replication connection,
 * as in production. PostgreSQL refuses to run as root, so as root the servers run as the `postgres` user.
 */
export interface StreamingPair {
  primaryUrl: string;
  standbyUrl: string;
  /** Runs SQL on the standby (pause or resume replay). */
  onStandby(sql: string): Promise<unknown[]>;
  stopStandby(): void;
  startStandby(): void;
  stop(): void;
}

/** Debian's newest server binaries (initdb, pg_ctl, pg_basebackup): PG_BIN_DIR, else /usr/lib/postgresql/<v>/bin. */
function serverBinDir(): string {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const debian = '/usr/lib/postgresql';
  const versions = fs.existsSync(debian) ? fs.readdirSync(debian).sort((a, b) => Number(b) - Number(a)) : [];
  const dir = versions
    .map((v) => path.join(debian, v, 'bin'))
    .find((d) => fs.existsSync(path.join(d, 'pg_basebackup')));
  if (!dir) throw new Error('PostgreSQL server tools not found: apt-get install -y postgresql (or set PG_BIN_DIR)');
  return dir;
}

export async function startStreamingPair(): Promise<StreamingPair> {
  const bin = serverBinDir();
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? Number(execFileSync('id', ['-u', 'postgres']).toString().trim()) : undefined;
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, tool), args, { stdio: 'pipe' });

  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-standby-'));
  fs.chmodSync(base, 0o755);
  if (owner !== undefined) fs.chownSync(base, owner, owner);
  const primaryDir = path.join(base, 'primary');
  const standbyDir = path.join(base, 'standby');
  const [primaryPort, standbyPort] = [await freePort(), await freePort()];

  run('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C']);
  fs.appendFileSync(
    path.join(primaryDir, 'postgresql.conf'),
    [
      `port = ${primaryPort}`,
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = '${base}'`,
      'wal_level = replica',
      'max_wal_senders = 4',
      'hot_standby = on',
      // A test server: durability is not what is tested, speed helps.
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
      '',
    ].join('\n'),
  );
  const pgCtl = (dir: string, action: 'start' | 'stop') =>
    run('pg_ctl', ['-D', dir, '-l', path.join(base, `${path.basename(dir)}.log`), '-w', '-m', 'fast', action]);
  pgCtl(primaryDir, 'start');
  run('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primaryPort),
    '-U',
    'postgres',
    '-D',
    standbyDir,
    '-R',
    '-X',
    'stream',
    '-c',
    'fast',
  ]);
  fs.appendFileSync(path.join(standbyDir, 'postgresql.auto.conf'), `port = ${standbyPort}\n`);
  pgCtl(standbyDir, 'start');

  const url = (port: number) => `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    primaryUrl: url(primaryPort),
    standbyUrl: url(standbyPort),
    async onStandby(sql) {
      const client = new Client({ connectionString: url(standbyPort) });
      await client.connect();
      try {
        return (await client.query(sql)).rows;
      } finally {
        await client.end();
      }
    },
    stopStandby: () => void pgCtl(standbyDir, 'stop'),
    startStandby: () => void pgCtl(standbyDir, 'start'),
    stop() {
      for (const dir of [standbyDir, primaryDir])
        try {
          pgCtl(dir, 'stop');
        } catch {
          // already stopped
        }
      fs.rmSync(base, { recursive: true, force: true });
    },
  };
}
