import sanitizeHtml from 'sanitize-html';

/** FAQ categories (key -> zh-TW label), in display order. */
export const FAQ_CATEGORIES: readonly { key: string; label: string }[] = [
  { key: 'account', label: '帳號與會員' },
  { key: 'payment', label: '收款與手續費' },
  { key: 'settlement', label: '撥款與提領' },
  { key: 'shipping', label: '物流寄件' },
  { key: 'buyer', label: '消費者' },
];

export const CONTENT_LIMITS = { title: 120, summary: 300, body: 20_000, pageSizeMax: 50 } as const;

/** Rich text operators may use: formatting, lists, links, tables and images from https only. */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'hr',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // Links leaving the site open in a new tab without handing over window.opener.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  // An image whose source was refused (not https) would render as an empty box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Removes scripts, event handlers, styles and unknown tags from operator-written HTML. */
export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS).trim();
}

/** True when the item is visible to the public at `now`. */
export function isLive(item: { status: string; publishAt?: Date | null }, now: Date): boolean {
  return item.status === 'PUBLISHED' && !!item.publishAt && item.publishAt.getTime() <= now.getTime();
}

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
} as const;
