/**
 * What a viewer is built from: the few member fields the request path needs, with their columns. The session cache
 * forgets a member's sessions when one of them changes (member-change-announcer.ts, and the database trigger
 * of Migration20261126000500, which session-cache.e2e.test.ts checks against this list).
 */
export const MEMBER_FACT_COLUMNS = {
  id: 'id',
  loginName: 'login_name',
  name: 'name',
  memType: 'mem_type',
  isPlatform: 'is_platform',
  status: 'status',
} as const;
