import { SELL_TYPES } from '@paydesk/shared/sell-types';
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
  jkoApplied: '已送出街口支付申請',
  jkoHint: '商店啟用後即可申請街口支付收款，審核結果將以通知告知。',
  created: '商店已建立，待審核通過後即可收款',
  submit: '送出審核',
  detail: '查看',
  choose: '請選擇',
  settingsError: '營業類別載入失敗，請重新載入',
} as const;

/** Sell types live in the shared vocabulary; the shop form offers them as options. */
export const SELL_TYPE_OPTIONS = SELL_TYPES.map((t) => ({ value: t.value, label: t.label }));

export const labelOf = (list: { value: string; label: string }[], value: string | number | null | undefined) =>
  list.find((o) => o.value === String(value))?.label ?? '-';
