import { taipeiDate } from '@paydesk/shared/taiwan-time';
/** zh-TW copy of news, campaigns, FAQ and the operator content screen. */
export const CONTENT_TEXT = {
  newsTitle: '最新消息',
  newsLead: 'PayDesk 服務公告、系統維護與法規提醒。',
  campaignTitle: '行銷活動',
  campaignLead: '進行中的優惠與活動，申請前請詳閱活動說明。',
  faqTitle: '常見問題',
  faqLead: '帳號、收款、撥款與物流的常見問題，找不到答案時歡迎聯絡客服。',
  all: '全部',
  empty: '目前沒有內容',
  loadFailed: '內容暫時無法載入，請稍後再試',
  retry: '重新載入',
  notFound: '找不到這則內容，可能已下架',
  backToNews: '回到最新消息',
  backToCampaigns: '回到行銷活動',
  readMore: '閱讀全文',
  prev: '上一頁',
  next: '下一頁',
  pageOf: (page: number, pages: number) => `第 ${page} / ${pages} 頁`,
  period: (from: string | null, to: string | null) => `活動期間：${from ?? '—'} 至 ${to ?? '—'}`,
  contact: '聯絡客服',
} as const;

/** YYYY/MM/DD in Taiwan time; a dash for missing dates (DESIGN §4.10). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return taipeiDate(date);
}

/** '2026-12-01' -> '2026/12/01'. */
export function formatDay(value: string | null | undefined): string | null {
  return value ? value.replace(/-/g, '/') : null;
}
