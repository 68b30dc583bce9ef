/** The payments module's public surface: what other modules may import (they import nothing deeper). */
export { ACCEPTED_PAY_TYPE_MESSAGES, acceptedPayTypeErrors, offeredPayTypes } from './accepted-pay-types';
export { BuyerTransaction, TransactionFilter, TransactionPage } from './payment.types';
export { charge, chargeErrors, paymentErrors } from './charge';
export { CHECKOUT_MESSAGES, SANDBOX_CARDS } from './checkout.messages';
export type { CheckoutService } from './checkout.service';
export { executeReservedRefunds } from './refunds';
export { filterOfQuery, streamTransactionsCsv } from './transaction.rest';
export { newShopOrderNo, newSubscriptionNo } from './trade-numbers';
export type { SellerWindow } from './seller-scope';
export type { TransactionService } from './transaction.service';
