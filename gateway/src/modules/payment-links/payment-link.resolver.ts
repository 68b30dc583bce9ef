import type { GatewayContext } from '../services';
import { Arg, Args, Ctx, Directive, Int, Mutation, Query, Resolver } from 'type-graphql';
import { CheckoutPayload, SandboxPayInput } from '../payments';
import { Permission } from '../../schema/permission';
import { PageArgs } from '../../core/paging';
import {
  PaymentLinkInput,
  PaymentLinkPage,
  PaymentLinkPayload,
  PaymentLinkView,
  PublicPaymentLink,
} from './payment-link.types';

@Resolver(() => PaymentLinkView)
export class PaymentLinkResolver {
  @Query(() => PaymentLinkPage, { description: "The signed-in seller's payment links, newest first, keyset-paged" })
  @Permission('uop_list')
  paymentLinks(@Ctx() ctx: GatewayContext, @Args() paging: PageArgs): Promise<PaymentLinkPage> {
    return ctx.services.paymentLinks.list(ctx, paging);
  }

  @Query(() => PaymentLinkView, {
    description: 'One payment link of the signed-in seller, or null when not theirs',
    nullable: true,
  })
  @Permission('uop_edit')
  paymentLink(
    @Ctx() ctx: GatewayContext,
    @Arg('id', () => Int, { description: 'Payment link id' }) id: number,
  ): Promise<PaymentLinkView | null> {
    return ctx.services.paymentLinks.detail(ctx, id);
  }

  @Query(() => PublicPaymentLink, { nullable: true, description: 'The public buyer page of a payment link' })
  @Directive('@public')
  publicPaymentLink(
    @Ctx() ctx: GatewayContext,
    @Arg('token', { description: "The token in the payment link's public address" }) token: string,
  ): Promise<PublicPaymentLink | null> {
    return ctx.services.paymentLinks.publicLink(ctx, token);
  }

  @Mutation(() => PaymentLinkPayload, { description: "Creates a payment link on one of the seller's merchants" })
  @Permission('uop_create')
  createPaymentLink(
    @Ctx() ctx: GatewayContext,
    @Arg('input', { description: 'Title, amount, pay types and limits' }) input: PaymentLinkInput,
  ): Promise<PaymentLinkPayload> {
    return ctx.services.paymentLinks.create(ctx, input);
  }

  @Mutation(() => PaymentLinkPayload, { description: 'Updates a payment link' })
  @Permission('uop_edit')
  updatePaymentLink(
    @Ctx() ctx: GatewayContext,
    @Arg('id', () => Int, { description: 'Payment link id' }) id: number,
    @Arg('input', { description: 'Title, amount, pay types and limits' }) input: PaymentLinkInput,
  ): Promise<PaymentLinkPayload> {
    return ctx.services.paymentLinks.update(ctx, id, input);
  }

  @Mutation(() => CheckoutPayload, { description: 'Sandbox checkout of a payment link (refused in production)' })
  @Directive('@public')
  sandboxPay(
    @Ctx() ctx: GatewayContext,
    @Arg('input', { description: 'Link token, buyer and payment' }) input: SandboxPayInput,
  ): Promise<CheckoutPayload> {
    return ctx.services.checkout.pay(ctx, input);
  }
}
