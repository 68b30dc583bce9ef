/** zh-TW texts of the shared components (features keep their own texts beside them). */
export const COMPONENT_TEXT = {
  captchaAlt: '圖形驗證碼，點擊可更換',
  captchaReload: '看不清楚？點擊圖片更換',
  emptyContent: '目前沒有內容',
  contentLoadFailed: '內容暫時無法載入，請稍後再試',
  referenceLoading: '載入費率資料中',
  referenceLoadFailed: '費率資料暫時無法載入，請稍後再試',
  retry: '重新載入',
  cancel: '取消',
  prev: '上一頁',
  next: '下一頁',
  pageOf: (page: number, pages: number) => `第 ${page} / ${pages} 頁`,
  period: (from: string | null, to: string | null) => `活動期間：${from ?? '-'} 至 ${to ?? '-'}`,
  opsNav: {
    label: '營運工具',
    members: '會員審核',
    merchants: '商店審核',
    bankAccounts: '提領帳戶驗證',
    content: '內容管理',
    logout: '登出',
  },
} as const;
