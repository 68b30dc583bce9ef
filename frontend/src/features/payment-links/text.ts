import type { Tone } from '@paydesk/shared/code-list';
import type { PaymentLinkState } from '../../graphql/generated';
/** zh-TW copy for payment links and the buyer page. */
/** A payment link's state (the contract's PaymentLinkState): its zh-TW name and DESIGN §6 tone. */
export const LINK_STATES: Record<PaymentLinkState, { label: string; tone: Tone }> = {
  OPEN: { label: '收款中', tone: 'success' },
  DISABLED: { label: '已停用', tone: 'neutral' },
  EXPIRED: { label: '已過期', tone: 'neutral' },
  SOLD_OUT: { label: '已售完', tone: 'accent' },
};

export const LINK_TEXT = {
  createTitle: '新增一頁式收款',
  editTitle: '編輯一頁式收款',
  listTitle: '一頁式收款列表',
  create: '新增收款頁',
  save: '儲存',
  saved: '收款頁已儲存',
  created: (title: string) => `收款頁「${title}」已建立`,
  createdHint: '複製網址或分享文字傳給付款人，或下載 QR Code 印在店頭、貼在社群。',
  closeCreated: '關閉',
  merchant: '收款商店',
  merchantPlaceholder: '請選擇商店',
  noShop: '尚無啟用中的商店，請先新增商店並等待審核通過',
  sectionBasic: '收款頁資料',
  sectionPay: '付款設定',
  title: '收款標題',
  amount: '金額（元）',
  amountHint: '留空則由付款人自行輸入金額',
  description: '說明',
  payTypes: '付款方式',
  installments: '信用卡分期期數',
  expiresAt: '截止日期',
  quantityLimit: '數量上限',
  perOrderLimit: '每筆購買上限',
  perOrderLimitHint: '選填；設定固定金額與數量上限後，付款人可自選購買數量，每筆最多為此數量',
  enabled: '啟用此收款頁',
  buyerAmount: '由付款人輸入',
  columns: {
    title: '收款標題',
    merchant: '商店',
    amount: '金額',
    state: '狀態',
    paid: '已付款筆數',
    sold: '已售數量',
    total: '收款總額',
    actions: '操作',
  },
  open: '開啟付款頁',
  edit: '編輯',
  empty: '還沒有收款頁，建立第一個收款頁並分享給付款人',
  loadError: '資料載入失敗，請稍後再試',
  periods: (n: number) => `${n} 期`,
  /** Units of the paid transactions, against the quantity for sale when there is one. */
  unitsSold: (sold: number, limit: number | null) => (limit === null ? `${sold}` : `${sold} / ${limit}`),
  soldSummary: (sold: number, limit: number | null) =>
    limit === null ? `已售 ${sold} 件` : `已售 ${sold} 件，數量上限 ${limit} 件`,
  createShop: '新增商店',
  notFound: '查無此收款頁',
} as const;

export const PAY_TEXT = {
  title: '線上付款',
  backToShop: '返回商店',
  seller: '收款商店',
  amount: '付款金額',
  unitPrice: '單價',
  quantity: '購買數量',
  unitsLeft: (n: number) => `剩餘 ${n} 件`,
  perOrderLimit: (n: number) => `每筆限購 ${n} 件`,
  total: '應付總額',
  enterAmount: '請輸入付款金額',
  retry: '改用其他方式重新付款',
  retryHint: '這筆付款沒有成功，也沒有扣款。您可以換一張卡或改用其他付款方式再試一次。',
  mobileBarcode: '手機條碼（電子發票載具，選填）',
  mobileBarcodeHint: '以 / 開頭共 8 碼，發票將存入您的手機條碼載具',
  buyerName: '付款人姓名',
  pay: '確認付款',
  unavailable: '此收款頁目前無法付款',
  notFound: '查無此付款頁',
  paid: '付款成功',
  failed: '付款失敗',
  awaiting: '請於期限內完成繳費',
  cvsCode: '超商繳費代碼',
  atmAccount: 'ATM 虛擬帳號（銀行代碼 822）',
  expires: '繳費期限',
  tradeNo: '交易序號',
  orderNo: '訂單編號',
  markPaid: '模擬完成繳費（測試環境）',
  scan: '掃描 QR Code 以手機開啟付款頁',
  sandboxOnly: '此環境不提供線上付款',
} as const;

/** Validation messages of the payment page. */
export const CHECKOUT_RULE_TEXT = {
  amountRequired: '請輸入付款金額',
  amountInvalid: '金額需為 1 以上的整數',
  buyerNameRequired: '請輸入付款人姓名',
  buyerNameMax: '姓名不可超過 60 字',
  buyerEmailRequired: '請輸入電子信箱',
  buyerEmailInvalid: '電子信箱格式錯誤',
  payTypeRequired: '請選擇付款方式',
  cardRequired: '請輸入信用卡號',
  cardInvalid: '信用卡號格式錯誤',
} as const;

/** Validation messages of the payment link form. */
export const LINK_RULE_TEXT = {
  merchantRequired: '請選擇商店',
  titleRequired: '請輸入收款標題',
  titleMax: '收款標題不可超過 60 字',
  amountInvalid: '金額需為 1 以上的整數',
  descriptionMax: '說明不可超過 500 字',
  payTypesRequired: '請至少選擇一種付款方式',
  quantityLimitInvalid: '數量上限需為 1 以上的整數',
} as const;
