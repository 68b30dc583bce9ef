/** zh-TW text of the buyer's trade inquiry (/transactions). */
export const INQUIRY_TEXT = {
  title: '交易查詢',
  lead: '輸入交易編號、交易金額與驗證碼，即可查詢付款狀態。為保護交易資料，僅顯示交易狀態、商店名稱與付款方式。',
  failed: '查詢失敗，請稍後再試',
  resultTitle: '查詢結果',
  resultHint: '交易編號可在付款完成通知信或收據上找到。',
  status: '交易狀態',
  merchantName: '商店名稱',
  payType: '付款方式',
  tradeNo: '交易編號',
  amount: '交易金額',
  captcha: '驗證碼',
  submit: '查詢',
  amountRequired: '請輸入交易金額',
  amountInvalid: '請輸入正確的交易金額',
} as const;
