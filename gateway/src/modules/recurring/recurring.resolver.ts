import { CalendarDate } from '../../schema/calendar';
import { OWNER_CAPS } from '@paydesk/shared/owner-caps';
import type { GatewayContext } from '../services';
import { Arg, Args, Ctx, Directive, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Permission } from '../../schema/permission';
import { PageArgs } from '../../core/paging';
import { ACTION_KEYS } from '@paydesk/shared/action-rights';
import {
  PeriodSubscriptionBuyerPage,
  PeriodChargePage,
  PeriodPlanInput,
  PeriodPlanPayload,
  PeriodPlanView,
  PublicPeriodPlan,
  PeriodSubscribeInput,
  PeriodSubscriptionFilter,
  PeriodSubscriptionPage,
  PeriodSubscriptionPayload,
  PeriodSubscriptionView,
} from './recurring.types';

/** Recurring collection (SPEC §2.3 /auth/period/*): seller fields carry period_* keys; subscribing is public. */
@Resolver()
export class RecurringResolver {
  @Query(() => [PeriodPlanView], {
    description: `The signed-in seller's recurring-charge plans. Bounded: at most ${OWNER_CAPS.periodPlans} per seller, because creating one beyond that is refused`,
  })
  @Permission('period_list')
  periodPlans(@Ctx() ctx: GatewayContext): Promise<PeriodPlanView[]> {
    return ctx.services.periodPlans.list(ctx);
  }

  @Query(() => CalendarDate, {
    description:
      'The seller’s Taiwan date on its sandbox clock, the day a subscription made now is anchored on (the plan form’s preview)',
  })
  @Directive('@auth(roles: [SELLER])')
  recurringToday(@Ctx() ctx: GatewayContext): Promise<string> {
    return ctx.services.periodPlans.today(ctx);
  }

  @Query(() => PeriodPlanView, {
    description: 'One recurring-charge plan of the signed-in seller, or null when not theirs',
    nullable: true,
  })
  @Permission('period_edit')
  periodPlan(
    @Ctx() ctx: GatewayContext,
    @Arg('id', () => Int, { description: 'Plan id' }) id: number,
  ): Promise<PeriodPlanView | null> {
    return ctx.services.periodPlans.get(ctx, id);
  }

  @Mutation(() => PeriodPlanPayload, { description: 'Creates a recurring-charge plan' })
  @Permission('period_create')
  createPeriodPlan(
    @Ctx() ctx: GatewayContext,
    @Arg('input', { description: 'Title, amount, cycle and limits' }) input: PeriodPlanInput,
  ): Promise<PeriodPlanPayload> {
    return ctx.services.periodPlans.create(ctx, input);
  }

  @Mutation(() => PeriodPlanPayload, {
    description: 'Applies to new subscribers only: existing subscriptions keep the terms they agreed to',
  })
  @Permission('period_edit')
  updatePeriodPlan(
    @Ctx() ctx: GatewayContext,
    @Arg('id', () => Int, { description: 'Plan id' }) id: number,
    @Arg('input', { description: 'Title, amount, cycle and limits' }) input: PeriodPlanInput,
  ): Promise<PeriodPlanPayload> {
    return ctx.services.periodPlans.update(ctx, id, input);
  }

  @Query(() => PeriodSubscriptionPage, {
    description: "Subscriptions to the signed-in seller's plans, newest first, keyset-paged",
  })
  @Permission('period_order_list')
  periodSubscriptions(
    @Ctx() ctx: GatewayContext,
    @Arg('filter', () => PeriodSubscriptionFilter, { description: 'Optional plan and status filter', nullable: true })
    filter: PeriodSubscriptionFilter | null,
    @Args() paging: PageArgs,
  ): Promise<PeriodSubscriptionPage> {
    return ctx.services.subscriptions.list(ctx, filter ?? {}, paging);
  }

  @Query(() => PeriodSubscriptionView, {
    description: "One subscription to the seller's plans, with its charges, or null when not theirs",
    nullable: true,
  })
  @Permission('period_order_edit')
  periodSubscription(
    @Ctx() ctx: GatewayContext,
    @Arg('subNo', { description: 'Subscription number' }) subNo: string,
  ): Promise<PeriodSubscriptionView | null> {
    return ctx.services.subscriptions.get(ctx, subNo);
  }

