import { codeList } from './code-list';

/**
 * Agency statuses (ours; SPEC §2.3 /auth/pf shows none). A referral is an invitation until the seller accepts or
 * declines it; the agent may end an invitation or a partnership. The partner status is a code list like the
 * others: the contract's AgentPartnerStatus enum carries its keys, PostgreSQL its codes.
 */
export const AGENT_PARTNER_STATUS_LIST = codeList(
  'AgentPartnerStatus',
  [
    { key: 'INVITED', code: 1, label: '邀請中', tone: 'accent' },
    { key: 'ACTIVE', code: 2, label: '合作中', tone: 'success' },
    { key: 'DECLINED', code: 3, label: '已婉拒', tone: 'error' },
    { key: 'REMOVED', code: 4, label: '已結束合作', tone: 'neutral' },
  ],
  { 1: [2, 3, 4], 2: [4] },
);
export const AgentPartnerStatus = AGENT_PARTNER_STATUS_LIST.values;
export type AgentPartnerStatus = (typeof AgentPartnerStatus)[keyof typeof AgentPartnerStatus];
/** The statuses an agent may end (an open invitation or a partnership); `removed` follows. */
export const AGENT_PARTNER_OPEN_STATUSES: readonly AgentPartnerStatus[] = [
  AgentPartnerStatus.INVITED,
  AgentPartnerStatus.ACTIVE,
];

/**
 * A contract version's state on a given day, read from its dates (never stored): not started yet, in force, or
 * over. The contract's AgentContractStatus enum carries the keys; the codes only order the list.
 */
export const AGENT_CONTRACT_STATUS_LIST = codeList('AgentContractStatus', [
  { key: 'SCHEDULED', code: 1, label: '尚未生效', tone: 'accent' },
  { key: 'ACTIVE', code: 2, label: '生效中', tone: 'success' },
  { key: 'ENDED', code: 3, label: '已結束', tone: 'neutral' },
]);
export type AgentContractStatusKey = (typeof AGENT_CONTRACT_STATUS_LIST.entries)[number]['key'];
export const AgentContractStatus = AGENT_CONTRACT_STATUS_LIST.values;
export type AgentContractStatus = (typeof AgentContractStatus)[keyof typeof AgentContractStatus];

/**
 * Where an agent stands with its contract, as the operators' agent list shows it: no contract, no contract but a
 * request waiting, or the state of its latest version (read from its dates, like AgentContractStatus).
 */
export const AGENT_CONTRACT_STATE_LIST = codeList('AgentContractState', [
  { key: 'NONE', code: 0, label: '尚未簽訂合約', tone: 'neutral' },
  { key: 'REQUESTED', code: 1, label: '申請合約中', tone: 'accent' },
  { key: 'SCHEDULED', code: 2, label: '尚未生效', tone: 'accent' },
  { key: 'ACTIVE', code: 3, label: '生效中', tone: 'success' },
  { key: 'ENDED', code: 4, label: '已結束', tone: 'neutral' },
]);
export const AgentContractState = AGENT_CONTRACT_STATE_LIST.values;
export type AgentContractState = (typeof AgentContractState)[keyof typeof AgentContractState];
