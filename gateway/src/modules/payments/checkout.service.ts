import { sqlOf } from '../../core/database/sql';
import { formatAmount } from '@paydesk/shared/money';
import { payTypeLabel } from '@paydesk/shared/pay-types';
import { MemberType } from '@paydesk/shared/member-types';
import { randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../core/context';
import { fieldError, type FieldError } from '../../core/errors';
import { Role } from '../../core/viewer';
import { writeAudit } from '../audit/audit';
import { recordPayment, reversePayment } from '../ledger/held-funds';
import { linkState, unitsTaken } from '../payment-links/payment-link.service';
import { CREDIT_LIMITS, INSTALMENT_PERIODS } from '../reference';
import {
  COLLECTED_TX_STATUSES,
  TRANSACTION_STATUS_LIST,
  TransactionStatus,
} from '@paydesk/shared/transaction-statuses';
import { pricing } from '../reference/pricing';
import { PayType } from '@paydesk/shared/pay-types';
import { newLinkOrderNo, newTradeNo } from './trade-numbers';
import type { BuyerPayment, CheckoutPayload, SandboxPayInput } from './payment.types';
import { moneyTransaction } from '../../core/database/money-transaction';
import { VALIDATION_PATTERNS } from '@paydesk/shared/validation-rules';
import { PAYMENT_LIMIT_MESSAGES } from '@paydesk/shared/payment-limits';
import { RefundStatus } from '@paydesk/shared/refund-statuses';

/** Sandbox test cards: one always approves, one always declines. */
export const SANDBOX_CARDS = { success: '4311952222222222', decline: '4000000000000002' } as const;
const DAY = 86_400_000;

export const CHECKOUT_MESSAGES = {
  unavailable: '此收款頁目前無法付款',
  notSandbox: '此環境不提供模擬付款',
  amount: '請輸入正確的金額',
  atmLimit: PAYMENT_LIMIT_MESSAGES.atmLimit,
  payType: '請選擇可用的付款方式',
  installments: '此收款頁不提供該分期期數',
  card: '測試卡號無效',
  declined: '交易失敗：發卡銀行拒絕授權',
  name: '請輸入付款人姓名',
  email: '電子信箱格式錯誤',
  tooSmall: '金額不足以支付手續費',
  notAwaiting: '此筆交易不是待付款狀態',
  expired: '已超過繳費期限',
  soldOut: '此收款頁已售完',
  creditLimit: (limit: string) => `本商店本月信用卡收款已達額度上限（${limit} 元），請改用其他付款方式`,
  lateClosed: '此收款頁已關閉，這筆款項已入帳並將全額退還付款人',
} as const;

interface LinkForCheckout {
  id: number;
  merchant_id: number;
  member_id: number;
  title: string;
  amount: number | null;
  pay_types: number[];
  installments: number[];
  enabled: boolean;
  expires_at: string | null;
  quantity_limit: number | null;
  merchant_status: number;
  taken_count: number;
}

/**
 * A payment is confirmed: fee and settle-due date from pricing, the ledger entry (trust + fee income) and the
 * notify record, all in the caller's transaction. Idempotent: only an awaiting transaction is confirmed.
 */
export async function confirmPayment(tx: EntityManager, transactionId: number, paidAt = new Date()): Promise<boolean> {
  const sql = sqlOf(tx);
  const [t] = await sql<{
    id: number;
    member_id: number;
    amount: number;
    pay_type: PayType;
    installments: number;
    trade_no: string;
    merchant_order_no: string;
  }>(
    `select id, member_id, amount, pay_type, installments, trade_no, merchant_order_no from payment_transaction where id = ? and status = ? for update`,
    [transactionId, TransactionStatus.AWAITING],
  );
  if (!t) return false;
  const fee = pricing.feeFor(t.pay_type, t.amount, { installments: t.installments });
  const event = t.pay_type === PayType.CREDIT ? 'request' : 'payment';
  const settleDueAt = pricing.settleDueAt(t.pay_type, event, paidAt);
  await sql(`update payment_transaction set status = ?, fee = ?, paid_at = ?, settle_due_at = ? where id = ?`, [
    TransactionStatus.PAID,
    fee,
    paidAt,
    settleDueAt,
    t.id,
  ]);
  await recordPayment(tx, { memberId: t.member_id, transactionId: t.id, amount: t.amount, fee });
  await sql(`insert into notify_record (transaction_id, event, payload) values (?, 'paid', ?::jsonb)`, [
    t.id,
    JSON.stringify({
      TradeNo: t.trade_no,
      MerTradeNo: t.merchant_order_no,
      Amount: t.amount,
      PayType: t.pay_type,
      Fee: fee,
      PaidAt: paidAt.toISOString(),
    }),
  ]);
  await writeAudit(tx, {
    memberId: t.member_id,
    actor: 'system',
    action: 'payment.paid',
    target: `transaction:${t.trade_no}`,
    after: { amount: t.amount, fee },
  });
  return true;
}

/**
 * A payment that arrived for a closed link goes back to the payer in full, once, in the transaction that
 * recorded it: the payment entry is reversed (fee included, so the seller neither gains nor pays) and the
 * refund row says so.
 */
async function refundLatePayment(
  tx: EntityManager,
  p: { transactionId: number; memberId: number; tradeNo: string },
): Promise<void> {
  const sql = sqlOf(tx);
  const [t] = await sql<{ amount: number; fee: number }>(`select amount, fee from payment_transaction where id = ?`, [
    p.transactionId,
  ]);
  await reversePayment(tx, {
    memberId: p.memberId,
    transactionId: p.transactionId,
    amount: t.amount,
    fee: t.fee,
    idempotencyKey: `late-payment-${p.tradeNo}`,
  });
  await sql(
    `insert into refund (transaction_id, member_id, amount, fee, from_trust, from_held, status, executed_at) values (?, ?, ?, 0, ?, 0, ?, now())`,
    [p.transactionId, p.memberId, t.amount, t.amount - t.fee, RefundStatus.EXECUTED],
  );
  await sql(`update payment_transaction set refunded_amount = amount, status = ? where id = ?`, [
    TransactionStatus.REFUNDED,
    p.transactionId,
  ]);
  await writeAudit(tx, {
    memberId: p.memberId,
    actor: 'system',
    action: 'payment.late_refund',
    target: `transaction:${p.tradeNo}`,
    after: { amount: t.amount, feeReturned: t.fee },
  });
}

/** SPEC §9 credit limit, read as ECPay does: card collection per calendar month (Taiwan time) per seller. */
function cardLimitOf(memType: number): number {
  return memType === MemberType.BUSINESS ? CREDIT_LIMITS.enterprise : CREDIT_LIMITS.individual;
}

/**
 * Whether a card payment of `amount` keeps the seller within its monthly card limit. The seller's member row
 * is locked first (business rows come before ledger accounts in the lock order), so concurrent card payments
 * of one seller are counted one after another and the limit cannot be overshot.
 */
async function withinCardLimit(tx: EntityManager, memberId: number, amount: number): Promise<boolean> {
  const sql = sqlOf(tx);
  const [seller] = await sql<{ mem_type: number }>(`select mem_type from member where id = ? for update`, [memberId]);
  const [month] = await sql<{ total: string }>(
    `select coalesce(sum(amount - refunded_amount), 0)::text as total from payment_transaction
      where member_id = ? and pay_type = ? and status in (${COLLECTED_TX_STATUSES.join(', ')})
        and paid_at >= (date_trunc('month', now() at time zone 'Asia/Taipei')) at time zone 'Asia/Taipei'`,
    [memberId, PayType.CREDIT],
  );
  return Number(month.total) + amount <= cardLimitOf(seller.mem_type);
}

/** The sandbox buyer checkout (local, test and sandbox only). */
export class CheckoutService {
  private check(link: LinkForCheckout | undefined, input: SandboxPayInput): { errors: FieldError[]; amount: number } {
    const errors: FieldError[] = [];
    if (!link || linkState(link) !== 'open')
      return { errors: [fieldError(null, 'UNAVAILABLE', CHECKOUT_MESSAGES.unavailable)], amount: 0 };
    const amount = link.amount ?? input.amount ?? 0;
    if (!Number.isInteger(amount) || amount < 1 || amount > 1_000_000)
      errors.push(fieldError('amount', 'INVALID', CHECKOUT_MESSAGES.amount));
    if (!link.pay_types.includes(input.payType))
      errors.push(fieldError('payType', 'NOT_ALLOWED', CHECKOUT_MESSAGES.payType));
    if (input.payType === PayType.ATM && amount > pricing.atmSingleLimit)
      errors.push(fieldError('amount', 'ATM_LIMIT', CHECKOUT_MESSAGES.atmLimit));
    // 1 is a lump sum; any other count must be one the reference module offers and the link enables, by card.
    const inst = input.installments ?? 1;
    const instalmentOffered =
      input.payType === PayType.CREDIT &&
      (INSTALMENT_PERIODS as readonly number[]).includes(inst) &&
      link.installments.includes(inst);
    if (inst !== 1 && !instalmentOffered)
      errors.push(fieldError('installments', 'INVALID', CHECKOUT_MESSAGES.installments));
    if (!input.buyerName.trim() || input.buyerName.length > 60)
      errors.push(fieldError('buyerName', 'REQUIRED', CHECKOUT_MESSAGES.name));
    if (!VALIDATION_PATTERNS.email.test(input.buyerEmail))
      errors.push(fieldError('buyerEmail', 'INVALID', CHECKOUT_MESSAGES.email));
    if (input.payType === PayType.CREDIT) {
      const card = (input.cardNumber ?? '').replace(/[\s-]/g, '');
      if (card !== SANDBOX_CARDS.success && card !== SANDBOX_CARDS.decline)
        errors.push(fieldError('cardNumber', 'INVALID', CHECKOUT_MESSAGES.card));
    }
    if (!errors.length && pricing.feeFor(input.payType, amount, { installments: inst }) >= amount)
      errors.push(fieldError('amount', 'TOO_SMALL', CHECKOUT_MESSAGES.tooSmall));
    return { errors, amount };
  }

  /** Card and wallets/BNPL settle the outcome at once; store code and ATM issue a code to pay later. */
  async pay(ctx: RequestContext, input: SandboxPayInput): Promise<CheckoutPayload> {
    if (ctx.config.appEnv === 'production')
      return { transaction: null, errors: [fieldError(null, 'NOT_SANDBOX', CHECKOUT_MESSAGES.notSandbox)] };
    return moneyTransaction(ctx.em, async (tx) => {
      const sql = sqlOf(tx);
      // The link row is locked so the quantity limit holds under concurrent buyers. The units taken are
      // counted by a statement of their own after the lock is granted: a subquery of the locking statement
      // would read the snapshot taken before the wait, and oversell.
      const [locked] = await sql<Omit<LinkForCheckout, 'taken_count'>>(
        `select l.id, l.merchant_id, l.member_id, l.title, l.amount, l.pay_types, l.installments, l.enabled, l.expires_at, l.quantity_limit,
                m.status as merchant_status
           from payment_link l join merchant m on m.id = l.merchant_id where l.token = ? for update of l`,
        [input.token],
      );
      const link = locked && { ...locked, taken_count: await unitsTaken(tx, locked.id) };
      const { errors, amount } = this.check(link, input);
      if (errors.length || !link) return { transaction: null, errors };
      if (input.payType === PayType.CREDIT && !(await withinCardLimit(tx, link.member_id, amount))) {
        const [seller] = await sql<{ mem_type: number }>(`select mem_type from member where id = ?`, [link.member_id]);
        return {
          transaction: null,
          errors: [
            fieldError(
              'payType',
              'CREDIT_LIMIT',
              CHECKOUT_MESSAGES.creditLimit(formatAmount(cardLimitOf(seller.mem_type))),
            ),
          ],
        };
      }
      const now = new Date();
      const declined =
        input.payType === PayType.CREDIT && (input.cardNumber ?? '').replace(/[\s-]/g, '') === SANDBOX_CARDS.decline;
      const offline = input.payType === PayType.CVS || input.payType === PayType.ATM;
      const paymentCode =
        input.payType === PayType.CVS
          ? `LLL${randomInt(10 ** 10, 10 ** 11)}`
          : input.payType === PayType.ATM
            ? `9${randomInt(10 ** 12, 10 ** 13)}`
            : null;
      // The random part of a trade number can clash; the unique index says so and we draw again.
      let row: { id: number; trade_no: string } | undefined;
      for (let attempt = 0; !row && attempt < 5; attempt++) {
        [row] = await sql<{ id: number; trade_no: string }>(
          `insert into payment_transaction (trade_no, amount, status, pay_type, merchant_id, member_id, payment_link_id, merchant_order_no, item_name,
             installments, buyer_name, buyer_email, payment_code, code_expires_at, failure_reason, created_at, buyer_member_id)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (trade_no) do nothing returning id, trade_no`,
          [
            newTradeNo(now),
            amount,
            declined ? TransactionStatus.FAILED : TransactionStatus.AWAITING,
            input.payType,
            link.merchant_id,
            link.member_id,
            link.id,
            newLinkOrderNo(link.id, now),
            link.title,
            input.installments ?? 1,
            input.buyerName.trim(),
            input.buyerEmail,
            paymentCode,
            offline ? new Date(now.getTime() + 3 * DAY) : null,
            declined ? CHECKOUT_MESSAGES.declined : null,
            now,
            // A signed-in buyer finds the payment again in the buyer area.
            ctx.viewer?.hasRole(Role.BUYER) ? ctx.viewer.memberId : null,
          ],
        );
      }
      if (!row) throw new Error('could not draw a free trade number');
      if (!declined && !offline) await confirmPayment(tx, row.id, now);
      return {
        transaction: await this.buyerView(tx, row.trade_no),
        errors: declined ? [fieldError('cardNumber', 'DECLINED', CHECKOUT_MESSAGES.declined)] : [],
      };
    });
  }

  /**
   * Sandbox control: the buyer "pays" the store code or ATM account. An unexpired code holds its unit of the
   * link's quantity, so it can always be paid; if the seller closed the link meanwhile, the money still
   * arrives (the buyer paid at the counter), so it is recorded and refunded in full, as a real gateway does.
   */
  async markPaid(ctx: RequestContext, tradeNo: string): Promise<CheckoutPayload> {
    if (ctx.config.appEnv === 'production')
      return { transaction: null, errors: [fieldError(null, 'NOT_SANDBOX', CHECKOUT_MESSAGES.notSandbox)] };
    return moneyTransaction(ctx.em, async (tx) => {
      const sql = sqlOf(tx);
      const [t] = await sql<{ id: number; expired: boolean; payment_link_id: number | null; member_id: number }>(
        `select id, code_expires_at < now() as expired, payment_link_id, member_id from payment_transaction where trade_no = ? and pay_type in (2, 3)`,
        [tradeNo],
      );
      if (t?.expired) return { transaction: null, errors: [fieldError(null, 'EXPIRED', CHECKOUT_MESSAGES.expired)] };
      // Lock order as in pay(): the link first, then the transaction (confirmPayment).
      const [link] = t?.payment_link_id
        ? await sql<{ enabled: boolean; expires_at: string | null; merchant_status: number }>(
            `select l.enabled, l.expires_at, m.status as merchant_status from payment_link l join merchant m on m.id = l.merchant_id where l.id = ? for update of l`,
            [t.payment_link_id],
          )
        : [];
      if (!t || !(await confirmPayment(tx, t.id)))
        return { transaction: null, errors: [fieldError(null, 'NOT_AWAITING', CHECKOUT_MESSAGES.notAwaiting)] };
      // The code's own unit is reserved, so only a closed link (not the quantity) can refuse it now.
      if (link && linkState({ ...link, quantity_limit: null, taken_count: 0 }) !== 'open') {
        await refundLatePayment(tx, { transactionId: t.id, memberId: t.member_id, tradeNo });
        return {
          transaction: await this.buyerView(tx, tradeNo),
          errors: [fieldError(null, 'LINK_CLOSED', CHECKOUT_MESSAGES.lateClosed)],
        };
      }
      return { transaction: await this.buyerView(tx, tradeNo), errors: [] };
    });
  }

  /** The signed-in buyer's own payments, newest first. */
  async myPayments(ctx: RequestContext): Promise<BuyerPayment[]> {
    const rows = await sqlOf(ctx.em)<{
      trade_no: string;
      merchant_name: string;
      item_name: string;
      amount: number;
      pay_type: number;
      status: number;
      created_at: string;
    }>(
      `select t.trade_no, m.name as merchant_name, t.item_name, t.amount, t.pay_type, t.status, t.created_at
         from payment_transaction t join merchant m on m.id = t.merchant_id where t.buyer_member_id = ? order by t.created_at desc limit 100`,
      [ctx.viewer?.memberId ?? 0],
    );
    return rows.map((r) => ({
      tradeNo: r.trade_no,
      merchantName: r.merchant_name,
      itemName: r.item_name,
      amount: r.amount,
      payTypeLabel: payTypeLabel(r.pay_type),
      statusLabel: TRANSACTION_STATUS_LIST.label(r.status),
      createdAt: new Date(r.created_at),
    }));
  }

  async buyerView(tx: EntityManager, tradeNo: string) {
    const [t] = await sqlOf(tx)<{
      trade_no: string;
      merchant_order_no: string;
      amount: number;
      pay_type: number;
      status: number;
      payment_code: string | null;
      code_expires_at: string | null;
      paid_at: string | null;
      installments: number;
      failure_reason: string | null;
    }>(
      `select trade_no, merchant_order_no, amount, pay_type, status, payment_code, code_expires_at, paid_at, installments, failure_reason from payment_transaction where trade_no = ?`,
      [tradeNo],
    );
    return {
      tradeNo: t.trade_no,
      merchantOrderNo: t.merchant_order_no,
      amount: t.amount,
      payType: t.pay_type,
      status: t.status,
      paymentCode: t.payment_code,
      codeExpiresAt: t.code_expires_at ? new Date(t.code_expires_at) : null,
      paidAt: t.paid_at ? new Date(t.paid_at) : null,
      installments: t.installments,
      failureReason: t.failure_reason,
    };
  }
}
