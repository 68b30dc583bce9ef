import { RefundReason } from '@paydesk/shared/refund-reasons';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MerchantStatus } from '@paydesk/shared/merchant-statuses';
import { PayType } from '@paydesk/shared/pay-types';
import { TransactionStatus } from '@paydesk/shared/transaction-statuses';
import { taipeiIsoDay, taipeiStamp } from '@paydesk/shared/taiwan-time';
import { sqlOf } from '../../../gateway/src/core/database/sql';
import { writeAudit } from '../../../gateway/src/modules/audit/audit';
import { completeWithdrawal } from '../../../gateway/src/modules/ledger/held-funds';
import { settlePayments } from '../../../gateway/src/modules/ledger/settlement';
import { withdrawIn } from '../../../gateway/src/modules/ledger/withdraw';
import { pricing } from '../../../gateway/src/modules/reference/pricing';
import { confirmPayment } from '../../../gateway/src/modules/payments/confirm-payment';
import { CHECKOUT_MESSAGES } from '../../../gateway/src/modules/payments/checkout.messages';
import { requestRefund } from '../../../gateway/src/modules/payments/refunds';

/**
 * Demo history: about 60 days of payments, settlements, refunds and withdrawals for business01
 * and, smaller, for personal01, with some bought by buyer01 while signed in. Every money movement goes through the
 * ledger functions the product uses (confirmPayment, settlePayments, requestRefund, withdrawIn, completeWithdrawal),
 * played in date order so balances never go below zero. Dates are relative to the day of seeding (Taiwan time) and
 * nothing is dated today, so the dashboard's "today" figures start at zero; trade numbers and codes are derived
 * from the date and a counter, so two seeds on the same day give the same rows.
 *
 * The journal entries themselves carry the time of seeding (the ledger refuses to write the past); the
 * transactions, refunds and withdrawals carry their history dates.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Outcome = 'paid' | 'awaiting' | 'failed';

export interface DemoPayment {
  /** Taiwan calendar days before the seeding day, and the Taiwan hour of the payment. */
  daysAgo: number;
  hour: number;
  payType: PayType;
  amount: number;
  installments?: number;
  outcome: Outcome;
  buyer: string;
  /** Paid by buyer01 while signed in: the payment shows in its buyer area. */
  byBuyer01?: boolean;
  /** Refunds, each `daysAgo` days before the seeding day (a full refund makes the payment 已退款). */
  refunds?: { daysAgo: number; amount: number }[];
  /** Which of the seller's demo links was paid. */
  link: number;
}

export interface DemoWithdrawal {
  /** Requested this many hours before seeding; paid out `paidHoursAgo` hours before, or still in progress. */
  hoursAgo: number;
  amount: number;
  paidHoursAgo?: number;
}

interface DemoLink {
  token: string;
  title: string;
  amount: number;
  description: string;
  payTypes: PayType[];
  installments: number[];
  enabled: boolean;
}

export interface DemoSellerHistory {
  login: string;
  links: DemoLink[];
  payments: DemoPayment[];
  withdrawals: DemoWithdrawal[];
  bank: { code: string; branch: string; account: string };
}

const { CREDIT, ATM, CVS, AFTEE, LINEPAY, JKOPAY } = PayType;

