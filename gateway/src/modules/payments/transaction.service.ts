import { notifyLogOf } from '../notify';
import { RefundStatus } from '@paydesk/shared/refund-statuses';
import { EARLIEST_TX_DATE, TX_RULE_MESSAGES } from '@paydesk/shared/transaction-rules';
import { type LedgerLine, ledgerLines } from '../ledger';
import { preparedReadOf, readSqlOf, sqlOf } from '../../core/database/sql';
import { PAY_TYPE_LIST, payTypeLabel } from '@paydesk/shared/pay-types';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../core/context';
import { fieldError, forbidden, unauthenticated, type FieldError } from '../../core/errors';
import type { TransactionDetail, TransactionFilter, TransactionPage, TransactionView } from './payment.types';
import { TRANSACTION_PAGE_SIZE } from '@paydesk/shared/api-reference';
import { pricing } from '../reference';
import { salesTotals, type SalesTotalsRow } from './daily-sales';
import { isWindowed, scopeClause, type SellerScope } from './seller-scope';
import { VALIDATION_MESSAGES, VALIDATION_PATTERNS } from '@paydesk/shared/validation-rules';
import {
  COLLECTED_TX_STATUSES,
  TRANSACTION_STATUS_LIST,
  TransactionStatus,
} from '@paydesk/shared/transaction-statuses';
import { isCalendarDay, taipeiIsoDay } from '@paydesk/shared/taiwan-time';

/** The collected statuses (paid, refunded, partly refunded) for SQL, from the one shared list. */
const COLLECTED = COLLECTED_TX_STATUSES.join(', ');

/** Filter fields the daily summary can answer totals for; any other field set (a new one too) reads the payments. */
const SUMMARY_FILTER_KEYS = new Set(['from', 'to', 'status', 'payType', 'after', 'first']);

export const EARLIEST_DATE = EARLIEST_TX_DATE;
export const DEFAULT_RANGE_DAYS = 3;
const DAY = 86_400_000;

export const TX_MESSAGES = {
  date: '日期格式錯誤',
  earliest: TX_RULE_MESSAGES.earliest,
  order: TX_RULE_MESSAGES.order,
  notFound: '查無此交易',
  notRefundable: '此筆交易無法退款',
  refundAmount: TX_RULE_MESSAGES.refundAmount,
  refundPositive: TX_RULE_MESSAGES.refundPositive,
  key: '請重新整理頁面後再送出',
  keyReused: '此筆退款已用不同內容送出，請重新整理後再試',
  status: '請選擇正確的交易狀態',
  payType: '請選擇正確的付款方式',
  cursor: '分頁參數錯誤，請重新查詢',
  first: `每頁筆數須為 1 至 ${TRANSACTION_PAGE_SIZE.max} 的整數`,
  search: '搜尋字詞最多 100 字',
} as const;

/**
 * The keyset cursor after a row: its created_at to the microsecond and its id, in base64url. PostgreSQL keeps
 * microseconds; a cursor cut to milliseconds would skip rows that differ below the millisecond at a page boundary.
 */
export function cursorAfter(row: Pick<TxRow, 'cursor_at' | 'id'>): string {
  return Buffer.from(`${row.cursor_at}|${row.id}`).toString('base64url');
}

/** A keyset cursor is `created_at|id` in base64url; anything else is refused before a query. */
export function parseCursor(after: string | null | undefined): { at: string; id: number } | null | 'invalid' {
  if (!after) return null;
  if (!/^[A-Za-z0-9_-]{1,120}$/.test(after)) return 'invalid';
  const [at, id, extra] = Buffer.from(after, 'base64url').toString().split('|');
  if (
    extra !== undefined ||
    !/^\d{1,12}$/.test(id ?? '') ||
    Number.isNaN(Date.parse(at ?? '')) ||
    !/^\d{4}-\d{2}-\d{2}T/.test(at ?? '')
  )
    return 'invalid';
  return { at, id: Number(id) };
}

export interface TxRow {
  id: number;
  trade_no: string;
  merchant_order_no: string | null;
  merchant_id: number;
  merchant_name: string;
  item_name: string;
  amount: number;
  fee: number;
  pay_type: number;
  status: number;
  installments: number;
  buyer_name: string;
  buyer_email: string;
  mobile_barcode: string | null;
  refunded_amount: number;
  created_at: string;
  paid_at: string | null;
  settle_due_at: string | null;
  settled_at: string | null;
  /** created_at to the microsecond, as the keyset cursor needs it (a JS Date keeps only milliseconds). */
  cursor_at: string;
}

