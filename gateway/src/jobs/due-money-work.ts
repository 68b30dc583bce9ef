import type { EntityManager } from '@mikro-orm/postgresql';
import { closeEndedMonths } from '../modules/agency/shares';
import { chargeDormantFees } from '../modules/ledger/dormant-fee';
import { pruneIdempotencyRecords } from '../modules/ledger/idempotency';
import { publishHeldFundsSummaries } from '../modules/ledger/held-funds-summary';
import { completeDueWithdrawals, settleDuePayments } from '../modules/ledger/settlement';
import { collectOwedShippingFees } from '../modules/logistics/return-fee';
import type { MailService } from '../modules/mail/mail.service';
import { deliverNotifyMails } from '../modules/notify/notify-delivery';
import { rollUpDailySales } from '../modules/payments/daily-sales';
import { executeReservedRefunds } from '../modules/payments/refunds';
import { runDuePeriodCharges } from '../modules/recurring/charge-run';
import { publishRenewalReminders } from '../modules/recurring/renewal-reminders';
import { releaseExpiredOrders } from '../modules/shop/order-payment';

/** The job queues that run due money work (money-jobs.ts schedules them). */
export type MoneyQueue = 'settlement' | 'payout' | 'dormant-fee';

/** Whose work: everyone's (the job) or one member's (the sandbox clock moved that member's time). */
export interface DueWorkScope {
  memberId?: number;
  mail?: MailService;
}

export interface DueWork {
  name: string;
  /** The queue whose job runs it for everyone. */
  queue: MoneyQueue;
  /** The sandbox clock runs it too, for the member whose clock moved. */
  clock: boolean;
  run(em: EntityManager, scope: DueWorkScope): Promise<number>;
}

/**
 * The one list of money work that falls due with time, in the order it runs: the jobs take their queue's items,
 * the sandbox clock takes the items marked `clock`, for one member. A step needs what the steps before it did
 * (a charged period settles, settled money pays reserved refunds, then owed fees).
 */
export const DUE_MONEY_WORK: readonly DueWork[] = [
  {
    // Recurring periods that fell due are charged (each period once), so their payments can settle in the same step.
    name: 'period charges',
    queue: 'settlement',
    clock: true,
    run: (em, s) => (s.mail ? runDuePeriodCharges(em, s.mail, { memberId: s.memberId }) : Promise.resolve(0)),
  },
  {
    name: 'settlement',
    queue: 'settlement',
    clock: true,
    run: (em, s) => settleDuePayments(em, { memberId: s.memberId }),
  },
  {
    // Buyers hear of a renewal a few days before it (once per period), on the seller's clock.
    name: 'renewal reminders',
    queue: 'settlement',
    clock: true,
    run: (em, s) => publishRenewalReminders(em, { memberId: s.memberId }),
  },
  {
    // Yesterday's settlements, one summary per member (published once a day, whichever worker comes first).
    name: 'held funds summary',
    queue: 'settlement',
    clock: false,
    run: (em) => publishHeldFundsSummaries(em),
  },
  {
    // Store orders whose store code or ATM account expired give their reserved units back.
    name: 'expired store orders',
    queue: 'settlement',
    clock: false,
    run: (em) => releaseExpiredOrders(em),
  },
  {
    // Newly settled money may now cover refunds that were waiting for it.
    name: 'reserved refunds',
    queue: 'settlement',
    clock: true,
    run: (em, s) => executeReservedRefunds(em, { memberId: s.memberId }),
  },
  {
    // Then returned parcels' fees the held funds could not pay when the parcel came back.
    name: 'owed shipping fees',
    queue: 'settlement',
    clock: true,
    run: (em, s) => collectOwedShippingFees(em, { memberId: s.memberId }),
  },
  {
    // Receipts and trade notices of new payments. Shops' callbacks have their own queue (callback-jobs.ts): this
    // job never waits for a shop's server.
    name: 'notify mails',
    queue: 'settlement',
    clock: false,
    run: (em, s) => (s.mail ? deliverNotifyMails(em, s.mail) : Promise.resolve(0)),
  },
  {
    // The minute's payment deltas join the daily summary, so readers add few queued deltas to it.
    name: 'daily sales roll-up',
    queue: 'settlement',
    clock: false,
    run: (em) => rollUpDailySales(em),
  },
  {
    // Outside production the bank transfer of a withdrawal is simulated; in production the bank reconciliation does it.
    name: 'sandbox payouts',
    queue: 'payout',
    clock: true,
    run: (em, s) => completeDueWithdrawals(em, { memberId: s.memberId }),
  },
  { name: 'dormant fees', queue: 'dormant-fee', clock: false, run: (em) => chargeDormantFees(em) },
  {
    // Agents' ended months of shared profit are closed and paid (each month once); on the clock, the agent's own.
    name: 'agency months',
    queue: 'dormant-fee',
    clock: true,
    run: (em, s) => closeEndedMonths(em, { agentId: s.memberId }),
  },
  { name: 'idempotency records', queue: 'dormant-fee', clock: false, run: (em) => pruneIdempotencyRecords(em) },
];

/** Runs a queue's work for everyone, each step on a fresh entity manager. */
export async function runQueueWork(queue: MoneyQueue, em: () => EntityManager, mail?: MailService): Promise<void> {
  for (const work of DUE_MONEY_WORK) if (work.queue === queue) await work.run(em(), { mail });
}

/** Runs the clock's work for one member; returns what each step did, by name. */
export async function runClockWork(
  em: EntityManager,
  memberId: number,
  mail?: MailService,
): Promise<Record<string, number>> {
  const done: Record<string, number> = {};
  for (const work of DUE_MONEY_WORK) if (work.clock) done[work.name] = await work.run(em, { memberId, mail });
  return done;
}