  @Mutation(() => PeriodSubscriptionPayload, { description: "Pauses charges of a subscription to the seller's plan" })
  @Permission(ACTION_KEYS.manageSubscriptions)
  pausePeriodSubscription(
    @Ctx() ctx: GatewayContext,
    @Arg('subNo', { description: 'Subscription number' }) subNo: string,
  ): Promise<PeriodSubscriptionPayload> {
    return ctx.services.subscriptions.pause(ctx, subNo);
  }

  @Mutation(() => PeriodSubscriptionPayload, { description: 'Resumes charges of a paused subscription' })
  @Permission(ACTION_KEYS.manageSubscriptions)
  resumePeriodSubscription(
    @Ctx() ctx: GatewayContext,
    @Arg('subNo', { description: 'Subscription number' }) subNo: string,
  ): Promise<PeriodSubscriptionPayload> {
    return ctx.services.subscriptions.resume(ctx, subNo);
  }

  @Mutation(() => PeriodSubscriptionPayload, {
    description: 'The seller cancels a subscription to their plan; no further charges',
  })
  @Permission(ACTION_KEYS.manageSubscriptions)
  cancelPeriodSubscription(
    @Ctx() ctx: GatewayContext,
    @Arg('subNo', { description: 'Subscription number' }) subNo: string,
  ): Promise<PeriodSubscriptionPayload> {
    return ctx.services.subscriptions.cancel(ctx, subNo);
  }

  @Mutation(() => PeriodSubscriptionPayload, { description: 'Sandbox control: the subscriber’s card starts declining' })
  @Permission(ACTION_KEYS.manageSubscriptions)
  sandboxDeclineSubscriptionCard(
    @Ctx() ctx: GatewayContext,
    @Arg('subNo', { description: 'Subscription number' }) subNo: string,
  ): Promise<PeriodSubscriptionPayload> {
    return ctx.services.subscriptions.sandboxDeclineCard(ctx, subNo);
  }

  @Query(() => PeriodChargePage, {
    description: 'Every charge attempt of the seller’s subscriptions, newest first, keyset-paged',
  })
  @Permission('period_transaction')
  periodCharges(@Ctx() ctx: GatewayContext, @Args() paging: PageArgs): Promise<PeriodChargePage> {
    return ctx.services.subscriptions.charges(ctx, paging);
  }

  @Query(() => PublicPeriodPlan, { nullable: true, description: 'The public subscribe page of a plan' })
  @Directive('@public')
  publicPeriodPlan(
    @Ctx() ctx: GatewayContext,
    @Arg('token', { description: "The token in the plan's public subscribe address" }) token: string,
  ): Promise<PublicPeriodPlan | null> {
    return ctx.services.periodPlans.publicPage(ctx, token);
  }

  @Mutation(() => PeriodSubscriptionPayload, { description: 'A buyer subscribes (sandbox card)' })
  @Directive('@public')
  subscribePeriodPlan(
    @Ctx() ctx: GatewayContext,
    @Arg('input', { description: 'Plan token, buyer and card' }) input: PeriodSubscribeInput,
  ): Promise<PeriodSubscriptionPayload> {
    return ctx.services.subscriptions.subscribe(ctx, input);
  }

  @Query(() => PeriodSubscriptionBuyerPage, {
    description: 'The signed-in buyer’s subscriptions, newest first, keyset-paged',
  })
  @Directive('@auth(roles: [BUYER])')
  mySubscriptions(@Ctx() ctx: GatewayContext, @Args() paging: PageArgs): Promise<PeriodSubscriptionBuyerPage> {
    return ctx.services.subscriptions.mine(ctx, paging);
  }

  @Mutation(() => PeriodSubscriptionPayload, {
    description: 'The signed-in buyer cancels one of their own subscriptions',
  })
  @Directive('@auth(roles: [BUYER])')
  cancelMySubscription(
    @Ctx() ctx: GatewayContext,
    @Arg('subNo', { description: 'Subscription number' }) subNo: string,
  ): Promise<PeriodSubscriptionPayload> {
    return ctx.services.subscriptions.cancelMine(ctx, subNo);
  }
}
