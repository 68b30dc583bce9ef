import { PayType } from '@paydesk/shared/pay-types';
import type { DomainEvent } from '../events';
import type { NotifiedEventType } from './notice-templates';

/** The members an event concerns in the samples (the seeded demo's business01 and agent01 in the e2e test). */
export interface SampleMembers {
  seller: number;
  agent: number;
}

const buyer = { buyerName: '王小明', buyerEmail: 'buyer.sample@example.com', buyerMobile: '0912345678' };
const payment = {
  tradeNo: 'PD2026112712000012345',
  merchantName: '好日子選物',
  itemName: '手工皂禮盒',
  amount: 1280,
  payType: PayType.CREDIT,
  ...buyer,
};
const parcel = {
  logisticsNo: 'LG20261127000123',
  service: 'C2C_NORMAL',
  merchantName: '好日子選物',
  orderNo: 'SO20261127001',
  storeName: '7-ELEVEN 鑫復興門市',
  receiverName: '王小明',
  receiverEmail: 'buyer.sample@example.com',
  receiverMobile: '0912345678',
};
const subscription = {
  planName: '每月咖啡豆',
  merchantName: '好日子選物',
  amount: 450,
  nextChargeAt: '2026-12-27T01:00:00.000Z',
  ...buyer,
};

/** One sample event per notified type, with data as the publishing services write it. */
export function sampleEvents(m: SampleMembers): Record<NotifiedEventType, Omit<DomainEvent, 'id' | 'createdAt'>> {
  const seller = { memberId: m.seller, shopId: null };
  return {
    'member.review_decided': {
      type: 'member.review_decided',
      ...seller,
      data: { approved: false, reason: '身分證影本模糊', decidedAt: '2026-11-27T02:00:00.000Z' },
    },
    'shop.review_decided': { type: 'shop.review_decided', ...seller, data: { shopName: '好日子選物', approved: true } },
    'logistics_application.decided': {
      type: 'logistics_application.decided',
      ...seller,
      data: { shopName: '好日子選物', services: ['HOME_NORMAL', 'HOME_FROZEN'], approved: true },
    },
    'held_funds.daily_summary': {
      type: 'held_funds.daily_summary',
      ...seller,
      data: { date: '2026/11/27', count: 3, gross: 3840, fee: 108, amount: 3732 },
    },
    'withdrawal.paid': {
      type: 'withdrawal.paid',
      ...seller,
      data: { amount: 25000, fee: 15, bankName: '臺灣銀行', accountTail: '12345', paidAt: '2026-11-27T06:00:00.000Z' },
    },
    'withdrawal.failed': {
      type: 'withdrawal.failed',
      ...seller,
      data: { amount: 25000, fee: 15, bankName: '臺灣銀行', accountTail: '12345', reason: '戶名不符' },
    },
    'payment.refunded': {
      type: 'payment.refunded',
      ...seller,
      data: { ...payment, refundAmount: 1280, refundReason: '商品缺貨', refundedAt: '2026-11-27T03:00:00.000Z' },
    },
    'payment.awaiting': {
      type: 'payment.awaiting',
      ...seller,
      data: {
        ...payment,
        payType: PayType.CVS,
        paymentCode: 'LLL12345678901',
        codeExpiresAt: '2026-11-30T15:59:00.000Z',
      },
    },
    'parcel.created': { type: 'parcel.created', ...seller, data: parcel },
    'parcel.shipped': { type: 'parcel.shipped', ...seller, data: parcel },
    'parcel.arrived': { type: 'parcel.arrived', ...seller, data: parcel },
    'parcel.returned': { type: 'parcel.returned', ...seller, data: parcel },
    'partner.invited': {
      type: 'partner.invited',
      memberId: m.agent,
      shopId: null,
      data: {
        agentMemberId: m.agent,
        sellerMemberId: m.seller,
        agentName: '大發代理',
        sellerName: '好日子選物',
        invitedBy: 'agent',
      },
    },
    'partner.accepted': {
      type: 'partner.accepted',
      memberId: m.seller,
      shopId: null,
      data: {
        agentMemberId: m.agent,
        sellerMemberId: m.seller,
        agentName: '大發代理',
        sellerName: '好日子選物',
        acceptedAt: '2026-11-27T04:00:00.000Z',
      },
    },
    'subscription.failed': {
      type: 'subscription.failed',
      ...seller,
      data: { ...subscription, reason: '信用卡額度不足' },
    },
    'subscription.suspended': { type: 'subscription.suspended', ...seller, data: subscription },
    'subscription.renewal_upcoming': { type: 'subscription.renewal_upcoming', ...seller, data: subscription },
    'subscription.terms_changed': {
      type: 'subscription.terms_changed',
      ...seller,
      data: { ...subscription, reason: '每期金額由 $400 調整為 $450' },
    },
  };
}
