import { Arg, Ctx, Directive, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context';
import { TradeInquiryInput, TradeInquiryPayload } from './inquiry.types';

@Resolver()
export class InquiryResolver {
  // A mutation, not a query: it spends the captcha and a rate-limit slot.
  @Mutation(() => TradeInquiryPayload, { description: 'Public trade inquiry: status, merchant and payment type only' })
  @Directive('@public')
  inquireTrade(@Ctx() ctx: RequestContext, @Arg('input', () => TradeInquiryInput) input: TradeInquiryInput) {
    return ctx.services.inquiry.inquire(ctx, input);
  }
}
