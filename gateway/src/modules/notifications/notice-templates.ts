import type { EventType } from '@paydesk/shared/event-catalogue';
import type { DomainEvent } from '../events';
import { awaitingNotices, buyerRefundNotice, parcelNotices, subscriptionNotices } from './buyer-notices';
import type { NoticeDraft } from './notice-layout';
import {
  heldFundsNotices,
  logisticsApplicationNotices,
  memberReviewNotices,
  partnerNotices,
  sellerRefundNotice,
  shopReviewNotices,
  withdrawalNotices,
} from './seller-notices';

/**
 * The events people are told of, each with its notices. Events not listed reach people another way (a paid
 * payment's receipt and trade notice come from the notify module's records) or only sellers' webhooks.
 */
export const NOTICE_TEMPLATES = {
  'member.review_decided': memberReviewNotices,
  'shop.review_decided': shopReviewNotices,
  'logistics_application.decided': logisticsApplicationNotices,
  'held_funds.daily_summary': heldFundsNotices,
  'withdrawal.paid': withdrawalNotices,
  'withdrawal.failed': withdrawalNotices,
  'payment.refunded': (e: DomainEvent) => [sellerRefundNotice(e), buyerRefundNotice(e)],
  'payment.awaiting': awaitingNotices,
  'parcel.created': parcelNotices,
  'parcel.shipped': parcelNotices,
  'parcel.arrived': parcelNotices,
  'parcel.returned': parcelNotices,
  'partner.invited': partnerNotices,
  'partner.accepted': partnerNotices,
  'subscription.failed': subscriptionNotices,
  'subscription.suspended': subscriptionNotices,
  'subscription.renewal_upcoming': subscriptionNotices,
  'subscription.terms_changed': subscriptionNotices,
} as const satisfies Partial<Record<EventType, (event: DomainEvent) => NoticeDraft[]>>;

export type NotifiedEventType = keyof typeof NOTICE_TEMPLATES;

export function noticesOf(event: DomainEvent): NoticeDraft[] {
  const templates = NOTICE_TEMPLATES as Partial<Record<EventType, (event: DomainEvent) => NoticeDraft[]>>;
  return templates[event.type]?.(event) ?? [];
}