export const BUSINESS01_HISTORY: DemoSellerHistory = {
  login: 'business01',
  bank: { code: '812', branch: '0012', account: '00012345678901' },
  links: [
    {
      token: 'demo-oolong-gift',
      title: '高山烏龍茶禮盒',
      amount: 1680,
      description: '阿里山高山烏龍茶 150g 兩罐，附提袋與賀卡。',
      payTypes: [CREDIT, ATM, CVS, AFTEE, LINEPAY, JKOPAY],
      installments: [3, 6],
      enabled: true,
    },
    {
      token: 'demo-chopsticks-engrave',
      title: '檜木筷刻字訂製',
      amount: 2400,
      description: '手工檜木筷五雙，可刻中英文姓名，約 10 個工作天出貨。',
      payTypes: [CREDIT, ATM, CVS, LINEPAY],
      installments: [3],
      enabled: true,
    },
    {
      token: 'demo-mid-autumn-2026',
      title: '中秋茶點禮盒（已結束）',
      amount: 980,
      description: '中秋限定，活動已結束。',
      payTypes: [CREDIT, CVS],
      installments: [],
      enabled: false,
    },
  ],
  payments: [
    { daysAgo: 58, hour: 10, payType: CREDIT, amount: 980, outcome: 'paid', buyer: '陳怡君', link: 2 },
    { daysAgo: 55, hour: 14, payType: CVS, amount: 980, outcome: 'paid', buyer: '林志豪', link: 2 },
    {
      daysAgo: 52,
      hour: 20,
      payType: CREDIT,
      amount: 3360,
      installments: 6,
      outcome: 'paid',
      buyer: '林美玲',
      byBuyer01: true,
      link: 0,
    },
    { daysAgo: 48, hour: 9, payType: ATM, amount: 1680, outcome: 'paid', buyer: '張雅婷', link: 0 },
    { daysAgo: 45, hour: 21, payType: CREDIT, amount: 980, outcome: 'failed', buyer: '黃柏翰', link: 2 },
    { daysAgo: 41, hour: 13, payType: LINEPAY, amount: 2400, outcome: 'paid', buyer: '吳宗憲', link: 1 },
    {
      daysAgo: 37,
      hour: 11,
      payType: JKOPAY,
      amount: 1680,
      outcome: 'paid',
      buyer: '李佳蓉',
      link: 0,
      refunds: [{ daysAgo: 33, amount: 1680 }],
    },
    { daysAgo: 33, hour: 16, payType: AFTEE, amount: 3360, outcome: 'paid', buyer: '周杰民', link: 0 },
    {
      daysAgo: 29,
      hour: 19,
      payType: CREDIT,
      amount: 7200,
      installments: 3,
      outcome: 'paid',
      buyer: '鄭文彬',
      link: 1,
      refunds: [{ daysAgo: 20, amount: 2400 }],
    },
    {
      daysAgo: 26,
      hour: 15,
      payType: CVS,
      amount: 1680,
      outcome: 'paid',
      buyer: '林美玲',
      byBuyer01: true,
      link: 0,
    },
    { daysAgo: 22, hour: 10, payType: CREDIT, amount: 2400, outcome: 'failed', buyer: '許家瑋', link: 1 },
    {
      daysAgo: 18,
      hour: 12,
      payType: ATM,
      amount: 2400,
      outcome: 'paid',
      buyer: '蔡宜臻',
      link: 1,
      refunds: [{ daysAgo: 14, amount: 600 }],
    },
    { daysAgo: 15, hour: 18, payType: LINEPAY, amount: 1680, outcome: 'paid', buyer: '楊子儀', link: 0 },
    { daysAgo: 12, hour: 20, payType: CREDIT, amount: 1680, outcome: 'paid', buyer: '王俊傑', link: 0 },
    { daysAgo: 10, hour: 9, payType: JKOPAY, amount: 2400, outcome: 'paid', buyer: '劉怡萱', link: 1 },
    // Within the last seven days: collected, still in trust until settlement.
    {
      daysAgo: 6,
      hour: 14,
      payType: CREDIT,
      amount: 5040,
      installments: 3,
      outcome: 'paid',
      buyer: '林美玲',
      byBuyer01: true,
      link: 0,
    },
    {
      daysAgo: 5,
      hour: 11,
      payType: CVS,
      amount: 1680,
      outcome: 'paid',
      buyer: '陳冠宇',
      link: 0,
      refunds: [{ daysAgo: 4, amount: 1680 }],
    },
    { daysAgo: 4, hour: 22, payType: AFTEE, amount: 2400, outcome: 'paid', buyer: '謝欣妤', link: 1 },
    { daysAgo: 3, hour: 17, payType: CREDIT, amount: 1680, outcome: 'failed', buyer: '郭書豪', link: 0 },
    { daysAgo: 2, hour: 10, payType: LINEPAY, amount: 1680, outcome: 'paid', buyer: '洪雅琪', link: 0 },
    // Codes issued yesterday, not paid yet (valid for three days).
    { daysAgo: 1, hour: 15, payType: ATM, amount: 2400, outcome: 'awaiting', buyer: '曾志偉', link: 1 },
    {
      daysAgo: 1,
      hour: 19,
      payType: CVS,
      amount: 1680,
      outcome: 'awaiting',
      buyer: '林美玲',
      byBuyer01: true,
      link: 0,
    },
  ],
  withdrawals: [
    { hoursAgo: 40 * 24, amount: 5_000, paidHoursAgo: 39 * 24 },
    { hoursAgo: 16 * 24, amount: 6_000, paidHoursAgo: 15 * 24 },
    // Requested this morning: the sandbox bank pays it one day after the request.
    { hoursAgo: 3, amount: 5_000 },
  ],
};

