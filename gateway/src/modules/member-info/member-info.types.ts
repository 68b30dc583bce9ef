import { MemberType } from '@paydesk/shared/member-types';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GATE_KINDS } from '@paydesk/shared/gate-rules';
import { NoticeSendType } from '../notices';

/** SPEC §4 gates; the client shows the first as its persistent dialog. */
export const GateKindEnum = Object.fromEntries(GATE_KINDS.map((k) => [k, k])) as {
  [K in (typeof GATE_KINDS)[number]]: K;
};
registerEnumType(GateKindEnum, {
  name: 'GateKind',
  valuesConfig: {
    BENEFICIARY_HINT: { description: 'Hint to declare beneficial owners' },
    DATA_UPDATE: { description: 'Profile data to update' },
    DEFAULT_PASSWORD: { description: 'The password is still the one given' },
    EMAIL_UNVERIFIED: { description: 'Email not verified' },
    GLOBAL_NOTICE: { description: 'An unread global notice' },
    INCOMPLETE_DATA: { description: 'Profile incomplete' },
    MOBILE_UNVERIFIED: { description: 'Mobile not verified' },
    NO_SHOP: { description: 'No merchant yet' },
    PASSWORD_STALE: { description: 'Password due for a change' },
    PROVIDER_NOTICE_MEMBER: { description: 'Provider terms to accept (member)' },
    PROVIDER_NOTICE_PLATFORM: { description: 'Provider terms to accept (platform)' },
    SHIPPING_HINT: { description: 'Hint to apply for logistics' },
    TAX_NOTICE: { description: 'Tax notice to confirm' },
  },
});

@ObjectType({ description: 'A notice waiting for acceptance (HTML, sanitised by the server)' })
export class PendingNoticeContent {
  @Field(() => String)
  content!: string;
}

@ObjectType({ description: 'SPEC §3 provider notice {member, platform}: null when accepted or not concerned' })
export class ProviderNotice {
  @Field(() => PendingNoticeContent, { nullable: true })
  member!: PendingNoticeContent | null;

  @Field(() => PendingNoticeContent, { nullable: true })
  platform!: PendingNoticeContent | null;
}

@ObjectType({ description: 'SPEC §3 notice object' })
export class GlobalNotice {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  type!: string;

  @Field(() => String, { description: 'Sanitised HTML' })
  content!: string;

  @Field(() => String)
  context!: string;

  @Field(() => NoticeSendType)
  sendType!: NoticeSendType;

  @Field(() => String)
  btnText!: string;
}

@ObjectType({ description: 'SPEC §3 member info and derived flags of the member the viewer works for' })
export class MemberInfo {
  @Field(() => Int) memId!: number;
  @Field(() => MemberType) memType!: number;
  @Field(() => String) memName!: string;
  @Field(() => String) loginName!: string;
  @Field(() => Boolean) isPlatform!: boolean;
  @Field(() => Boolean) isAssistant!: boolean;
  @Field(() => Int) merchantCount!: number;
  @Field(() => Boolean, { description: 'Member data complete (RegisterTag)' }) registerComplete!: boolean;
  @Field(() => Boolean) mailVerified!: boolean;
  @Field(() => Boolean) mobileVerified!: boolean;
  @Field(() => Boolean) defaultPassword!: boolean;
  @Field(() => Boolean, { description: 'Password older than 90 days' }) passwordStale!: boolean;
  @Field(() => Boolean, { description: 'Status 99: the member must update its data' }) dataUpdateRequired!: boolean;
  @Field(() => Boolean) beneficiarySet!: boolean;
  @Field(() => Int, { nullable: true, description: 'Shop whose logistics are not applied for (SPTagMerID)' })
  spTagMerId!: number | null;
  @Field(() => ProviderNotice) providerNotice!: ProviderNotice;
  @Field(() => PendingNoticeContent, { nullable: true, description: 'null counts as accepted' })
  taxNotice!: PendingNoticeContent | null;
  @Field(() => [GlobalNotice]) globalNotices!: GlobalNotice[];
  @Field(() => [String]) permissionPage!: string[];
}

@InputType()
export class BeneficialOwnerInput {
  @Field(() => String, { description: 'Full name' }) name!: string;
  @Field(() => String, { description: 'National ID or passport number' }) idNo!: string;
  @Field(() => String, { description: 'Nationality' }) nationality!: string;
  @Field(() => Int, { description: 'Share of ownership, whole percent' }) sharePercent!: number;
}
