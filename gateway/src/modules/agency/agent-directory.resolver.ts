import type { GatewayContext } from '../services';
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Permission } from '../../schema/permission';
import { PageArgs } from '../../core/paging';
import {
  AGENT_LIST_FIRST_DESCRIPTION,
  AgentContractRequestPayload,
  AgentListPage,
  AgentListRow,
  AgentPartnerPage,
} from './agency.types';

/** Operators find agents and see their partners; an agent without a contract asks for one. */
@Resolver()
export class AgentDirectoryResolver {
  @Query(() => AgentListPage, {
    description: 'Operators: agents by name, account, email or member number, a page at a time',
  })
  @Permission('ops_members')
  agentList(
    @Ctx() ctx: GatewayContext,
    @Arg('search', () => String, {
      nullable: true,
      description: 'Part of the name, login account or email, or the member number; empty lists every agent',
    })
    search?: string | null,
    @Arg('first', () => Int, { nullable: true, description: AGENT_LIST_FIRST_DESCRIPTION }) first?: number | null,
    @Arg('after', () => String, { nullable: true, description: 'Keyset cursor from the previous page (nextCursor)' })
    after?: string | null,
  ): Promise<AgentListPage> {
    return ctx.services.agency.agentList(ctx, { search, first, after });
  }

  @Query(() => AgentListRow, { nullable: true, description: 'Operators: one agent as the list shows it; null if none' })
  @Permission('ops_members')
  agentOf(
    @Ctx() ctx: GatewayContext,
    @Arg('agentMemberId', () => Int, { description: 'Member id of the agent' }) agentMemberId: number,
  ): Promise<AgentListRow | null> {
    return ctx.services.agency.agentOf(ctx, agentMemberId);
  }

  @Query(() => AgentPartnerPage, {
    description: 'Operators: an agent’s referred partner merchants, newest referral first, keyset-paged',
  })
  @Permission('ops_members')
  agentPartnersOf(
    @Ctx() ctx: GatewayContext,
    @Arg('agentMemberId', () => Int, { description: 'Member id of the agent' }) agentMemberId: number,
    @Args() paging: PageArgs,
  ): Promise<AgentPartnerPage> {
    return ctx.services.agency.agentPartnersOf(ctx, agentMemberId, paging);
  }

  @Query(() => Date, {
    nullable: true,
    description: 'When the agent asked ops for a contract not set yet; null if not',
  })
  @Permission('pf_contract_info')
  agentContractRequest(@Ctx() ctx: GatewayContext): Promise<Date | null> {
    return ctx.services.agency.contractRequest(ctx);
  }

  @Mutation(() => AgentContractRequestPayload, {
    description: 'An agent without a contract asks ops for one; asking again while it waits changes nothing',
  })
  @Permission('pf_contract_info')
  requestAgentContract(@Ctx() ctx: GatewayContext): Promise<AgentContractRequestPayload> {
    return ctx.services.agency.requestContract(ctx);
  }
}
