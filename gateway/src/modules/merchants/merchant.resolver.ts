import type { GatewayContext } from '../services';
import { OWNER_CAPS } from '@paydesk/shared/owner-caps';
import { Arg, Args, Ctx, Directive, Int, Mutation, Query, Resolver } from 'type-graphql';
import { PageArgs } from '../../core/paging';
import { Permission } from '../../schema/permission';
import {
  JkoDecisionInput,
  MerchantInput,
  MerchantPayload,
  MerchantReviewInput,
  MerchantReviewQueuePage,
  MerchantView,
  OpsMerchantFilter,
  OpsMerchantPage,
} from './merchant.types';

@Resolver(() => MerchantView)
export class MerchantResolver {
  @Query(() => [MerchantView], {
    description: `The viewer's shops. Bounded: at most ${OWNER_CAPS.merchants} per member, because creating one beyond that is refused`,
  })
  @Permission('merchant_list')
  merchants(@Ctx() ctx: GatewayContext): Promise<MerchantView[]> {
    return ctx.services.merchants.list(ctx);
  }

  @Query(() => MerchantView, {
    description: 'One merchant (shop) of the signed-in member, or null when not theirs',
    nullable: true,
  })
  @Permission('merchant_detail')
  merchant(
    @Ctx() ctx: GatewayContext,
    @Arg('id', () => Int, { description: 'Merchant id' }) id: number,
  ): Promise<MerchantView | null> {
    return ctx.services.merchants.detail(ctx, id);
  }

  @Query(() => MerchantReviewQueuePage, {
    description:
      'Shops waiting for review (operators), keyset-paged, oldest first (by id); the cursor follows that order',
  })
  @Permission('ops_merchants')
  merchantReviewQueue(@Ctx() ctx: GatewayContext, @Args() paging: PageArgs): Promise<MerchantReviewQueuePage> {
    return ctx.services.merchantReview.reviewQueue(ctx, paging);
  }

  @Mutation(() => MerchantPayload, {
    description: 'Creates a merchant (shop) for the signed-in member; an operator reviews it',
  })
  @Permission('merchant_create')
  createMerchant(
    @Ctx() ctx: GatewayContext,
    @Arg('input', { description: "The merchant's name, type and service details" }) input: MerchantInput,
  ): Promise<MerchantPayload> {
    return ctx.services.merchants.create(ctx, input);
  }

  @Mutation(() => MerchantPayload, { description: 'Operator review decision with a reason' })
  @Directive('@auth(roles: [OPERATOR])')
  reviewMerchant(
    @Ctx() ctx: GatewayContext,
    @Arg('input', { description: 'Merchant and reason' }) input: MerchantReviewInput,
  ): Promise<MerchantPayload> {
    return ctx.services.merchantReview.review(ctx, input);
  }

  @Mutation(() => MerchantPayload, { description: 'Applies for JKO Pay on a merchant with its JKO merchant number' })
  @Permission('jko_create')
  applyJko(
    @Ctx() ctx: GatewayContext,
    @Arg('merchantId', () => Int, { description: 'Merchant id' }) merchantId: number,
    @Arg('jkoMerchantNo', { description: 'The shop’s JKO merchant number (up to 30 letters, digits, _ -)' })
    jkoMerchantNo: string,
  ): Promise<MerchantPayload> {
    return ctx.services.merchants.applyJko(ctx, merchantId, jkoMerchantNo);
  }

  @Mutation(() => MerchantPayload, { description: 'SPEC §3 card methods beyond the lump sum the shop offers' })
  @Permission('merchant_detail')
  setMerchantCardMethods(
    @Ctx() ctx: GatewayContext,
    @Arg('merchantId', () => Int, { description: 'Merchant id' }) merchantId: number,
    @Arg('methods', () => [String], { description: 'creditred, creditunionpay and/or applepay' }) methods: string[],
  ): Promise<MerchantPayload> {
    return ctx.services.merchants.setCardMethods(ctx, merchantId, methods);
  }

  @Query(() => OpsMerchantPage, {
    description:
      'Every shop with its owner (operators), keyset-paged: shops awaiting a decision (under review, supplemented or with a JKO application) first, then the others, newest first within each; the cursor carries the group and id',
  })
  @Permission('ops_merchants')
  opsMerchants(
    @Ctx() ctx: GatewayContext,
    @Arg('filter', () => OpsMerchantFilter, { description: 'Optional review-state filter', nullable: true })
    filter: OpsMerchantFilter | null,
    @Args() paging: PageArgs,
  ): Promise<OpsMerchantPage> {
    return ctx.services.merchantReview.opsList(ctx, filter ?? {}, paging);
  }

  @Mutation(() => MerchantPayload, { description: 'Operator decision on a JKO application under review' })
  @Directive('@auth(roles: [OPERATOR])')
  decideJko(
    @Ctx() ctx: GatewayContext,
    @Arg('input', { description: 'Merchant and decision' }) input: JkoDecisionInput,
  ): Promise<MerchantPayload> {
    return ctx.services.merchantReview.decideJko(ctx, input);
  }
}
