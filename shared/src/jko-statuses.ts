import { codeList } from './code-list';

/**
 * A shop's JKO Pay application (SPEC §2.3 jko.create): the owner applies (0 or 92 → 9), an operator approves or
 * fails it (9 → 1 or 92).
 */
export const JKO_STATUS_LIST = codeList(
  'JkoStatus',
  [
    { key: 'NONE', code: 0, label: '未申請', tone: 'neutral' },
    { key: 'PENDING', code: 9, label: '審核中', tone: 'accent' },
    { key: 'APPROVED', code: 1, label: '已開通', tone: 'success' },
    { key: 'FAILED', code: 92, label: '審核失敗', tone: 'error' },
  ],
  { 0: [9], 92: [9], 9: [1, 92] },
);

export const JkoStatus = JKO_STATUS_LIST.values;
export type JkoStatus = (typeof JkoStatus)[keyof typeof JkoStatus];
export const JKO_STATUSES = JKO_STATUS_LIST.entries;
