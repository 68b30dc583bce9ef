/** What a buyer meets on a payment link's own rules; the rules of any payment are in payments/checkout.messages. */
export const LINK_CHECKOUT_MESSAGES = {
  unavailable: '此收款頁目前無法付款',
  overOrder: '付款金額不可超過訂單金額',
  soldOut: '此收款頁已售完',
  lateClosed: '此收款頁已關閉，這筆款項已入帳並將全額退還付款人',
} as const;
