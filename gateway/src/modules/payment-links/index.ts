/** The payment-links module's public surface: what other modules may import (they import nothing deeper). */
export { linkState, unitsTaken } from './payment-link.service';
export { createCheckoutLink, payPageUrl, type CheckoutLinkInput } from './checkout-link';
