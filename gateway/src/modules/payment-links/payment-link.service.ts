import { isIntInRange, isWithinMax } from '@paydesk/shared/generic-rules';
import { pgArray, sqlOf } from '../../core/database/sql';
import { ownerId } from '../../core/auth/access';
import { MerchantStatus } from '@paydesk/shared/merchant-statuses';
import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterClause, pageFrom, pageRequest, refusedPage, type Page, type PageArgs } from '../../core/paging';
import type { RequestContext } from '../../core/context';
import { fieldError, type FieldError } from '../../core/errors';
import { actorOf, writeAudit } from '../audit';
import { pricing, ACCEPTED_PAY_TYPE_MESSAGES, acceptedPayTypeErrors, offeredPayTypes } from '../reference';
import type { PayTypeConfig } from '@paydesk/shared/pay-types';
import { PayType } from '@paydesk/shared/pay-types';
import { COLLECTED_TX_STATUSES, TransactionStatus } from '@paydesk/shared/transaction-statuses';
import type { PaymentLinkInput, PaymentLinkPayload, PaymentLinkView, PublicPaymentLink } from './payment-link.types';
import { PAYMENT_LIMIT_MESSAGES } from '@paydesk/shared/payment-limits';
import { maxQuantity, perOrderLimitError, sellsUnits } from '@paydesk/shared/link-quantity';
import { inTransaction } from '../../core/database/in-transaction';
import { qrCodeDataUrl } from '../../core/files/qr-code';

export const LINK_MESSAGES = {
  titleRequired: '請輸入收款標題',
  titleTooLong: '收款標題不可超過 60 字',
  amount: '金額需為 1 以上的整數',
  atmLimit: PAYMENT_LIMIT_MESSAGES.atmLimit,
  payTypes: ACCEPTED_PAY_TYPE_MESSAGES.payTypes,
  installments: ACCEPTED_PAY_TYPE_MESSAGES.installments,
  quantity: '數量上限需為 1 以上的整數',
  description: '說明不可超過 500 字',
  merchant: '請選擇啟用中的商店',
  notFound: '查無此收款頁',
} as const;

interface LinkRow {
  id: number;
  merchant_id: number;
  merchant_name: string;
  merchant_status: number;
  token: string;
  title: string;
  amount: number | null;
  description: string;
  pay_types: number[];
  installments: number[];
  card_methods: string[];
  expires_at: string | null;
  quantity_limit: number | null;
  per_order_limit: number | null;
  enabled: boolean;
  paid_count: number;
  units_sold: number;
  taken_count: number;
  paid_total: string;
  created_at: string;
}

const COLLECTED = COLLECTED_TX_STATUSES.join(', ');
/**
 * A transaction that takes its units (its `quantity`) of its link's quantity: collected, or a store code / ATM
 * account issued and not yet expired, which holds its units until paid or expired.
 */
const TAKES_A_UNIT = `(t.status in (${COLLECTED}) or (t.status = ${TransactionStatus.AWAITING} and t.pay_type in (${PayType.ATM}, ${PayType.CVS}) and t.code_expires_at > now()))`;

const SELECT = `select l.*, m.name as merchant_name, m.status as merchant_status, m.card_methods,
    (select count(*)::int from payment_transaction t where t.payment_link_id = l.id and t.status in (${COLLECTED})) as paid_count,
    (select coalesce(sum(t.quantity), 0)::int from payment_transaction t where t.payment_link_id = l.id and t.status in (${COLLECTED})) as units_sold,
    (select coalesce(sum(t.quantity), 0)::int from payment_transaction t where t.payment_link_id = l.id and ${TAKES_A_UNIT}) as taken_count,
    (select coalesce(sum(t.amount), 0)::bigint from payment_transaction t where t.payment_link_id = l.id and t.status in (${COLLECTED})) as paid_total
  from payment_link l join merchant m on m.id = l.merchant_id`;

/**
 * Units of a link's quantity that are taken (TAKES_A_UNIT). Run it after the link's row lock is granted, as a
 * statement of its own, so it sees every committed buyer.
 */
export async function unitsTaken(tx: EntityManager, linkId: number): Promise<number> {
  const [row] = await sqlOf(tx)<{ n: number }>(
    `select coalesce(sum(t.quantity), 0)::int as n from payment_transaction t where t.payment_link_id = ? and ${TAKES_A_UNIT}`,
    [linkId],
  );
  return row.n;
}

/** The state a buyer meets: only an enabled, unexpired link of an active shop with quantity left takes payments. */
export function linkState(
  row: Pick<LinkRow, 'enabled' | 'expires_at' | 'quantity_limit' | 'taken_count' | 'merchant_status'>,
  now = new Date(),
): string {
  if (!row.enabled || row.merchant_status !== MerchantStatus.ACTIVE) return 'disabled';
  if (row.expires_at && new Date(row.expires_at) <= now) return 'expired';
  if (row.quantity_limit !== null && row.taken_count >= row.quantity_limit) return 'sold_out';
  return 'open';
}

