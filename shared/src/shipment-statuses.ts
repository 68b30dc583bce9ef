import { codeList } from './code-list';

/**
 * Shipment statuses (SPEC shows none; ours, after ECPay's 物流狀態): created and waiting for drop-off, on its way,
 * at the pickup store, picked up or delivered; a store parcel not picked up goes back to the seller; a parcel may be
 * lost; a shipment not yet dropped off can be cancelled.
 */
export const SHIPMENT_STATUS_LIST = codeList(
  'ShipmentStatus',
  [
    { key: 'CREATED', code: 1, label: '待寄件', tone: 'accent' },
    { key: 'SHIPPED', code: 2, label: '運送中', tone: 'primary' },
    { key: 'ARRIVED', code: 3, label: '已到店', tone: 'primary' },
    { key: 'PICKED_UP', code: 4, label: '已取件', tone: 'success' },
    { key: 'DELIVERED', code: 5, label: '已送達', tone: 'success' },
    { key: 'RETURNED', code: 6, label: '未取件退回', tone: 'error' },
    { key: 'LOST', code: 7, label: '遺失', tone: 'error' },
    { key: 'CANCELLED', code: 8, label: '已取消', tone: 'neutral' },
  ],
  {
    1: [2, 8],
    2: [3, 5, 7],
    3: [4, 6, 7],
  },
);
export const ShipmentStatus = SHIPMENT_STATUS_LIST.values;
export type ShipmentStatus = (typeof ShipmentStatus)[keyof typeof ShipmentStatus];

/** The six services (SPEC §3 SPC2C, SPC2CFRZ, SPB2C, SPB2CFRZ and home delivery) with their zh-TW names. */
export const SHIPPING_SERVICE_LABELS = {
  C2C_NORMAL: '超商店到店（常溫）',
  C2C_FROZEN: '超商店到店（冷凍）',
  B2C_NORMAL: '超商大宗寄倉（常溫）',
  B2C_FROZEN: '超商大宗寄倉（冷凍）',
  HOME_NORMAL: '宅配（常溫）',
  HOME_FROZEN: '宅配（低溫）',
} as const;
export type ShippingService = keyof typeof SHIPPING_SERVICE_LABELS;

/**
 * SPEC §3 shipping type codes: SPB2C and SPC2C ambient, SPB2CFRZ and SPC2CFRZ frozen. Home delivery has none in SPEC
 * §3, so its services carry HOME and HOMEFRZ, named the same way. The REST answers, the parcel CSV and the edit
 * pages' `:goodsType` use these.
 */
export const SHIPPING_TYPE_CODES = {
  C2C_NORMAL: 'SPC2C',
  C2C_FROZEN: 'SPC2CFRZ',
  B2C_NORMAL: 'SPB2C',
  B2C_FROZEN: 'SPB2CFRZ',
  HOME_NORMAL: 'HOME',
  HOME_FROZEN: 'HOMEFRZ',
} as const satisfies Record<ShippingService, string>;
export type ShippingTypeCode = (typeof SHIPPING_TYPE_CODES)[ShippingService];

/** The edit page of a parcel (SPEC §2.3 edit-normal|frz|home/:goodsType/:id): home parcels, then by temperature. */
export function shipmentEditPage(service: ShippingService): 'normal' | 'frz' | 'home' {
  return service.startsWith('HOME') ? 'home' : service.endsWith('FROZEN') ? 'frz' : 'normal';
}

export const HOME_REGION_LABELS = { LOCAL: '本島', OUTLYING: '本島－離島', ISLAND_TO_ISLAND: '離島－離島' } as const;

/** What a logistics application asks for (SPEC §6: B2C for business members only). */
export const LOGISTICS_SERVICE_GROUPS = { C2C: '超商店到店', B2C: '超商大宗寄倉', HOME: '宅配' } as const;
export type LogisticsServiceGroup = keyof typeof LOGISTICS_SERVICE_GROUPS;

export const LOGISTICS_MESSAGES = {
  merchant: '請選擇啟用中的商店',
  services: '請至少選擇一項物流服務',
  b2cBusinessOnly: '大宗寄倉（B2C）僅限企業會員使用',
  address: '請填寫地址（最多 100 字）',
  applied: '此商店已有審核中的物流申請，請待審核完成後再申請其他服務',
  alreadyApproved: '所選的物流服務皆已開通，請選擇尚未開通的服務',
  notEditable: '物流單已交寄，無法再修改',
  goodsTypeMismatch: '物流單的類型與頁面不符',
  notApproved: '此商店尚未開通這項物流服務',
  store: '請選擇取貨門市',
  storeNoFrozen: '此門市不提供冷凍取貨',
  address2: '請填寫收件地址與配送地區',
  goodsName: '請填寫商品名稱（最多 60 字）',
  declaredValue: '商品價值需為 1 至 20,000 的整數',
  cod: '代收金額需為 0 至 20,000 的整數',
  funds: (total: string) => `價金保管帳戶可用餘額與待撥款金額不足以支付運費 ${total}`,
  notFound: '查無此物流單',
  notAllowed: '此物流單目前的狀態無法進行這項操作',
  claimAmount: '求償金額需為 1 以上的整數',
  claimDescription: '請說明遺失情形（最多 500 字）',
  claimNotLost: '只有遺失的包裹可以申請賠償',
  claimExists: '此包裹已申請過賠償',
  orderNotPaid: '只有已付款的賣場訂單可以出貨',
  orderNotFound: '查無此賣場訂單',
  orderHasParcel: (logisticsNo: string) => `此訂單已建立物流單 ${logisticsNo}，不可重複出貨`,
  returnFeePaid: (fee: string) => `未取件退回，已自價金保管帳戶扣除未取件與退貨費 ${fee}`,
  returnFeeOwed: (fee: string) =>
    `未取件退回，價金保管帳戶可用餘額不足以支付未取件與退貨費 ${fee}，將於下次撥款入帳後補扣（補扣前不可提領這筆金額）`,
  labelFeeOwed: (fee: string) =>
    `價金保管帳戶可用餘額不足，運費 ${fee} 將於下次撥款入帳後優先補扣（補扣前不可提領這筆金額）`,
  feeCollected: (fee: string) => `已自價金保管帳戶補扣物流費用 ${fee}`,
} as const;
