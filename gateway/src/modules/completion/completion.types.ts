import { Permission } from '../../schema/permission';
import { MemberStatus } from '@paydesk/shared/member-statuses';
import { MemberType } from '@paydesk/shared/member-types';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ResultPayload } from '../../core/errors';
import { PageOf } from '../../core/paging';

@InputType()
export class CompleteProfileInput {
  @Field(() => String, { description: 'Contact address' })
  address!: string;

  @Field(() => String, { description: 'Contact phone' })
  contactPhone!: string;

  @Field(() => String, { nullable: true, description: 'Business: the representative (ComBossName)' })
  bossName?: string | null;

  @Field(() => String, { nullable: true, description: "Business: the representative's national ID" })
  bossNationalId?: string | null;

  @Field(() => String, { description: 'Three-digit bank code' })
  bankCode!: string;

  @Field(() => String, { description: 'Bank account number' })
  bankAccount!: string;

  @Field(() => String, { description: "Must be the member's own name (company name for businesses)" })
  bankAccountName!: string;
}

@ObjectType()
export class CompletionPayload extends ResultPayload {}

@ObjectType()
export class MemberDocumentInfo {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  kind!: string;

  @Field(() => String)
  label!: string;

  @Field(() => String)
  originalName!: string;
}

@ObjectType({ description: "The member's completion and review state (/auth/member/inspect)" })
export class MemberReviewState {
  @Field(() => MemberType)
  memType!: number;

  @Field(() => MemberStatus, { description: 'SPEC §3 member status' })
  status!: number;

  @Field(() => String)
  statusName!: string;

  @Field(() => Boolean)
  profileCompleted!: boolean;

  @Field(() => Boolean, { description: 'The completion form may be (re)submitted' })
  canSubmit!: boolean;

  @Field(() => String, { nullable: true, description: "The reviewer's reason" })
  reason!: string | null;

  @Field(() => String, { nullable: true })
  reviewedAt!: string | null;

  @Field(() => [String], { description: 'Document kinds this member must upload' })
  requiredDocuments!: string[];

  @Field(() => [MemberDocumentInfo])
  documents!: MemberDocumentInfo[];
}

export enum ReviewDecision {
  APPROVE = 'APPROVE',
  REJECT = 'REJECT',
  FAIL = 'FAIL',
  SUPPLEMENT = 'SUPPLEMENT',
}
registerEnumType(ReviewDecision, {
  name: 'ReviewDecision',
  description: 'Approve (1), reject (8), fail review (92), ask for supplements (99)',
  valuesConfig: {
    APPROVE: { description: 'Approve' },
    FAIL: { description: 'Fail for good' },
    REJECT: { description: 'Reject; the member may resubmit' },
    SUPPLEMENT: { description: 'Ask for more documents' },
  },
});

@InputType()
export class ReviewMemberInput {
  @Field(() => Int, { description: 'Member id' })
  memberId!: number;

  @Field(() => ReviewDecision, { description: 'The decision' })
  decision!: ReviewDecision;

  @Field(() => String, { description: 'Note shown to the member', nullable: true })
  reason?: string | null;
}

/** A member awaiting review, as operators see it: guarded at the type so no other path can expose it. */
@ObjectType()
@Permission('ops_members')
export class PendingMember {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  loginName!: string;

  @Field(() => String)
  name!: string;

  @Field(() => MemberType)
  memType!: number;

  @Field(() => String, { nullable: true })
  identityNo!: string | null;

  @Field(() => String)
  submittedAt!: string;

  @Field(() => String, { nullable: true })
  bankAccountName!: string | null;

  @Field(() => [MemberDocumentInfo])
  documents!: MemberDocumentInfo[];
}

@ObjectType({ description: 'A page of the members waiting for review, longest waiting first' })
export class PendingMemberPage extends PageOf(PendingMember, 'longest waiting first (by submission time, then id)') {}
