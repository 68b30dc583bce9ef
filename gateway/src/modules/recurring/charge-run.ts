import type { EntityManager } from '@mikro-orm/postgresql';
import { PayType } from '@paydesk/shared/pay-types';
import { addDays, chargeDate, RETRY_DAYS, SubscriptionStatus, type PeriodCycle } from '@paydesk/shared/period-rules';
import { moneyTransaction } from '../../core/database/money-transaction';
import { sqlOf } from '../../core/database/sql';
import { recurringCharges } from '../../core/metrics/registry';
import type { MailService } from '../mail';
import { charge, SANDBOX_CARDS } from '../payments';
import { publishSubscriptionEvent } from './subscription-events';

/**
 * The recurring scheduler. One run charges one due period of one subscription in one money transaction:
 * the subscription row is locked (SKIP LOCKED, so a second worker passes it by), the attempt is recorded under a
 * unique (subscription, period, attempt) key and a paid attempt under a unique (subscription, period) key, so
 * two workers, a retry after a crash (the whole transaction rolled back) or a restart never charge a period
 * twice, and the schedule only moves on in the transaction that charged. "Today" is the seller's Taiwan date
 * on the sandbox clock, so a seller can watch months pass. The terms charged (shop, amount, cycle, number of
 * charges) are the subscription's own, agreed when it was made; the plan lends only its title, so a seller's plan
 * edit never re-prices an existing subscriber, and no subscription is charged more times than agreed.
 */

/** The seller's Taiwan calendar date on the sandbox clock (real date outside sandbox, where it never moves). */
export const SELLER_TODAY = `((now() + make_interval(secs => coalesce((select c.offset_seconds from settlement_clock c where c.member_id = s.member_id), 0))) at time zone 'Asia/Taipei')::date`;

/** Sandbox card tokens say how the stored card behaves; a real vault token would stand here. */
export const CARD_TOKEN_DECLINES = 'sbx_decline_';

interface DueRow {
  id: number;
  sub_no: string;
  member_id: number;
  merchant_id: number;
  plan_title: string;
  amount: number;
  cycle: PeriodCycle;
  total_charges: number | null;
  first_charge_date: string;
  charges_done: number;
  next_period: number;
  next_attempt: number;
  next_charge_date: string;
  buyer_name: string;
  buyer_email: string;
  card_token: string;
}

export type ChargeRunResult = 'paid' | 'retry' | 'suspended' | 'none';

