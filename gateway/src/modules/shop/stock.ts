import type { EntityManager } from '@mikro-orm/postgresql';
import { SHOP_LIMITS, SHOP_MESSAGES as S } from '@paydesk/shared/shop-rules';
import { pgArray, sqlOf } from '../../core/database/sql';
import { fieldError, type FieldError } from '../../core/errors';

/**
 * Every move of a product's stock counters lives here. The three counters (stock free to sell, reserved by unpaid
 * orders, sold) only move between each other inside the caller's transaction, on rows locked in product-id
 * order, so two buyers can never take the last unit twice and concurrent orders cannot deadlock each other.
 * Lock order with the rest of the money code: products, then the order, then the payment and the ledger.
 */

export interface CartLine {
  productId: number;
  quantity: number;
}

export interface PricedLine {
  productId: number;
  name: string;
  unitPrice: number;
  quantity: number;
}

interface LockedProduct {
  id: number;
  name: string;
  price: number;
  stock: number;
  per_order_limit: number | null;
  listed: boolean;
  in_store: boolean;
}

/** Merges repeated products and checks the cart's shape (not yet its stock). */
export function cartErrors(lines: readonly CartLine[]): { lines: CartLine[]; errors: FieldError[] } {
  if (lines.length === 0) return { lines: [], errors: [fieldError('lines', 'EMPTY', S.cartEmpty)] };
  const merged = new Map<number, number>();
  for (const line of lines) {
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || !Number.isInteger(line.productId))
      return { lines: [], errors: [fieldError('lines', 'QUANTITY', S.quantity)] };
    merged.set(line.productId, (merged.get(line.productId) ?? 0) + line.quantity);
  }
  if (merged.size > SHOP_LIMITS.cartLinesMax)
    return { lines: [], errors: [fieldError('lines', 'TOO_MANY', S.cartTooLong)] };
  return { lines: [...merged].map(([productId, quantity]) => ({ productId, quantity })), errors: [] };
}

/**
 * Locks a cart's products (id order) and prices it: each must be listed, sold by this store and have the units.
 * Nothing moves yet; `takeUnits` moves them once the payment is known.
 */
export async function lockAndPrice(
  tx: EntityManager,
  storeId: number,
  lines: readonly CartLine[],
): Promise<{ lines: PricedLine[]; errors: FieldError[] }> {
  const rows = await sqlOf(tx)<LockedProduct>(
    `select p.id, p.name, p.price, p.stock, p.per_order_limit, p.listed,
            exists (select 1 from store_product sp where sp.store_id = ? and sp.product_id = p.id) as in_store
       from product p where p.id = any(?::int[]) order by p.id for update of p`,
    [storeId, pgArray(lines.map((l) => l.productId))],
  );
  const errors: FieldError[] = [];
  const priced: PricedLine[] = [];
  lines.forEach((line, index) => {
    const p = rows.find((r) => r.id === line.productId);
    const field = `lines.${index}.quantity`;
    if (!p || !p.listed || !p.in_store)
      errors.push(fieldError(field, 'UNAVAILABLE', S.productUnavailable(p?.name ?? `#${line.productId}`)));
    else if (p.per_order_limit !== null && line.quantity > p.per_order_limit)
      errors.push(fieldError(field, 'PER_ORDER_LIMIT', S.overPerOrder(p.name, p.per_order_limit)));
    else if (line.quantity > p.stock)
      errors.push(fieldError(field, 'INSUFFICIENT_STOCK', S.insufficientStock(p.name, p.stock)));
    else priced.push({ productId: p.id, name: p.name, unitPrice: p.price, quantity: line.quantity });
  });
  return { lines: priced, errors };
}

type Move = 'sell' | 'reserve' | 'settle' | 'release' | 'restock';

/** from → to counters of each move. */
const MOVES: Record<Move, [from: 'stock' | 'reserved' | 'sold', to: 'stock' | 'reserved' | 'sold']> = {
  sell: ['stock', 'sold'],
  reserve: ['stock', 'reserved'],
  settle: ['reserved', 'sold'],
  release: ['reserved', 'stock'],
  restock: ['sold', 'stock'],
};

/**
 * Moves units between counters for an order's lines, rows locked in product-id order. The check constraints
 * (every counter >= 0) make an impossible move fail loudly instead of going negative.
 */
export async function moveUnits(tx: EntityManager, move: Move, lines: readonly CartLine[]): Promise<void> {
  const [from, to] = MOVES[move];
  const sql = sqlOf(tx);
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    await sql(`update product set ${from} = ${from} - ?, ${to} = ${to} + ?, updated_at = now() where id = ?`, [
      line.quantity,
      line.quantity,
      line.productId,
    ]);
  }
}

/** The lines of an order, product-id order. */
export async function orderLines(tx: EntityManager, orderId: number): Promise<CartLine[]> {
  return sqlOf(tx)<CartLine>(
    `select product_id as "productId", quantity from shop_order_item where order_id = ? order by product_id`,
    [orderId],
  );
}
