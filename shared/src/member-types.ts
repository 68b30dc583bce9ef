import { codeList } from './code-list';

/** SPEC §3 member types: personal and business sellers, and consumers (buyers). */
export const MEMBER_TYPE_LIST = codeList('MemberType', [
  { key: 'PERSONAL', code: 1, label: '個人會員', tone: 'neutral' },
  { key: 'BUSINESS', code: 2, label: '企業會員', tone: 'neutral' },
  { key: 'BUYER', code: 3, label: '消費者', tone: 'neutral' },
]);

export const MemberType = MEMBER_TYPE_LIST.values;
export type MemberType = (typeof MemberType)[keyof typeof MemberType];