/** personal01's older history (its five recent payments come from demo-money.ts). */
export const PERSONAL01_HISTORY: DemoSellerHistory = {
  login: 'personal01',
  bank: { code: '004', branch: '0501', account: '1234567890' },
  links: [
    {
      token: 'demo-leather-keyholder',
      title: '皮革鑰匙圈（刻字）',
      amount: 450,
      description: '植鞣革鑰匙圈，可燙印英文縮寫。',
      payTypes: [CREDIT, ATM, CVS],
      installments: [],
      enabled: true,
    },
  ],
  payments: [
    { daysAgo: 50, hour: 11, payType: CREDIT, amount: 450, outcome: 'paid', buyer: '高嘉玲', link: 0 },
    {
      daysAgo: 44,
      hour: 20,
      payType: CVS,
      amount: 900,
      outcome: 'paid',
      buyer: '林美玲',
      byBuyer01: true,
      link: 0,
    },
    { daysAgo: 38, hour: 9, payType: CREDIT, amount: 450, outcome: 'failed', buyer: '蘇郁文', link: 0 },
    {
      daysAgo: 31,
      hour: 16,
      payType: ATM,
      amount: 1350,
      outcome: 'paid',
      buyer: '江孟哲',
      link: 0,
      refunds: [{ daysAgo: 27, amount: 450 }],
    },
    {
      daysAgo: 24,
      hour: 13,
      payType: CREDIT,
      amount: 450,
      outcome: 'paid',
      buyer: '方思妤',
      link: 0,
      refunds: [{ daysAgo: 23, amount: 450 }],
    },
  ],
  withdrawals: [{ hoursAgo: 35 * 24, amount: 1_000, paidHoursAgo: 34 * 24 }],
};

