import fs from 'node:fs';
import http from 'node:http';
import { Client } from 'pg';
import { createTestDatabase } from './test-database';
import { signInOverHttp, startBuiltGateway, type BuiltGateway } from './built-gateway';

/**
 * GATEWAY_WORKERS (boot/workers.ts): the built gateway as one supervisor and two workers on one port. The supervisor
 * prepares an empty database once; both workers serve a signed-in session; a killed worker is replaced while the
 * other goes on answering; a stop ends them all. (A worker that never listens: boot/workers.test.ts.)
 */
const CAPTCHA = 'WRK01';

/** The processes whose parent is `pid` (Linux /proc). */
function childrenOf(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .filter((p) => {
      try {
        return fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === String(pid);
      } catch {
        return false; // ended in between
      }
    })
    .map(Number);
}

async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const listeningLines = (s: BuiltGateway) => s.output().match(/listening on/g)?.length ?? 0;

/** login_status on a connection of its own (the supervisor hands each new connection to the next worker). */
function loginStatus(url: string, headers: Record<string, string>): Promise<boolean | undefined> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${url}/api/check_login/login_status`,
      { method: 'POST', agent: false, headers: { ...headers, 'content-type': 'application/json' } },
      (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => {
          try {
            resolve((JSON.parse(body) as { data?: { isLogin: boolean } }).data?.isLogin);
          } catch {
            reject(new Error(`login_status answered ${res.statusCode}: ${body.slice(0, 200)}`));
          }
        });
      },
    );
    req.on('error', reject);
    req.end('{}');
  });
}

let databaseUrl: string;
let gateway: BuiltGateway | undefined;

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
});

afterAll(() => {
  if (gateway?.child.exitCode === null) gateway.child.kill('SIGKILL');
});

it('serves from two workers, replaces a killed one, and stops them all', async () => {
  gateway = await startBuiltGateway(databaseUrl, CAPTCHA, { env: { GATEWAY_WORKERS: '2' }, waitUntilServing: false });
  const g = gateway;
  await until('two workers listening', () => (listeningLines(g) >= 2 ? true : undefined));
  // The supervisor migrated and seeded the empty database once, before the workers started.
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from member where login_name = 'business01'`,
  );
  await db.end();
  expect(rows[0]!.n).toBe(1);
  const workers = childrenOf(g.child.pid!);
  expect(workers).toHaveLength(2);

  // Signed in through one connection; 24 new connections at once, spread over both workers, all know the session.
  const { cookie, csrf } = await signInOverHttp(g.url, CAPTCHA);
  const headers = { cookie, 'x-csrf-token': csrf };
  expect(await Promise.all(Array.from({ length: 24 }, () => loginStatus(g.url, headers)))).toEqual(
    Array.from({ length: 24 }, () => true),
  );

  // One worker dies. Once the supervisor has seen it go (a connection handed out in that instant would be lost, as
  // any process's open connections are when it dies), the other answers while a third starts.
  process.kill(workers[0]!, 'SIGKILL');
  const noticed = new RegExp(`gateway worker ${workers[0]} exited \\(SIGKILL\\); starting another`);
  await until('the supervisor noticing', () => (noticed.test(g.output()) ? true : undefined));
  for (let i = 0; i < 6; i += 1) expect(await loginStatus(g.url, headers)).toBe(true);
  const replaced = await until('a replacement worker', () => {
    const now = childrenOf(g.child.pid!);
    return now.length === 2 && !now.includes(workers[0]!) && listeningLines(g) >= 3 ? now : undefined;
  });
  expect(replaced).toContain(workers[1]);
  expect(await Promise.all(Array.from({ length: 24 }, () => loginStatus(g.url, headers)))).toEqual(
    Array.from({ length: 24 }, () => true),
  );

  // A stop reaches every worker; the supervisor exits cleanly after them.
  const exited = new Promise<number | null>((resolve) => g.child.once('exit', (code) => resolve(code)));
  g.child.kill('SIGTERM');
  expect(await exited).toBe(0);
  const alive = replaced.filter((pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  });
  expect(alive).toEqual([]);
}, 120_000);
