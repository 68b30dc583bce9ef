import { execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from '../core/database/embedded-postgres';
import { Clone } from './clone';
import { DEMO_PASSWORD } from './test-app';

/**
 * `npm start` and the test setup as a stranger runs them: a clone of this repository's HEAD with an empty `.data`
 * and no DATABASE_URL, so the embedded PostgreSQL starts; as root, PostgreSQL runs as the `postgres` user. Two
 * folders: a private one (0700, `mktemp -d`), which that user cannot enter, so the data and binaries move out;
 * and an ordinary one others may enter (0755, under /srv as a deployment would be), where everything stays.
 * In the private clone the gateway is then killed with SIGKILL in the middle of a burst of withdrawals, and
 * started again on the same data.
 */
const asRoot = process.getuid?.() === 0;
let port: number;
let launcher: ChildProcess | undefined;

/** A new folder with exactly `mode`: /srv when it can be written (root), else the temp folder. */
function folderWithMode(mode: number): string {
  let parent = os.tmpdir();
  if (mode === 0o755) {
    try {
      fs.accessSync('/srv', fs.constants.W_OK);
      parent = '/srv';
    } catch {
      // not root: an opened temp folder is as ordinary
    }
  }
  const folder = fs.mkdtempSync(path.join(parent, 'paydesk-clone-'));
  fs.chmodSync(folder, mode);
  expect(fs.statSync(folder).mode & 0o777).toBe(mode);
  return folder;
}

async function waitUntilServing(child: ChildProcess, output: () => string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`launcher exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/login`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`not serving after ${timeoutMs} ms:\n${output()}`);
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code)),
  );

async function stopLauncher(): Promise<void> {
  if (launcher && launcher.exitCode === null) {
    launcher.kill('SIGTERM');
    await exited(launcher);
  }
}

/** A browser-like client over fetch: keeps its cookies (session, guest CSRF) and echoes the page's CSRF token. */
class Browser {
  private readonly jar = new Map<string, string>();
  private csrf = '';
  private get cookie(): string {
    return [...this.jar.values()].join('; ');
  }
  async open(): Promise<void> {
    const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { cookie: this.cookie } });
    this.keep(res);
    this.csrf = /csrf-token" content="([^"]+)"/.exec(await res.text())![1];
  }
  private keep(res: Response): void {
    for (const set of res.headers.getSetCookie()) {
      const pair = set.split(';')[0] ?? '';
      this.jar.set(pair.split('=')[0] ?? '', pair);
    }
  }
  async gql<T>(query: string, variables?: object): Promise<{ data?: T; errors?: unknown[] }> {
    const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': this.csrf, cookie: this.cookie },
      body: JSON.stringify({ query, variables }),
    });
    this.keep(res);
    return (await res.json()) as { data?: T; errors?: unknown[] };
  }
  async login(account: string): Promise<void> {
    await this.open();
    this.keep(
      await fetch(`http://127.0.0.1:${port}/api/login/image_captcha?t=1`, { headers: { cookie: this.cookie } }),
    );
    const res = await this.gql<{ login: { viewer: unknown } }>(
      `mutation { login(input: {account: "${account}", password: "${DEMO_PASSWORD}", captcha: "TEST1", kind: MEMBER}) { viewer { kind } } }`,
    );
    expect(res.data?.login.viewer).toEqual({ kind: 'MEMBER' });
  }
}

beforeAll(async () => {
  port = await freePort();
});

