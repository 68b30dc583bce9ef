/**
 * The business events PayDesk publishes: one catalogue for the notification mails, the sellers' webhooks and the
 * developer page. A type is a dotted, lower-case name as Stripe's events are (`payment.paid`), stable once
 * published: a seller's webhook endpoint subscribes to these strings. `webhook` says whether a seller's endpoint may
 * subscribe to it (some events concern only people: a review result, the daily held-funds summary). Import-free.
 */
export interface EventCatalogueEntry {
  readonly type: string;
  /** zh-TW name shown in the webhook settings and the developer page. */
  readonly label: string;
  /** The object the event carries in its `data` (its current state when the event was published). */
  readonly object:
    | 'payment'
    | 'order'
    | 'parcel'
    | 'subscription'
    | 'withdrawal'
    | 'agent_month'
    | 'member'
    | 'shop'
    | 'logistics_application'
    | 'held_funds'
    | 'partner';
  readonly webhook: boolean;
}

export const EVENT_CATALOGUE = [
  { type: 'payment.paid', label: '付款成功', object: 'payment', webhook: true },
  { type: 'payment.failed', label: '付款失敗', object: 'payment', webhook: true },
  { type: 'payment.refunded', label: '已退款', object: 'payment', webhook: true },
  { type: 'payment.awaiting', label: '等待繳費（超商代碼、ATM）', object: 'payment', webhook: true },
  { type: 'order.paid', label: '訂單已付款', object: 'order', webhook: true },
  { type: 'order.shipped', label: '訂單已出貨', object: 'order', webhook: true },
  { type: 'order.delivered', label: '訂單已送達', object: 'order', webhook: true },
  { type: 'order.cancelled', label: '訂單已取消', object: 'order', webhook: true },
  { type: 'parcel.created', label: '物流單已建立', object: 'parcel', webhook: true },
  { type: 'parcel.shipped', label: '包裹已寄出', object: 'parcel', webhook: true },
  { type: 'parcel.arrived', label: '包裹已到店', object: 'parcel', webhook: true },
  { type: 'parcel.delivered', label: '包裹已取件／送達', object: 'parcel', webhook: true },
  { type: 'parcel.returned', label: '包裹已退回', object: 'parcel', webhook: true },
  { type: 'subscription.charged', label: '定期扣款成功', object: 'subscription', webhook: true },
  { type: 'subscription.failed', label: '定期扣款失敗', object: 'subscription', webhook: true },
  { type: 'subscription.suspended', label: '定期扣款已暫停', object: 'subscription', webhook: true },
  { type: 'subscription.renewal_upcoming', label: '即將定期扣款', object: 'subscription', webhook: false },
  { type: 'subscription.terms_changed', label: '定期方案條款變更', object: 'subscription', webhook: false },
  { type: 'withdrawal.paid', label: '提領已撥款', object: 'withdrawal', webhook: true },
  { type: 'withdrawal.failed', label: '提領失敗', object: 'withdrawal', webhook: true },
  { type: 'agent_month.closed', label: '代理商月結完成', object: 'agent_month', webhook: true },
  { type: 'member.review_decided', label: '會員審核結果', object: 'member', webhook: false },
  { type: 'shop.review_decided', label: '商店審核結果', object: 'shop', webhook: false },
  { type: 'logistics_application.decided', label: '物流申請結果', object: 'logistics_application', webhook: false },
  { type: 'held_funds.daily_summary', label: '每日撥款至保留款項', object: 'held_funds', webhook: false },
  { type: 'partner.invited', label: '代理商合作邀請', object: 'partner', webhook: false },
  { type: 'partner.accepted', label: '代理商合作已接受', object: 'partner', webhook: false },
] as const satisfies readonly EventCatalogueEntry[];

export type EventType = (typeof EVENT_CATALOGUE)[number]['type'];

export const WEBHOOK_EVENT_TYPES = EVENT_CATALOGUE.filter((e) => e.webhook).map((e) => e.type);

export function eventEntry(type: string): EventCatalogueEntry | undefined {
  return EVENT_CATALOGUE.find((e) => e.type === type);
}
