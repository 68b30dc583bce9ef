import cluster, { type Worker } from 'node:cluster';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { log } from '../core/log/logger';
import { superviseWorkers } from './workers';

/**
 * The supervisor with stand-in workers (tiny scripts, so no gateway or database is needed): a worker that dies
 * after it listened is replaced; one that dies before stops the start-up once, with no restart loop.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-workers-'));
const script = (name: string, body: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, body);
  return file;
};
const LISTENS = script('listens.js', "require('node:http').createServer((q, s) => s.end('ok')).listen(0);");
const FAILS = script('fails.js', 'process.exit(3);');

let forks = 0;
let listened = 0;
const countFork = () => (forks += 1);
const countListening = () => (listened += 1);
beforeEach(() => {
  forks = 0;
  listened = 0;
  cluster.on('fork', countFork);
  cluster.on('listening', countListening);
});
afterEach(() => {
  cluster.off('fork', countFork);
  cluster.off('listening', countListening);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const until = async (ok: () => boolean, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};
const liveWorkers = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());

it('replaces a worker that dies after it listened, and stops them all', async () => {
  cluster.setupPrimary({ exec: LISTENS, silent: true });
  const failed = jest.fn();
  const pool = superviseWorkers(2, {}, failed);
  const logged = jest.spyOn(log, 'error').mockImplementation(() => undefined);
  await until(() => listened === 2);
  const [first] = liveWorkers();
  first!.process.kill('SIGKILL');
  await until(() => listened === 3 && liveWorkers().length === 2);
  expect(forks).toBe(3);
  expect(liveWorkers().map((w) => w.process.pid)).not.toContain(first!.process.pid);
  expect(logged).toHaveBeenCalledWith(`gateway worker ${first!.process.pid} exited (SIGKILL); starting another`);
  logged.mockRestore();
  await pool.stop();
  expect(liveWorkers()).toEqual([]);
  expect(failed).not.toHaveBeenCalled();
  expect(forks).toBe(3);
}, 30_000);

it('stops the start-up once when workers die before they listen, without starting more', async () => {
  cluster.setupPrimary({ exec: FAILS, silent: true });
  const failed = jest.fn();
  const pool = superviseWorkers(2, {}, failed);
  await until(() => failed.mock.calls.length > 0 && liveWorkers().length === 0);
  await new Promise((r) => setTimeout(r, 300));
  expect(failed).toHaveBeenCalledTimes(1);
  expect(forks).toBe(2);
  await pool.stop();
}, 30_000);

it('replaces every worker in turn on a rolling restart, starting each new one before the old one stops', async () => {
  cluster.setupPrimary({ exec: LISTENS, silent: true });
  const failed = jest.fn();
  const pool = superviseWorkers(2, {}, failed);
  await until(() => listened === 2);
  const before = liveWorkers().map((w) => w.process.pid);
  // The number of live workers never drops below two while the restart runs.
  let fewest = Infinity;
  const watch = setInterval(() => (fewest = Math.min(fewest, liveWorkers().length)), 5);
  const info = jest.spyOn(log, 'info').mockImplementation(() => undefined);
  await Promise.all([pool.restart(), pool.restart()]);
  clearInterval(watch);
  const after = liveWorkers().map((w) => w.process.pid);
  expect(after).toHaveLength(2);
  expect(after.filter((pid) => before.includes(pid))).toEqual([]);
  expect(forks).toBe(4);
  expect(fewest).toBeGreaterThanOrEqual(2);
  expect(info).toHaveBeenCalledWith('rolling restart complete');
  info.mockRestore();
  await pool.stop();
  expect(failed).not.toHaveBeenCalled();
}, 30_000);

it('keeps the old workers when a new one cannot start, without stopping the gateway', async () => {
  cluster.setupPrimary({ exec: LISTENS, silent: true });
  const failed = jest.fn();
  const pool = superviseWorkers(2, {}, failed);
  await until(() => listened === 2);
  const before = liveWorkers().map((w) => w.process.pid);
  cluster.setupPrimary({ exec: FAILS, silent: true });
  const error = jest.spyOn(log, 'error').mockImplementation(() => undefined);
  jest.spyOn(log, 'info').mockImplementation(() => undefined);
  await pool.restart();
  expect(error).toHaveBeenCalledWith('rolling restart stopped: a new worker exited before it listened');
  expect(
    liveWorkers()
      .map((w) => w.process.pid)
      .sort(),
  ).toEqual(before.sort());
  expect(failed).not.toHaveBeenCalled();
  jest.restoreAllMocks();
  await pool.stop();
}, 30_000);
