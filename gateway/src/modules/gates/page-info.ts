/** Selection options the member pages load through /api/register/page_info (SPEC §3 code lists). */
export const MEMBER_TYPE_OPTIONS = [
  { value: 1, label: '個人會員' },
  { value: 2, label: '企業會員' },
] as const;

export const MEMBER_STATUS_OPTIONS = [
  { value: 1, label: '啟用' },
  { value: 6, label: '已結清' },
  { value: 7, label: '停權' },
  { value: 9, label: '審核中' },
  { value: 92, label: '審核失敗' },
  { value: 99, label: '資料待補' },
  { value: 8, label: '駁回' },
] as const;
