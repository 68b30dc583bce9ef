import type { MikroORM } from '@mikro-orm/postgresql';
import PgBoss from 'pg-boss';
import type { AppEnv } from '../config/config';
import type { MailService } from '../modules/mail/mail.service';
import { runQueueWork, type MoneyQueue } from './due-money-work';
import { log } from '../core/log/logger';
import { jobRuns } from '../core/metrics/registry';

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

/** A job run's outcome for the metrics; a failure is rethrown, for pg-boss to retry the job. */
async function counted(queue: string, work: Promise<void>): Promise<void> {
  try {
    await work;
    jobRuns.inc({ queue, outcome: 'ok' });
  } catch (error) {
    jobRuns.inc({ queue, outcome: 'failed' });
    throw error;
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
  const em = () => orm.em.fork();
  const polling = { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 5 };
  // What each queue runs is the one list of due money work (due-money-work.ts), shared with the sandbox clock.
  // Counted under the pg-boss queue's name, as the queue figures (system-status) name it.
  const run = (name: string, queue: MoneyQueue) => () => counted(name, runQueueWork(queue, em, opts.mail));
  await boss.work(QUEUES.settlement, polling, run(QUEUES.settlement, 'settlement'));
  await boss.work(QUEUES.dormantFee, polling, run(QUEUES.dormantFee, 'dormant-fee'));
  // Outside production the bank transfer of a withdrawal is simulated; in production the bank reconciliation does it.
  if (appEnv !== 'production') {
    await boss.work(QUEUES.payout, polling, run(QUEUES.payout, 'payout'));
  }
  if (opts.schedule !== false) {
    await boss.schedule(QUEUES.settlement, '* * * * *');
    await boss.schedule(QUEUES.dormantFee, '0 3 * * *', undefined, { tz: 'Asia/Taipei' });
    if (appEnv !== 'production') await boss.schedule(QUEUES.payout, '*/5 * * * *');
  }
  return boss;
}
