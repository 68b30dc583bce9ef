import { SHOP_MESSAGES } from '@paydesk/shared/shop-rules';
import type { ServerError } from '../../lib/form-errors';
import type { CartLine, CartProduct } from './cart';

const LINE_FIELD = /^lines\.(\d+)\.quantity$/;

/**
 * The server's stock refusals ('lines.N.quantity', N the index of the line sent) as messages per product, so the
 * cart can show each beside its line.
 */
export function lineErrorsOf(errors: readonly ServerError[], sent: readonly Pick<CartLine, 'productId'>[]) {
  const byProduct: Record<number, string> = {};
  for (const error of errors) {
    const index = LINE_FIELD.exec(error.field ?? '')?.[1];
    const line = index === undefined ? undefined : sent[Number(index)];
    if (line) byProduct[line.productId] ??= error.message;
  }
  return byProduct;
}

/** The same stock rule the gateway applies, checked before sending so the buyer sees it at once. */
export function localLineError(line: Pick<CartLine, 'name' | 'quantity'>, product: CartProduct): string | null {
  if (line.quantity > product.available) return SHOP_MESSAGES.insufficientStock(product.name, product.available);
  if (product.perOrderLimit !== null && line.quantity > product.perOrderLimit)
    return SHOP_MESSAGES.overPerOrder(product.name, product.perOrderLimit);
  return null;
}
