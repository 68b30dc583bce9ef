import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from 'pg';
import { repoRoot } from '../config/config';
import { signInOverHttp, startBuiltGateway, type BuiltGateway } from './built-gateway';

/**
 * A killed embedded PostgreSQL (kill -9 of the postmaster) is started again on the same port and data, so the
 * gateway answers again by itself; when it cannot be started again the owner hears it. The module is plain ESM
 * (jest cannot load it), so it runs in a child node process here, as in the gateway.
 */
const MODULE = pathToFileURL(path.join(repoRoot(), 'gateway', 'scripts', 'embedded-postgres.mjs')).href;
const CAPTCHA = 'RSTRT';

/** A temp folder the postgres user (as root) can enter, so the data stays where the test can reach it. */
function openTempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-restart-'));
  fs.chmodSync(dir, 0o755);
  return dir;
}

const postmasterPid = (dataDir: string) =>
  Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code)),
  );

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function selectOne(url: string): Promise<number> {
  const client = new Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query<{ one: number }>('select 1 as one')).rows[0].one;
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL after kill -9', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  /**
   * A node process owning an embedded server on `dataDir`: prints its URL, and exits 3 when told the server cannot
   * be started again (as the gateway exits 1).
   */
  async function startOwner(dataDir: string) {
    const script = `
      const { startEmbeddedPostgres } = await import(${JSON.stringify(MODULE)});
      const pg = await startEmbeddedPostgres({
        dataDir: ${JSON.stringify(dataDir)},
        restartDelaysMs: [100, 200, 300],
        log: (line) => console.log(line),
        onGiveUp: (error) => { console.log('GAVE UP: ' + error.message); process.exit(3); },
      });
      console.log('URL ' + pg.url + ' DATA ' + pg.dataDir);
      process.on('SIGTERM', () => pg.stop().then(() => process.exit(0)));`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    owners.push(child);
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [, url, placed] = await until(
      'the server starts',
      async () => /URL (\S+) DATA (\S+)/.exec(output) ?? undefined,
    );
    return { child, url, dataDir: placed, output: () => output };
  }
  const owners: ChildProcess[] = [];
  afterAll(async () => {
    for (const owner of owners.filter((child) => child.exitCode === null)) {
      owner.kill('SIGTERM');
      await exited(owner);
    }
  });

  it('is started again on the same port and data, and gives up (telling its owner) when it cannot be', async () => {
    const dir = openTempDir();
    dirs.push(dir);
    const owner = await startOwner(path.join(dir, 'pg'));
    const { url, dataDir } = owner;
    expect(await selectOne(url)).toBe(1);
    const first = postmasterPid(dataDir);

    process.kill(first, 'SIGKILL');
    expect(await until('the server answers again', () => selectOne(url))).toBe(1);
    expect(postmasterPid(dataDir)).not.toBe(first);
    expect(owner.output()).toContain('PostgreSQL stopped unexpectedly (SIGKILL): starting it again');
    expect(owner.child.exitCode).toBeNull();

    // A data folder PostgreSQL no longer recognises cannot be started: every try fails, then the owner is told.
    fs.renameSync(path.join(dataDir, 'PG_VERSION'), path.join(dataDir, 'PG_VERSION.moved'));
    process.kill(postmasterPid(dataDir), 'SIGKILL');
    expect(await exited(owner.child)).toBe(3);
    expect(owner.output()).toMatch(/GAVE UP: .*內嵌 PostgreSQL 啟動失敗/);

    // A clean shutdown (Ctrl-C reaches the whole process group) is left alone: no restart under a stopping owner.
    fs.renameSync(path.join(dataDir, 'PG_VERSION.moved'), path.join(dataDir, 'PG_VERSION'));
    const again = await startOwner(path.join(dir, 'pg'));
    process.kill(postmasterPid(dataDir), 'SIGINT');
    await until('the server has shut down', async () =>
      fs.existsSync(path.join(dataDir, 'postmaster.pid')) ? undefined : true,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await expect(selectOne(again.url)).rejects.toThrow();
    expect(again.output()).toContain('PostgreSQL was shut down: not starting it again');
    expect(again.output()).not.toMatch(/stopped unexpectedly|running again|GAVE UP/);
  }, 90_000);
});

describe('the gateway on its embedded PostgreSQL', () => {
  let dir: string;
  let gateway: BuiltGateway | undefined;
  afterAll(async () => {
    if (gateway && gateway.child.exitCode === null) {
      gateway.child.kill('SIGTERM');
      await exited(gateway.child);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers again by itself after the server is killed, with the same process and session', async () => {
    dir = openTempDir();
    const dataDir = path.join(dir, 'pg');
    // An empty DATABASE_URL is no URL: the gateway starts its embedded server in EMBEDDED_PG_DIR.
    gateway = await startBuiltGateway('', CAPTCHA, { env: { EMBEDDED_PG_DIR: dataDir } });
    const { url } = gateway;
    const { cookie, csrf } = await signInOverHttp(url, CAPTCHA, 'personal01');
    const ask = async () => {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
        // The balance is read from the ledger: the session alone may be answered from the gateway's cache.
        body: JSON.stringify({ query: '{ viewer { account } balance { available } }' }),
      });
      const body = (await res.json()) as {
        data?: { viewer: { account: string } | null; balance: { available: number } };
      };
      return { status: res.status, body };
    };
    const before = await ask();
    expect(before.body.data?.viewer?.account).toBe('personal01');

    process.kill(postmasterPid(dataDir), 'SIGKILL');
    const statuses: number[] = [];
    const back = await until('the gateway answers 200 again', async () => {
      const answer = await ask();
      statuses.push(answer.status);
      return answer.status === 200 ? answer : undefined;
    });
    // While the server was away every answer was a 503 envelope, never a 500.
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(back.body.data?.viewer?.account).toBe('personal01');
    expect(back.body.data?.balance.available).toBe(before.body.data?.balance.available);
    expect(gateway.child.exitCode).toBeNull();
    expect(gateway.output()).toContain('PostgreSQL is running again');
  }, 120_000);
});
