/**
 * A shop's JKO Pay application (SPEC §2.3 jko.create): codes, zh-TW names and colour tokens. Import-free, for the
 * gateway's decisions and the client's badges.
 */
export const JKO_STATUS = { None: 0, Pending: 9, Approved: 1, Failed: 92 } as const;

export const JKO_STATUSES = [
  { code: JKO_STATUS.None, label: '未申請', tone: 'neutral' },
  { code: JKO_STATUS.Pending, label: '審核中', tone: 'accent' },
  { code: JKO_STATUS.Approved, label: '已開通', tone: 'success' },
  { code: JKO_STATUS.Failed, label: '審核失敗', tone: 'error' },
] as const;

export function jkoStatusOf(code: number): { label: string; tone: string } {
  const found = JKO_STATUSES.find((s) => s.code === code);
  return found ? { label: found.label, tone: found.tone } : { label: '-', tone: 'neutral' };
}
