/** zh-TW words of the shared page pieces (planned pages, service hours): only the pages showing them load these. */
export const PAGE_TEXT = {
  planned: '規劃中',
  plannedLead: '此頁面正在建置中，完成後將提供：',
  serviceHoursJoin: '、',
  serviceHours: '客服時間：',
  servicePhone: '客服專線：',
  serviceEmail: '客服信箱：',
  serviceAddress: '公司地址：',
} as const;
