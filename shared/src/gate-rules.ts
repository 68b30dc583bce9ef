import { MEMBER_TYPE_LIST } from './member-types';

/**
 * SPEC §4 gate order as a pure function: the gateway computes the gates it
 * serves with it and the client re-evaluates them on every route change with the same code. Both test
 * suites run the table in gateway/src/modules/member-info/gate-cases.json.
 */
export const GATE_KINDS = [
  'PROVIDER_NOTICE_PLATFORM',
  'PROVIDER_NOTICE_MEMBER',
  'TAX_NOTICE',
  'DEFAULT_PASSWORD',
  'INCOMPLETE_DATA',
  'DATA_UPDATE',
  'BENEFICIARY_HINT',
  'EMAIL_UNVERIFIED',
  'MOBILE_UNVERIFIED',
  'PASSWORD_STALE',
  'NO_SHOP',
  'SHIPPING_HINT',
  'GLOBAL_NOTICE',
] as const;

export type GateKind = (typeof GATE_KINDS)[number];

/** What the gates are decided from (derived from the member info; beneficiaryHintShown is the browser's). */
export interface GateFacts {
  isAssistant: boolean;
  /** The member type's key (PERSONAL, BUSINESS). */
  memType: string | undefined;
  /** true = that provider notice still waits for acceptance. */
  providerNoticeMember: boolean;
  providerNoticePlatform: boolean;
  taxNoticePending: boolean;
  defaultPassword: boolean;
  registerComplete: boolean;
  /** Member status 99 (data to supplement): the forced personal-data modification dialog. */
  dataUpdateRequired: boolean;
  beneficiarySet: boolean;
  beneficiaryHintShown: boolean;
  mailVerified: boolean;
  mobileVerified: boolean;
  /** Password older than 90 days. */
  passwordStale: boolean;
  merchantCount: number;
  shippingPending: boolean;
  globalNoticePending: boolean;
}

/** The member-info fields the gates read: the GraphQL MemberInfo on both sides. */
export interface GateMemberInfo {
  isAssistant: boolean;
  /** The gateway holds the code, the client the contract's key. */
  memType: number | string;
  providerNotice: { member: unknown; platform: unknown };
  taxNotice: unknown;
  defaultPassword: boolean;
  registerComplete: boolean;
  dataUpdateRequired: boolean;
  beneficiarySet: boolean;
  mailVerified: boolean;
  mobileVerified: boolean;
  passwordStale: boolean;
  merchantCount: number;
  spTagMerId: number | null | undefined;
  globalNotices: readonly unknown[];
}

/** Gate facts from member info; the beneficiary hint flag lives in the browser (localStorage `beficshown`). */
export function gateFactsOf(info: GateMemberInfo, beneficiaryHintShown: boolean): GateFacts {
  return {
    isAssistant: info.isAssistant,
    memType: MEMBER_TYPE_LIST.keyOf(info.memType),
    providerNoticeMember: info.providerNotice.member !== null,
    providerNoticePlatform: info.providerNotice.platform !== null,
    taxNoticePending: info.taxNotice !== null,
    defaultPassword: info.defaultPassword,
    registerComplete: info.registerComplete,
    dataUpdateRequired: info.dataUpdateRequired,
    beneficiarySet: info.beneficiarySet,
    beneficiaryHintShown,
    mailVerified: info.mailVerified,
    mobileVerified: info.mobileVerified,
    passwordStale: info.passwordStale,
    merchantCount: info.merchantCount,
    shippingPending: info.spTagMerId !== null && info.spTagMerId !== undefined,
    globalNoticePending: info.globalNotices.length > 0,
  };
}

const SURVEY_ROUTE = 'survey.beneficiary.declaration';
const MEMBER_EDIT = 'member.edit';

/** The gates that apply on this route, in SPEC §4 order; the client shows the first one. */
export function computeGates(facts: GateFacts, routeName: string): GateKind[] {
  // The survey page is exempt from all; assistants cannot act on their owner's notices, password or data.
  if (routeName === SURVEY_ROUTE || facts.isAssistant) return [];
  const onMemberEdit = routeName === MEMBER_EDIT;
  const gates: GateKind[] = [];
  const isPlatformRoute = routeName.startsWith('pf.');
  if (isPlatformRoute ? facts.providerNoticePlatform : facts.providerNoticeMember) {
    gates.push(isPlatformRoute ? 'PROVIDER_NOTICE_PLATFORM' : 'PROVIDER_NOTICE_MEMBER');
  }
  if (facts.taxNoticePending) gates.push('TAX_NOTICE');
  if (facts.defaultPassword && !onMemberEdit) gates.push('DEFAULT_PASSWORD');
  if (!facts.registerComplete && !onMemberEdit) gates.push('INCOMPLETE_DATA');
  if (facts.dataUpdateRequired && !onMemberEdit) gates.push('DATA_UPDATE');
  if (facts.memType === 'BUSINESS' && !facts.beneficiarySet && !facts.beneficiaryHintShown)
    gates.push('BENEFICIARY_HINT');
  if (!facts.mailVerified && !onMemberEdit) gates.push('EMAIL_UNVERIFIED');
  if (!facts.mobileVerified && !onMemberEdit) gates.push('MOBILE_UNVERIFIED');
  // The reminder sends the member to member.edit?type=pwd, so it cannot block that page.
  if (facts.passwordStale && !facts.defaultPassword && !onMemberEdit) gates.push('PASSWORD_STALE');
  if (facts.merchantCount === 0 && routeName !== 'merchant.create' && !onMemberEdit) gates.push('NO_SHOP');
  if (facts.shippingPending && !routeName.startsWith('shipping.')) gates.push('SHIPPING_HINT');
  if (facts.globalNoticePending) gates.push('GLOBAL_NOTICE');
  return gates;
}
