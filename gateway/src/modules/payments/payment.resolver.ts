import type { GatewayContext } from '../services';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Directive, Info, Mutation, Query, Resolver } from 'type-graphql';
import { Permission } from '../../schema/permission';
import { selectsField } from '../../schema/selection';
import { MoneyOverview } from './overview.types';
import { ACTION_KEYS } from '@paydesk/shared/action-rights';
import {
  BuyerPayment,
  CheckoutPayload,
  RefundInput,
  RefundPayload,
  TransactionDetail,
  TransactionFilter,
  TransactionPage,
} from './payment.types';

/** A page's totals cost a query of their own; the next pages of a list usually leave them out. */
const TOTALS = ['totalCount', 'totalAmount'];

@Resolver()
export class PaymentResolver {
  @Mutation(() => CheckoutPayload, { description: 'Sandbox control: marks a store code or ATM account as paid' })
  @Directive('@public')
  sandboxMarkPaid(@Ctx() ctx: GatewayContext, @Arg('tradeNo') tradeNo: string): Promise<CheckoutPayload> {
    return ctx.services.buyerPayments.markPaid(ctx, tradeNo);
  }

  @Query(() => [BuyerPayment], { description: "The signed-in buyer's own payments" })
  @Directive('@auth(roles: [BUYER])')
  myPayments(@Ctx() ctx: GatewayContext): Promise<BuyerPayment[]> {
    return ctx.services.buyerPayments.myPayments(ctx);
  }

  @Query(() => [BuyerPayment], {
    description:
      "A personal member's purchases as a buyer: payments made with its verified email or mobile (消費者專區)",
  })
  @Directive('@auth(roles: [PERSONAL])')
  myPurchases(@Ctx() ctx: GatewayContext): Promise<BuyerPayment[]> {
    return ctx.services.buyerPayments.memberPurchases(ctx);
  }

  @Query(() => MoneyOverview, { description: 'Dashboard home figures for the signed-in seller' })
  @Directive('@auth(roles: [SELLER])')
  moneyOverview(@Ctx() ctx: GatewayContext): Promise<MoneyOverview> {
    return ctx.services.overview.overview(ctx);
  }

  @Query(() => TransactionPage)
  @Permission('trans_detail')
  transactions(
    @Ctx() ctx: GatewayContext,
    @Arg('filter') filter: TransactionFilter,
    @Info() info: GraphQLResolveInfo,
  ): Promise<TransactionPage> {
    return ctx.services.transactions.page(ctx, filter, { totals: selectsField(info, TOTALS) });
  }

  @Query(() => TransactionPage, { description: 'Payment-link (uop) transactions' })
  @Permission('uop_transaction')
  paymentLinkTransactions(
    @Ctx() ctx: GatewayContext,
    @Arg('filter') filter: TransactionFilter,
    @Info() info: GraphQLResolveInfo,
  ): Promise<TransactionPage> {
    return ctx.services.transactions.page(
      ctx,
      { ...filter, paymentLinksOnly: true },
      { totals: selectsField(info, TOTALS) },
    );
  }

  @Query(() => TransactionDetail, { nullable: true })
  @Permission('trans_detail')
  transaction(@Ctx() ctx: GatewayContext, @Arg('tradeNo') tradeNo: string): Promise<TransactionDetail | null> {
    return ctx.services.transactions.detail(ctx, tradeNo);
  }

  @Mutation(() => RefundPayload)
  @Permission(ACTION_KEYS.refundPayment)
  refundTransaction(@Ctx() ctx: GatewayContext, @Arg('input') input: RefundInput): Promise<RefundPayload> {
    return ctx.services.refunds.refund(ctx, input);
  }
}