describe('a fresh clone in a private (0700) folder', () => {
  let clone: Clone;
  beforeAll(() => {
    clone = new Clone(folderWithMode(0o700));
  });
  afterAll(async () => {
    await stopLauncher();
    clone.remove();
  });

  it('starts, survives kill -9 in the middle of a withdrawal burst, starts again, and moves no money twice', async () => {
    launcher = clone.start(port);
    await waitUntilServing(launcher, () => clone.output);
    expect(clone.output).not.toMatch(/undefined|EACCES/);
    // As root the postgres user cannot enter the private clone: the data had to move.
    if (asRoot) expect([clone.placed.data.size, clone.placed.binaries.size]).toEqual([1, 1]);

    const seller = new Browser();
    await seller.login('personal01');
    // personal01's withdrawal account is on file and verified (demo seed): a new one would wait for an operator.
    const before = (await seller.gql<{ balance: { available: number } }>('{ balance { available } }')).data!.balance
      .available;
    expect(before).toBeGreaterThan(0);

    const WITHDRAW = `mutation($key: String!) { withdraw(input: {amount: 100, idempotencyKey: $key}) { withdrawal { id } errors { code } } }`;
    const keys = Array.from({ length: 20 }, (_, i) => `crash-burst-${i}`);
    const gateway = execFileSync('pgrep', ['-f', `${clone.app}/gateway/dist/gateway/src/main.js`], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map(Number)[0];
    const burst = keys.map((key) => seller.gql(WITHDRAW, { key }).catch(() => null));
    await new Promise((resolve) => setTimeout(resolve, 40));
    process.kill(gateway, 'SIGKILL');
    await Promise.all(burst);
    // The launcher reports the killed gateway as a failure: 128 + 9.
    expect(await exited(launcher)).toBe(137);

    clone.output = '';
    launcher = clone.start(port);
    await waitUntilServing(launcher, () => clone.output);
    expect(clone.output).toContain('stopping an orphaned PostgreSQL');

    // Replaying every key after the crash: each key moves money at most once.
    const again = new Browser();
    await again.login('personal01');
    const replies = await Promise.all(
      keys.map((key) =>
        again.gql<{ withdraw: { withdrawal: { id: number } | null; errors: { code: string }[] } }>(WITHDRAW, { key }),
      ),
    );
    const ids = replies.map((r) => r.data!.withdraw.withdrawal?.id).filter((id): id is number => id !== undefined);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    const after = (await again.gql<{ balance: { available: number } }>('{ balance { available } }')).data!.balance
      .available;
    expect(after).toBe(before - 100 * ids.length);

    const db = new Client({ connectionString: clone.embeddedUrl() });
    await db.connect();
    try {
      const [{ total }] = (
        await db.query<{ total: string }>('select coalesce(sum(amount), 0)::text as total from posting')
      ).rows;
      expect(total).toBe('0');
      const twice = await db.query(
        `select idempotency_key from journal_entry where kind = 'withdrawal' group by member_id, idempotency_key having count(*) > 1`,
      );
      expect(twice.rows).toEqual([]);
      const withdrawals = await db.query(
        `select count(*)::int as n from withdrawal w join member m on m.id = w.member_id where m.login_name = 'personal01'
            and not exists (select 1 from journal_entry e where e.withdrawal_id = w.id and e.idempotency_key like 'demo-%')`,
      );
      expect(withdrawals.rows[0].n).toBe(ids.length);
    } finally {
      await db.end();
    }

    launcher.kill('SIGTERM');
    expect(await exited(launcher)).toBe(0);
  }, 240_000);

  it('runs the test setup (jest global setup, browser runner) with its temp folder inside the clone', async () => {
    const run = await clone.runTestSetup();
    expect(run).toMatchObject({ code: 0 });
    // As root the postgres user cannot reach the clone's temp folder: the data lived where it can.
    if (asRoot) expect(run.dataDir.startsWith('/var/tmp/paydesk-pg-')).toBe(true);
    expect(fs.existsSync(run.dataDir)).toBe(false);
    expect(fs.readdirSync(path.join(clone.app, 'tmp'))).toEqual([]);
  }, 120_000);
});

describe('a fresh clone in an ordinary (0755) folder', () => {
  let clone: Clone;
  beforeAll(() => {
    clone = new Clone(folderWithMode(0o755));
  });
  afterAll(async () => {
    await stopLauncher();
    clone.remove();
  });

  it('starts from an empty .data with the data and binaries left in the clone, and again', async () => {
    expect(fs.existsSync(path.join(clone.app, '.data'))).toBe(false);
    launcher = clone.start(port);
    await waitUntilServing(launcher, () => clone.output);
    expect(clone.output).not.toMatch(/undefined|EACCES|Permission denied/);
    expect([clone.placed.data.size, clone.placed.binaries.size]).toEqual([0, 0]);
    // `.data` is created enterable by others; only the data folder itself is private (to the postgres user as root).
    expect(fs.statSync(path.join(clone.app, '.data')).mode & 0o777).toBe(0o755);
    const data = fs.statSync(path.join(clone.app, '.data', 'postgres'));
    expect(data.mode & 0o777).toBe(0o700);
    if (asRoot) expect(data.uid).toBe(Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })));
    const seller = new Browser();
    await seller.login('personal01');
    expect(
      (await seller.gql<{ balance: { available: number } }>('{ balance { available } }')).data!.balance.available,
    ).toBeGreaterThan(0);

    launcher.kill('SIGTERM');
    expect(await exited(launcher)).toBe(0);
    clone.output = '';
    launcher = clone.start(port);
    await waitUntilServing(launcher, () => clone.output);
    expect(clone.output).not.toContain('demo data seeded');
    launcher.kill('SIGTERM');
    expect(await exited(launcher)).toBe(0);
  }, 240_000);

  it('runs the test setup (jest global setup, browser runner) with its temp folder inside the clone', async () => {
    const run = await clone.runTestSetup();
    expect(run).toMatchObject({ code: 0 });
    expect(run.dataDir.startsWith(path.join(clone.app, 'tmp') + path.sep)).toBe(true);
    expect(fs.existsSync(run.dataDir)).toBe(false);
    expect(fs.readdirSync(path.join(clone.app, 'tmp'))).toEqual([]);
  }, 120_000);
});
