import { AGENT_LIST_PAGE_SIZE } from '@paydesk/shared/api-reference';

/** zh-TW messages of the agency area (payload errors and REST answers). */
export const AGENCY_MESSAGES = {
  notAgent: '此會員不是代理商',
  date: '日期格式錯誤（YYYY-MM-DD）',
  dateOrder: '結束日不可早於開始日',
  rates: '分潤比例需為 0% 至 100%，最多兩位小數（例如 0.35），且每種付款方式最多一筆',
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
  hasContract: '您已有生效中或即將生效的合約，不需再申請',
  pageSize: `每頁筆數須為 1 至 ${AGENT_LIST_PAGE_SIZE.max} 的整數`,
  cursor: '分頁位置錯誤，請重新查詢',
  search: '搜尋文字最多 60 個字',
} as const;