/** The buyer page's address (from configuration, never from the request's Host). */
const linkUrl = (ctx: RequestContext, token: string) => `${ctx.config.appUrl}${ctx.config.basePath}/pay/${token}`;

/** One-page payment links: create, edit, list with totals, and the public buyer page. */
export class PaymentLinkService {
  private async toView(ctx: RequestContext, r: LinkRow): Promise<PaymentLinkView> {
    const url = linkUrl(ctx, r.token);
    return {
      url,
      qrCode: await qrCodeDataUrl(url, 240),
      id: r.id,
      merchantId: r.merchant_id,
      merchantName: r.merchant_name,
      token: r.token,
      title: r.title,
      amount: r.amount,
      description: r.description,
      payTypes: r.pay_types,
      installments: r.installments,
      expiresAt: r.expires_at ? new Date(r.expires_at) : null,
      quantityLimit: r.quantity_limit,
      perOrderLimit: r.per_order_limit,
      enabled: r.enabled,
      state: linkState(r),
      paidCount: r.paid_count,
      unitsSold: r.units_sold,
      paidTotal: Number(r.paid_total),
      createdAt: new Date(r.created_at),
    };
  }

  /** One keyset page of the seller's links, newest first. */
  async list(ctx: RequestContext, paging: PageArgs): Promise<Page<PaymentLinkView>> {
    const memberId = ownerId(ctx);
    const req = pageRequest(paging);
    if (req.errors.length) return refusedPage(req.errors);
    const after = afterClause(req, 'l.id');
    const rows = await sqlOf(ctx.em)<LinkRow>(
      `${SELECT} where l.member_id = ? and ${after.sql} order by l.id desc limit ?`,
      [memberId, ...after.params, req.limit],
    );
    const page = pageFrom(
      rows,
      req,
      (r) => ({ id: Number(r.id), at: null }),
      (r) => r,
    );
    return { ...page, items: await Promise.all(page.items.map((r) => this.toView(ctx, r))) };
  }

  async detail(ctx: RequestContext, id: number): Promise<PaymentLinkView | null> {
    const [row] = await sqlOf(ctx.em)<LinkRow>(`${SELECT} where l.member_id = ? and l.id = ?`, [ownerId(ctx), id]);
    return row ? this.toView(ctx, row) : null;
  }

  private async validate(
    tx: EntityManager,
    config: PayTypeConfig,
    memberId: number,
    input: PaymentLinkInput,
  ): Promise<FieldError[]> {
    const errors: FieldError[] = [];
    const [shop] = await sqlOf(tx)<{ status: number; payment_switch: string[] }>(
      `select status, payment_switch from merchant where id = ? and member_id = ?`,
      [input.merchantId, memberId],
    );
    if (!shop || shop.status !== MerchantStatus.ACTIVE)
      errors.push(fieldError('merchantId', 'MERCHANT_NOT_ACTIVE', LINK_MESSAGES.merchant));
    const title = input.title.trim();
    if (!title) errors.push(fieldError('title', 'REQUIRED', LINK_MESSAGES.titleRequired));
    else if (!isWithinMax(title, 60)) errors.push(fieldError('title', 'TOO_LONG', LINK_MESSAGES.titleTooLong));
    if (input.amount != null && !isIntInRange(input.amount, { max: Number.MAX_SAFE_INTEGER }))
      errors.push(fieldError('amount', 'INVALID', LINK_MESSAGES.amount));
    errors.push(
      ...acceptedPayTypeErrors(
        offeredPayTypes(config, shop?.payment_switch ?? []),
        input.payTypes,
        input.installments ?? [],
      ),
    );
    if (input.amount != null && input.amount > pricing.atmSingleLimit && input.payTypes.includes(PayType.ATM))
      errors.push(fieldError('amount', 'ATM_LIMIT', LINK_MESSAGES.atmLimit));
    if (input.quantityLimit != null && !isIntInRange(input.quantityLimit, { max: Number.MAX_SAFE_INTEGER }))
      errors.push(fieldError('quantityLimit', 'INVALID', LINK_MESSAGES.quantity));
    const perOrder = perOrderLimitError({
      amount: input.amount ?? null,
      quantityLimit: input.quantityLimit ?? null,
      perOrderLimit: input.perOrderLimit,
    });
    if (perOrder) errors.push(fieldError('perOrderLimit', 'INVALID', perOrder));
    if (!isWithinMax(input.description, 500))
      errors.push(fieldError('description', 'TOO_LONG', LINK_MESSAGES.description));
    return errors;
  }

