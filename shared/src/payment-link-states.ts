/**
 * The state a buyer meets on a payment link (uop): only an open link takes payments. The contract carries the keys
 * (OPEN…), the gateway's services the lowercase values. Import-free, for the gateway's enum and the client's badge.
 */
export const PaymentLinkState = {
  OPEN: 'open',
  DISABLED: 'disabled',
  EXPIRED: 'expired',
  SOLD_OUT: 'sold_out',
} as const;

export type PaymentLinkState = (typeof PaymentLinkState)[keyof typeof PaymentLinkState];
