import { codeList } from './code-list';

/**
 * Logistics review statuses (ours; SPEC §2.3 shows none): code lists like the others, the contract's enums carry
 * their keys and PostgreSQL their codes. A shop's logistics application waits for an operator, who opens the
 * services or turns the application down.
 */
export const LOGISTICS_APPLICATION_STATUS_LIST = codeList(
  'LogisticsApplicationStatus',
  [
    { key: 'PENDING', code: 1, label: '審核中', tone: 'accent' },
    { key: 'APPROVED', code: 2, label: '已開通', tone: 'success' },
    { key: 'REJECTED', code: 3, label: '未通過', tone: 'error' },
  ],
  { 1: [2, 3] },
);
export const LogisticsApplicationStatus = LOGISTICS_APPLICATION_STATUS_LIST.values;
export type LogisticsApplicationStatus = (typeof LogisticsApplicationStatus)[keyof typeof LogisticsApplicationStatus];

/** A claim for a lost parcel waits for an operator, who pays it (the capped amount) or turns it down. */
export const LOST_CLAIM_STATUS_LIST = codeList(
  'LostClaimStatus',
  [
    { key: 'PENDING', code: 1, label: '審核中', tone: 'accent' },
    { key: 'PAID', code: 2, label: '已賠付', tone: 'success' },
    { key: 'REJECTED', code: 3, label: '未通過', tone: 'error' },
  ],
  { 1: [2, 3] },
);
export const LostClaimStatus = LOST_CLAIM_STATUS_LIST.values;
export type LostClaimStatus = (typeof LostClaimStatus)[keyof typeof LostClaimStatus];

/** An application still open (pending or approved): a shop has at most one, and it ends the shipping hint. */
export const OPEN_LOGISTICS_APPLICATION_STATUSES: readonly LogisticsApplicationStatus[] = [
  LogisticsApplicationStatus.PENDING,
  LogisticsApplicationStatus.APPROVED,
];