/** A TransactionView's columns (TxRow): the list, the detail and the dashboard's latest payments read these. */
export const TRANSACTION_VIEW_SELECT = `select to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at, t.id, t.trade_no, t.merchant_order_no, t.merchant_id, m.name as merchant_name, t.item_name, t.amount, t.fee, t.pay_type,
    t.status, t.installments, t.buyer_name, t.buyer_email, t.mobile_barcode, t.refunded_amount, t.created_at, t.paid_at, t.settle_due_at, t.settled_at
  from payment_transaction t join merchant m on m.id = t.merchant_id`;

export function toView(r: TxRow): TransactionView {
  const d = (v: string | null) => (v ? new Date(v) : null);
  return {
    id: r.id,
    tradeNo: r.trade_no,
    merchantOrderNo: r.merchant_order_no,
    merchantId: r.merchant_id,
    merchantName: r.merchant_name,
    itemName: r.item_name,
    amount: r.amount,
    fee: r.fee,
    payType: r.pay_type,
    payTypeLabel: payTypeLabel(r.pay_type),
    status: r.status,
    statusLabel: TRANSACTION_STATUS_LIST.label(r.status),
    installments: r.installments,
    buyerName: r.buyer_name,
    buyerEmail: r.buyer_email,
    mobileBarcode: r.mobile_barcode,
    refundedAmount: r.refunded_amount,
    createdAt: new Date(r.created_at),
    paidAt: d(r.paid_at),
    settleDueAt: d(r.settle_due_at),
    settledAt: d(r.settled_at),
  };
}

const SEARCH_MAX = 100;

/**
 * What one search box matches within the seller's payments (the caller scopes to its member): the buyer's name from
 * its start, the email whole, a mobile on the store order or subscription, the amount when the words are a whole
 * number, the merchant order number, store order number or trade number. Wildcards typed are taken literally.
 */
function searchClause(search: string): { clause: string; values: unknown[] } {
  const literal = search.toLowerCase().replace(/[\\%_]/g, '\\$&');
  const parts = [
    `lower(t.buyer_name) like ?`,
    `lower(t.buyer_email) = ?`,
    `t.merchant_order_no = ?`,
    `t.trade_no = ?`,
    `exists (select 1 from shop_order o where o.id = t.shop_order_id and (o.buyer_mobile = ? or o.order_no = ?))`,
    `exists (select 1 from period_subscription s where s.id = t.period_subscription_id and s.buyer_mobile = ?)`,
  ];
  const values: unknown[] = [`${literal}%`, search.toLowerCase(), search, search, search, search, search];
  const amount = search.replace(/[$,，\s]/g, '');
  if (/^\d{1,7}$/.test(amount)) {
    parts.push('t.amount = ?');
    values.push(Number(amount));
  }
  return { clause: `(${parts.join(' or ')})`, values };
}

