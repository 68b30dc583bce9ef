import net from 'node:net';
import { TransactionStatus } from '@paydesk/shared/transaction-statuses';
import { sqlOf } from '../../core/database/sql';
import { QUEUES, startMoneyJobs } from '../../jobs/money-jobs';
import { createTestApp, type TestApp } from '../../test/test-app';
import { confirmPayment } from '../payments/confirm-payment';
import {
  claimCallback,
  deliverCallbacks,
  leaseSecondsFor,
  sendClaimed,
  startCallbackDelivery,
  type CallbackOptions,
} from './callback-queue';
import { attemptsOf, insertDueCallbacks, insertShop, startReceiver, type Receiver } from './callback-queue.fixtures';
import { CALLBACK_TIMEOUT_MS, CallbackStatus } from './notify-delivery';

/**
 * Shops' callbacks run in their own queue: one claimed attempt per POST (never posted twice, every POST logged with
 * its answer), several at once with a per-shop limit, so a shop that never answers delays neither other shops nor
 * the money minute job.
 */
let t: TestApp;
const receivers: Receiver[] = [];
const em = () => t.orm.em.fork();
const sql = <T>(q: string, p: unknown[] = []) => sqlOf(em())<T>(q, p);
/** The receivers listen on 127.0.0.1: loopback is switched on, as local and test may. */
const base: CallbackOptions = { simulated: true, policy: { allowLoopback: true } };

async function receiver(answer?: Receiver['answer']): Promise<Receiver> {
  const r = await startReceiver(answer);
  receivers.push(r);
  return r;
}
const sorted = (values: string[]) => [...values].sort();
async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const statusesOf = (tradeNos: string[]) =>
  sql<{ trade_no: string; callback_status: number }>(
    `select t.trade_no, r.callback_status from notify_record r join payment_transaction t on t.id = r.transaction_id
      where t.trade_no = any(?::text[])`,
    [`{${tradeNos.join(',')}}`],
  );

beforeAll(async () => {
  t = await createTestApp({ NOTIFY_ALLOW_LOOPBACK: '1' });
});
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await t.close();
});
afterEach(async () => {
  // Each test starts with nothing due from the others.
  await sql(`update notify_record set callback_status = ? where callback_status = ?`, [
    CallbackStatus.GAVE_UP,
    CallbackStatus.PENDING,
  ]);
  jest.restoreAllMocks();
});

