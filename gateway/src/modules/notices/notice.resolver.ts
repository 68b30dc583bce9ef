import type { GatewayContext } from '../services';
import { Arg, Ctx, Directive, Int, Mutation, Resolver } from 'type-graphql';
import { GlobalNoticeInput, NoticePayload } from './notice.types';

const payload = (errors: NoticePayload['errors']): NoticePayload => ({ errors });

/** Provider, tax and global notices (SPEC §4): accepting, confirming, acknowledging and publishing them. */
@Resolver()
export class NoticeResolver {
  @Mutation(() => NoticePayload, {
    description: "Records that the member accepted the payment provider's terms notice",
  })
  @Directive('@auth(roles: [SELLER])')
  async acceptProviderNotice(
    @Ctx() ctx: GatewayContext,
    @Arg('acceptFrom', () => String, { description: 'Which notice: member or platform' }) acceptFrom: string,
  ) {
    return payload(await ctx.services.notices.acceptProviderNotice(ctx, acceptFrom));
  }

  @Mutation(() => NoticePayload, { description: 'Confirm a notice by name, e.g. taxNotice' })
  @Directive('@auth(roles: [SELLER])')
  async confirmNotice(
    @Ctx() ctx: GatewayContext,
    @Arg('confirm', () => String, { description: 'Notice name, e.g. taxNotice' }) confirm: string,
  ) {
    return payload(await ctx.services.notices.confirm(ctx, confirm));
  }

  @Mutation(() => NoticePayload, {
    description: 'Records that the member read a global notice, so it is not shown again',
  })
  @Directive('@auth(roles: [SELLER])')
  async acknowledgeGlobalNotice(
    @Ctx() ctx: GatewayContext,
    @Arg('id', () => Int, { description: 'Global notice id' }) id: number,
  ) {
    return payload(await ctx.services.notices.acknowledgeGlobalNotice(ctx, id));
  }

  @Mutation(() => Int, { description: 'Publish a global notice (operators)' })
  @Directive('@auth(roles: [OPERATOR])')
  publishGlobalNotice(
    @Ctx() ctx: GatewayContext,
    @Arg('input', () => GlobalNoticeInput, { description: 'Text, button label, audience and kind of the notice' })
    input: GlobalNoticeInput,
  ) {
    return ctx.services.notices.publishGlobalNotice(ctx, input);
  }
}
