import { payTypeLabel, PayType } from '@paydesk/shared/pay-types';
import { SHIPPING_SERVICE_LABELS } from '@paydesk/shared/shipment-statuses';
import type { DomainEvent } from '../events';
import { Facts, type NoticeDraft } from './notice-layout';

/**
 * The zh-TW notices to buyers: how to pay a store code or ATM account right after checkout, refunds, parcels and
 * recurring charges. A buyer is reached at the email (and mobile, for what cannot wait) the event carries.
 */

const buyerOf = (f: Facts, sms = false) => ({
  email: f.optional('buyerEmail'),
  mobile: f.optional('buyerMobile'),
  sms,
});
/** The refund's reason, when the seller gave one. */
export const reasonOf = (f: Facts): [string, string][] => {
  const reason = f.optional('refundReason');
  return reason ? [['退款原因', reason]] : [];
};
const greeting = (f: Facts) => `${f.optional('buyerName') ?? '顧客'}，您好`;

export function awaitingNotices(e: DomainEvent): NoticeDraft[] {
  const f = new Facts(e.data);
  const atm = f.number('payType') === PayType.ATM;
  const codeLabel = atm ? '轉帳帳號' : '繳費代碼';
  const bank = f.optional('bankCode');
  const how = atm
    ? `請於繳費期限前，以 ATM 或網路銀行轉帳至${bank ? `銀行代碼 ${bank} 的` : ''}下列帳號。`
    : '請於繳費期限前，至 7-ELEVEN、全家、萊爾富或 OK 超商的多媒體機輸入下列代碼，列印繳費單後至櫃檯繳費。';
  return [
    {
      template: 'payment.awaiting',
      to: buyerOf(f, true),
      greeting: greeting(f),
      subject: `【PayDesk】${payTypeLabel(f.number('payType') ?? 0)}繳費資訊：${f.text('merchantName')} ${f.money('amount')}`,
      intro: `感謝您的訂購，本筆訂單尚未付款。${how}`,
      facts: [
        ['商店', f.text('merchantName')],
        ['品名', f.text('itemName')],
        ['交易序號', f.text('tradeNo')],
        ['付款方式', payTypeLabel(f.number('payType') ?? 0)],
        ['應繳金額', f.money('amount')],
        ...(atm && bank ? [['銀行代碼', bank] as [string, string]] : []),
        [codeLabel, f.text('paymentCode')],
        ['繳費期限', f.when('codeExpiresAt')],
      ],
      barcode: { label: codeLabel, value: f.text('paymentCode') },
      outro: '逾期未繳，訂單將自動取消。',
      sms: `【PayDesk】${f.text('merchantName')} 應繳 ${f.money('amount')}，${codeLabel} ${f.text('paymentCode')}，期限 ${f.when('codeExpiresAt')}`,
    },
  ];
}

export function buyerRefundNotice(e: DomainEvent): NoticeDraft {
  const f = new Facts(e.data);
  return {
    template: 'payment.refunded:buyer',
    to: buyerOf(f),
    greeting: greeting(f),
    subject: `【PayDesk】退款通知：${f.text('merchantName')} 退款 ${f.money('refundAmount')}`,
    intro: '您的一筆付款已由商店退款，以下是退款收據。信用卡退款依發卡銀行作業，約 7 至 14 個工作天入帳。',
    facts: [
      ['商店', f.text('merchantName')],
      ['品名', f.text('itemName')],
      ['交易序號', f.text('tradeNo')],
      ['付款方式', payTypeLabel(f.number('payType') ?? 0)],
      ['原付款金額', f.money('amount')],
      ['本次退款', f.money('refundAmount')],
      ...reasonOf(f),
      ['退款時間', f.when('refundedAt')],
    ],
    outro: '如對退款有疑問，請聯絡商店並提供交易序號。',
  };
}

