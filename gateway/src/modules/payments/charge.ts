import { CARD_METHOD_MESSAGES, cardKindOf, isShopCardMethod } from '@paydesk/shared/card-methods';
import { VALIDATORS } from '../../core/validation/validators';
import { randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { formatAmount } from '@paydesk/shared/money';
import { MemberType } from '@paydesk/shared/member-types';
import { PayType, SWITCHABLE_PAY_TYPES } from '@paydesk/shared/pay-types';
import { OFFLINE_CODE_DAYS, PAYMENT_AMOUNT_MAX } from '@paydesk/shared/payment-limits';
import { COLLECTED_TX_STATUSES, TransactionStatus } from '@paydesk/shared/transaction-statuses';
import { VALIDATION_PATTERNS } from '@paydesk/shared/validation-rules';
import { sqlOf } from '../../core/database/sql';
import { fieldError, type FieldError } from '../../core/errors';
import { CREDIT_LIMITS, INSTALMENT_PERIODS, pricing } from '../reference';
import { CHECKOUT_MESSAGES, SANDBOX_CARDS } from './checkout.messages';
import { confirmPayment } from './confirm-payment';
import { newTradeNo } from './trade-numbers';
import { publishPaymentEvent } from './payment-events';

const DAY_MS = 86_400_000;

/** What a buyer pays for: a payment link's unit or a storefront order. */
export interface Sale {
  merchantId: number;
  /** The seller. */
  memberId: number;
  amount: number;
  /** Units bought (a payment link that sells units); 1 when absent. */
  quantity?: number;
  itemName: string;
  merchantOrderNo: string;
  /** Pay type codes the link or store accepts. */
  payTypes: readonly number[];
  /** Instalment counts the seller offers (card only). */
  installments: readonly number[];
  /** Card methods the shop switched on beyond the lump sum (SPEC §3). */
  cardMethods?: readonly string[];
  paymentLinkId?: number | null;
  shopOrderId?: number | null;
  periodSubscriptionId?: number | null;
  /** A signed-in buyer finds the payment again in the buyer area. */
  buyerMemberId: number | null;
}

/** How the buyer pays, as the sandbox checkout form sends it. */
export interface PaymentAttempt {
  payType: number;
  cardNumber?: string | null;
  installments?: number | null;
  /** SPEC §3 card method (credit when absent); only with pay type CREDIT. */
  cardMethod?: string | null;
  buyerName: string;
  buyerEmail: string;
  /** 手機條碼 for the e-invoice, when the buyer gives one. */
  mobileBarcode?: string | null;
}

/** The 手機條碼 as stored: trimmed and upper-cased (phones show it in capitals), null when left out. */
const mobileBarcodeOf = (attempt: PaymentAttempt) => attempt.mobileBarcode?.trim().toUpperCase() || null;

export type ChargeOutcome =
  | { ok: false; errors: FieldError[] }
  | { ok: true; transactionId: number; tradeNo: string; result: 'paid' | 'awaiting' | 'declined' };

/** The card method a card payment records (credit, the lump sum, when the buyer picked none); null off card. */
const cardMethodOf = (attempt: PaymentAttempt) =>
  attempt.payType === PayType.CREDIT ? attempt.cardMethod?.trim() || 'credit' : null;

const cardDigits = (attempt: PaymentAttempt) => (attempt.cardNumber ?? '').replace(/[\s-]/g, '');

/** Every rule of a payment that does not depend on what is sold: pay type, limits, instalments, payer, card. */
export function paymentErrors(
  sale: Pick<Sale, 'amount' | 'payTypes' | 'installments' | 'cardMethods'>,
  attempt: PaymentAttempt,
) {
  const errors: FieldError[] = [];
  if (!sale.payTypes.includes(attempt.payType))
    errors.push(fieldError('payType', 'NOT_ALLOWED', CHECKOUT_MESSAGES.payType));
  if (attempt.payType === PayType.ATM && sale.amount > pricing.atmSingleLimit)
    errors.push(fieldError('amount', 'ATM_LIMIT', CHECKOUT_MESSAGES.atmLimit));
  // 1 is a lump sum; any other count must be one the reference module offers and the seller enables, by card.
  const inst = attempt.installments ?? 1;
  const instalmentOffered =
    attempt.payType === PayType.CREDIT &&
    (INSTALMENT_PERIODS as readonly number[]).includes(inst) &&
    sale.installments.includes(inst);
  if (inst !== 1 && !instalmentOffered)
    errors.push(fieldError('installments', 'INVALID', CHECKOUT_MESSAGES.installments));
  const method = cardMethodOf(attempt);
  if (method && method !== 'credit') {
    if (!isShopCardMethod(method) || !(sale.cardMethods ?? []).includes(method))
      errors.push(fieldError('cardMethod', 'NOT_OFFERED', CARD_METHOD_MESSAGES.notOffered));
    else if (inst !== 1) errors.push(fieldError('installments', 'INVALID', CARD_METHOD_MESSAGES.noInstalments));
  }
  if (!attempt.buyerName.trim() || attempt.buyerName.length > 60)
    errors.push(fieldError('buyerName', 'REQUIRED', CHECKOUT_MESSAGES.name));
  if (!VALIDATION_PATTERNS.email.test(attempt.buyerEmail))
    errors.push(fieldError('buyerEmail', 'INVALID', CHECKOUT_MESSAGES.email));
  const barcode = mobileBarcodeOf(attempt);
  const barcodeError = barcode ? VALIDATORS.mobileBarcode(barcode) : null;
  if (barcodeError) errors.push(fieldError('mobileBarcode', 'INVALID', barcodeError));
  if (attempt.payType === PayType.CREDIT) {
    const card = cardDigits(attempt);
    if (card !== SANDBOX_CARDS.success && card !== SANDBOX_CARDS.decline)
      errors.push(fieldError('cardNumber', 'INVALID', CHECKOUT_MESSAGES.card));
  }
  const feeOptions = { installments: inst, cardKind: cardKindOf(method) };
  if (!errors.length && pricing.feeFor(attempt.payType, sale.amount, feeOptions) >= sale.amount)
    errors.push(fieldError('amount', 'TOO_SMALL', CHECKOUT_MESSAGES.tooSmall));
  return errors;
}

/** SPEC §9 credit limit, read as ECPay does: card collection per calendar month (Taiwan time) per seller. */
export function cardLimitOf(memType: number): number {
  return memType === MemberType.BUSINESS ? CREDIT_LIMITS.enterprise : CREDIT_LIMITS.individual;
}

/**
 * The seller's card limit left for this payment, or an error. The seller's member row is locked first (business
 * rows come before ledger accounts in the lock order), so concurrent card payments of one seller are counted
 * one after another and the limit cannot be overshot. The lock is FOR NO KEY UPDATE: it serialises the counting
 * all the same, but does not block the key-share locks that every row referencing the member takes (journal
 * entries, audit lines); FOR UPDATE did, and a settlement holding the member's accounts while it wrote an entry
 * deadlocked against a charge holding the row and waiting for those accounts.
 */
async function cardLimitError(tx: EntityManager, memberId: number, amount: number): Promise<FieldError | null> {
  const sql = sqlOf(tx);
  const [seller] = await sql<{ mem_type: number }>(`select mem_type from member where id = ? for no key update`, [
    memberId,
  ]);
  const [month] = await sql<{ total: string }>(
    `select coalesce(sum(amount - refunded_amount), 0)::text as total from payment_transaction
      where member_id = ? and pay_type = ? and status in (${COLLECTED_TX_STATUSES.join(', ')})
        and paid_at >= (date_trunc('month', now() at time zone 'Asia/Taipei')) at time zone 'Asia/Taipei'`,
    [memberId, PayType.CREDIT],
  );
  const limit = cardLimitOf(seller.mem_type);
  return Number(month.total) + amount <= limit
    ? null
    : fieldError('payType', 'CREDIT_LIMIT', CHECKOUT_MESSAGES.creditLimit(formatAmount(limit)));
}

/**
 * The rules every channel's payment meets at payment time, whatever it sells (links, store orders, recurring
 * charges, cash on delivery): the amount within the single-payment cap, the pay type still switched on in the
 * shop's PaymentSwitch, and for card the seller's monthly card limit. The shop's row is share-locked before the
 * seller's member row (the global lock order), so a switch turned off waits for the payments already past this
 * check and every later payment reads it off. charge() runs these itself; a channel that writes its own rows
 * first (a store order) calls it before them, so a refusal leaves nothing behind.
 */
export async function chargeErrors(
  tx: EntityManager,
  sale: Pick<Sale, 'merchantId' | 'memberId' | 'amount'>,
  payType: number,
): Promise<FieldError[]> {
  if (!Number.isInteger(sale.amount) || sale.amount < 1)
    return [fieldError('amount', 'INVALID', CHECKOUT_MESSAGES.amount)];
  if (sale.amount > PAYMENT_AMOUNT_MAX) return [fieldError('amount', 'AMOUNT_LIMIT', CHECKOUT_MESSAGES.amountMax)];
  const [shop] = await sqlOf(tx)<{ payment_switch: string[] }>(
    `select payment_switch from merchant where id = ? for share`,
    [sale.merchantId],
  );
  // Logistics money (cash on delivery) is never switched on a shop; every other type must still be on.
  const switchedOff =
    (SWITCHABLE_PAY_TYPES as readonly number[]).includes(payType) &&
    !(shop?.payment_switch ?? []).map(Number).includes(payType);
  if (!shop || switchedOff) return [fieldError('payType', 'PAY_TYPE_OFF', CHECKOUT_MESSAGES.payTypeOff)];
  if (payType !== PayType.CREDIT) return [];
  const limitError = await cardLimitError(tx, sale.memberId, sale.amount);
  return limitError ? [limitError] : [];
}

/**
 * Records a payment for a sale in the caller's money transaction (whose business rows, the link or the products,
 * are already locked): the rules of chargeErrors, the transaction row, and for card and wallets the outcome at
 * once; a store code or ATM account waits `OFFLINE_CODE_DAYS` to be paid. A checkout calls paymentErrors first.
 */
export async function charge(tx: EntityManager, sale: Sale, attempt: PaymentAttempt): Promise<ChargeOutcome> {
  const refused = await chargeErrors(tx, sale, attempt.payType);
  if (refused.length) return { ok: false, errors: refused };
  const now = new Date();
  const declined = attempt.payType === PayType.CREDIT && cardDigits(attempt) === SANDBOX_CARDS.decline;
  const offline = attempt.payType === PayType.CVS || attempt.payType === PayType.ATM;
  const paymentCode =
    attempt.payType === PayType.CVS
      ? `LLL${randomInt(10 ** 10, 10 ** 11)}`
      : attempt.payType === PayType.ATM
        ? `9${randomInt(10 ** 12, 10 ** 13)}`
        : null;
  // The random part of a trade number can clash; the unique index says so and we draw again.
  let row: { id: number; trade_no: string } | undefined;
  for (let attemptNo = 0; !row && attemptNo < 5; attemptNo++) {
    [row] = await sqlOf(tx)<{ id: number; trade_no: string }>(
      `insert into payment_transaction (trade_no, amount, status, pay_type, merchant_id, member_id, payment_link_id, shop_order_id,
         period_subscription_id, merchant_order_no, item_name, installments, buyer_name, buyer_email, payment_code, code_expires_at, failure_reason,
         created_at, buyer_member_id, mobile_barcode, card_method, quantity)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (trade_no) do nothing returning id, trade_no`,
      [
        newTradeNo(now),
        sale.amount,
        declined ? TransactionStatus.FAILED : TransactionStatus.AWAITING,
        attempt.payType,
        sale.merchantId,
        sale.memberId,
        sale.paymentLinkId ?? null,
        sale.shopOrderId ?? null,
        sale.periodSubscriptionId ?? null,
        sale.merchantOrderNo,
        sale.itemName.slice(0, 100),
        attempt.installments ?? 1,
        attempt.buyerName.trim(),
        attempt.buyerEmail,
        paymentCode,
        offline ? new Date(now.getTime() + OFFLINE_CODE_DAYS * DAY_MS) : null,
        declined ? CHECKOUT_MESSAGES.declined : null,
        now,
        sale.buyerMemberId,
        mobileBarcodeOf(attempt),
        cardMethodOf(attempt),
        sale.quantity ?? 1,
      ],
    );
  }
  if (!row) throw new Error('could not draw a free trade number');
  if (!declined && !offline) await confirmPayment(tx, row.id, now);
  else await publishPaymentEvent(tx, declined ? 'payment.failed' : 'payment.awaiting', row.id);
  return {
    ok: true,
    transactionId: row.id,
    tradeNo: row.trade_no,
    result: declined ? 'declined' : offline ? 'awaiting' : 'paid',
  };
}
