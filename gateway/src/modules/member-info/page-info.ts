import { MEMBER_STATUSES } from '@paydesk/shared/member-statuses';

/** Selection options the member pages load through /api/register/page_info (SPEC §3 code lists). */
export const MEMBER_TYPE_OPTIONS = [
  { value: 1, label: '個人會員' },
  { value: 2, label: '企業會員' },
] as const;

/** SPEC §3 member statuses, from the one shared list. */
export const MEMBER_STATUS_OPTIONS = MEMBER_STATUSES.map(({ code, label }) => ({ value: code, label }));
