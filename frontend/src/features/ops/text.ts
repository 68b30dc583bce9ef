import { MERCHANT_STATUSES } from '@paydesk/shared/merchant-statuses';
/** zh-TW copy for the operator console (shops, bank accounts, audit trail). */
export const OPS_TEXT = {
  notOperator: '此頁僅限營運人員使用，請以營運帳號登入。',
  login: '前往登入',
  loadError: '資料載入失敗，請稍後再試',
  saveError: '儲存失敗，請稍後再試',
  cancel: '取消',
  auditLink: '異動紀錄',

  merchantsTitle: '商店審核',
  merchantsSubtitle: '審核新商店、調整商店狀態與付款方式，並處理街口支付申請',
  statusFilter: '商店狀態',
  allStatuses: '全部狀態',
  jkoPendingOnly: '只看街口支付申請中',
  search: '搜尋商店名稱、會員姓名或帳號',
  searchButton: '搜尋',
  merchantsEmpty: '沒有符合條件的商店',
  shopName: '商店名稱',
  owner: '會員',
  status: '狀態',
  jko: '街口支付',
  createdAt: '建立日期',
  open: '審核',

  drawerTitle: '商店審核',
  basics: '商店資料',
  merType: '商店類型',
  sellType: '銷售類型',
  goodsPayType: '商品付款類型',
  escrowType: '履約保證方式',
  website: '商店網址',
  businessType: '營業類別',
  reviewReason: '上次審核說明',
  reviewedAt: '上次審核時間',
  decision: '審核與狀態',
  reason: '審核原因（核准以外必填，會員可見）',
  reasonRequired: '請輸入審核原因',
  paymentSwitch: '開通付款方式（PaymentSwitch）',
  paymentSwitchHint: '核准或變更狀態時一併儲存',
  approvedDefaultReason: '審核通過',
  confirmTitle: '確認變更商店狀態',
  confirmMessage: (shop: string, label: string) => `確定將「${shop}」設為「${label}」嗎？會員會看到審核原因。`,
  confirm: '確認變更',
  saved: '商店狀態已更新',
  saveSwitch: '只儲存付款方式',
  switchSaved: '付款方式已更新',
  confirmSwitchTitle: '確認變更付款方式',
  confirmSwitchMessage: (shop: string) => `確定更新「${shop}」可使用的付款方式嗎？`,

  jkoSection: '街口支付申請',
  jkoAppliedAt: '申請時間',
  jkoReason: '審核原因（不通過時必填）',
  jkoApprove: '核准街口支付',
  jkoFail: '街口支付不通過',
  jkoConfirmTitle: '確認街口支付審核',
  jkoConfirmMessage: (shop: string, approve: boolean) =>
    approve ? `確定核准「${shop}」的街口支付申請？核准後將開通街口支付收款。` : `確定「${shop}」的街口支付申請不通過？`,
  jkoSaved: '街口支付審核結果已儲存',

  banksTitle: '提領帳戶驗證',
  banksSubtitle: '會員設定的本人名下提領帳戶，驗證後才能提領',
  banksEmpty: '目前沒有待驗證的提領帳戶',
  bank: '銀行',
  accountNo: '帳號',
  accountName: '戶名',
  savedAt: '設定時間',
  verify: '驗證通過',
  reject: '驗證不通過',
  rejectReason: '不通過原因（必填，會員可見）',
  rejectReasonRequired: '請輸入不通過原因',
  verifyConfirmTitle: '確認驗證通過',
  verifyConfirmMessage: (name: string) => `確認「${name}」的提領帳戶為本人名下的台灣銀行帳戶？`,
  rejectConfirmTitle: '確認驗證不通過',
  rejectConfirmMessage: (name: string) => `確定「${name}」的提領帳戶驗證不通過？會員需重新設定帳戶。`,
  verified: '提領帳戶已驗證',
  rejected: '已通知會員帳戶驗證未通過',

  auditTitle: '會員異動紀錄',
  auditSubtitle: (memberId: number) => `會員編號 ${memberId}：金流、退款、提領、提領帳戶與商店狀態的異動（最新在前）`,
  auditEmpty: '此會員尚無異動紀錄',
  back: '返回',
} as const;

export const OPS_NAV_TEXT = {
  label: '營運工具',
  members: '會員審核',
  merchants: '商店審核',
  bankAccounts: '提領帳戶驗證',
  content: '內容管理',
  logout: '登出',
} as const;

/** Status choices an operator may set (SPEC §3 names); approve is the only one without a required reason. */
export const REVIEW_ACTIONS = [
  { status: 'ACTIVE', label: '核准（啟用）', palette: 'green' },
  { status: 'SUPPLEMENT', label: '要求補件', palette: 'orange' },
  { status: 'REVIEW_FAILED', label: '審核失敗', palette: 'red' },
  { status: 'REJECTED', label: '退件', palette: 'red' },
  { status: 'DISABLED', label: '停用', palette: 'gray' },
  { status: 'SUSPENDED', label: '暫停', palette: 'gray' },
  { status: 'CLOSED', label: '關閉', palette: 'gray' },
] as const;

/** Filter choices: SPEC §3 merchant statuses with their display names (8 says 退件 to tell it from 92). */
export const STATUS_FILTERS = MERCHANT_STATUSES.map(({ key, label }) => ({
  value: key,
  label: key === 'REJECTED' ? `${label}（退件）` : label,
}));
