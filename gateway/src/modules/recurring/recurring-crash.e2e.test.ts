import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { chargeDate, PeriodCycle, SubscriptionStatus } from '@paydesk/shared/period-rules';
import { taipeiIsoDay } from '@paydesk/shared/taiwan-time';
import PgBoss from 'pg-boss';
import { migrate, openOrm, seed } from '../../boot/database';
import { repoRoot } from '../../config/config';
import { freePort } from '../../core/database/embedded-postgres';
import { createTestDatabase } from '../../test/test-database';
import { QUEUES } from '../../jobs/money-jobs';

/**
 * Two gateway processes run the recurring scheduler over one database; one is killed with SIGKILL (kill -9)
 * in the middle of a charge run and started again. Every due period of every subscription is then charged exactly
 * once: none twice, none skipped, each with one payment, and the ledger still balances.
 * It runs the built gateway (`npm test` builds it first, in check:contract).
 */
const MAIN = path.join(repoRoot(), 'gateway', 'dist', 'gateway', 'src', 'main.js');
const SUBSCRIPTIONS = 120;

let orm: MikroORM;
let databaseUrl: string;
let boss: PgBoss;
const workers: ChildProcess[] = [];
const sql = <T>(q: string, p: unknown[] = []) => orm.em.getConnection().execute<T[]>(q, p);

async function startWorker(name: string): Promise<ChildProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, APP_ENV: 'test', DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  workers.push(child);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/login`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${name} did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const paidCount = async () =>
  Number((await sql<{ n: string }>(`select count(*)::text as n from period_charge where paid`))[0]?.n);

/** The periods each subscription owes by today: every monthly date from its first one up to today. */
function duePeriods(firstDate: string, today: string): number {
  let n = 0;
  while (chargeDate(PeriodCycle.MONTHLY, firstDate, n) <= today) n++;
  return n;
}

beforeAll(async () => {
  if (!fs.existsSync(MAIN)) throw new Error(`build the gateway first (npm run build -w gateway): ${MAIN} is missing`);
  databaseUrl = await createTestDatabase();
  orm = await openOrm(databaseUrl, 4);
  await migrate(orm);
  await seed(orm, true);
  const [shop] = await sql<{ member_id: number; id: number }>(
    `select m.member_id, m.id from merchant m join member u on u.id = m.member_id where u.login_name = 'business01' limit 1`,
  );
  const [plan] = await sql<{ id: number }>(
    `insert into period_plan (member_id, merchant_id, token, title, amount, cycle)
     values (?, ?, 'crashtestplan', '每月保養', 300, ?) returning id`,
    [shop!.member_id, shop!.id, PeriodCycle.MONTHLY],
  );
  // Subscriptions that began 40 to 100 days ago: each owes two to four periods, so a run has plenty to do.
  for (let i = 0; i < SUBSCRIPTIONS; i++) {
    const first = taipeiIsoDay(new Date(), -(40 + (i % 61)));
    await sql(
      `insert into period_subscription (sub_no, plan_id, member_id, merchant_id, amount, cycle, buyer_name, buyer_email,
         buyer_mobile, card_last4, card_token, status, first_charge_date, next_charge_date)
       values (?, ?, ?, ?, 300, ?, '林美玲', 'buyer@example.com', '0912345678', '2222', 'sbx_ok', ?, ?, ?)`,
      [
        `CRASH${String(i).padStart(5, '0')}`,
        plan!.id,
        shop!.member_id,
        shop!.id,
        PeriodCycle.MONTHLY,
        SubscriptionStatus.ACTIVE,
        first,
        first,
      ],
    );
  }
  boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss' });
  boss.on('error', () => undefined);
}, 120_000);

afterAll(async () => {
  for (const w of workers) if (w.exitCode === null && w.signalCode === null) w.kill('SIGKILL');
  await boss?.stop({ graceful: false }).catch(() => undefined);
  await orm?.close();
});

it('charges every due period exactly once with two workers, a kill -9 mid-run and a restart', async () => {
  const subs = await sql<{ id: number; first_charge_date: string }>(
    `select id, first_charge_date::text from period_subscription where sub_no like 'CRASH%' order by id`,
  );
  const today = taipeiIsoDay();
  const expected = subs.reduce((sum, s) => sum + duePeriods(s.first_charge_date, today), 0);
  expect(expected).toBeGreaterThan(2 * SUBSCRIPTIONS);

  const a = await startWorker('worker A');
  await startWorker('worker B');
  await boss.start();
  // Both workers take a run of the scheduler's queue at once.
  await boss.send(QUEUES.settlement, {});
  await boss.send(QUEUES.settlement, {});

  // Kill A in the middle: some periods charged, most not yet.
  const deadline = Date.now() + 60_000;
  while ((await paidCount()) < 20) {
    if (Date.now() > deadline) throw new Error('the scheduler did not start charging');
    await new Promise((r) => setTimeout(r, 20));
  }
  a.kill('SIGKILL');
  const atKill = await paidCount();
  expect(atKill).toBeLessThan(expected);

  // A comes back; runs go on until everything owed is charged.
  await startWorker('worker A again');
  while ((await paidCount()) < expected) {
    if (Date.now() > deadline + 60_000) throw new Error(`stuck at ${await paidCount()} of ${expected}`);
    await boss.send(QUEUES.settlement, {});
    await new Promise((r) => setTimeout(r, 1000));
  }
  // A last run finds nothing more to do.
  await boss.send(QUEUES.settlement, {});
  await new Promise((r) => setTimeout(r, 2500));

  // Each subscription: periods 0..k-1 paid once each (none twice, none skipped), and its schedule moved on by k.
  const paid = await sql<{ subscription_id: number; period_no: number; n: string }>(
    `select subscription_id, period_no, count(*)::text as n from period_charge where paid group by 1, 2`,
  );
  expect(paid.filter((p) => p.n !== '1')).toEqual([]);
  const bySub = new Map<number, number[]>();
  for (const p of paid) bySub.set(p.subscription_id, [...(bySub.get(p.subscription_id) ?? []), p.period_no]);
  const rows = await sql<{ id: number; charges_done: number; next_period: number; first_charge_date: string }>(
    `select id, charges_done, next_period, first_charge_date::text from period_subscription where sub_no like 'CRASH%'`,
  );
  for (const s of rows) {
    const owed = duePeriods(s.first_charge_date, today);
    expect([s.id, (bySub.get(s.id) ?? []).sort((x, y) => x - y)]).toEqual([s.id, [...Array(owed).keys()]]);
    expect([s.id, s.charges_done, s.next_period]).toEqual([s.id, owed, owed]);
  }

  // One payment per paid period, and no payment without one.
  const [payments] = await sql<{ n: string; linked: string }>(
    `select count(*)::text as n,
            count(*) filter (where exists (select 1 from period_charge c where c.transaction_id = t.id and c.paid))::text as linked
       from payment_transaction t where t.period_subscription_id is not null`,
  );
  expect(payments).toEqual({ n: String(expected), linked: String(expected) });

  // The ledger balances, entry by entry.
  const unbalanced = await sql<{ entry_id: number }>(
    `select entry_id from posting group by entry_id having sum(amount) <> 0`,
  );
  expect(unbalanced).toEqual([]);
}, 180_000);