  private values(input: PaymentLinkInput): unknown[] {
    return [
      input.title.trim(),
      input.amount ?? null,
      input.description ?? '',
      pgArray([...new Set(input.payTypes)].sort((a, b) => a - b)),
      pgArray([...new Set(input.installments ?? [])].sort((a, b) => a - b)),
      input.expiresAt ?? null,
      input.quantityLimit ?? null,
      input.perOrderLimit ?? null,
      input.enabled ?? true,
    ];
  }

  async create(ctx: RequestContext, input: PaymentLinkInput): Promise<PaymentLinkPayload> {
    const memberId = ownerId(ctx);
    return inTransaction(ctx.em, async (tx) => {
      const errors = await this.validate(tx, ctx.config.payTypes, memberId, input);
      if (errors.length) return { link: null, errors };
      const [row] = await sqlOf(tx)<{ id: number }>(
        `insert into payment_link (merchant_id, member_id, token, title, amount, description, pay_types, installments, expires_at, quantity_limit, per_order_limit, enabled)
         values (?, ?, ?, ?, ?, ?, ?::smallint[], ?::smallint[], ?, ?, ?, ?) returning id`,
        [input.merchantId, memberId, randomBytes(12).toString('base64url'), ...this.values(input)],
      );
      await writeAudit(tx, {
        memberId,
        actor: actorOf(ctx.viewer),
        action: 'payment_link.create',
        target: `payment_link:${row.id}`,
        after: { title: input.title },
      });
      const [created] = await sqlOf(tx)<LinkRow>(`${SELECT} where l.id = ?`, [row.id]);
      return { link: await this.toView(ctx, created), errors: [] };
    });
  }

  async update(ctx: RequestContext, id: number, input: PaymentLinkInput): Promise<PaymentLinkPayload> {
    const memberId = ownerId(ctx);
    return inTransaction(ctx.em, async (tx) => {
      const [own] = await sqlOf(tx)<{ id: number }>(
        `select id from payment_link where id = ? and member_id = ? for update`,
        [id, memberId],
      );
      if (!own) return { link: null, errors: [fieldError(null, 'NOT_FOUND', LINK_MESSAGES.notFound)] };
      const errors = await this.validate(tx, ctx.config.payTypes, memberId, input);
      if (errors.length) return { link: null, errors };
      await sqlOf(tx)(
        `update payment_link set title = ?, amount = ?, description = ?, pay_types = ?::smallint[], installments = ?::smallint[], expires_at = ?,
           quantity_limit = ?, per_order_limit = ?, enabled = ?, merchant_id = ?, updated_at = now() where id = ?`,
        [...this.values(input), input.merchantId, id],
      );
      await writeAudit(tx, {
        memberId,
        actor: actorOf(ctx.viewer),
        action: 'payment_link.update',
        target: `payment_link:${id}`,
        after: { title: input.title, enabled: input.enabled ?? true },
      });
      const [row] = await sqlOf(tx)<LinkRow>(`${SELECT} where l.id = ?`, [id]);
      return { link: await this.toView(ctx, row), errors: [] };
    });
  }

  /** The buyer page, by token; URL and QR code point at this deployment's /pay/:token. */
  async publicLink(ctx: RequestContext, token: string): Promise<PublicPaymentLink | null> {
    const [row] = await sqlOf(ctx.em)<LinkRow>(`${SELECT} where l.token = ?`, [token]);
    if (!row) return null;
    const url = linkUrl(ctx, row.token);
    const state = linkState(row);
    const unitLink = { amount: row.amount, quantityLimit: row.quantity_limit, perOrderLimit: row.per_order_limit };
    const unitsLeft = row.quantity_limit === null ? null : Math.max(0, row.quantity_limit - row.taken_count);
    // An order a seller's site created (checkout_order) may name where its buyer goes back to.
    const [site] = await sqlOf(ctx.em)<{ client_back_url: string | null }>(
      'select client_back_url from checkout_order where payment_link_id = ?',
      [row.id],
    );
    return {
      token: row.token,
      title: row.title,
      merchantName: row.merchant_name,
      amount: row.amount,
      description: row.description,
      payTypes: offeredPayTypes(ctx.config.payTypes, row.pay_types),
      installments: row.installments,
      cardMethods: row.pay_types.includes(PayType.CREDIT) ? row.card_methods : [],
      available: state === 'open',
      state,
      sellsUnits: sellsUnits(unitLink),
      unitsLeft,
      perOrderLimit: row.per_order_limit,
      maxQuantity: maxQuantity(unitLink, unitsLeft ?? 1),
      qrCode: await qrCodeDataUrl(url, 240),
      url,
      sandbox: ctx.config.appEnv !== 'production',
      returnUrl: site?.client_back_url ?? null,
    };
  }
}
