/** zh-TW messages of the agency area (payload errors and REST answers). */
export const AGENCY_MESSAGES = {
  notAgent: '此會員不是代理商',
  date: '日期格式錯誤（YYYY-MM-DD）',
  dateOrder: '結束日不可早於開始日',
  rates: '分潤比例需為 0 至 10000 個基點（0% 至 100%）的整數，且每種付款方式最多一筆',
  note: '備註最多 200 個字',
  self: '不能推薦自己',
  referred: '已推薦過此電子信箱',
  notFound: '查無此推薦',
  answered: '此邀請已回覆過',
  emailUnverified: '請先完成電子信箱驗證，才能回覆代理商的邀請',
  selfPartner: '此邀請來自您本人（同一會員、身分證字號或統一編號），不能成為自己的合作商店',
  alreadyPartner: '您已是其他代理商的合作商店',
  month: '月份格式錯誤（YYYY-MM）',
  monthOpen: '只能結算已結束的月份',
  closedAlready: '此月份已結算',
} as const;
