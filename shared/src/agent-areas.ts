/**
 * SPEC §6: the agency area (/auth/pf and its pf_* permission keys) belongs to agents (platform members).
 * Import-free, so the gateway (which refuses to grant pf_* keys to a non-agent's assistants) and the client
 * (route guard, side menu, permission picker) apply one rule.
 */
export const AGENT_ONLY_AREAS: readonly string[] = ['pf'];

/** Whether a member (or an assistant of a member) with this agent flag may use or grant an area. */
export function areaOpenTo(area: string, isPlatform: boolean): boolean {
  return isPlatform || !AGENT_ONLY_AREAS.includes(area);
}
