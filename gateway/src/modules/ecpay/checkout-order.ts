import { randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ECPAY_LIMITS as L, ECPAY_MESSAGES as M, ECPAY_PATTERNS, isCallbackSafeText } from '@paydesk/shared/ecpay';
import { MerchantStatus } from '@paydesk/shared/merchant-statuses';
import { PayType, type PayTypeConfig } from '@paydesk/shared/pay-types';
import { taipeiStamp } from '@paydesk/shared/taiwan-time';
import type { Config } from '../../config/config';
import { sqlOf } from '../../core/database/sql';
import { fieldError, type FieldError } from '../../core/errors';
import { actorOf, writeAudit } from '../audit';
import { requestHash } from '../ledger';
import { createCheckoutLink, payPageUrl } from '../payment-links';
import { offeredPayTypes } from '../reference';
import type { Viewer } from '../../core/viewer';
import { CheckoutOrder } from './checkout-order.entity';

const MINUTE_MS = 60_000;

/** What a site asks for, from the API's JSON or the cashier's form, already in plain values. */
export interface OrderRequest {
  source: 'api' | 'aio';
  amount: number;
  itemName: string;
  tradeDesc: string;
  /** The seller's own number; a PayDesk number when absent. */
  merchantTradeNo: string | null;
  storeId: string;
  customFields: [string, string, string, string];
  /** The paid callback's address (ECPay's ReturnURL); the shop's notify URL when absent. */
  returnUrl: string | null;
  /** Where the buyer goes back to the site (ClientBackURL). */
  clientBackUrl: string | null;
  orderResultUrl: string | null;
  /** Pay type codes the buyer may use; every type the shop takes when absent. */
  payTypes: readonly number[] | null;
  expiresAt: Date | null;
}

export interface ShopRow {
  id: number;
  member_id: number;
  status: number;
  payment_switch: string[];
  merchant_no: string;
}

export type OrderOutcome =
  | { ok: true; created: boolean; url: string; token: string; merchantTradeNo: string; expiresAt: Date }
  | { ok: false; error: FieldError };

