import { LOGISTICS_SERVICE_GROUPS, SHIPPING_SERVICE_LABELS } from '@paydesk/shared/shipment-statuses';
import type { DomainEvent } from '../events';
import { Facts, type NoticeDraft } from './notice-layout';

/**
 * The zh-TW notices to members (sellers and agents): reviews, logistics applications, money into held funds and out
 * to the bank, refunds, partnerships. Each goes to the 通知設定 type it belongs to (the member's own email when that
 * type has no recipients); the account's own results also go by SMS to the member's mobile.
 */

const decided = (f: Facts) => f.optional('statusLabel') ?? (f.flag('approved') ? '已通過' : '未通過');
const reasonFact = (f: Facts): [string, string][] => (f.flag('approved') ? [] : [['原因', f.text('reason')]]);

const serviceNames = (f: Facts, data: Record<string, unknown>): string => {
  const services = Array.isArray(data.services) ? data.services : [data.service];
  const names = services
    .map((s) =>
      typeof s === 'string'
        ? ((SHIPPING_SERVICE_LABELS as Record<string, string>)[s] ??
          (LOGISTICS_SERVICE_GROUPS as Record<string, string>)[s])
        : undefined,
    )
    .filter((s): s is string => Boolean(s));
  return names.length ? names.join('、') : f.text('serviceName');
};

export function memberReviewNotices(e: DomainEvent): NoticeDraft[] {
  const f = new Facts(e.data);
  return [
    {
      template: 'member.review_decided',
      to: { member: e.memberId, setting: null, sms: true },
      subject: `【PayDesk】會員資料審核結果：${decided(f)}`,
      intro: f.flag('approved')
        ? '您的會員資料已審核通過，現在可以開始收款。'
        : '您的會員資料未通過審核，請依下列原因修改後重新送審。',
      facts: [['審核結果', decided(f)], ...reasonFact(f), ['審核時間', f.when('decidedAt')]],
      outro: '請登入 PayDesk 後台查看詳細資料。',
      sms: `【PayDesk】您的會員資料審核結果：${decided(f)}，請登入後台查看。`,
    },
  ];
}

export function shopReviewNotices(e: DomainEvent): NoticeDraft[] {
  const f = new Facts(e.data);
  return [
    {
      template: 'shop.review_decided',
      to: { member: e.memberId, setting: 'system' },
      subject: `【PayDesk】商店審核結果：${f.text('shopName')} ${decided(f)}`,
      intro: f.flag('approved')
        ? `您的商店「${f.text('shopName')}」已審核通過。`
        : `您的商店「${f.text('shopName')}」未通過審核，請依下列原因修改後重新送審。`,
      facts: [['商店名稱', f.text('shopName')], ['審核結果', decided(f)], ...reasonFact(f)],
      outro: '請登入 PayDesk 後台「商店管理」查看。',
    },
  ];
}

export function logisticsApplicationNotices(e: DomainEvent): NoticeDraft[] {
  const f = new Facts(e.data);
  const services = serviceNames(f, e.data);
  return [
    {
      template: 'logistics_application.decided',
      to: { member: e.memberId, setting: 'shipping' },
      subject: `【PayDesk】物流服務申請結果：${decided(f)}`,
      intro: f.flag('approved')
        ? `您申請的物流服務（${services}）已開通，可以開始建立物流單。`
        : `您申請的物流服務（${services}）未通過審核。`,
      facts: [['商店名稱', f.text('shopName')], ['物流服務', services], ['審核結果', decided(f)], ...reasonFact(f)],
      outro: '請登入 PayDesk 後台「物流設定」查看。',
    },
  ];
}

export function heldFundsNotices(e: DomainEvent): NoticeDraft[] {
  const f = new Facts({ ...e.data, date: new Facts(e.data).text('date').replace(/-/g, '/') });
  return [
    {
      template: 'held_funds.daily_summary',
      to: { member: e.memberId, setting: 'payout' },
      subject: `【PayDesk】${f.text('date')} 撥款至保留款項 ${f.money('amount')}`,
      intro: `${f.text('date')} 共有 ${f.text('count')} 筆交易完成撥款，款項已轉入您的保留款項。`,
      facts: [
        ['撥款日期', f.text('date')],
        ['筆數', f.text('count')],
        ['交易金額', f.money('gross')],
        ['手續費', f.money('fee')],
        ['撥入金額', f.money('amount')],
      ],
      outro: '請至 PayDesk 後台「帳戶明細」查看每筆撥款。',
    },
  ];
}

