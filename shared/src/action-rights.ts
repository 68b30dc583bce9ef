/**
 * Rights to act, granted apart from rights to view (permission catalogue type `action`): each one moves money or
 * changes a sale, so an assistant who may look at a list does not thereby refund, ship or cancel from it.
 * Import-free, for the catalogue seed, the gateway's guards and the client's buttons.
 */
export const ACTION_KEYS = {
  /** Refund a payment (the transaction detail's refund form). */
  refundPayment: 'trans_refund',
  /** Ship, complete, cancel or refund a store order. */
  manageShopOrders: 'shop_order_manage',
  /** Pause, resume or cancel a subscription. */
  manageSubscriptions: 'period_order_manage',
} as const;

export type ActionKey = (typeof ACTION_KEYS)[keyof typeof ACTION_KEYS];
