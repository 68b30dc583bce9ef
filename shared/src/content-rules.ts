/** News, campaigns and FAQ: the categories, limits and messages the operator's editor and the gateway share. */
/** FAQ categories (key -> zh-TW label), in display order. */
export const FAQ_CATEGORIES: readonly { key: string; label: string }[] = [
  { key: 'account', label: '帳號與會員' },
  { key: 'payment', label: '收款與手續費' },
  { key: 'settlement', label: '撥款與提領' },
  { key: 'shipping', label: '物流寄件' },
  { key: 'buyer', label: '消費者' },
];

/** `faqMax`: FAQ entries kept in any state; the public FAQ is answered whole, so this is what keeps it small. */
export const CONTENT_LIMITS = { title: 120, summary: 300, body: 20_000, pageSizeMax: 50, faqMax: 300 } as const;

export const CONTENT_MESSAGES = {
  titleRequired: '請輸入標題',
  titleTooLong: `標題不可超過 ${CONTENT_LIMITS.title} 個字`,
  summaryTooLong: `摘要不可超過 ${CONTENT_LIMITS.summary} 個字`,
  bodyRequired: '請輸入內容',
  bodyTooLong: '內容過長',
  categoryInvalid: '請選擇常見問題分類',
  dateInvalid: '日期格式須為 YYYY/MM/DD',
  dateOrder: '結束日期不可早於開始日期',
  notFound: '找不到這則內容',
  faqTooMany: `常見問題最多 ${CONTENT_LIMITS.faqMax} 則，請改寫既有的問題`,
} as const;

/** Topics of the public contact form (SPEC §1 聯絡我們), in display order. */
export const CONTACT_CATEGORIES = [
  { key: 'general', label: '一般詢問' },
  { key: 'payment', label: '金流與手續費' },
  { key: 'shipping', label: '物流寄件' },
  { key: 'account', label: '帳號與會員' },
  { key: 'partnership', label: '商務合作' },
] as const;

/** A campaign's state on a Taiwan calendar day (YYYY-MM-DD): 即將開始, 進行中 or 已結束; open ends count as running. */
export type CampaignState = 'UPCOMING' | 'RUNNING' | 'ENDED';

export const CAMPAIGN_STATE_LABELS: Readonly<Record<CampaignState, string>> = {
  UPCOMING: '即將開始',
  RUNNING: '進行中',
  ENDED: '已結束',
};

export function campaignState(startsOn: string | null, endsOn: string | null, today: string): CampaignState {
  if (startsOn && today < startsOn) return 'UPCOMING';
  if (endsOn && today > endsOn) return 'ENDED';
  return 'RUNNING';
}