describe('claims', () => {
  it('24 parallel claimers post each of 40 callbacks exactly once, and every POST has its log row', async () => {
    const [a, b] = [await receiver({ status: 200, body: '1|OK', delayMs: 30 }), await receiver()];
    const tradeNos = [
      ...(await insertDueCallbacks(em(), await insertShop(em(), a.url), 20)),
      ...(await insertDueCallbacks(em(), await insertShop(em(), b.url), 20)),
    ];
    const opts = { ...base, perShop: 100 };
    const delivered = await Promise.all(Array.from({ length: 24 }, () => deliverCallbacks(em(), opts, 1)));
    expect(delivered.reduce((x, y) => x + y, 0)).toBe(40);
    expect(sorted([...a.posts, ...b.posts])).toEqual(sorted(tradeNos));
    const attempts = await attemptsOf(em(), tradeNos);
    expect(sorted(attempts.map((x) => x.trade_no))).toEqual(sorted(tradeNos));
    expect(attempts.every((x) => x.attempt === 1 && x.finished && x.ok && x.status_code === 200)).toBe(true);
    expect((await statusesOf(tradeNos)).every((r) => r.callback_status === CallbackStatus.DELIVERED)).toBe(true);
  });

  it('two workers never post one attempt twice, however slowly the shop answers; the shop limit holds across both', async () => {
    const slow = await receiver({ status: 200, body: '1|OK', delayMs: 700 });
    const tradeNos = await insertDueCallbacks(em(), await insertShop(em(), slow.url), 10);
    const opts = { ...base, timeoutMs: 3_000, perShop: 3, pollMs: 50, concurrency: 8 };
    const workers = [startCallbackDelivery(em, opts), startCallbackDelivery(em, opts)];
    try {
      await waitFor(
        async () => (await statusesOf(tradeNos)).every((r) => r.callback_status === CallbackStatus.DELIVERED),
        20_000,
      );
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    expect(sorted(slow.posts)).toEqual(sorted(tradeNos));
    expect(slow.maxConcurrent).toBe(3);
    const attempts = await attemptsOf(em(), tradeNos);
    expect(attempts).toHaveLength(slow.posts.length);
    expect(attempts.every((x) => x.attempt === 1 && x.ok)).toBe(true);
  }, 30_000);

  it("24 parallel claimers take no more than the shop's limit of its callbacks at once", async () => {
    const r = await receiver();
    const shop = await insertShop(em(), r.url);
    // More due than one claim looks at, so parallel claimers hold disjoint rows of the same shop.
    const tradeNos = await insertDueCallbacks(em(), shop, 60);
    const claims = await Promise.all(Array.from({ length: 24 }, () => claimCallback(em(), { ...base, perShop: 2 })));
    const taken = claims.filter((c) => c !== null);
    expect(taken).toHaveLength(2);
    expect(new Set(taken.map((c) => c.trade_no)).size).toBe(2);
    expect((await attemptsOf(em(), tradeNos)).filter((a) => !a.finished)).toHaveLength(2);
    // Room again once one of them is answered.
    await sendClaimed(em(), taken[0], base);
    expect(await claimCallback(em(), { ...base, perShop: 2 })).not.toBeNull();
  });

  it('holds a claimed callback for longer than one POST may take, and nobody claims it meanwhile', async () => {
    expect(leaseSecondsFor(CALLBACK_TIMEOUT_MS) * 1000).toBeGreaterThan(CALLBACK_TIMEOUT_MS);
    const r = await receiver();
    const [tradeNo] = await insertDueCallbacks(em(), await insertShop(em(), r.url), 1);
    const claim = await claimCallback(em(), base);
    expect(claim?.trade_no).toBe(tradeNo);
    const [lease] = await sql<{ seconds: number }>(
      `select extract(epoch from lease_until - now())::float as seconds from notify_attempt where id = ?`,
      [claim!.attempt_id],
    );
    expect(lease.seconds * 1000).toBeGreaterThan(CALLBACK_TIMEOUT_MS);
    const again = await Promise.all(Array.from({ length: 20 }, () => claimCallback(em(), base)));
    expect(again.filter(Boolean)).toEqual([]);
    // Logged when claimed, before any POST: an attempt in flight already has its row.
    expect(await attemptsOf(em(), [tradeNo])).toEqual([
      expect.objectContaining({ trade_no: tradeNo, attempt: 1, finished: false }),
    ]);
  });
});

describe('a slow shop', () => {
  it("does not delay another shop's callback: it gets its shop's limit of posts, the others go on", async () => {
    const stuck = await receiver(null);
    const quick = await receiver();
    const stuckTrades = await insertDueCallbacks(em(), await insertShop(em(), stuck.url), 6, 60);
    const [quickTrade] = await insertDueCallbacks(em(), await insertShop(em(), quick.url), 1);
    const started = Date.now();
    const worker = startCallbackDelivery(em, { ...base, timeoutMs: 1_500, perShop: 2, pollMs: 50, concurrency: 4 });
    try {
      await waitFor(async () => quick.posts.includes(quickTrade), 5_000);
      expect(Date.now() - started).toBeLessThan(1_000);
      await waitFor(async () => stuck.posts.length >= 4, 10_000);
    } finally {
      await worker.stop();
    }
    expect(stuck.maxConcurrent).toBe(2);
    const attempts = await attemptsOf(em(), stuckTrades);
    // Every POST that reached the slow shop is logged, as a timeout.
    expect(attempts).toHaveLength(stuck.posts.length);
    expect(attempts.every((x) => x.finished && x.error === '逾時未回應' && x.status_code === null)).toBe(true);
  }, 30_000);

  it('does not delay the money minute job', async () => {
    const stuck = await receiver(null);
    await insertDueCallbacks(em(), await insertShop(em(), stuck.url), 3);
    const boss = await startMoneyJobs(t.orm, t.databaseUrl, 'test', { schedule: false, pollingIntervalSeconds: 0.5 });
    try {
      const started = Date.now();
      const id = await boss.send(QUEUES.settlement, {});
      await waitFor(async () => (await boss.getJobById(QUEUES.settlement, id!))?.state === 'completed', 8_000);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(stuck.posts).toEqual([]);
    } finally {
      await boss.stop({ graceful: false, wait: true, timeout: 2_000 });
    }
  }, 30_000);
});

describe('the attempt log', () => {
  it("keeps the answer's status and first bytes when it was not 1|OK", async () => {
    const r = await receiver({ status: 200, body: 'OK' });
    const shop = await insertShop(em(), r.url);
    const [first] = await insertDueCallbacks(em(), shop, 1);
    await deliverCallbacks(em(), base);
    r.answer = { status: 500, body: `<html>${'錯'.repeat(400)}</html>` };
    const [second] = await insertDueCallbacks(em(), shop, 1);
    await deliverCallbacks(em(), base);
    r.answer = { status: 200, body: '1|OK' };
    const [third] = await insertDueCallbacks(em(), shop, 1);
    await deliverCallbacks(em(), base);
    const log = await attemptsOf(em(), [first, second, third]);
    expect(
      log.map(({ trade_no, status_code, ok, error, answer }) => ({ trade_no, status_code, ok, error, answer })),
    ).toEqual([
      { trade_no: first, status_code: 200, ok: false, error: '回應內容不是 1|OK', answer: 'OK' },
      { trade_no: second, status_code: 500, ok: false, error: 'HTTP 500', answer: `<html>${'錯'.repeat(194)}` },
      { trade_no: third, status_code: 200, ok: true, error: null, answer: null },
    ]);
  });
});

describe('which payments get a callback', () => {
  it('only payments made while the shop had a notify URL', async () => {
    const r = await receiver();
    const shop = await insertShop(em(), null);
    const pay = async () => {
      const [{ id, trade_no }] = await sql<{ id: number; trade_no: string }>(
        `insert into payment_transaction (trade_no, amount, status, pay_type, merchant_id, member_id, item_name)
         select ?, 700, ?, 1, m.id, m.member_id, '禮盒' from merchant m where m.id = ? returning id, trade_no`,
        [`8${String(Date.now()).slice(-10)}${String(Math.random()).slice(2, 11)}`, TransactionStatus.AWAITING, shop],
      );
      await t.orm.em.fork().transactional((tx) => confirmPayment(tx, id));
      return trade_no;
    };
    const before = await pay();
    await sql(`update merchant set notify_url = ? where id = ?`, [r.url, shop]);
    const after = await pay();
    await deliverCallbacks(em(), base);
    expect(r.posts).toEqual([after]);
    expect(sorted((await statusesOf([before, after])).map((x) => `${x.trade_no}:${x.callback_status}`))).toEqual(
      sorted([`${before}:${CallbackStatus.NONE}`, `${after}:${CallbackStatus.DELIVERED}`]),
    );
  });
});

describe('a notify URL stored before the address rule', () => {
  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://100.100.100.200/latest/meta-data/',
    'http://[64:ff9b::a9fe:a9fe]/',
    'http://10.1.2.3:8080/notify',
  ])('is refused at delivery before connecting, logged, and retried on schedule (%s)', async (url) => {
    const [tradeNo] = await insertDueCallbacks(em(), await insertShop(em(), url), 1);
    const connect = jest.spyOn(net.Socket.prototype, 'connect');
    const started = Date.now();
    await deliverCallbacks(em(), { ...base, timeoutMs: 3_000 });
    expect(Date.now() - started).toBeLessThan(2_000);
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    expect(connect.mock.calls.filter((call) => JSON.stringify(call).includes(host))).toEqual([]);
    expect(await attemptsOf(em(), [tradeNo])).toEqual([
      expect.objectContaining({ attempt: 1, status_code: null, ok: false, error: '通知網址不允許', finished: true }),
    ]);
    expect(await statusesOf([tradeNo])).toEqual([{ trade_no: tradeNo, callback_status: CallbackStatus.PENDING }]);
  });
});
