import type { MikroORM } from '@mikro-orm/postgresql';
import PgBoss from 'pg-boss';
import { migrate, openOrm, seed } from '../boot/database';
import { QUEUES } from '../jobs/money-jobs';
import { createTestDatabase } from './test-database';
import { signInOverHttp, startBuiltGateway, type BuiltGateway } from './built-gateway';

/**
 * Two built gateways on one database behave as one service. A session made on one is good on
 * the other and a sign-out on either ends it; settlement jobs sent to the shared pg-boss queue are taken by both
 * replicas and every due payment is settled exactly once, the ledger balanced.
 */
const CAPTCHA = 'TWO01';
const DUE = 3_000;

let orm: MikroORM;
let databaseUrl: string;
let boss: PgBoss;
const replicas: BuiltGateway[] = [];
const sql = <T>(q: string, p: unknown[] = []) => orm.em.getConnection().execute<T[]>(q, p);

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  orm = await openOrm(databaseUrl, 4);
  await migrate(orm);
  await seed(orm, true);
  replicas.push(await startBuiltGateway(databaseUrl, CAPTCHA), await startBuiltGateway(databaseUrl, CAPTCHA));
  boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss' });
  boss.on('error', () => undefined);
  await boss.start();
}, 120_000);

afterAll(async () => {
  for (const r of replicas) if (r.child.exitCode === null) r.child.kill('SIGTERM');
  await boss?.stop({ graceful: false }).catch(() => undefined);
  await orm?.close();
});

it('shares sessions: signed in on one replica, known on the other, signed out from either', async () => {
  const [a, b] = replicas;
  const { cookie, csrf } = await signInOverHttp(a!.url, CAPTCHA);
  const status = async (url: string) => {
    const res = await fetch(`${url}/api/check_login/login_status`, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
      body: '{}',
    });
    return ((await res.json()) as { data?: { isLogin: boolean } }).data?.isLogin;
  };
  // Twice each: the second answer comes from each replica's session cache.
  for (const url of [a!.url, a!.url, b!.url, b!.url]) expect(await status(url)).toBe(true);
  await fetch(`${b!.url}/api/member/logout`, {
    method: 'POST',
    headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
    body: '{}',
  });
  // The session row is gone; the first replica, which had it in its session cache, hears the delete's notice (within
  // milliseconds) and no longer knows the cookie (it answers as to a guest).
  const deadline = Date.now() + 5_000;
  while ((await status(a!.url)) === true && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  expect(await status(a!.url)).not.toBe(true);
  const [{ n }] = await sql<{ n: number }>(`select count(*)::int as n from "session" where sess::jsonb ? 'passport'`);
  expect(n).toBe(0);
});

it('settles every due payment exactly once whichever replica takes the jobs', async () => {
  const [shop] = await sql<{ member_id: number; id: number }>(
    `select m.member_id, m.id from merchant m join member u on u.id = m.member_id where u.login_name = 'personal01' limit 1`,
  );
  // Due card payments with the entry a checkout writes (clearing -1000, trust +972, fee income +28).
  await sql(
    `with tx as (
       insert into payment_transaction (trade_no, amount, status, pay_type, merchant_id, member_id, fee, created_at, paid_at, settle_due_at)
       select '6' || lpad(g::text, 19, '0'), 1000, 1, 1, ?, ?, 28, now() - interval '8 days', now() - interval '8 days', now() - interval '1 hour'
         from generate_series(1, ?) g returning id, member_id),
     entry as (
       insert into journal_entry (kind, member_id, transaction_id, memo) select 'payment', member_id, id, '收款' from tx
       returning id, member_id)
     insert into posting (entry_id, account_id, amount)
     select e.id, a.id, case a.kind when 'acquirer_clearing' then -1000 when 'trust' then 972 else 28 end
       from entry e join ledger_account a on (a.member_id = e.member_id and a.kind = 'trust')
                                          or (a.member_id is null and a.kind in ('acquirer_clearing', 'fee_income'))`,
    [shop!.id, shop!.member_id, DUE],
  );
  // Several jobs at once: both replicas poll the queue, and their batches overlap in time.
  await Promise.all(Array.from({ length: 6 }, () => boss.send(QUEUES.settlement, {})));
  const deadline = Date.now() + 90_000;
  for (;;) {
    const [{ n }] = await sql<{ n: number }>(
      `select count(*)::int as n from payment_transaction where trade_no like '6%' and settled_at is null`,
    );
    if (n === 0) break;
    if (Date.now() > deadline) throw new Error(`${n} payments still due`);
    await new Promise((r) => setTimeout(r, 500));
  }
  const [check] = await sql<{ entries: number; twice: number; unbalanced: number; drifted: number }>(
    `select (select count(*)::int from journal_entry e join payment_transaction t on t.id = e.transaction_id
              where e.kind = 'settlement' and t.trade_no like '6%') as entries,
            (select count(*)::int from (select transaction_id from journal_entry where kind = 'settlement'
               group by transaction_id having count(*) > 1) d) as twice,
            (select count(*)::int from (select e.id from journal_entry e join posting p on p.entry_id = e.id
               group by e.id having sum(p.amount) <> 0 or count(*) < 2) u) as unbalanced,
            (select count(*)::int from ledger_account a where a.balance <> coalesce(
               (select sum(p.amount) from posting p where p.account_id = a.id), 0)) as drifted`,
  );
  expect(check).toEqual({ entries: DUE, twice: 0, unbalanced: 0, drifted: 0 });
}, 120_000);
