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
  subscriptionsTitle: '我的定期定額',
  subscriptionsEmpty: '尚無定期定額訂閱',
  subscriptionsLoadError: '訂閱暫時無法載入',
  subscriptionColumns: {
    merchant: '商店',
    actions: '操作',
  },
  cancelSubscription: '取消訂閱',
  cancelTitle: '取消定期定額訂閱',
  cancelMessage: (plan: string) => `取消「${plan}」後將不再扣款，且無法恢復。確定要取消嗎？`,
  cancelled: '訂閱已取消',
  cancelFailed: '訂閱暫時無法取消，請稍後再試',
} as const;
