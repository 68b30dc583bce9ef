import { CalendarDate, Month } from '../../schema/calendar';
import { PageOf } from '../../core/paging';
import { MemberStatus } from '@paydesk/shared/member-statuses';
import { PayType } from '@paydesk/shared/pay-types';
import { AgentContractState, AgentContractStatus, AgentPartnerStatus } from '@paydesk/shared/agency-statuses';
import { AGENT_LIST_PAGE_SIZE } from '@paydesk/shared/api-reference';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Money } from '../../schema/money';
import { FieldError } from '../../core/errors';

/** Whether a line of a month's share is a payment or a refund taken back from it (the CSV export keeps the values). */
export const ShareEntryKind = { PAYMENT: 'payment', REFUND: 'refund' } as const;
export type ShareEntryKind = (typeof ShareEntryKind)[keyof typeof ShareEntryKind];
registerEnumType(ShareEntryKind, {
  name: 'ShareEntryKind',
  description: 'A payment, or a refund taking back its share',
  valuesConfig: {
    PAYMENT: { description: 'A payment that earned a share' },
    REFUND: { description: 'A refund taking back the share its payment earned' },
  },
});

@ObjectType({ description: 'A revenue-share rate: basis points of the platform fee for one pay type' })
export class ShareRate {
  @Field(() => PayType) payType!: number;
  @Field(() => Int, { description: 'Basis points of the platform fee (1/100 of a percent), as stored' })
  basisPoints!: number;
  @Field(() => String, { description: 'The same rate in percent without the sign, as people type it: 35 bp is 0.35' })
  percent!: string;
}

@InputType({ description: 'One pay type’s rate: give percent (as operators type it) or basis points, not both' })
export class ShareRateInput {
  @Field(() => PayType, { description: 'Pay type' }) payType!: number;
  @Field(() => Int, { nullable: true, description: 'Share in basis points (1/100 of a percent), 0 to 10000' })
  basisPoints?: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'Share in percent of the platform fee, 0 to 100 with at most two decimals (0.35 is 35 basis points)',
  })
  percent?: string | null;
}

@ObjectType({ description: 'An agent contract; every version is kept' })
export class AgentContractView {
  @Field(() => Int) id!: number;
  @Field(() => CalendarDate, { description: 'First day (Taiwan date)' }) startsOn!: string;
  @Field(() => CalendarDate, { nullable: true, description: 'Last day (Taiwan date), inclusive; null for open-ended' })
  endsOn!: string | null;
  @Field(() => [ShareRate]) rates!: ShareRate[];
  @Field(() => String) settlementCycle!: string;
  @Field(() => AgentContractStatus, { description: 'Read from its dates on the day asked' })
  status!: AgentContractStatus;
  @Field(() => String) note!: string;
  @Field(() => String, { description: 'Who set it, in zh-TW (營運人員)' }) createdBy!: string;
  @Field(() => Date) createdAt!: Date;
}

@InputType()
export class AgentContractInput {
  @Field(() => CalendarDate, { description: 'First day (Taiwan date)' }) startsOn!: string;
  @Field(() => CalendarDate, { description: 'Last day (Taiwan date), inclusive; null for open-ended', nullable: true })
  endsOn?: string | null;
  @Field(() => [ShareRateInput], { description: 'Share rate per pay type' }) rates!: ShareRateInput[];
  @Field(() => String, { description: 'Operator note', nullable: true }) note?: string | null;
}

@ObjectType()
export class AgentContractPayload {
  @Field(() => AgentContractView, { nullable: true }) contract!: AgentContractView | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}

@ObjectType({ description: 'A seller an agent referred' })
export class AgentPartnerView {
  @Field(() => Int) id!: number;
  @Field(() => String) email!: string;
  @Field(() => AgentPartnerStatus) status!: AgentPartnerStatus;
  @Field(() => String, { nullable: true }) memberName!: string | null;
  @Field(() => String, { nullable: true }) loginName!: string | null;
  @Field(() => MemberStatus, { nullable: true, description: 'The partner’s own review state' }) memberStatus!:
    number | null;
  @Field(() => Int) activeShops!: number;
  @Field(() => String) note!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { nullable: true }) acceptedAt!: Date | null;
}

@ObjectType({ description: 'A page of an agent’s referred partners, newest referral first' })
export class AgentPartnerPage extends PageOf(AgentPartnerView) {}

@ObjectType()
export class AgentPartnerPayload {
  @Field(() => AgentPartnerView, { nullable: true }) partner!: AgentPartnerView | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}

