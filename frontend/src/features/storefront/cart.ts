import { SHOP_LIMITS } from '@paydesk/shared/shop-rules';

/** One product in a buyer's cart: the name is kept so a line that disappears can still be named. */
export interface CartLine {
  productId: number;
  name: string;
  quantity: number;
}

/** What the cart needs to know of a product on the store page. */
export interface CartProduct {
  id: number;
  name: string;
  available: number;
  perOrderLimit: number | null;
}

/** Carts are per store: one localStorage entry per slug. */
export const cartStorageKey = (slug: string) => `paydesk.cart.${slug}`;

/** The most units of a product one order may take now: its free units, capped by the per-order limit. */
export function maxQuantity(product: Pick<CartProduct, 'available' | 'perOrderLimit'>): number {
  return Math.max(0, Math.min(product.available, product.perOrderLimit ?? SHOP_LIMITS.perOrderMax));
}

/** The order total the checkout shows and sends back as the total the buyer saw. */
export function cartTotal(lines: readonly { price: number; quantity: number }[]): number {
  return lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
}

function isLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    Number.isInteger(line['productId']) &&
    typeof line['name'] === 'string' &&
    Number.isInteger(line['quantity']) &&
    (line['quantity'] as number) > 0
  );
}

/** The stored cart of a store; anything unreadable (old shape, hand-edited, storage off) counts as empty. */
export function loadCart(slug: string): CartLine[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(cartStorageKey(slug)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isLine).slice(0, SHOP_LIMITS.cartLinesMax) : [];
  } catch {
    return [];
  }
}

export function saveCart(slug: string, lines: readonly CartLine[]): void {
  try {
    if (lines.length) window.localStorage.setItem(cartStorageKey(slug), JSON.stringify(lines));
    else window.localStorage.removeItem(cartStorageKey(slug));
  } catch {
    // Private mode or a full storage: the cart lives for this page only.
  }
}