/** The date range and filters as SQL; shared by the page query and the CSV export (transaction-csv.ts). */
export function resolveFilter(f: TransactionFilter): {
  errors: FieldError[];
  from: string;
  to: string;
  where: string;
  params: unknown[];
} {
  const to = f.to ?? taipeiIsoDay();
  // A malformed `to` (a REST query string) is refused below; no default is worked out from it.
  const from =
    f.from ??
    (isCalendarDay(to)
      ? new Date(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_RANGE_DAYS - 1) * DAY).toISOString().slice(0, 10)
      : to);
  const errors: FieldError[] = [];
  if (!isCalendarDay(from)) errors.push(fieldError('from', 'INVALID', TX_MESSAGES.date));
  if (!isCalendarDay(to)) errors.push(fieldError('to', 'INVALID', TX_MESSAGES.date));
  if (!errors.length && from < EARLIEST_DATE) errors.push(fieldError('from', 'TOO_EARLY', TX_MESSAGES.earliest));
  if (!errors.length && from > to) errors.push(fieldError('from', 'ORDER', TX_MESSAGES.order));
  if (f.status != null && !TRANSACTION_STATUS_LIST.byCode(f.status))
    errors.push(fieldError('status', 'INVALID', TX_MESSAGES.status));
  if (f.payType != null && !PAY_TYPE_LIST.byCode(f.payType))
    errors.push(fieldError('payType', 'INVALID', TX_MESSAGES.payType));
  if (f.tradeNo && !VALIDATION_PATTERNS.tradeNo.test(f.tradeNo.trim()))
    errors.push(fieldError('tradeNo', 'INVALID', VALIDATION_MESSAGES.tradeNo));
  if (f.merchantOrderNo && !VALIDATION_PATTERNS.merchantOrderNo.test(f.merchantOrderNo.trim()))
    errors.push(fieldError('merchantOrderNo', 'INVALID', VALIDATION_MESSAGES.merchantOrderNo));
  if (parseCursor(f.after) === 'invalid') errors.push(fieldError('after', 'INVALID', TX_MESSAGES.cursor));
  // Refused, not clamped: a program asking for 500 rows would otherwise page on believing it got 500.
  if (f.first != null && !(Number.isInteger(f.first) && f.first >= 1 && f.first <= TRANSACTION_PAGE_SIZE.max))
    errors.push(fieldError('first', 'OUT_OF_RANGE', TX_MESSAGES.first));
  const clauses = [
    `t.created_at >= (?::date)::timestamp at time zone 'Asia/Taipei'`,
    `t.created_at < (?::date + 1)::timestamp at time zone 'Asia/Taipei'`,
  ];
  const params: unknown[] = [from, to];
  const add = (clause: string, value: unknown) => {
    clauses.push(clause);
    params.push(value);
  };
  if (f.status != null) add('t.status = ?', f.status);
  if (f.payType != null) add('t.pay_type = ?', f.payType);
  if (f.tradeNo) add('t.trade_no = ?', f.tradeNo.trim());
  if (f.merchantOrderNo) add('t.merchant_order_no = ?', f.merchantOrderNo.trim());
  if (f.paymentLinksOnly) clauses.push('t.payment_link_id is not null');
  const search = f.search?.trim() ?? '';
  if (search.length > SEARCH_MAX) errors.push(fieldError('search', 'INVALID', TX_MESSAGES.search));
  else if (search) {
    const { clause, values } = searchClause(search);
    clauses.push(clause);
    params.push(...values);
  }
  return { errors, from, to, where: clauses.join(' and '), params };
}

/** The signed-in member whose transactions are read or refunded. */
export function sellerMemberId(ctx: RequestContext): number {
  if (!ctx.viewer) throw unauthenticated();
  if (!ctx.viewer.memberId) throw forbidden();
  return ctx.viewer.memberId;
}

/** Seller transactions: filtered keyset pages and the detail with ledger lines (refunds: refund.service.ts). */
export class TransactionService {
  memberId(ctx: RequestContext): number {
    return sellerMemberId(ctx);
  }

  async page(ctx: RequestContext, f: TransactionFilter, opts: { totals?: boolean } = {}): Promise<TransactionPage> {
    return this.pageOf(ctx.em, [this.memberId(ctx)], f, opts);
  }

  /**
   * One filtered keyset page over the transactions of a seller scope (one seller, or an agent's partners each from
   * its acceptance on). The totals cost
   * a query of their own, so a caller that does not show them (a GraphQL query not selecting them) skips them and
   * gets zeros.
   */
  async pageOf(
    em: EntityManager,
    scope: SellerScope,
    f: TransactionFilter,
    opts: { totals?: boolean } = {},
  ): Promise<TransactionPage> {
    const r = resolveFilter(f);
    if (r.errors.length)
      return {
        items: [],
        nextCursor: null,
        hasNextPage: false,
        totalCount: 0,
        totalAmount: 0,
        from: r.from,
        to: r.to,
        range: { from: r.from, to: r.to },
        errors: r.errors,
      };
    const first = f.first ?? TRANSACTION_PAGE_SIZE.default;
    // Two independent reads (neither in a transaction), so they run side by side on two pool connections.
    const [totals, rows] = await Promise.all([
      opts.totals === false ? { n: 0, total: 0 } : this.totals(em, scope, f, r),
      this.rows(em, scope, r.where, r.params, f.after ?? null, first + 1, !f.search?.trim()),
    ]);
    const more = rows.length > first;
    const page = rows.slice(0, first);
    const last = page[page.length - 1];
    return {
      items: page.map(toView),
      nextCursor: more && last ? cursorAfter(last) : null,
      hasNextPage: more,
      totalCount: totals.n,
      totalAmount: totals.total,
      from: r.from,
      to: r.to,
      range: { from: r.from, to: r.to },
      errors: [],
    };
  }

