import { codeList } from './code-list';

/**
 * SPEC §3 member status codes with their one zh-TW name and colour token, in SPEC order, and the review moves:
 * a completed profile waits for review (9); an operator approves, rejects, fails or asks for more (99); a member
 * asked for more resubmits (99 → 9). The gateway's labels, page_info's options and the client's badges all read it.
 */
export const MEMBER_STATUS_LIST = codeList(
  'MemberStatus',
  [
    { key: 'ACTIVE', code: 1, label: '審核通過', tone: 'success' },
    { key: 'CLOSED', code: 6, label: '已關閉', tone: 'primary' },
    { key: 'SUSPENDED', code: 7, label: '已停權', tone: 'primary' },
    { key: 'PENDING_REVIEW', code: 9, label: '待審核', tone: 'accent' },
    { key: 'REVIEW_FAILED', code: 92, label: '審核失敗', tone: 'error' },
    { key: 'SUPPLEMENT', code: 99, label: '資料待補件', tone: 'accent' },
    { key: 'REJECTED', code: 8, label: '審核不通過（退件）', tone: 'error' },
  ],
  { 9: [9, 1, 8, 92, 99], 99: [9] },
);

export const MemberStatus = MEMBER_STATUS_LIST.values;
export type MemberStatus = (typeof MemberStatus)[keyof typeof MemberStatus];
export const MEMBER_STATUSES = MEMBER_STATUS_LIST.entries;