/** Charges the next due period of one subscription, if it is due and no other worker holds it. */
export async function chargeNextPeriod(
  em: EntityManager,
  subscriptionId: number,
  mail: MailService,
): Promise<ChargeRunResult> {
  return moneyTransaction(em, async (tx) => {
    const sql = sqlOf(tx);
    const [sub] = await sql<DueRow>(
      `select s.id, s.sub_no, s.member_id, s.merchant_id, p.title as plan_title, s.amount, s.cycle, s.total_charges,
              s.first_charge_date::text, s.charges_done, s.next_period, s.next_attempt, s.next_charge_date::text,
              s.buyer_name, s.buyer_email, s.card_token
         from period_subscription s join period_plan p on p.id = s.plan_id
        where s.id = ? and s.status in (?, ?) and s.next_charge_date <= ${SELLER_TODAY}
          and (s.total_charges is null or s.charges_done < s.total_charges)
        for update of s skip locked`,
      [subscriptionId, SubscriptionStatus.ACTIVE, SubscriptionStatus.PAST_DUE],
    );
    if (!sub) return 'none';
    // The period's own due date (retries keep it), for the attempt record and the retry schedule.
    const dueDate = chargeDate(sub.cycle, sub.first_charge_date, sub.next_period);
    const [attempt] = await sql<{ id: number }>(
      `insert into period_charge (subscription_id, period_no, attempt, due_date, paid) values (?, ?, ?, ?, false)
       on conflict do nothing returning id`,
      [sub.id, sub.next_period, sub.next_attempt, dueDate],
    );
    if (!attempt) return 'none';
    const outcome = await charge(
      tx,
      {
        merchantId: sub.merchant_id,
        memberId: sub.member_id,
        amount: sub.amount,
        itemName: `${sub.plan_title}（第 ${sub.next_period + 1} 期）`,
        merchantOrderNo: `${sub.sub_no}P${sub.next_period + 1}A${sub.next_attempt}`,
        payTypes: [PayType.CREDIT],
        installments: [],
        periodSubscriptionId: sub.id,
        buyerMemberId: null,
      },
      {
        payType: PayType.CREDIT,
        cardNumber: sub.card_token.startsWith(CARD_TOKEN_DECLINES) ? SANDBOX_CARDS.decline : SANDBOX_CARDS.success,
        buyerName: sub.buyer_name,
        buyerEmail: sub.buyer_email,
      },
    );
    const paid = outcome.ok && outcome.result === 'paid';
    const failure = outcome.ok ? (paid ? null : '發卡銀行拒絕授權') : (outcome.errors[0]?.message ?? '扣款失敗');
    await sql(`update period_charge set paid = ?, transaction_id = ?, failure_reason = ? where id = ?`, [
      paid,
      outcome.ok ? outcome.transactionId : null,
      failure,
      attempt.id,
    ]);
    if (paid) {
      const done = sub.charges_done + 1;
      const finished = sub.total_charges !== null && done >= sub.total_charges;
      await sql(
        `update period_subscription set charges_done = ?, next_period = next_period + 1, next_attempt = 0,
           next_charge_date = ?, status = ?, closed_at = ?, updated_at = now() where id = ?`,
        [
          done,
          finished ? null : chargeDate(sub.cycle, sub.first_charge_date, sub.next_period + 1),
          finished ? SubscriptionStatus.FINISHED : SubscriptionStatus.ACTIVE,
          finished ? new Date() : null,
          sub.id,
        ],
      );
      await publishSubscriptionEvent(tx, 'subscription.charged', sub.id);
      return 'paid';
    }
    const retryAfter = RETRY_DAYS[sub.next_attempt];
    if (retryAfter !== undefined) {
      await sql(
        `update period_subscription set next_attempt = next_attempt + 1, next_charge_date = ?, status = ?, updated_at = now() where id = ?`,
        [addDays(dueDate, retryAfter), SubscriptionStatus.PAST_DUE, sub.id],
      );
      await publishSubscriptionEvent(tx, 'subscription.failed', sub.id, { reason: failure });
      return 'retry';
    }
    await sql(
      `update period_subscription set next_charge_date = null, status = ?, closed_at = now(), updated_at = now() where id = ?`,
      [SubscriptionStatus.SUSPENDED, sub.id],
    );
    await mailSuspension(tx, mail, sub);
    await publishSubscriptionEvent(tx, 'subscription.suspended', sub.id, { reason: failure });
    return 'suspended';
  });
}

async function mailSuspension(tx: EntityManager, mail: MailService, sub: DueRow): Promise<void> {
  const [seller] = await sqlOf(tx)<{ email: string | null; name: string }>(
    'select email, name from member where id = ?',
    [sub.member_id],
  );
  const tries = RETRY_DAYS.length + 1;
  // The buyer's notice is the notifications module's (subscription.suspended); the seller's stays here.
  if (seller?.email)
    await mail.send(tx, {
      to: seller.email,
      subject: `定期定額停扣通知：${sub.sub_no}`,
      text: `${seller.name} 您好：\n\n訂閱 ${sub.sub_no}（${sub.plan_title}，訂閱人 ${sub.buyer_name}）第 ${sub.next_period + 1} 期連續 ${tries} 次扣款失敗，已停止扣款。`,
    });
}

/**
 * Every due subscription (optionally of one seller), each caught up period by period: after the sandbox clock
 * jumps three months, three periods are charged in order. Bounded per run; the next run goes on.
 */
export async function runDuePeriodCharges(
  em: EntityManager,
  mail: MailService,
  opts: { memberId?: number; maxPerSubscription?: number } = {},
): Promise<number> {
  const due = await sqlOf(em.fork())<{ id: number }>(
    `select s.id from period_subscription s
      where s.status in (?, ?) and s.next_charge_date <= ${SELLER_TODAY} and (?::int is null or s.member_id = ?)
      order by s.next_charge_date, s.id limit 200`,
    [SubscriptionStatus.ACTIVE, SubscriptionStatus.PAST_DUE, opts.memberId ?? null, opts.memberId ?? null],
  );
  let charged = 0;
  for (const { id } of due) {
    for (let i = 0; i < (opts.maxPerSubscription ?? 60); i++) {
      const result = await chargeNextPeriod(em, id, mail);
      if (result !== 'none') recurringCharges.inc({ result });
      if (result === 'none' || result === 'suspended') break;
      if (result === 'paid') charged++;
    }
  }
  return charged;
}
