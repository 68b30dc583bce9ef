import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { admission } from './admission';

/**
 * The admission gate on a real server: handlers that hold their turn until the test lets them go show how many
 * run at once, in which order they start, and what happens to a client that leaves while it waits.
 */
const MAX_IN_FLIGHT = 4;

let server: http.Server;
let baseUrl: string;
let started: number[];
let arrived: number[];
let running: number;
let mostRunning: number;
let held: (() => void)[];
const requestLabel = new AsyncLocalStorage<number>();

/** Serves `/work` behind the gate, with a waiting line of `maxWaiting` and turns of at most `turnMs`. */
async function serve(maxWaiting: number, turnMs = 60_000): Promise<void> {
  started = [];
  arrived = [];
  running = 0;
  mostRunning = 0;
  held = [];
  const app = express();
  app.use((req, _res, next) => {
    const n = Number(req.query.n);
    arrived.push(n);
    // What a step before the gate keeps in the request's async context (as the statement counter does).
    requestLabel.run(n, next);
  });
  // A step before the line that is still reading (a session, a body) when its client leaves.
  app.use((req, res, next) => {
    if (req.query.slow) res.once('close', () => setImmediate(next));
    else next();
  });
  app.use(
    admission(
      { maxInFlight: MAX_IN_FLIGHT, maxWaiting, turnMs },
      (_req, res) => void res.status(503).json({ success: false }),
    ),
  );
  app.get('/work', (req, res) => {
    started.push(requestLabel.getStore() ?? -1);
    running += 1;
    mostRunning = Math.max(mostRunning, running);
    held.push(() => {
      running -= 1;
      res.json({ n: Number(req.query.n) });
    });
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 500 && !condition(); i += 1) await new Promise((r) => setTimeout(r, 5));
  expect(condition()).toBe(true);
};

/** Lets the held handlers answer, one at a time in the order they started, until `count` have answered. */
const release = async (count: number) => {
  for (let i = 0; i < count; i += 1) {
    await until(() => held.length > 0);
    held.shift()!();
  }
};

it('works on at most the limit at once and starts the waiting ones in arrival order, each in its own context', async () => {
  await serve(24);
  const answers = Array.from({ length: 24 }, (_, n) => fetch(`${baseUrl}/work?n=${n}`).then((r) => r.json()));
  await until(() => arrived.length === 24 && started.length === MAX_IN_FLIGHT);
  await release(24);
  expect(await Promise.all(answers)).toEqual(Array.from({ length: 24 }, (_, n) => ({ n })));
  expect(mostRunning).toBe(MAX_IN_FLIGHT);
  // Each handler saw its own request's context, and the turns went in the order the requests arrived.
  expect(started).toEqual(arrived);
});

it('drops a waiting request whose client has gone, and gives its turn to the next', async () => {
  await serve(3);
  const first = Array.from({ length: MAX_IN_FLIGHT }, (_, n) => fetch(`${baseUrl}/work?n=${n}`));
  await until(() => started.length === MAX_IN_FLIGHT);
  const leaving = ownConnection(100);
  await until(() => arrived.includes(100));
  const stays = fetch(`${baseUrl}/work?n=101`).then((r) => r.json());
  await until(() => arrived.includes(101));
  const before = await connectionCount();
  leaving.destroy();
  // The server has seen the client go before any turn frees up.
  for (let i = 0; i < 500 && (await connectionCount()) === before; i += 1) await new Promise((r) => setTimeout(r, 5));
  expect(await connectionCount()).toBe(before - 1);
  await release(MAX_IN_FLIGHT + 1);
  expect(await stays).toEqual({ n: 101 });
  await Promise.all(first);
  expect(started).not.toContain(100);
  expect(started).toContain(101);
});

it('answers 503 to a newcomer when the waiting line is full, and the others are still answered', async () => {
  await serve(3);
  const all = Array.from({ length: MAX_IN_FLIGHT + 3 }, (_, n) => fetch(`${baseUrl}/work?n=${n}`));
  await until(() => arrived.length === MAX_IN_FLIGHT + 3);
  const refused = await fetch(`${baseUrl}/work?n=99`);
  expect(refused.status).toBe(503);
  expect(await refused.json()).toEqual({ success: false });
  await release(MAX_IN_FLIGHT + 3);
  expect((await Promise.all(all)).map((r) => r.status)).toEqual(Array(MAX_IN_FLIGHT + 3).fill(200));
  expect(started).not.toContain(99);
});

it('lets a request that holds its turn too long go on without it, so the line moves', async () => {
  await serve(3, 1000);
  // Four that never answer by themselves (a stuck statement, a long export) fill every turn.
  const stuck = Array.from({ length: MAX_IN_FLIGHT }, (_, n) => fetch(`${baseUrl}/work?n=${n}`));
  await until(() => started.length === MAX_IN_FLIGHT);
  const next = fetch(`${baseUrl}/work?n=50`);
  await until(() => arrived.includes(50));
  expect(started).not.toContain(50);
  // After the turn time, the waiting one starts while the four are still running.
  await until(() => started.includes(50));
  expect(running).toBe(MAX_IN_FLIGHT + 1);
  await release(MAX_IN_FLIGHT + 1);
  expect((await Promise.all([...stuck, next])).map((r) => r.status)).toEqual(Array(MAX_IN_FLIGHT + 1).fill(200));
});

/** A client on its own connection (not fetch's shared pool), so that leaving closes the socket. */
const ownConnection = (n: number, query = '') => {
  const req = http.get(`${baseUrl}/work?n=${n}${query}`, { agent: false });
  req.on('error', () => undefined);
  return req;
};
const connectionCount = () => new Promise<number>((resolve) => server.getConnections((_e, n) => resolve(n)));

it('gives no turn to a request whose client left before it reached the line', async () => {
  await serve(3);
  const leaving = ownConnection(200, '&slow=1');
  await until(() => arrived.includes(200));
  leaving.destroy();
  for (let i = 0; i < 500 && (await connectionCount()) > 0; i += 1) await new Promise((r) => setTimeout(r, 5));
  // Every turn is still free: four requests run at once, and the one that left never started.
  const four = Array.from({ length: MAX_IN_FLIGHT }, (_, n) => fetch(`${baseUrl}/work?n=${n}`));
  await until(() => started.length === MAX_IN_FLIGHT);
  expect(started).not.toContain(200);
  await release(MAX_IN_FLIGHT);
  await Promise.all(four);
});

it('counts only the waiting requests whose clients are still there against the line’s length', async () => {
  await serve(3);
  const running = Array.from({ length: MAX_IN_FLIGHT }, (_, n) => fetch(`${baseUrl}/work?n=${n}`));
  await until(() => started.length === MAX_IN_FLIGHT);
  const left = [10, 11, 12].map((n) => ownConnection(n));
  await until(() => [10, 11, 12].every((n) => arrived.includes(n)));
  const before = await connectionCount();
  left.forEach((req) => req.destroy());
  for (let i = 0; i < 500 && (await connectionCount()) > before - 3; i += 1) await new Promise((r) => setTimeout(r, 5));
  // Three newcomers find room in the line (none is refused), and each is answered in its turn.
  const newcomers = [20, 21, 22].map((n) => fetch(`${baseUrl}/work?n=${n}`));
  await until(() => [20, 21, 22].every((n) => arrived.includes(n)));
  await release(MAX_IN_FLIGHT + 3);
  expect((await Promise.all([...running, ...newcomers])).map((r) => r.status)).toEqual(
    Array(MAX_IN_FLIGHT + 3).fill(200),
  );
  expect(started.filter((n) => n >= 10 && n < 20)).toEqual([]);
});
