import type { MemberInfoFieldsFragment } from '../graphql/generated';

/** The member info of business01 as the gateway serves it, meeting no SPEC §4 gate; tests change what they need. */
export function memberInfoFixture(
  over: Partial<MemberInfoFieldsFragment> = {},
): MemberInfoFieldsFragment & { __typename: 'MemberInfo' } {
  return {
    __typename: 'MemberInfo',
    memId: 2,
    memType: 'BUSINESS',
    memName: '好物商行',
    loginName: 'business01',
    isPlatform: false,
    isAssistant: false,
    merchantCount: 1,
    registerComplete: true,
    mailVerified: true,
    mobileVerified: true,
    defaultPassword: false,
    passwordStale: false,
    dataUpdateRequired: false,
    beneficiarySet: true,
    spTagMerId: null,
    providerNotice: { member: null, platform: null },
    taxNotice: null,
    globalNotices: [],
    permissionPage: [],
    ...over,
  };
}
