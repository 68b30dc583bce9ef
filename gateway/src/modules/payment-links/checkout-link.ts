import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config/config';
import { pgArray, sqlOf } from '../../core/database/sql';

/** The buyer page of a payment link (from configuration, never from the request's Host). */
export const payPageUrl = (config: Pick<Config, 'appUrl' | 'basePath'>, token: string) =>
  `${config.appUrl}${config.basePath}/pay/${token}`;

export interface CheckoutLinkInput {
  merchantId: number;
  memberId: number;
  itemName: string;
  amount: number;
  payTypes: readonly number[];
  expiresAt: Date;
}

/**
 * The payment link behind an order a seller's site created (API or ECPay-compatible cashier): one unit at a fixed
 * amount, so once paid (or a store code or ATM account is issued) it takes no other payment, paid through the same
 * buyer page and checkout as every link. The caller has checked the shop and the order.
 */
export async function createCheckoutLink(
  tx: EntityManager,
  input: CheckoutLinkInput,
): Promise<{ id: number; token: string }> {
  const token = randomBytes(12).toString('base64url');
  // The title holds 60 characters; a longer ECPay item name (up to 200) is kept whole in the description.
  const title = input.itemName.length > 60 ? `${input.itemName.slice(0, 59)}…` : input.itemName;
  const [row] = await sqlOf(tx)<{ id: number }>(
    `insert into payment_link (merchant_id, member_id, token, title, amount, description, pay_types, installments,
       expires_at, quantity_limit, per_order_limit, enabled)
     values (?, ?, ?, ?, ?, ?, ?::smallint[], '{}', ?, 1, 1, true) returning id`,
    [
      input.merchantId,
      input.memberId,
      token,
      title,
      input.amount,
      input.itemName.length > 60 ? input.itemName : '',
      pgArray([...new Set(input.payTypes)].sort((a, b) => a - b)),
      input.expiresAt,
    ],
  );
  return { id: row.id, token };
}
