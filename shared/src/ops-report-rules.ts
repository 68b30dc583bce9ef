/**
 * The operator reports' paging and ranges (internal tools and the ops console): `first` defaults to 50 and is
 * refused outside 1..200 (never clamped, so a tool never pages on believing it got more); a range defaults to the
 * 7 Taiwan days ending today and may span at most 366 days. Import-free.
 */
export const OPS_REPORT_LIMITS = { pageDefault: 50, pageMax: 200, defaultDays: 7, maxDays: 366 } as const;

export const OPS_REPORT_MESSAGES = {
  first: `每頁筆數須為 1 至 ${OPS_REPORT_LIMITS.pageMax} 的整數`,
  order: '起日不可晚於迄日',
  range: `查詢區間最長 ${OPS_REPORT_LIMITS.maxDays} 天`,
  cursor: '分頁游標無效，請從第一頁重新查詢',
} as const;
