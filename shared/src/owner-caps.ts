/**
 * How many rows of each per-seller configuration list one owner may keep. These lists are answered whole (no
 * paging), so the bound is what keeps each answer small; the gateway refuses a create beyond it. Import-free.
 */
export const OWNER_CAPS = {
  /** A seller's shops (each one reviewed by operators). */
  merchants: 20,
  /** A seller's storefronts. */
  stores: 30,
  /** A seller's recurring-charge plans. */
  periodPlans: 50,
  /** A business member's assistant accounts. */
  assistants: 30,
  /** A business member's assistant permission groups. */
  assistantGroups: 20,
  /** Contract versions operators set for one agent (each change of terms is a version). */
  agentContracts: 100,
} as const;

export type OwnerCapKind = keyof typeof OWNER_CAPS;

export const OWNER_CAP_MESSAGES: Record<OwnerCapKind, string> = {
  merchants: `每位會員最多建立 ${OWNER_CAPS.merchants} 個商店`,
  stores: `每位會員最多建立 ${OWNER_CAPS.stores} 個賣場`,
  periodPlans: `每位會員最多建立 ${OWNER_CAPS.periodPlans} 個定期定額方案`,
  assistants: `每位會員最多建立 ${OWNER_CAPS.assistants} 個助理帳號`,
  assistantGroups: `每位會員最多建立 ${OWNER_CAPS.assistantGroups} 個助理權限群組`,
  agentContracts: `每位代理商最多 ${OWNER_CAPS.agentContracts} 個合約版本`,
};
