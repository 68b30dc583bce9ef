import type { GatewayContext } from '../services';
import { Arg, Ctx, Directive, Mutation, Resolver } from 'type-graphql';
import { TradeInquiryInput, TradeInquiryPayload } from './inquiry.types';

@Resolver()
export class InquiryResolver {
  // A mutation, not a query: it spends the captcha and a rate-limit slot.
  @Mutation(() => TradeInquiryPayload, { description: 'Public trade inquiry: status, merchant and payment type only' })
  @Directive('@public')
  inquireTrade(
    @Ctx() ctx: GatewayContext,
    @Arg('input', () => TradeInquiryInput, { description: 'Trade amount and captcha, beside the trade identifiers' })
    input: TradeInquiryInput,
  ) {
    return ctx.services.inquiry.inquire(ctx, input);
  }
}