@ObjectType({ description: 'An agent’s invitation as the invited seller sees it' })
export class AgentReferralView {
  @Field(() => Int) id!: number;
  @Field(() => String) agentName!: string;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType({ description: 'A page of the agents’ invitations waiting for the signed-in seller, newest first' })
export class AgentReferralPage extends PageOf(AgentReferralView) {}

@ObjectType()
export class AgentReferralPayload {
  @Field(() => Boolean) ok!: boolean;
  @Field(() => [FieldError]) errors!: FieldError[];
}

@ObjectType({ description: 'Shared profit of one partner and pay type in a month' })
export class ShareSummaryRow {
  @Field(() => Int) partnerMemberId!: number;
  @Field(() => String) merchantName!: string;
  @Field(() => PayType) payType!: number;
  @Field(() => Int) count!: number;
  @Field(() => Money, { description: 'Payments less refunds' }) volume!: number;
  @Field(() => Money) platformFee!: number;
  @Field(() => Money) share!: number;
}

@ObjectType()
export class ShareMonthTotal {
  @Field(() => Month, { description: 'The month' }) month!: string;
  @Field(() => Money) share!: number;
  @Field(() => Boolean) closed!: boolean;
}

@ObjectType({ description: 'An agent’s shared profit in a month' })
export class ShareSummary {
  @Field(() => Month, { description: 'The month' }) month!: string;
  @Field(() => Boolean) closed!: boolean;
  @Field(() => Money, { nullable: true, description: 'Paid into held funds when the month closed' }) paid!:
    number | null;
  @Field(() => Money) share!: number;
  @Field(() => [ShareSummaryRow]) rows!: ShareSummaryRow[];
  @Field(() => [ShareMonthTotal], { description: 'The last 12 months, oldest first' }) lastMonths!: ShareMonthTotal[];
}

@ObjectType({ description: 'A payment or refund contributing to a month’s share' })
export class ShareDetailRow {
  @Field(() => ShareEntryKind) kind!: ShareEntryKind;
  @Field(() => String) tradeNo!: string;
  @Field(() => String) merchantName!: string;
  @Field(() => PayType) payType!: number;
  @Field(() => Int) amount!: number;
  @Field(() => Int) platformFee!: number;
  @Field(() => Money) share!: number;
  @Field(() => Date) at!: Date;
}

@ObjectType({ description: 'An agent as operators list it: who, its contract state, partners and this month’s volume' })
export class AgentListRow {
  @Field(() => Int, { description: 'Member id (the member number)' }) memberId!: number;
  @Field(() => String, { description: 'Member name' }) name!: string;
  @Field(() => String, { description: 'Login account' }) loginName!: string;
  @Field(() => String, { nullable: true, description: 'Email' }) email!: string | null;
  @Field(() => AgentContractState, { description: 'No contract, requested, or the shown contract’s state' })
  state!: AgentContractState;
  @Field(() => [ShareRate], { description: 'Rates of the shown contract (the one in force, else the newest)' })
  rates!: ShareRate[];
  @Field(() => CalendarDate, { nullable: true, description: 'First day of the shown contract (Taiwan date)' })
  startsOn!: string | null;
  @Field(() => CalendarDate, { nullable: true, description: 'Last day of the shown contract (Taiwan date)' })
  endsOn!: string | null;
  @Field(() => Date, { nullable: true, description: 'When the agent asked for a contract (an open request)' })
  requestedAt!: Date | null;
  @Field(() => Int, { description: 'Active partner merchants' }) partnerCount!: number;
  @Field(() => Money, {
    description:
      'This Taiwan month’s partner sales counted towards the share (payments less refunds), as the agent’s share summary adds them',
  })
  monthVolume!: number;
}

@ObjectType({ description: 'One keyset page of agents' })
export class AgentListPage {
  @Field(() => [AgentListRow], { description: 'Agents in member order' }) items!: AgentListRow[];
  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page; null on the last page' })
  nextCursor!: string | null;
  @Field(() => Boolean, { description: 'Whether another page follows (then nextCursor is set)' }) hasNextPage!: boolean;
  @Field(() => [FieldError], { description: 'Invalid page size, cursor or search' }) errors!: FieldError[];
}

/** Page size of the agent list, as the schema describes it. */
export const AGENT_LIST_FIRST_DESCRIPTION = `Page size: default ${AGENT_LIST_PAGE_SIZE.default}, 1 to ${AGENT_LIST_PAGE_SIZE.max}; outside that the answer carries a field error (first, OUT_OF_RANGE) and no rows`;

@ObjectType()
export class AgentContractRequestPayload {
  @Field(() => Date, { nullable: true, description: 'When the open request was made' }) requestedAt!: Date | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}

@ObjectType({ description: "A page of a month's share lines, oldest first" })
export class ShareDetailPage extends PageOf(ShareDetailRow) {}
