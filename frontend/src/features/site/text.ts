/** zh-TW copy shared by the public pages. Figures never live here: they come from the reference query. */
export const SITE_TEXT = {
  loading: '載入費率資料中',
  loadFailed: '費率資料暫時無法載入，請稍後再試',
  perOrder: '每筆',
  perParcel: '每件',
  days: (n: number) => `${n} 天`,
  businessDays: (min: number, max: number) => `約 ${min} 至 ${max} 個工作天`,
  dPlus: (n: number) => `D+${n} 天內`,
} as const;
