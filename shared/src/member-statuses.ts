/**
 * SPEC §3 member status codes with their one zh-TW name and colour token, in SPEC order. Import-free: the
 * gateway's labels, page_info's options and the client's badges all read this list (two tables with different
 * words for the same codes had drifted apart).
 */
export const MEMBER_STATUSES = [
  { code: 1, label: '審核通過', tone: 'success' },
  { code: 6, label: '已關閉', tone: 'primary' },
  { code: 7, label: '已停權', tone: 'primary' },
  { code: 9, label: '待審核', tone: 'accent' },
  { code: 92, label: '審核失敗', tone: 'error' },
  { code: 99, label: '資料待補件', tone: 'accent' },
  { code: 8, label: '審核不通過（退件）', tone: 'error' },
] as const;

export type MemberStatusCode = (typeof MEMBER_STATUSES)[number]['code'];

/** The zh-TW name of a member status code ('-' when unknown, as empty values display). */
export function memberStatusLabel(code: number): string {
  return MEMBER_STATUSES.find((s) => s.code === code)?.label ?? '-';
}
