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
