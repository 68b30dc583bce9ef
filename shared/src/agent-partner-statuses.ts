/**
 * SPEC §6: where an agent's referral of a seller stands. The contract carries the keys (INVITED…), the gateway's
 * services and REST the lowercase values. Import-free, for the gateway's enum and the client's badge.
 */
export const AgentPartnerStatus = {
  INVITED: 'invited',
  ACTIVE: 'active',
  DECLINED: 'declined',
  REMOVED: 'removed',
} as const;

export type AgentPartnerStatus = (typeof AgentPartnerStatus)[keyof typeof AgentPartnerStatus];
