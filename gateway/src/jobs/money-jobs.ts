import type { MikroORM } from '@mikro-orm/postgresql';
import type { EntityManager } from '@mikro-orm/postgresql';
import PgBoss from 'pg-boss';
import type { AppEnv } from '../config/config';
import { executeReservedRefunds } from '../modules/payments/refunds';
import { collectOwedShippingFees } from '../modules/logistics/return-fee';
import { chargeDormantFees } from '../modules/ledger/dormant-fee';
import { pruneIdempotencyRecords } from '../modules/ledger/idempotency';
import { completeDueWithdrawals, settleDuePayments } from '../modules/ledger/settlement';
import { releaseExpiredOrders } from '../modules/shop/order-payment';
import type { MailService } from '../modules/mail/mail.service';
import { runDuePeriodCharges } from '../modules/recurring/charge-run';
import { closeEndedMonths } from '../modules/agency/shares';
import { deliverNotifyMails } from '../modules/notify/notify-delivery';
import { rollUpDailySales } from '../modules/payments/daily-sales';
import { log } from '../core/log/logger';

export const QUEUES = { settlement: 'settlement', dormantFee: 'dormant-fee', payout: 'sandbox-payout' } as const;

/** Creates a queue once; replicas booting together may deadlock inside pg-boss's DDL, so that is retried. */
async function ensureQueue(boss: PgBoss, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (await boss.getQueue(name)) return;
    try {
      await boss.createQueue(name);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= 5 || (code !== '40P01' && code !== '23505')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/**
 * Money jobs on pg-boss (PostgreSQL-backed; every replica runs the same code): cron schedules are stored in
 * the database and fire once per minute cluster-wide, a job goes to one worker, and the work itself takes
 * its rows with SKIP LOCKED, so replicas share it safely.
 */
export async function startMoneyJobs(
  orm: MikroORM,
  databaseUrl: string,
  appEnv: AppEnv,
  opts: { schedule?: boolean; pollingIntervalSeconds?: number; mail?: MailService } = {},
): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', max: 4 });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const name of Object.values(QUEUES)) await ensureQueue(boss, name);
  const em = () => orm.em.fork() as EntityManager;
  const polling = { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 5 };
  await boss.work(QUEUES.settlement, polling, async () => {
    // Recurring periods that fell due are charged (each period once, whichever replica gets there first).
    if (opts.mail) await runDuePeriodCharges(em(), opts.mail);
    await settleDuePayments(em());
    // Store orders whose store code or ATM account expired give their reserved units back.
    await releaseExpiredOrders(em());
    // Newly settled money may now cover refunds that were waiting for it.
    await executeReservedRefunds(em());
    // Then returned parcels' fees the held funds could not pay when the parcel came back.
    await collectOwedShippingFees(em());
    // Receipts and trade notices of new payments. Shops' callbacks have their own queue (callback-jobs.ts): this
    // job never waits for a shop's server.
    if (opts.mail) await deliverNotifyMails(em(), opts.mail);
    // The minute's payment deltas join the daily summary, so readers add few queued deltas to it.
    await rollUpDailySales(em());
  });
  await boss.work(QUEUES.dormantFee, polling, async () => {
    await chargeDormantFees(em());
    // Agents' ended months of shared profit are closed and paid (each month once, whichever replica runs it).
    await closeEndedMonths(em());
    await pruneIdempotencyRecords(em());
  });
  // Outside production the bank transfer of a withdrawal is simulated; in production the bank reconciliation does it.
  if (appEnv !== 'production') {
    await boss.work(QUEUES.payout, polling, async () => {
      await completeDueWithdrawals(em());
    });
  }
  if (opts.schedule !== false) {
    await boss.schedule(QUEUES.settlement, '* * * * *');
    await boss.schedule(QUEUES.dormantFee, '0 3 * * *', undefined, { tz: 'Asia/Taipei' });
    if (appEnv !== 'production') await boss.schedule(QUEUES.payout, '*/5 * * * *');
  }
  return boss;
}
