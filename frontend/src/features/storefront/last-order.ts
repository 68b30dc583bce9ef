/**
 * The order this tab placed last (number and buyer email), so its confirmation page can load the receipt at once.
 * sessionStorage: it ends with the tab, and the email never outlives the visit.
 */
const KEY = 'paydesk.shop.lastOrder';

export interface LastOrder {
  orderNo: string;
  email: string;
}

export function rememberLastOrder(order: LastOrder): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(order));
  } catch {
    // Storage off: the confirmation page asks for the email instead.
  }
}

/** The email of `orderNo` when it is the order this tab placed last. */
export function lastOrderEmail(orderNo: string): string | null {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const last = parsed as Partial<LastOrder>;
    return last.orderNo === orderNo && typeof last.email === 'string' ? last.email : null;
  } catch {
    return null;
  }
}
