import { formatAmount } from './money';
import { ATM_SINGLE_LIMIT, PAYMENT_AMOUNT_MAX } from './payment-limits';

/**
 * Quantity at a payment link's checkout: one home for the seller's link form, the buyer's
 * checkout form and the gateway's checks, so the same input gets the same zh-TW message on both sides.
 *
 * A link sells units when it has a fixed amount and a quantity limit; only then may the buyer choose how many
 * (within the units left and the seller's optional per-order limit). Any other link sells one unit per payment.
 */
export const LINK_QUANTITY_MESSAGES = {
  perOrderLimit: '每筆購買上限需為 1 以上的整數',
  perOrderOverLimit: '每筆購買上限不可大於數量上限',
  perOrderNeedsUnits: '每筆購買上限需搭配固定金額與數量上限',
  quantity: '購買數量需為 1 以上的整數',
  fixedQuantity: '此收款頁每筆僅能購買 1 件',
  overPerOrder: (limit: number) => `每筆最多購買 ${limit} 件`,
  overLeft: (left: number) => `剩餘數量不足，目前僅剩 ${left} 件`,
  totalOverMax: `總金額不可超過 ${formatAmount(PAYMENT_AMOUNT_MAX)} 元，請減少數量`,
  totalOverAtm: `ATM 轉帳單筆上限為 ${formatAmount(ATM_SINGLE_LIMIT)} 元，請減少數量或改用其他付款方式`,
} as const;

export interface UnitLink {
  /** Unit amount; null when the buyer enters the amount. */
  amount: number | null;
  quantityLimit: number | null;
  perOrderLimit?: number | null;
}

/** The buyer chooses a quantity only on a link with a fixed amount and a quantity limit. */
export const sellsUnits = (link: UnitLink): boolean => link.amount !== null && link.quantityLimit !== null;

/** The most one order may take now: the units left, capped by the per-order limit (1 on a link that sells no units). */
export function maxQuantity(link: UnitLink, unitsLeft: number): number {
  if (!sellsUnits(link)) return 1;
  return Math.max(0, Math.min(unitsLeft, link.perOrderLimit ?? unitsLeft));
}

/** The seller's per-order limit: optional; a whole number ≥ 1 on a link that sells units, not above its quantity. */
export function perOrderLimitError(link: UnitLink): string | null {
  const limit = link.perOrderLimit;
  if (limit == null) return null;
  if (!Number.isInteger(limit) || limit < 1) return LINK_QUANTITY_MESSAGES.perOrderLimit;
  if (!sellsUnits(link)) return LINK_QUANTITY_MESSAGES.perOrderNeedsUnits;
  if (link.quantityLimit !== null && limit > link.quantityLimit) return LINK_QUANTITY_MESSAGES.perOrderOverLimit;
  return null;
}

/** What a buyer's order is checked against: the gateway counts `unitsLeft` under the link's row lock, the page
 * shows what it last read (Infinity without a quantity limit). */
export interface QuantityRule {
  sellsUnits: boolean;
  perOrderLimit: number | null;
  unitsLeft: number;
}

/** The buyer's quantity; null when it may be bought. */
export function quantityError(rule: QuantityRule, quantity: number): string | null {
  if (!Number.isInteger(quantity) || quantity < 1) return LINK_QUANTITY_MESSAGES.quantity;
  if (!rule.sellsUnits) return quantity === 1 ? null : LINK_QUANTITY_MESSAGES.fixedQuantity;
  if (rule.perOrderLimit !== null && quantity > rule.perOrderLimit)
    return LINK_QUANTITY_MESSAGES.overPerOrder(rule.perOrderLimit);
  if (quantity > rule.unitsLeft) return LINK_QUANTITY_MESSAGES.overLeft(Math.max(0, rule.unitsLeft));
  return null;
}

/** The total of `quantity` units against the payment limits (all payments, then ATM); null when within them. */
export function totalError(unitAmount: number, quantity: number, atm: boolean): string | null {
  const total = unitAmount * quantity;
  if (total > PAYMENT_AMOUNT_MAX) return LINK_QUANTITY_MESSAGES.totalOverMax;
  if (atm && total > ATM_SINGLE_LIMIT) return LINK_QUANTITY_MESSAGES.totalOverAtm;
  return null;
}
