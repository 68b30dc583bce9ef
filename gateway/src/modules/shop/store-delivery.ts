import type { EntityManager } from '@mikro-orm/postgresql';
import {
  DELIVERY_LOGISTICS_GROUP,
  DELIVERY_METHOD_LIST,
  deliveryMethodsFor,
  type DeliveryMethod,
} from '@paydesk/shared/delivery-methods';
import { isIntInRange } from '@paydesk/shared/generic-rules';
import { LogisticsApplicationStatus } from '@paydesk/shared/logistics-statuses';
import { SHOP_LIMITS, SHOP_MESSAGES as S } from '@paydesk/shared/shop-rules';
import { sqlOf } from '../../core/database/sql';
import { fieldError, type FieldError } from '../../core/errors';
import type { ShippingFeeInput, ShippingFeeView, DeliveryOption } from './store-delivery.types';

/** The logistics service groups a shop's applications opened, and those still waiting for review. */
export async function shopLogisticsGroups(em: EntityManager, merchantId: number) {
  const rows = await sqlOf(em)<{ services: string[]; status: number }>(
    'select services, status from logistics_application where merchant_id = ? and status = any(?::int[])',
    [merchantId, `{${LogisticsApplicationStatus.APPROVED},${LogisticsApplicationStatus.PENDING}}`],
  );
  const of = (status: number) =>
    new Set(rows.filter((r) => r.status === status).flatMap((r) => r.services as string[]));
  return { approved: of(LogisticsApplicationStatus.APPROVED), pending: of(LogisticsApplicationStatus.PENDING) };
}

/**
 * Each delivery method and whether the shop may offer it: a method ships with a logistics service, so a store offers
 * it only once the shop's application for that service is approved (bulk B2C for business members only, SPEC §6).
 */
export async function deliveryOptions(
  em: EntityManager,
  merchantId: number,
  isBusiness: boolean,
): Promise<DeliveryOption[]> {
  const groups = await shopLogisticsGroups(em, merchantId);
  const allowed = deliveryMethodsFor(isBusiness);
  return DELIVERY_METHOD_LIST.entries.map(({ code }) => {
    const method = code as DeliveryMethod;
    const group = DELIVERY_LOGISTICS_GROUP[method];
    const reason = !allowed.includes(method)
      ? S.deliveryB2c
      : groups.approved.has(group)
        ? null
        : groups.pending.has(group)
          ? S.deliveryPending
          : S.deliveryNotApplied;
    return { deliveryMethod: method, available: reason === null, reason };
  });
}

/** The methods of `methods` the shop is approved to ship. */
export async function approvedMethods(em: EntityManager, merchantId: number, methods: readonly number[]) {
  const { approved } = await shopLogisticsGroups(em, merchantId);
  return methods.filter((m) => {
    const group = DELIVERY_LOGISTICS_GROUP[m as DeliveryMethod] as string | undefined;
    return group !== undefined && approved.has(group);
  });
}

/** A fee per offered method: whole TWD within the limit, one per method, none for a method not offered. */
export function shippingFeeErrors(fees: readonly ShippingFeeInput[], offered: readonly number[]): FieldError[] {
  const seen = new Set<number>();
  for (const f of fees) {
    if (
      !offered.includes(f.deliveryMethod) ||
      seen.has(f.deliveryMethod) ||
      !isIntInRange(f.fee, { min: 0, max: SHOP_LIMITS.shippingFeeMax })
    )
      return [fieldError('shippingFees', 'INVALID', S.shippingFee)];
    seen.add(f.deliveryMethod);
  }
  return [];
}

/** The stored form: fees keyed by method code, only for offered methods. */
export function storedShippingFees(fees: readonly ShippingFeeInput[], offered: readonly number[]) {
  return Object.fromEntries(
    fees.filter((f) => offered.includes(f.deliveryMethod)).map((f) => [String(f.deliveryMethod), f.fee]),
  );
}

/** The fee of each offered method, in the methods' order (a method without a fee is free). */
export function shippingFeeViews(fees: Record<string, number>, offered: readonly number[]): ShippingFeeView[] {
  return offered.map((m) => ({ deliveryMethod: m, fee: fees[String(m)] ?? 0 }));
}
