import type { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { loadConfig } from '../config/config';
import { migrate, openOrm, seed } from '../boot/database';
import { createApp, type GatewayApp } from '../app';
import { reportReads, readReplicaLag, readReplicaUp } from '../core/metrics/registry';
import { SaveBankAccountDocument, TransactionsDocument } from './client-operations';
import { TestClient, TEST_CAPTCHA } from './test-app';
import { startStreamingPair, type StreamingPair } from './streaming-standby';

/**
 * A real streaming standby (core/database/read-routing.ts): the gateway writes to the primary and points
 * DATABASE_READ_URL at a standby that replays the primary's WAL. With the standby's replay paused, a seller's list
 * comes from the standby (a payment written on the primary meanwhile is not in it) until the seller writes
 * something; from then on that seller's reports read the primary. A standby behind by more than the limit, or down,
 * is skipped for everyone, and the metrics say so.
 */
const MAX_LAG_MS = 2_000;
const TRADE_NO = '66666666666666666666';

let pair: StreamingPair;
let orm: MikroORM;
let gateway: GatewayApp;
let primary: Client;

async function until(what: string, ok: () => Promise<boolean> | boolean, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const readsFor = async (reason: string) =>
  (await reportReads.get()).values.find((v) => v.labels.reason === reason)?.value ?? 0;
const gauge = async (g: typeof readReplicaLag) => (await g.get()).values[0]?.value ?? NaN;

async function caughtUp(): Promise<boolean> {
  const [{ lsn }] = (await primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')).rows as [
    { lsn: string },
  ];
  const [replay] = (await pair.onStandby(`select pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn as done`)) as [
    { done: boolean },
  ];
  return replay.done;
}

async function listed(seller: TestClient): Promise<string[]> {
  const res = await seller.gql(TransactionsDocument, { filter: { tradeNo: TRADE_NO }, withTotals: false });
  expect(res.errors).toBeUndefined();
  return res.data!.transactions.items.map((i) => i.tradeNo);
}

beforeAll(async () => {
  pair = await startStreamingPair();
  const config = loadConfig({
    APP_ENV: 'test',
    CAPTCHA_FIXED_CODE: TEST_CAPTCHA,
    FRONTEND_DIST: '/nonexistent',
    DATABASE_URL: pair.primaryUrl,
    DATABASE_READ_URL: pair.standbyUrl,
    DATABASE_READ_MAX_LAG_MS: String(MAX_LAG_MS),
  });
  orm = await openOrm(pair.primaryUrl, 8, pair.standbyUrl);
  await migrate(orm);
  await seed(orm, true);
  gateway = await createApp(config, orm, pair.primaryUrl);
  primary = new Client({ connectionString: pair.primaryUrl });
  await primary.connect();
}, 180_000);

afterAll(async () => {
  await primary?.end();
  await gateway?.close();
  await orm?.close();
  pair?.stop();
});

it('reads a seller’s reports from the standby, and from the primary once that seller has written', async () => {
  const seller = new TestClient(gateway.app);
  await seller.login('business01');
  await until('the standby to replay the seed and the sign-in', caughtUp);
  await pair.onStandby('select pg_wal_replay_pause()');
  // Written on the primary by someone else (not this seller's request): the paused standby does not have it.
  await primary.query(
    `insert into payment_transaction (trade_no, amount, status, pay_type, merchant_id, member_id, created_at, paid_at)
       select $1, 4321, 1, 1, m.id, m.member_id, now(), now()
         from merchant m join member u on u.id = m.member_id where u.login_name = 'business01' limit 1`,
    [TRADE_NO],
  );
  const fromStandby = await readsFor('replica');
  expect(await listed(seller)).toEqual([]);
  expect(await readsFor('replica')).toBeGreaterThan(fromStandby);

  // The seller's own write: the next report must include everything up to it, so it reads the primary.
  // Another account than the one on file, so the save really writes (the same account again changes nothing).
  const saved = await seller.gql(SaveBankAccountDocument, {
    input: { bankCode: '812', accountNo: '00012345678909' },
  });
  expect(saved.errors).toBeUndefined();
  const ownWrites = await readsFor('own_write');
  expect(await listed(seller)).toEqual([TRADE_NO]);
  expect(await readsFor('own_write')).toBeGreaterThan(ownWrites);

  // Another seller, who wrote nothing, still reads the standby while it is within the limit.
  const other = new TestClient(gateway.app);
  await other.login('personal01');
  expect(await gauge(readReplicaLag)).toBeLessThan(MAX_LAG_MS / 1000);
}, 120_000);

it('skips a standby that lags beyond the limit or is down, and uses it again when it is back', async () => {
  const seller = new TestClient(gateway.app);
  await seller.login('personal01');
  // Replay is still paused and the primary has moved on: the lag grows past the limit.
  await until('the lag to pass the limit', async () => (await gauge(readReplicaLag)) > MAX_LAG_MS / 1000);
  const lagging = await readsFor('lagging');
  await listed(seller);
  expect(await readsFor('lagging')).toBeGreaterThan(lagging);

  await pair.onStandby('select pg_wal_replay_resume()');
  await until('the standby to catch up', async () => (await gauge(readReplicaLag)) === 0 && (await caughtUp()));
  const fromStandby = await readsFor('replica');
  await listed(seller);
  expect(await readsFor('replica')).toBeGreaterThan(fromStandby);

  pair.stopStandby();
  await until('the standby to be seen down', async () => (await gauge(readReplicaUp)) === 0);
  const down = await readsFor('replica_down');
  await listed(seller); // answered from the primary, no error
  expect(await readsFor('replica_down')).toBeGreaterThan(down);

  pair.startStandby();
  await until('the standby to be seen up', async () => (await gauge(readReplicaUp)) === 1);
}, 180_000);