/** `daysAgo` Taiwan days before `now`, at `hour`:`minute` Taiwan time. */
export function taipeiAt(now: Date, daysAgo: number, hour: number, minute = 0): Date {
  const day = taipeiIsoDay(now, -daysAgo);
  return new Date(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+08:00`);
}

/** Store codes and ATM accounts are paid some hours after they were issued; the rest at once. */
const paidAtOf = (p: DemoPayment, at: number) => (p.payType === CVS || p.payType === ATM ? at + 5 * HOUR : at);

type Event =
  | { at: number; order: number; kind: 'pay'; index: number }
  | { at: number; order: number; kind: 'settle'; index: number }
  | { at: number; order: number; kind: 'refund'; index: number; amount: number }
  | { at: number; order: number; kind: 'withdraw'; index: number };

/** A row the history itself put there (an event always follows its payment). */
function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`demo history: no ${what}`);
  return value;
}

/** One seller's history, played in date order. */
export async function seedSellerHistory(
  tx: EntityManager,
  h: DemoSellerHistory,
  memberIds: Map<string, number>,
  now: Date,
  tradeSerial: { next: number },
): Promise<void> {
  const memberId = memberIds.get(h.login);
  if (!memberId) return;
  const sql = sqlOf(tx);
  const [member] = await sql<{ name: string; mem_type: number }>('select name, mem_type from member where id = ?', [
    memberId,
  ]);
  const [shop] = await sql<{ id: number; name: string }>(
    `select id, name from merchant where member_id = ? and status = ${MerchantStatus.ACTIVE} order by id limit 1`,
    [memberId],
  );
  if (!member || !shop) return;
  const linkIds: number[] = [];
  for (const [index, l] of h.links.entries()) {
    const createdAt = new Date(taipeiAt(now, 60 - index, 9).getTime());
    const [row] = await sql<{ id: number }>(
      `insert into payment_link (merchant_id, member_id, token, title, amount, description, pay_types, installments, enabled, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?::smallint[], ?::smallint[], ?, ?, ?) returning id`,
      [
        shop.id,
        memberId,
        l.token,
        l.title,
        l.amount,
        l.description,
        `{${l.payTypes.join(',')}}`,
        `{${l.installments.join(',')}}`,
        l.enabled,
        createdAt,
        createdAt,
      ],
    );
    linkIds.push(Number(row?.id));
  }
  const bank = { code: h.bank.code, account: h.bank.account, name: member.name };
  await sql(
    `insert into member_bank_account (member_id, bank_code, branch_code, account_no, account_name, verified_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?)`,
    [memberId, bank.code, h.bank.branch, bank.account, bank.name, taipeiAt(now, 59, 10), taipeiAt(now, 59, 9)],
  );

  const events: Event[] = [];
  const nowMs = now.getTime();
  h.payments.forEach((p, index) => {
    const at = taipeiAt(now, p.daysAgo, p.hour, (index * 7) % 60).getTime();
    events.push({ at, order: 0, kind: 'pay', index });
    if (p.outcome !== 'paid') return;
    const paidAt = paidAtOf(p, at);
    const due = pricing
      .settleDueAt(p.payType, p.payType === CREDIT ? 'request' : 'payment', new Date(paidAt))
      .getTime();
    if (due <= nowMs) events.push({ at: due, order: 1, kind: 'settle', index });
    for (const r of p.refunds ?? [])
      events.push({ at: taipeiAt(now, r.daysAgo, 11).getTime(), order: 2, kind: 'refund', index, amount: r.amount });
  });
  h.withdrawals.forEach((w, index) =>
    events.push({ at: nowMs - w.hoursAgo * HOUR, order: 3, kind: 'withdraw', index }),
  );
  events.sort((a, b) => a.at - b.at || a.order - b.order || a.index - b.index);

  const transactionIds = new Map<number, { id: number; tradeNo: string; refunded: number }>();
  let refundSerial = 0;
  for (const e of events) {
    const at = new Date(e.at);
    if (e.kind === 'pay') {
      const p = must(h.payments[e.index], 'payment');
      const linkId = linkIds[p.link] ?? null;
      tradeSerial.next += 1;
      const tradeNo = `${taipeiStamp(at)}${String(tradeSerial.next).padStart(6, '0')}`;
      const buyer01 = p.byBuyer01 ? (memberIds.get('buyer01') ?? null) : null;
      const code =
        p.payType === CVS
          ? `LLL${taipeiStamp(at).slice(4)}${String(tradeSerial.next % 100).padStart(2, '0')}`
          : p.payType === ATM
            ? `9${taipeiStamp(at).slice(2)}${String(tradeSerial.next % 10)}`
            : null;
      const [row] = await sql<{ id: number }>(
        `insert into payment_transaction (trade_no, amount, status, pay_type, merchant_id, member_id, payment_link_id, merchant_order_no,
           item_name, installments, buyer_name, buyer_email, buyer_member_id, payment_code, code_expires_at, card_method, failure_reason, created_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
        [
          tradeNo,
          p.amount,
          p.outcome === 'failed' ? TransactionStatus.FAILED : TransactionStatus.AWAITING,
          p.payType,
          shop.id,
          memberId,
          linkId,
          `UOP${linkId}_D${tradeNo.slice(2, 14)}${tradeNo.slice(-2)}`,
          h.links[p.link]?.title ?? '',
          p.installments ?? 1,
          p.buyer,
          p.byBuyer01 ? 'buyer01@example.com' : `buyer${tradeSerial.next}@example.com`,
          buyer01,
          code,
          code ? new Date(e.at + 3 * DAY) : null,
          p.payType === CREDIT ? 'credit' : null,
          p.outcome === 'failed' ? CHECKOUT_MESSAGES.declined : null,
          at,
        ],
      );
      const id = Number(row?.id);
      transactionIds.set(e.index, { id, tradeNo, refunded: 0 });
      if (p.outcome === 'paid') await confirmPayment(tx, id, new Date(paidAtOf(p, e.at)));
    } else if (e.kind === 'settle') {
      const t = must(transactionIds.get(e.index), 'transaction');
      await settlePayments(tx, [{ id: t.id, memberId }]);
      await sql('update payment_transaction set settled_at = settle_due_at where id = ?', [t.id]);
    } else if (e.kind === 'refund') {
      const p = must(h.payments[e.index], 'payment');
      const t = must(transactionIds.get(e.index), 'transaction');
      refundSerial += 1;
      const fee = pricing.refundFee(p.payType);
      const outcome = await requestRefund(tx, {
        memberId,
        transactionId: t.id,
        amount: e.amount,
        fee,
        idempotencyKey: `demo-refund-${h.login}-${refundSerial}`,
        reason: RefundReason.BUYER_REQUEST,
        note: '',
      });
      const before = t.refunded;
      t.refunded += e.amount;
      await sql('update payment_transaction set refunded_amount = ?, status = ? where id = ?', [
        t.refunded,
        t.refunded === p.amount ? TransactionStatus.REFUNDED : TransactionStatus.PARTLY_REFUNDED,
        t.id,
      ]);
      await sql(
        'update refund set created_at = ?, executed_at = case when executed_at is null then null else ?::timestamptz end where id = (select max(id) from refund where transaction_id = ?)',
        [at, at, t.id],
      );
      await writeAudit(tx, {
        memberId,
        actor: `member:${memberId}`,
        action: outcome.reserved ? 'payment.refund_reserved' : 'payment.refund',
        target: `transaction:${t.tradeNo}`,
        before: { refunded: before },
        after: { refunded: t.refunded, fee, ...outcome },
      });
    } else {
      const w = must(h.withdrawals[e.index], 'withdrawal');
      const result = await withdrawIn(tx, {
        memberId,
        amount: w.amount,
        fee: pricing.withdrawalFee,
        limit: pricing.withdrawLimit(member.mem_type),
        idempotencyKey: `demo-withdraw-${h.login}-${e.index + 1}`,
        bank,
      });
      if (!result.ok) throw new Error(`demo withdrawal for ${h.login} refused: ${result.message}`);
      await writeAudit(tx, {
        memberId,
        actor: `member:${memberId}`,
        action: 'withdrawal.request',
        target: `withdrawal:${result.withdrawalId}`,
        after: { amount: result.amount, fee: result.fee, net: result.net },
      });
      await sql('update withdrawal set requested_at = ? where id = ?', [at, result.withdrawalId]);
      if (w.paidHoursAgo !== undefined) {
        await completeWithdrawal(tx, result.withdrawalId);
        await sql('update withdrawal set paid_at = ? where id = ?', [
          new Date(nowMs - w.paidHoursAgo * HOUR),
          result.withdrawalId,
        ]);
      }
    }
  }
}

/** business01's and personal01's history (buyer01's purchases are some of their payments). */
export async function seedDemoHistory(
  tx: EntityManager,
  memberIds: Map<string, number>,
  now = new Date(),
): Promise<void> {
  const tradeSerial = { next: 880_000 };
  await seedSellerHistory(tx, PERSONAL01_HISTORY, memberIds, now, tradeSerial);
  await seedSellerHistory(tx, BUSINESS01_HISTORY, memberIds, now, tradeSerial);
}
