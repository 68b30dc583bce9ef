import { codeList } from './code-list';

/**
 * Why a seller refunds (ours, after the reasons ECPay's and Stripe's refund forms offer): one is required with every
 * refund, OTHER with a note. Stored on the refund, so the buyer's receipt, the seller's screens and the buyer area
 * all say why.
 */
export const REFUND_REASON_LIST = codeList('RefundReason', [
  { key: 'BUYER_REQUEST', code: 1, label: '買家要求取消', tone: 'neutral' },
  { key: 'OUT_OF_STOCK', code: 2, label: '商品缺貨', tone: 'neutral' },
  { key: 'DEFECTIVE', code: 3, label: '商品瑕疵或損壞', tone: 'neutral' },
  { key: 'NOT_DELIVERED', code: 4, label: '商品未送達', tone: 'neutral' },
  { key: 'DUPLICATE', code: 5, label: '重複付款', tone: 'neutral' },
  { key: 'PRICE_ADJUSTMENT', code: 6, label: '金額調整', tone: 'neutral' },
  { key: 'OTHER', code: 9, label: '其他', tone: 'neutral' },
]);

export const RefundReason = REFUND_REASON_LIST.values;
export type RefundReason = (typeof RefundReason)[keyof typeof RefundReason];

/** The note's limit (characters); required with OTHER, optional otherwise. */
export const REFUND_NOTE_MAX = 100;

export const REFUND_REASON_MESSAGES = {
  reason: '請選擇退款原因',
  note: '選擇「其他」時請說明退款原因',
  noteTooLong: `退款說明最多 ${REFUND_NOTE_MAX} 字`,
} as const;

/** The reason as a screen or a mail shows it: the label, with the note when there is one ('其他：尺寸不合'). */
export const refundReasonText = (reason: number | string | null | undefined, note?: string | null): string => {
  if (reason === null || reason === undefined) return '-';
  const label = REFUND_REASON_LIST.label(reason);
  return note?.trim() ? `${label}：${note.trim()}` : label;
};

/** The one check of a reason and note, for the gateway and the client: the message of what is wrong, or null. */
export function refundReasonProblem(
  reason: number | string | null | undefined,
  note: string | null | undefined,
): { field: 'reason' | 'note'; message: string } | null {
  const entry =
    reason === null || reason === undefined
      ? undefined
      : (REFUND_REASON_LIST.byKey(String(reason)) ?? REFUND_REASON_LIST.byCode(Number(reason)));
  if (!entry) return { field: 'reason', message: REFUND_REASON_MESSAGES.reason };
  const text = (note ?? '').trim();
  if ([...text].length > REFUND_NOTE_MAX) return { field: 'note', message: REFUND_REASON_MESSAGES.noteTooLong };
  if (entry.key === 'OTHER' && !text) return { field: 'note', message: REFUND_REASON_MESSAGES.note };
  return null;
}
