/** The payments module's public surface: what other modules may import (they import nothing deeper). */
export {
  BuyerTransaction,
  TransactionFilter,
  TransactionPage,
  CheckoutPayload,
  SandboxPayInput,
} from './payment.types';
export { charge, chargeErrors, paymentErrors } from './charge';
export { DAILY_SALES } from './daily-sales';
export { CHECKOUT_MESSAGES, SANDBOX_CARDS } from './checkout.messages';
export { executeReservedRefunds } from './refunds';
export { filterOfQuery, streamTransactionsCsv } from './transaction.rest';
export { newShopOrderNo, newSubscriptionNo, newLinkOrderNo } from './trade-numbers';
export type { SellerWindow } from './seller-scope';
export type { TransactionService } from './transaction.service';
export { buyerView } from './buyer-view';
export { failAwaitingPayment } from './fail-awaiting';
export { refundLatePayment } from './late-refund';
export type { RefundService } from './refund.service';
export type { SaleKind } from './sale-kinds';
