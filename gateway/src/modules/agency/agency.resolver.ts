import type { GatewayContext } from '../services';
import { OWNER_CAPS } from '@paydesk/shared/owner-caps';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, Directive, Field, Info, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Permission } from '../../schema/permission';
import { PageArgs } from '../../core/paging';
import { selectsField } from '../../schema/selection';
import { Month } from '../../schema/calendar';
import { FieldError } from '../../core/errors';
import { TransactionFilter, TransactionPage } from '../payments';
import {
  AgentContractInput,
  AgentContractPayload,
  AgentContractView,
  AgentPartnerPage,
  AgentPartnerPayload,
  AgentPartnerView,
  AgentReferralPage,
  AgentReferralPayload,
  ShareDetailPage,
  ShareSummary,
} from './agency.types';

@ObjectType()
class AgentShareClosePayload {
  @Field(() => Int, { nullable: true, description: 'Paid into the agent’s held funds' }) paid!: number | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}

/** The agency area (SPEC §2.3 /auth/pf/*): pf_* keys, which the guard opens to agents only; ops set contracts. */
@Resolver()
export class AgencyResolver {
  @Query(() => [AgentContractView], {
    description: `The agent’s contract in force and its history, newest first. Bounded: at most ${OWNER_CAPS.agentContracts} versions per agent, because setting a version beyond that is refused`,
  })
  @Permission('pf_contract_info')
  agentContract(@Ctx() ctx: GatewayContext): Promise<AgentContractView[]> {
    return ctx.services.agency.contractHistory(ctx);
  }

  @Query(() => AgentPartnerPage, {
    description: "The agent's referred partner merchants with their notes, newest referral first, keyset-paged",
  })
  @Permission('pf_merchant_list')
  agentPartners(@Ctx() ctx: GatewayContext, @Args() paging: PageArgs): Promise<AgentPartnerPage> {
    return ctx.services.agency.partners(ctx, paging);
  }

  @Query(() => AgentPartnerView, {
    nullable: true,
    description: "One of the agent's referred partners as the list shows it (its edit page); null when not the agent's",
  })
  @Permission('pf_merchant_edit')
  agentPartner(
    @Ctx() ctx: GatewayContext,
    @Arg('id', () => Int, { description: 'Partner id' }) id: number,
  ): Promise<AgentPartnerView | null> {
    return ctx.services.agency.partner(ctx, id);
  }

  @Mutation(() => AgentPartnerPayload, { description: 'Refer a seller by email; it accepts in its own back office' })
  @Permission('pf_merchant_create')
  referAgentPartner(
    @Ctx() ctx: GatewayContext,
    @Arg('email', { description: 'Email of the member to refer' }) email: string,
    @Arg('note', () => String, { description: "The agent's own note on the partner", nullable: true })
    note?: string | null,
  ): Promise<AgentPartnerPayload> {
    return ctx.services.agency.refer(ctx, email, note ?? null);
  }

  @Mutation(() => AgentPartnerPayload, {
    description: 'Changes the note on a referred partner, or removes the partner',
  })
  @Permission('pf_merchant_edit')
  updateAgentPartner(
    @Ctx() ctx: GatewayContext,
    @Arg('id', () => Int, { description: 'Partner id' }) id: number,
    @Arg('note', { description: "The agent's own note on the partner" }) note: string,
    @Arg('remove', () => Boolean, { description: 'True removes the partner', defaultValue: false }) remove: boolean,
  ): Promise<AgentPartnerPayload> {
    return ctx.services.agency.updatePartner(ctx, id, note, remove);
  }

  @Query(() => TransactionPage, {
    description: 'Transactions across the agent’s partners, each from its acceptance on (nothing from before it)',
  })
  @Permission('pf_inquiry_transaction')
  agentTransactions(
    @Ctx() ctx: GatewayContext,
    @Arg('filter', { description: "Range, status, pay type and keyset paging of the partners' transactions" })
    filter: TransactionFilter,
    @Info() info: GraphQLResolveInfo,
  ): Promise<TransactionPage> {
    return ctx.services.agency.inquiry(ctx, filter, { totals: selectsField(info, ['totalCount', 'totalAmount']) });
  }

