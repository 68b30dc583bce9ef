/** zh-TW copy shared by the public pages. Figures never live here: they come from the reference query. */
export const SITE_TEXT = {
  loading: '載入費率資料中',
  loadFailed: '費率資料暫時無法載入，請稍後再試',
  perOrder: '每筆',
  perParcel: '每件',
  days: (n: number) => `${n} 天`,
  businessDays: (min: number, max: number) => `約 ${min} 至 ${max} 個工作天`,
  dPlus: (n: number) => `D+${n} 天內`,
  dormantFee: (days: number, rate: string, minimum: string) =>
    `價金保管帳戶餘額超過 ${days} 天未有任何交易或提領時，每月收取餘額 ${rate} 的帳戶管理費（最低 ${minimum}），建議定期提領。`,
  settlementCaption: '撥款時程',
  settlementColumns: ['付款方式', '撥入價金保管帳戶'],
  settlementDays: (event: string, days: number) => `${event} + ${days} 天`,
  serviceInfo: '客服資訊',
  dormantNote: (days: number) => `附註：價金保管帳戶餘額超過 ${days} 天未動用者，依費用說明頁收取帳戶管理費。`,
} as const;
