import { formatMoney } from '@paydesk/shared/money';
import { taipeiDateTime } from '@paydesk/shared/taiwan-time';

/** Who a notice goes to: a member (through one of their 通知設定 types, else their own email) or a buyer. */
export type NoticeTo =
  | { member: number | null; setting: 'trade' | 'payout' | 'shipping' | 'system' | null; sms?: boolean }
  | { email: string | null; mobile: string | null; sms?: boolean };

/** One notice of an event, before it has recipients: the words of the mail and, when `sms` is set, of the SMS. */
export interface NoticeDraft {
  /** The template's name, recorded with each message sent (`payment.refunded:buyer`). */
  template: string;
  to: NoticeTo;
  subject: string;
  greeting?: string;
  intro: string;
  facts: readonly (readonly [string, string])[];
  outro?: string;
  /** A value to print as a scannable code under the facts (a store code or a virtual account). */
  barcode?: { label: string; value: string };
  /** The SMS text (≤ 70 characters when it can be). */
  sms?: string;
}

/** The event's data, read defensively: an event published by an older gateway may lack a field. */
export class Facts {
  constructor(private readonly data: Record<string, unknown>) {}

  text(key: string): string {
    const value = this.data[key];
    return typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : '-';
  }

  optional(key: string): string | null {
    const value = this.text(key);
    return value === '-' ? null : value;
  }

  number(key: string): number | null {
    const value = this.data[key];
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  }

  money(key: string): string {
    return formatMoney(this.number(key));
  }

  when(key: string): string {
    const value = this.data[key];
    const date = typeof value === 'string' || value instanceof Date ? new Date(value) : null;
    return date && !Number.isNaN(date.getTime()) ? taipeiDateTime(date) : '-';
  }

  flag(key: string): boolean {
    return this.data[key] === true;
  }
}

const FOOTER = '此信件由 PayDesk 系統自動發送，請勿直接回覆。';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The plain-text body of a mail. */
export function noticeText(draft: NoticeDraft): string {
  const facts = draft.facts.map(([label, value]) => `${label}：${value}`).join('\n');
  const code = draft.barcode ? `\n${draft.barcode.label}：${draft.barcode.value}` : '';
  return [`${draft.greeting ?? '您好'}：`, draft.intro, facts + code, draft.outro, FOOTER].filter(Boolean).join('\n\n');
}

/** The HTML body of a mail: the same words, a facts table, and the barcode image when there is one. */
export function noticeHtml(draft: NoticeDraft, barcodeImage: string | null): string {
  const rows = draft.facts
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;color:#555">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const code =
    draft.barcode && barcodeImage
      ? `<p style="margin:16px 0 4px">${escapeHtml(draft.barcode.label)}：<strong>${escapeHtml(draft.barcode.value)}</strong></p><img src="${barcodeImage}" alt="${escapeHtml(draft.barcode.value)}" width="180" height="180">`
      : '';
  return [
    '<!doctype html><html lang="zh-Hant-TW"><body style="font-family:sans-serif;color:#1a1a1a;line-height:1.6">',
    `<p>${escapeHtml(draft.greeting ?? '您好')}：</p>`,
    `<p>${escapeHtml(draft.intro)}</p>`,
    `<table style="border-collapse:collapse">${rows}</table>`,
    code,
    draft.outro ? `<p>${escapeHtml(draft.outro)}</p>` : '',
    `<p style="color:#777;font-size:12px">${FOOTER}</p>`,
    '</body></html>',
  ].join('');
}
