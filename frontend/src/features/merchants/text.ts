/** zh-TW copy for shops (SPEC §3 lists). */
export const MERCHANT_TEXT = {
  listTitle: '商店列表',
  createTitle: '新增商店',
  detailTitle: '商店詳細資料',
  jkoTitle: '街口支付申請',
  create: '新增商店',
  empty: '還沒有商店，新增第一家商店後即可開始收款',
  loadError: '資料載入失敗，請稍後再試',
  notFound: '查無此商店',
  name: '商店名稱',
  merType: '商店類型',
  sellType: '銷售類型',
  goodsPayType: '商品付款類型',
  escrowType: '履約保證方式',
  website: '商店網址',
  servicePhone: '客服電話',
  serviceAreaCode: '客服電話區碼',
  serviceTel: '客服電話號碼',
  serviceExt: '分機',
  businessType: '營業類別',
  paymentSwitch: '已開通付款方式',
  status: '狀態',
  reviewReason: '審核說明',
  createdAt: '建立日期',
  jko: '街口支付',
  applyJko: '申請街口支付',
  jkoMerchantNo: '街口支付商店編號',
  jkoMerchantNoHint: '街口支付核發的商店編號，最多 30 碼英文、數字、_ 或 -',
  jkoApplied: '已送出街口支付申請',
  jkoHint: '商店啟用後即可申請街口支付收款，審核結果將以通知告知。',
  created: '商店已建立，待審核通過後即可收款',
  submit: '送出審核',
  detail: '查看',
  choose: '請選擇',
  settingsError: '營業類別載入失敗，請重新載入',
} as const;

export const labelOf = (list: { value: string; label: string }[], value: string | number | null | undefined) =>
  list.find((o) => o.value === String(value))?.label ?? '-';

export const CALLBACK_TEXT = {
  title: '付款通知（商店回傳）',
  lead: '付款成功時，系統以 POST 將交易結果傳送到您的通知網址，並附上以 HashKey / HashIV 計算的 CheckMacValue（SHA256）供驗證。',
  spec: '請在驗證後回應 1|OK；未收到時，系統會在 1、5、30、120、360 分鐘後重試，共 6 次，每次都記錄在交易明細。',
  notifyUrl: '通知網址',
  notifyUrlHint: '例如 https://shop.example.com/paydesk/notify；清空即停止回傳',
  save: '儲存通知網址',
  keySet: 'HashKey 與 HashIV 已設定（只在產生時顯示一次）',
  keyNotSet: '設定通知網址後會產生 HashKey 與 HashIV',
  rotate: '重新產生金鑰',
  rotateTitle: '重新產生 HashKey 與 HashIV',
  rotateAsk: '重新產生後，舊的金鑰立即失效，您的伺服器需改用新金鑰驗證。確定要重新產生嗎？',
  shownOnce: '請立即複製保存，離開此頁後將無法再次查看。',
  hashKey: 'HashKey',
  hashIv: 'HashIV',
  copy: '複製',
  copied: '已複製',
  loadError: '通知設定暫時無法載入，請稍後再試',
} as const;

/** SPEC §3 card methods a shop switches on beyond the lump sum. */
export const CARD_METHOD_TEXT = {
  title: '信用卡付款方式',
  // No rate here: the fees live in the reference module and the public fee page shows them.
  lead: '一次付清固定提供；勾選後，付款頁與商店結帳頁會多出這些選項。手續費依費用說明頁的信用卡費率計算。',
  methods: '另外提供',
  needsCard: '此商店尚未開通信用卡收款，開通後才能提供其他信用卡付款方式。',
  save: '儲存付款方式',
  saved: '已更新信用卡付款方式',
} as const;

/** Validation messages of the shop forms. */
export const MERCHANT_RULE_TEXT = {
  nameRequired: '請輸入商店名稱',
  nameMax: '商店名稱不可超過 60 字',
  merTypeRequired: '請選擇商店類型',
  sellTypeRequired: '請選擇銷售類型',
  goodsPayTypeRequired: '請選擇商品付款類型',
  escrowTypeRequired: '請選擇履約保證方式',
  businessTypeRequired: '請選擇營業類別',
} as const;

/** The page for a seller's own site: ECPay-compatible callbacks, the checkout API and the AIO cashier. */
export const ECPAY_TEXT = {
  title: '網站串接（綠界相容）',
  lead: '已用綠界（ECPay）AIO 協定串接的網站，只需換成以下網址與金鑰即可使用：付款通知（ReturnURL）的欄位、格式與 CheckMacValue 皆與綠界相同，官方 SDK 可直接驗證。',
  merchantId: '特店編號（MerchantID）',
  testHashKey: 'HashKey（測試）',
  testHashIv: 'HashIV（測試）',
  sandboxKeys: '測試環境金鑰：正式 HashKey 產生前，測試環境以此組金鑰簽章與驗證，可在商店審核通過前先試串接。',
  keysLive: '正式環境使用上方「付款通知」產生的 HashKey / HashIV（只顯示一次；重新產生後舊金鑰立即失效）。',
  fieldsTitle: '付款通知欄位（ReturnURL）',
  field: '欄位',
  example: '範例',
  meaning: '說明',
  success: '驗證 CheckMacValue 後請回應 1|OK（純文字）；其他回應視為失敗並依排程重試。通知不含 ItemName。',
  typesTitle: '付款方式（PaymentType）',
  payType: '付款方式',
  ecpayName: 'PaymentType',
  ecpayOwn: '綠界名稱',
  ours: '本平台自訂（綠界無對應代碼）',
  apiTitle: '建立付款 API',
  api: '以具有 checkout:write 權限範圍的存取權杖呼叫；每次請求需帶 Idempotency-Key，重送不會重複建立。回應中的 url 即買家付款頁。退款使用 refund:write 權限範圍。',
  cashierTitle: '綠界相容收銀台（AIO）',
  cashier:
    '將綠界 AIO 表單（PaymentType=aio、EncryptType=1）的送出網址改為下方網址，買家會進入本平台付款頁。CheckMacValue 錯誤、MerchantTradeNo 重複但內容不同、金額超出上限時，以綠界格式（代碼|訊息）拒絕：',
} as const;

/** ECPay's ReturnURL fields, with an example and what each holds. */
export const ECPAY_FIELDS: readonly [string, string, string][] = [
  ['MerchantID', '3000001', '特店編號'],
  ['MerchantTradeNo', 'WEB20261127001', '您的訂單編號；未提供時為本平台編號（英數 20 字內）'],
  ['StoreID', '', '分店代號，未設定為空'],
  ['RtnCode', '1', '1 為付款成功'],
  ['RtnMsg', '交易成功', '交易訊息'],
  ['TradeNo', '20261127180509123456', '本平台交易序號'],
  ['TradeAmt', '1280', '交易金額'],
  ['PaymentDate', '2026/11/27 18:05:37', '付款時間（含秒）'],
  ['PaymentType', 'Credit_CreditCard', '付款方式，見下表'],
  ['PaymentTypeChargeFee', '36', '手續費'],
  ['TradeDate', '2026/11/27 18:05:09', '訂單成立時間'],
  ['SimulatePaid', '0', '1 為測試環境模擬付款'],
  ['CustomField1～4', 'member-7', '建立時帶入的自訂欄位，未設定為空'],
  ['CheckMacValue', 'A1B2…（64 碼）', 'SHA256 檢查碼'],
];
