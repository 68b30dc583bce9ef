import type { GatewayContext } from '../services';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, Directive, Info, Mutation, Query, Resolver } from 'type-graphql';
import { PageArgs } from '../../core/paging';
import { Permission } from '../../schema/permission';
import { selectsField } from '../../schema/selection';
import { MoneyOverview } from './overview.types';
import { ACTION_KEYS } from '@paydesk/shared/action-rights';
import {
  BuyerPaymentPage,
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
  sandboxMarkPaid(
    @Ctx() ctx: GatewayContext,
    @Arg('tradeNo', { description: 'PayDesk trade number' }) tradeNo: string,
  ): Promise<CheckoutPayload> {
    return ctx.services.buyerPayments.markPaid(ctx, tradeNo);
  }

  @Query(() => BuyerPaymentPage, { description: "The signed-in buyer's own payments, newest first, keyset-paged" })
  @Directive('@auth(roles: [BUYER])')
  myPayments(@Ctx() ctx: GatewayContext, @Args() paging: PageArgs): Promise<BuyerPaymentPage> {
    return ctx.services.buyerPayments.myPayments(ctx, paging);
  }

  @Query(() => BuyerPaymentPage, {
    description:
      "A personal member's purchases as a buyer: payments made with its verified email or mobile (消費者專區), newest first, keyset-paged",
  })
  @Directive('@auth(roles: [PERSONAL])')
  myPurchases(@Ctx() ctx: GatewayContext, @Args() paging: PageArgs): Promise<BuyerPaymentPage> {
    return ctx.services.buyerPayments.memberPurchases(ctx, paging);
  }

  @Query(() => MoneyOverview, { description: 'Dashboard home figures for the signed-in seller' })
  @Directive('@auth(roles: [SELLER])')
  moneyOverview(@Ctx() ctx: GatewayContext): Promise<MoneyOverview> {
    return ctx.services.overview.overview(ctx);
  }

  @Query(() => TransactionPage, {
    description: "The signed-in seller's transactions in a date range, keyset-paged, newest first, with the range used",
  })
  @Permission('trans_detail')
  transactions(
    @Ctx() ctx: GatewayContext,
    @Arg('filter', { description: 'Range, status, pay type, numbers and keyset paging' }) filter: TransactionFilter,
    @Info() info: GraphQLResolveInfo,
  ): Promise<TransactionPage> {
    return ctx.services.transactions.page(ctx, filter, { totals: selectsField(info, TOTALS) });
  }

  @Query(() => TransactionPage, { description: 'Payment-link (uop) transactions' })
  @Permission('uop_transaction')
  paymentLinkTransactions(
    @Ctx() ctx: GatewayContext,
    @Arg('filter', {
      description: 'Range, status, pay type and keyset paging; only payment-link transactions are returned',
    })
    filter: TransactionFilter,
    @Info() info: GraphQLResolveInfo,
  ): Promise<TransactionPage> {
    return ctx.services.transactions.page(
      ctx,
      { ...filter, paymentLinksOnly: true },
      { totals: selectsField(info, TOTALS) },
    );
  }

  @Query(() => TransactionDetail, {
    description:
      'One transaction of the signed-in seller with its ledger lines, refunds and callback, or null when not theirs',
    nullable: true,
  })
  @Permission('trans_detail')
  transaction(
    @Ctx() ctx: GatewayContext,
    @Arg('tradeNo', { description: 'PayDesk trade number' }) tradeNo: string,
  ): Promise<TransactionDetail | null> {
    return ctx.services.transactions.detail(ctx, tradeNo);
  }

  @Mutation(() => RefundPayload, {
    description: 'Refunds part or all of a paid transaction; reserved when the held-funds balance is short',
  })
  @Permission(ACTION_KEYS.refundPayment)
  refundTransaction(
    @Ctx() ctx: GatewayContext,
    @Arg('input', { description: 'Trade number and amount' }) input: RefundInput,
  ): Promise<RefundPayload> {
    return ctx.services.refunds.refund(ctx, input);
  }
}