  /**
   * Count and collected amount over the whole filter (not just the page). A filter of whole Taipei days, status and
   * pay type is answered by the daily summary (resolveFilter's range is exactly from's midnight to the midnight
   * after to, in Taipei); a trade number, an order number, links only or a scope starting within a day need the
   * payments themselves.
   */
  async totals(
    em: EntityManager,
    scope: SellerScope,
    f: TransactionFilter,
    r: ReturnType<typeof resolveFilter>,
  ): Promise<{ n: number; total: number }> {
    if (!isWindowed(scope) && Object.entries(f).every(([key, value]) => SUMMARY_FILTER_KEYS.has(key) || !value))
      return salesTotals(em, scope, { from: r.from, to: r.to, status: f.status, payType: f.payType });
    return this.directTotals(em, scope, r);
  }

  /** The totals counted over the payments themselves (any filter). */
  async directTotals(
    em: EntityManager,
    scope: SellerScope,
    r: ReturnType<typeof resolveFilter>,
  ): Promise<{ n: number; total: number }> {
    const members = scopeClause(scope);
    const [totals] = await readSqlOf(em)<SalesTotalsRow>(
      `select count(*)::int as n, coalesce(sum(t.amount) filter (where t.status in (${COLLECTED})), 0)::bigint as total from payment_transaction t where ${members.sql} and ${r.where}`,
      [...members.params, ...r.params],
    );
    return { n: totals.n, total: Number(totals.total) };
  }

  /** One keyset page, newest first. */
  async rows(
    em: EntityManager,
    scope: SellerScope,
    where: string,
    params: unknown[],
    after: string | null,
    limit: number,
    prepared = false,
  ): Promise<TxRow[]> {
    let keyset = '';
    const extra: unknown[] = [];
    const cursor = parseCursor(after);
    if (cursor === 'invalid') throw new Error('an unchecked cursor reached the query');
    if (cursor) {
      keyset = ' and (t.created_at, t.id) < (?::timestamptz, ?)';
      extra.push(cursor.at, cursor.id);
    }
    const members = scopeClause(scope);
    // `prepared`: one plan per filter shape and pooled connection (at 10,000,000 payments PostgreSQL planned a
    // first page in 1.0 ms and ran it in 0.35 ms). Not for a search, whose name prefix only a plan made for the
    // typed words can seek in the seller's index.
    return (prepared ? preparedReadOf(em, 'read') : readSqlOf(em))<TxRow>(
      `${TRANSACTION_VIEW_SELECT} where ${members.sql} and ${where}${keyset} order by t.created_at desc, t.id desc limit ?`,
      [...members.params, ...params, ...extra, limit],
    );
  }

  async detail(ctx: RequestContext, tradeNo: string): Promise<TransactionDetail | null> {
    const memberId = this.memberId(ctx);
    const [row] = await sqlOf(ctx.em)<TxRow>(`${TRANSACTION_VIEW_SELECT} where t.member_id = ? and t.trade_no = ?`, [
      memberId,
      tradeNo,
    ]);
    if (!row) return null;
    const entries: LedgerLine[] = await ledgerLines(ctx.em, memberId, { transactionId: row.id });
    const paid = TRANSACTION_STATUS_LIST.canMove(row.status, TransactionStatus.REFUNDED);
    const refunds = await sqlOf(ctx.em)<{
      id: string;
      amount: number;
      fee: number;
      status: number;
      created_at: string;
      executed_at: string | null;
      reason: number | null;
      reason_note: string;
    }>(
      `select id, amount, fee, status, created_at, executed_at, reason, reason_note from refund where transaction_id = ? order by id`,
      [row.id],
    );
    return {
      transaction: toView(row),
      notify: await notifyLogOf(ctx.em, row.id),
      refundable: paid ? row.amount - row.refunded_amount : 0,
      refundFee: pricing.refundFee(row.pay_type),
      entries,
      refunds: refunds.map((r) => ({
        id: Number(r.id),
        amount: r.amount,
        fee: r.fee,
        reserved: r.status === RefundStatus.RESERVED,
        createdAt: new Date(r.created_at),
        executedAt: r.executed_at ? new Date(r.executed_at) : null,
        reason: r.reason,
        note: r.reason_note,
      })),
    };
  }
}
