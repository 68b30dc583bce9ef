import type { EntityManager } from '@mikro-orm/postgresql';
import { SUBSCRIPTION_STATUS_LIST, SubscriptionStatus } from '@paydesk/shared/period-rules';
import { sqlOf } from '../../core/database/sql';
import { publishEvent } from '../events';

type SubscriptionEventType =
  | 'subscription.charged'
  | 'subscription.failed'
  | 'subscription.suspended'
  | 'subscription.renewal_upcoming'
  | 'subscription.terms_changed';

export const SUBSCRIPTION_SELECT = `select s.id, s.sub_no, s.member_id, s.merchant_id, p.title as plan_title, m.name as merchant_name,
    s.amount, s.status, s.charges_done, s.next_period, s.next_charge_date::text, s.buyer_name, s.buyer_email, s.buyer_mobile
  from period_subscription s join period_plan p on p.id = s.plan_id left join merchant m on m.id = s.merchant_id`;

export interface SubscriptionRow {
  id: number;
  sub_no: string;
  member_id: number;
  merchant_id: number;
  plan_title: string;
  merchant_name: string | null;
  amount: number;
  status: number;
  charges_done: number;
  next_period: number;
  next_charge_date: string | null;
  buyer_name: string;
  buyer_email: string;
  buyer_mobile: string;
}

export function publishRow(tx: EntityManager, type: SubscriptionEventType, s: SubscriptionRow, extra = {}) {
  return publishEvent(tx, {
    type,
    memberId: s.member_id,
    shopId: s.merchant_id,
    data: {
      subNo: s.sub_no,
      planName: s.plan_title,
      merchantName: s.merchant_name,
      amount: s.amount,
      status: SUBSCRIPTION_STATUS_LIST.keyOf(s.status) ?? null,
      chargesDone: s.charges_done,
      period: s.next_period + 1,
      // A date in Taiwan: noon there, so every reader's day is that day.
      nextChargeAt: s.next_charge_date ? `${s.next_charge_date}T04:00:00.000Z` : null,
      buyerName: s.buyer_name,
      buyerEmail: s.buyer_email,
      buyerMobile: s.buyer_mobile,
      ...extra,
    },
  });
}

/** Publishes a subscription event with the subscription as it is now, in the caller's transaction. */
export async function publishSubscriptionEvent(
  tx: EntityManager,
  type: SubscriptionEventType,
  subscriptionId: number,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const [s] = await sqlOf(tx)<SubscriptionRow>(`${SUBSCRIPTION_SELECT} where s.id = ?`, [subscriptionId]);
  if (s) await publishRow(tx, type, s, extra);
}

/** The subscriptions a plan edit can still reach: those that will be charged again. */
const LIVE_STATUSES = [SubscriptionStatus.ACTIVE, SubscriptionStatus.PAST_DUE, SubscriptionStatus.PAUSED];

/**
 * One subscription.terms_changed per live subscriber of a plan, in the caller's transaction (the edit's own), each
 * with the subscription as it is now and `reason` saying what changed. Answers how many were published.
 */
export async function publishPlanTermsChanged(tx: EntityManager, planId: number, reason: string): Promise<number> {
  const rows = await sqlOf(tx)<SubscriptionRow>(
    `${SUBSCRIPTION_SELECT} where s.plan_id = ? and s.status in (?, ?, ?) order by s.id`,
    [planId, ...LIVE_STATUSES],
  );
  for (const s of rows) await publishRow(tx, 'subscription.terms_changed', s, { reason });
  return rows.length;
}
