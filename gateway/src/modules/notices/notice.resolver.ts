import type { GatewayContext } from '../services';
import { Arg, Ctx, Directive, Int, Mutation, Resolver } from 'type-graphql';
import { GlobalNoticeInput, NoticePayload } from './notice.types';

const payload = (errors: NoticePayload['errors']): NoticePayload => ({ errors });

/** Provider, tax and global notices (SPEC §4): accepting, confirming, acknowledging and publishing them. */
@Resolver()
export class NoticeResolver {
  @Mutation(() => NoticePayload)
  @Directive('@auth(roles: [SELLER])')
  async acceptProviderNotice(@Ctx() ctx: GatewayContext, @Arg('acceptFrom', () => String) acceptFrom: string) {
    return payload(await ctx.services.notices.acceptProviderNotice(ctx, acceptFrom));
  }

  @Mutation(() => NoticePayload, { description: 'Confirm a notice by name, e.g. taxNotice' })
  @Directive('@auth(roles: [SELLER])')
  async confirmNotice(@Ctx() ctx: GatewayContext, @Arg('confirm', () => String) confirm: string) {
    return payload(await ctx.services.notices.confirm(ctx, confirm));
  }

  @Mutation(() => NoticePayload)
  @Directive('@auth(roles: [SELLER])')
  async acknowledgeGlobalNotice(@Ctx() ctx: GatewayContext, @Arg('id', () => Int) id: number) {
    return payload(await ctx.services.notices.acknowledgeGlobalNotice(ctx, id));
  }

  @Mutation(() => Int, { description: 'Publish a global notice (operators)' })
  @Directive('@auth(roles: [OPERATOR])')
  publishGlobalNotice(@Ctx() ctx: GatewayContext, @Arg('input', () => GlobalNoticeInput) input: GlobalNoticeInput) {
    return ctx.services.notices.publishGlobalNotice(ctx, input);
  }
}
