import fs from 'node:fs';
import http from 'node:http';
import { createTestDatabase } from './test-database';
import { startBuiltGateway, type BuiltGateway } from './built-gateway';

/**
 * A deploy under load (boot/workers.ts, core/http/graceful-close.ts): the built gateway with two workers answers 200
 * keep-alive connections while SIGHUP replaces both workers one at a time. Not one request fails: the port always
 * has a listening worker, and a stopping worker answers what it accepted, telling each connection to close.
 */
const CONNECTIONS = 200;

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

async function until(what: string, ok: () => boolean, ms = 300_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; the gateway said:\n${said()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** One request on the shared keep-alive agent: its status, or the error that stopped it. */
function request(agent: http.Agent, url: string, path: string, method: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = http.request(
      `${url}${path}`,
      { method, agent, headers: method === 'POST' ? { 'content-type': 'application/json' } : {} },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', (error) => resolve(error.message));
      },
    );
    req.on('error', (error) => resolve(error.message));
    req.end(method === 'POST' ? '{}' : undefined);
  });
}

let gateway: BuiltGateway | undefined;
const said = () => gateway?.output().slice(-3_000) ?? '';
afterAll(() => {
  if (gateway?.child.exitCode === null) gateway.child.kill('SIGKILL');
});

it('replaces both workers under 200 connections without failing a request', async () => {
  const databaseUrl = await createTestDatabase();
  gateway = await startBuiltGateway(databaseUrl, 'RRS01', { env: { GATEWAY_WORKERS: '2' }, waitUntilServing: false });
  const g = gateway;
  await until('two workers listening', () => (g.output().match(/listening on/g)?.length ?? 0) >= 2);
  const primary = g.child.pid!;
  const before = childrenOf(primary);

  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const outcomes = new Map<number | string, number>();
  let running = true;
  const loop = async (i: number) => {
    while (running) {
      const outcome =
        i % 2 === 0
          ? await request(agent, g.url, '/api/check_login/login_status', 'POST')
          : await request(agent, g.url, '/healthz', 'GET');
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
  };
  const loops = Array.from({ length: CONNECTIONS }, (_, i) => loop(i));
  await until('load running', () => (outcomes.get(200) ?? 0) > 2_000);

  process.kill(primary, 'SIGHUP');
  await until('the rolling restart', () => g.output().includes('rolling restart complete'));
  const servedDuring = outcomes.get(200) ?? 0;
  // Some load on the new workers before it stops.
  await until('load on the new workers', () => (outcomes.get(200) ?? 0) > servedDuring + 2_000);
  running = false;
  await Promise.all(loops);
  agent.destroy();

  expect(Object.fromEntries(outcomes)).toEqual({ 200: expect.any(Number) });
  const after = childrenOf(primary);
  expect(after).toHaveLength(before.length);
  expect(after.filter((pid) => before.includes(pid))).toEqual([]);
  // The old workers drained: each said so, and none had to cut a connection.
  expect(g.output().match(/SIGTERM: shutting down/g)).toHaveLength(2);
  expect(g.output()).not.toMatch(/connections still open after the drain grace/);

  g.child.kill('SIGTERM');
  await until('the gateway to stop', () => g.child.exitCode !== null, 30_000);
  expect(g.child.exitCode).toBe(0);
}, 600_000);