const PARCEL_WORDS = {
  'parcel.created': { title: '已建立物流單', intro: '商店已為您的訂單建立物流單，將盡快寄出。' },
  'parcel.shipped': { title: '已寄出', intro: '您的包裹已寄出。' },
  'parcel.arrived': { title: '已到店', intro: '您的包裹已送達取貨門市，請於期限內攜帶證件取貨。' },
  'parcel.returned': { title: '已退回', intro: '您的包裹因逾期未取或無法投遞，已退回商店；請聯絡商店。' },
} as const;

export function parcelNotices(e: DomainEvent): NoticeDraft[] {
  const f = new Facts(e.data);
  const words = PARCEL_WORDS[e.type as keyof typeof PARCEL_WORDS];
  const service = (SHIPPING_SERVICE_LABELS as Record<string, string>)[f.text('service')] ?? f.text('serviceName');
  const store = f.optional('storeName');
  const facts: [string, string][] = [
    ['商店', f.text('merchantName')],
    ['訂單編號', f.text('orderNo')],
    ['物流服務', service],
    ['物流編號', f.text('logisticsNo')],
    ...(store ? [['取貨門市', store] as [string, string]] : []),
  ];
  const arrived = e.type === 'parcel.arrived';
  const drafts: NoticeDraft[] = [
    {
      template: `${e.type}:buyer`,
      to: { email: f.optional('receiverEmail'), mobile: f.optional('receiverMobile'), sms: arrived },
      greeting: `${f.optional('receiverName') ?? '顧客'}，您好`,
      subject: `【PayDesk】包裹${words.title}：${f.text('merchantName')} 訂單 ${f.text('orderNo')}`,
      intro: words.intro,
      facts,
      sms: `【PayDesk】您的包裹已到${store ?? '取貨門市'}，物流編號 ${f.text('logisticsNo')}，請於期限內取貨。`,
    },
  ];
  if (e.type === 'parcel.returned')
    drafts.push({
      template: 'parcel.returned:seller',
      to: { member: e.memberId, setting: 'shipping' },
      subject: `【PayDesk】包裹已退回：物流編號 ${f.text('logisticsNo')}`,
      intro: '下列包裹已退回，退貨運費依物流規則計收。',
      facts,
      outro: '請至 PayDesk 後台「物流明細」查看。',
    });
  return drafts;
}

const SUBSCRIPTION_WORDS = {
  'subscription.failed': {
    title: '定期扣款失敗',
    sms: true,
    intro: '本期定期扣款未能完成，系統將於下次排程重新扣款；請確認信用卡狀態。',
  },
  'subscription.suspended': {
    title: '定期扣款已暫停',
    sms: true,
    intro: '因連續扣款失敗，您的定期扣款已暫停，不再扣款；如需繼續請聯絡商店。',
  },
  'subscription.renewal_upcoming': { title: '即將定期扣款', sms: false, intro: '提醒您，下列定期方案即將扣款。' },
  'subscription.terms_changed': {
    title: '定期方案條款變更',
    sms: false,
    intro: '商店變更了您訂閱的定期方案條款，變更自下一期起生效；如不同意請於扣款前聯絡商店取消。',
  },
} as const;

export function subscriptionNotices(e: DomainEvent): NoticeDraft[] {
  const f = new Facts(e.data);
  const words = SUBSCRIPTION_WORDS[e.type as keyof typeof SUBSCRIPTION_WORDS];
  const reason = f.optional('reason');
  return [
    {
      template: e.type,
      to: buyerOf(f, words.sms),
      greeting: greeting(f),
      subject: `【PayDesk】${words.title}：${f.text('planName')}`,
      intro: words.intro,
      facts: [
        ['商店', f.text('merchantName')],
        ['定期方案', f.text('planName')],
        ['每期金額', f.money('amount')],
        ...(f.optional('nextChargeAt') ? [['下次扣款日', f.when('nextChargeAt')] as [string, string]] : []),
        ...(reason ? [['說明', reason] as [string, string]] : []),
      ],
      outro: '如有疑問，請聯絡商店。',
      sms: `【PayDesk】${f.text('planName')} ${words.title}，詳情請見 Email。`,
    },
  ];
}
