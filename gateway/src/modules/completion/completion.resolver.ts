import { Permission } from '../../schema/permission';
import type { GatewayContext } from '../services';
import { Arg, Args, Ctx, Directive, Mutation, Query, Resolver } from 'type-graphql';
import { PageArgs } from '../../core/paging';
import {
  CompleteProfileInput,
  CompletionPayload,
  MemberReviewState,
  PendingMemberPage,
  ReviewMemberInput,
} from './completion.types';

@Resolver()
export class CompletionResolver {
  @Query(() => MemberReviewState, {
    description: 'Completion and review state of the signed-in member (not assistants)',
  })
  @Directive('@auth(roles: [PERSONAL, BUSINESS])')
  memberReviewState(@Ctx() ctx: GatewayContext): Promise<MemberReviewState> {
    return ctx.services.completion.reviewState(ctx);
  }

  @Mutation(() => CompletionPayload, {
    description: 'Submits the detailed member data; documents are uploaded first via POST /api/member/documents',
  })
  @Directive('@auth(roles: [PERSONAL, BUSINESS])')
  completeMemberProfile(
    @Ctx() ctx: GatewayContext,
    @Arg('input', () => CompleteProfileInput, { description: 'Contact phone, address and bank account' })
    input: CompleteProfileInput,
  ): Promise<CompletionPayload> {
    return ctx.services.completion.submit(ctx, input);
  }

  @Query(() => PendingMemberPage, {
    description:
      'Operators: members waiting for review, keyset-paged, longest waiting first (submission time, then id); the cursor follows that order',
  })
  @Permission('ops_members')
  pendingMembers(@Ctx() ctx: GatewayContext, @Args() paging: PageArgs): Promise<PendingMemberPage> {
    return ctx.services.completion.pending(ctx, paging);
  }

  @Mutation(() => CompletionPayload, {
    description: 'Operators: approve (1), reject (8), fail (92) or ask for supplements (99) with a reason',
  })
  @Directive('@auth(roles: [OPERATOR])')
  reviewMember(
    @Ctx() ctx: GatewayContext,
    @Arg('input', () => ReviewMemberInput, { description: 'Member, decision and reason' }) input: ReviewMemberInput,
  ): Promise<CompletionPayload> {
    return ctx.services.completion.review(ctx, input);
  }
}