export function withdrawalNotices(e: DomainEvent): NoticeDraft[] {
  const f = new Facts(e.data);
  const paid = e.type === 'withdrawal.paid';
  const account = `${f.text('bankName')} 帳號末五碼 ${f.text('accountTail')}`;
  return [
    {
      template: e.type,
      to: { member: e.memberId, setting: 'payout', sms: true },
      subject: paid ? `【PayDesk】提領已匯款 ${f.money('amount')}` : `【PayDesk】提領失敗 ${f.money('amount')}`,
      intro: paid
        ? '您的提領款項已匯入下列帳戶。'
        : '您的提領未能匯出，款項已退回您的可提領餘額，請確認帳戶資料後重新申請。',
      facts: [
        ['提領金額', f.money('amount')],
        ['手續費', f.money('fee')],
        ['入帳帳戶', account],
        ...(paid
          ? [['匯款時間', f.when('paidAt')] as [string, string]]
          : [['原因', f.text('reason')] as [string, string]]),
      ],
      outro: '請至 PayDesk 後台「提領紀錄」查看。',
      sms: paid
        ? `【PayDesk】您的提領 ${f.money('amount')} 已匯款。`
        : `【PayDesk】您的提領 ${f.money('amount')} 未能匯出，請登入後台查看。`,
    },
  ];
}

export function sellerRefundNotice(e: DomainEvent): NoticeDraft {
  const f = new Facts(e.data);
  return {
    template: 'payment.refunded:seller',
    to: { member: e.memberId, setting: 'trade' },
    subject: `【PayDesk】退款通知：${f.text('tradeNo')} 退款 ${f.money('refundAmount')}`,
    intro: '您的商店有一筆交易已退款。',
    facts: [
      ['商店', f.text('merchantName')],
      ['交易序號', f.text('tradeNo')],
      ['品名', f.text('itemName')],
      ['原付款金額', f.money('amount')],
      ['本次退款', f.money('refundAmount')],
      ...(f.optional('refundReason') ? [['退款原因', f.text('refundReason')] as [string, string]] : []),
    ],
    outro: '請至 PayDesk 後台「交易明細」查看。',
  };
}

/** An invitation goes to the member invited; an acceptance to both sides. */
export function partnerNotices(e: DomainEvent): NoticeDraft[] {
  const f = new Facts(e.data);
  const agent = f.number('agentMemberId');
  const seller = f.number('sellerMemberId');
  const facts: [string, string][] = [
    ['代理商', f.text('agentName')],
    ['商家', f.text('sellerName')],
  ];
  if (e.type === 'partner.invited') {
    const bySeller = f.text('invitedBy') === 'seller';
    const invitee = bySeller ? agent : seller;
    const inviter = bySeller ? f.text('sellerName') : f.text('agentName');
    const login = f.optional('loginUrl');
    return [
      {
        template: 'partner.invited',
        // A seller invited by email may not be a member yet: the address the agent gave.
        to:
          invitee === null && !bySeller
            ? { email: f.optional('sellerEmail'), mobile: null }
            : { member: invitee, setting: 'system' },
        subject: `【PayDesk】${inviter} 邀請您成為合作夥伴`,
        intro: `${inviter} 邀請您在 PayDesk 建立代理合作。請以此電子信箱註冊或登入 PayDesk 後台，完成電子信箱驗證後，於首頁接受或婉拒邀請。`,
        facts: bySeller ? facts : [['代理商', f.text('agentName')]],
        outro: `接受後成立的交易才計入分潤。${login ? `\n${login}` : ''}`,
      },
    ];
  }
  return [agent, seller].map((member) => ({
    template: 'partner.accepted',
    to: { member, setting: 'system' as const },
    subject: `【PayDesk】代理合作已成立：${f.text('agentName')} 與 ${f.text('sellerName')}`,
    intro: '雙方的代理合作已成立，自即日起成立的交易計入分潤。',
    facts: [...facts, ['成立時間', f.when('acceptedAt')]],
    outro: '請登入 PayDesk 後台查看分潤總覽。',
  }));
}