  @Query(() => ShareSummary, { description: 'Shared profit of a month (YYYY-MM)' })
  @Permission('pf_shared_list')
  agentShareSummary(
    @Ctx() ctx: GatewayContext,
    @Arg('month', () => Month, { description: 'Taiwan calendar month, YYYY-MM; a malformed month is an error' })
    month: string,
  ): Promise<ShareSummary> {
    return ctx.services.agency.summary(ctx, month);
  }

  @Query(() => ShareDetailPage, {
    description: 'Every payment and refund in a month’s share, oldest first, keyset-paged',
  })
  @Permission('pf_shared_detail')
  agentShareDetail(
    @Ctx() ctx: GatewayContext,
    @Arg('month', () => Month, { description: 'Taiwan calendar month, YYYY-MM; a malformed month is an error' })
    month: string,
    @Args() paging: PageArgs,
  ): Promise<ShareDetailPage> {
    return ctx.services.agency.detailPage(ctx, month, paging);
  }

  @Query(() => AgentReferralPage, {
    description:
      'Agents’ invitations waiting for the signed-in seller: those to its email, once verified; newest first, keyset-paged',
  })
  @Directive('@auth(roles: [SELLER])')
  agentReferrals(@Ctx() ctx: GatewayContext, @Args() paging: PageArgs): Promise<AgentReferralPage> {
    return ctx.services.agency.referrals(ctx, paging);
  }

  @Mutation(() => AgentReferralPayload, {
    description: 'Accept or decline an invitation to the seller’s verified email; an agent is never its own partner',
  })
  @Directive('@auth(roles: [SELLER])')
  answerAgentReferral(
    @Ctx() ctx: GatewayContext,
    @Arg('id', () => Int, { description: 'Referral id' }) id: number,
    @Arg('accept', () => Boolean, { description: 'True accepts the agent, false declines' }) accept: boolean,
  ): Promise<AgentReferralPayload> {
    return ctx.services.agency.answerReferral(ctx, id, accept);
  }

  @Query(() => [AgentContractView], {
    description: `Operators: an agent’s contracts, newest first. Bounded: at most ${OWNER_CAPS.agentContracts} versions per agent, because setting a version beyond that is refused`,
  })
  @Permission('ops_members')
  agentContractsOf(
    @Ctx() ctx: GatewayContext,
    @Arg('agentMemberId', () => Int, { description: 'Member id of the agent whose contracts are listed' })
    agentMemberId: number,
  ): Promise<AgentContractView[]> {
    return ctx.services.agency.agentContracts(ctx, agentMemberId);
  }

  @Mutation(() => AgentContractPayload, { description: 'Operators: a new contract version for an agent' })
  @Directive('@auth(roles: [OPERATOR])')
  setAgentContract(
    @Ctx() ctx: GatewayContext,
    @Arg('agentMemberId', () => Int, { description: 'Member id of the agent' }) agentMemberId: number,
    @Arg('input', { description: 'Period and share rates of the contract' }) input: AgentContractInput,
  ): Promise<AgentContractPayload> {
    return ctx.services.agency.setContract(ctx, agentMemberId, input);
  }

  @Mutation(() => AgentShareClosePayload, { description: 'Operators: close an ended month (the job does it daily)' })
  @Directive('@auth(roles: [OPERATOR])')
  closeAgentShareMonth(
    @Ctx() ctx: GatewayContext,
    @Arg('agentMemberId', () => Int, { description: 'Member id of the agent' }) agentMemberId: number,
    @Arg('month', () => Month, { description: 'Taiwan calendar month to close, YYYY-MM' }) month: string,
  ): Promise<AgentShareClosePayload> {
    return ctx.services.agency.closeMonth(ctx, agentMemberId, month);
  }
}
