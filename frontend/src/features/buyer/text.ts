/** zh-TW copy of the buyer area's own sections. */
export const BUYER_TEXT = {
  ordersTitle: '我的訂單',
  ordersEmpty: '尚無賣場訂單',
  ordersLoadError: '訂單暫時無法載入',
  columns: {
    orderNo: '訂單編號',
    store: '賣場',
    date: '訂購日期',
    amount: '金額',
    status: '狀態',
  },
} as const;
