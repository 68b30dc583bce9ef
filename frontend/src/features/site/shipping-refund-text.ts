/** zh-TW copy of the public shipping refund page. Figures never live here: they come from the reference query. */
export const SHIPPING_REFUND_TEXT = {
  title: '退貨流程',
  eyebrow: '逆物流與退款',
  lead: '消費者申請退貨後，賣家可在會員中心建立退貨物流單，商品退回後再辦理退款。',
  steps: [
    { title: '受理退貨', body: '與消費者確認退貨原因與商品狀況，於交易明細標記退貨。' },
    { title: '建立退貨單', body: '建立退貨物流單，系統產生寄件代碼給消費者。' },
    { title: '消費者交寄', body: '消費者至門市交寄，包裹退回賣家指定門市。' },
    { title: '確認並退款', body: '賣家取回商品後於交易明細辦理退款，款項原路退回。' },
  ],
  fees: '退貨相關費用與期限',
  columns: ['項目', '費用或期限'],
  b2cReturn: '大宗寄倉退貨運費',
  noShow: '未取件退回處理費',
  refundCvs: '超商代碼交易退款手續費',
  refundAtm: 'ATM 交易退款手續費',
  pickupNormal: '常溫退貨包裹門市保留',
  pickupFrozen: '冷凍退貨包裹門市保留',
  perParcel: (fee: string) => `${fee} / 件`,
  perOrder: (fee: string) => `${fee} / 筆`,
} as const;