const validUrl = (value: string | null) => {
  if (value === null) return true;
  if (value.length > L.urlMax) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** The checks of an order's own content, in field order; the pay types are the shop's, narrowed by the request. */
function orderErrors(config: PayTypeConfig, shop: ShopRow | undefined, req: OrderRequest, now: Date): FieldError[] {
  const errors: FieldError[] = [];
  if (!shop || shop.status !== MerchantStatus.ACTIVE) errors.push(fieldError('merchantId', 'MERCHANT', M.merchant));
  if (req.merchantTradeNo !== null && !ECPAY_PATTERNS.merchantTradeNo.test(req.merchantTradeNo))
    errors.push(fieldError('merchantTradeNo', 'INVALID', M.merchantTradeNo));
  if (!Number.isInteger(req.amount) || req.amount < 1 || req.amount > L.amountMax)
    errors.push(fieldError('amount', 'AMOUNT', M.amount));
  const name = req.itemName.trim();
  if (!name || [...name].length > L.itemNameMax) errors.push(fieldError('itemName', 'INVALID', M.itemName));
  if ([...req.tradeDesc].length > L.tradeDescMax) errors.push(fieldError('tradeDesc', 'INVALID', M.itemName));
  req.customFields.forEach((value, i) => {
    if ([...value].length > L.customFieldMax || !isCallbackSafeText(value))
      errors.push(fieldError(`customField${i + 1}`, 'INVALID', M.customField));
  });
  if ([...req.storeId].length > L.storeIdMax || !isCallbackSafeText(req.storeId))
    errors.push(fieldError('storeId', 'INVALID', M.customField));
  for (const [field, value] of [
    ['returnUrl', req.returnUrl],
    ['clientBackUrl', req.clientBackUrl],
    ['orderResultUrl', req.orderResultUrl],
  ] as const)
    if (!validUrl(value)) errors.push(fieldError(field, 'INVALID', M.url));
  if (shop && payTypesOf(config, shop, req).length === 0)
    errors.push(fieldError('payTypes', req.payTypes?.includes(PayType.ATM) ? 'ATM_LIMIT' : 'PAY_TYPES', M.payTypes));
  if (req.expiresAt) {
    const ms = req.expiresAt.getTime() - now.getTime();
    if (!(ms > 0 && ms <= L.maxExpiryMinutes * MINUTE_MS)) errors.push(fieldError('expiresAt', 'INVALID', M.expiry));
  }
  return errors;
}

/** The pay types offered: the shop's, narrowed to the request's, without ATM above its single-transfer limit. */
function payTypesOf(config: PayTypeConfig, shop: ShopRow, req: OrderRequest): number[] {
  const shopTypes = offeredPayTypes(config, shop.payment_switch);
  const asked = req.payTypes;
  const wanted = asked ? shopTypes.filter((p) => asked.includes(p)) : shopTypes;
  return wanted.filter((p) => p !== PayType.ATM || req.amount <= L.atmMax);
}

/** A PayDesk MerchantTradeNo in ECPay's form: `PD`, yyyyMMddHHmmss (Taiwan), 4 random digits (20 characters). */
const payDeskTradeNo = (now: Date) => `PD${taipeiStamp(now)}${String(randomInt(0, 10_000)).padStart(4, '0')}`;

/**
 * Places a site's order for a shop: checks it, then under a lock on the shop's MerchantTradeNo returns the order
 * already made with the same content (a browser posting the cashier form again), refuses that number with other
 * content, or makes the payment link and the order. Runs in the caller's transaction.
 */
export async function placeOrder(
  tx: EntityManager,
  config: Pick<Config, 'payTypes' | 'appUrl' | 'basePath'>,
  shop: ShopRow | undefined,
  req: OrderRequest,
  actor: { viewer: Viewer | null; accessTokenId: number | null },
): Promise<OrderOutcome> {
  const now = new Date();
  const [error] = orderErrors(config.payTypes, shop, req, now);
  if (error || !shop) return { ok: false, error: error ?? fieldError('merchantId', 'MERCHANT', M.merchant) };
  const payTypes = payTypesOf(config.payTypes, shop, req);
  const content = {
    amount: req.amount,
    itemName: req.itemName.trim(),
    tradeDesc: req.tradeDesc,
    storeId: req.storeId,
    customFields: req.customFields,
    returnUrl: req.returnUrl,
    clientBackUrl: req.clientBackUrl,
    orderResultUrl: req.orderResultUrl,
    payTypes,
    expiresAt: req.expiresAt?.toISOString() ?? null,
  };
  const hash = requestHash(content);
  const tradeNo = req.merchantTradeNo ?? payDeskTradeNo(now);
  await sqlOf(tx)('select pg_advisory_xact_lock(hashtext(?))', [`checkout-order:${shop.id}:${tradeNo}`]);
  const existing = await tx.findOne(CheckoutOrder, { merchantId: shop.id, merchantTradeNo: tradeNo });
  if (existing) {
    if (existing.requestHash !== hash)
      return { ok: false, error: fieldError('merchantTradeNo', 'DUPLICATE', M.duplicate) };
    const [link] = await sqlOf(tx)<{ token: string; expires_at: string }>(
      'select token, expires_at from payment_link where id = ?',
      [existing.paymentLinkId],
    );
    return {
      ok: true,
      created: false,
      url: payPageUrl(config, link.token),
      token: link.token,
      merchantTradeNo: tradeNo,
      expiresAt: new Date(link.expires_at),
    };
  }
  const expiresAt = req.expiresAt ?? new Date(now.getTime() + L.defaultExpiryMinutes * MINUTE_MS);
  const link = await createCheckoutLink(tx, {
    merchantId: shop.id,
    memberId: shop.member_id,
    itemName: content.itemName,
    amount: req.amount,
    payTypes,
    expiresAt,
  });
  const order = tx.create(CheckoutOrder, {
    paymentLinkId: link.id,
    merchantId: shop.id,
    memberId: shop.member_id,
    merchantTradeNo: tradeNo,
    source: req.source,
    tradeDesc: req.tradeDesc,
    storeId: req.storeId,
    customField1: req.customFields[0],
    customField2: req.customFields[1],
    customField3: req.customFields[2],
    customField4: req.customFields[3],
    returnUrl: req.returnUrl,
    clientBackUrl: req.clientBackUrl,
    orderResultUrl: req.orderResultUrl,
    requestHash: hash,
    accessTokenId: actor.accessTokenId,
  });
  await tx.flush();
  await writeAudit(tx, {
    memberId: shop.member_id,
    actor: actor.viewer ? actorOf(actor.viewer) : `site:${shop.merchant_no}`,
    action: 'checkout_order.create',
    target: `checkout_order:${order.id}`,
    after: { merchantTradeNo: tradeNo, amount: req.amount, source: req.source, accessTokenId: actor.accessTokenId },
  });
  return {
    ok: true,
    created: true,
    url: payPageUrl(config, link.token),
    token: link.token,
    merchantTradeNo: tradeNo,
    expiresAt,
  };
}

/** The shop a request names, locked against a concurrent status change while the order is placed. */
export async function shopFor(
  tx: EntityManager,
  where: { id: number; memberId: number } | { merchantNo: string },
): Promise<ShopRow | undefined> {
  const [shop] = await sqlOf(tx)<ShopRow>(
    'id' in where
      ? 'select id, member_id, status, payment_switch, merchant_no from merchant where id = ? and member_id = ? for share'
      : 'select id, member_id, status, payment_switch, merchant_no from merchant where merchant_no = ? for share',
    'id' in where ? [where.id, where.memberId] : [where.merchantNo],
  );
  return shop;
}
