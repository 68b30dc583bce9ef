/** zh-TW text of the member help pages (platform news and FAQ). */
export const HELPER_TEXT = {
  news: '最新消息',
  faqs: '常見問題',
  emptyNews: '目前沒有平台公告。',
  emptyFaqs: '常見問題整理中，您可以先查閱技術文件或聯絡客服。',
  notFound: '找不到這則公告，可能已下架。',
  backToNews: '回公告列表',
  docs: '前往技術文件',
} as const;
