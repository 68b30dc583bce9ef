import { Arg, Ctx, Directive, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context';
import type { GateKind } from '@paydesk/shared/gate-rules';
import { BeneficialOwnerInput, GateKindEnum, GlobalNoticeInput, MemberInfo, NoticePayload } from './member-info.types';

const payload = (errors: NoticePayload['errors']): NoticePayload => ({ errors });

@Resolver()
export class MemberInfoResolver {
  @Query(() => MemberInfo, { description: 'SPEC §3 member info of the member the viewer works for' })
  @Directive('@auth(roles: [SELLER])')
  memberInfo(@Ctx() ctx: RequestContext) {
    return ctx.services.memberInfo.memberInfo(ctx);
  }

  @Query(() => [GateKindEnum], { description: 'SPEC §4 gates on a route, in order' })
  @Directive('@auth(roles: [SELLER])')
  gates(
    @Ctx() ctx: RequestContext,
    @Arg('route', () => String) route: string,
    @Arg('beneficiaryHintShown', () => Boolean, { defaultValue: false }) beneficiaryHintShown: boolean,
  ): Promise<GateKind[]> {
    return ctx.services.memberInfo.gates(ctx, route, beneficiaryHintShown);
  }

  @Mutation(() => NoticePayload)
  @Directive('@auth(roles: [SELLER])')
  async acceptProviderNotice(@Ctx() ctx: RequestContext, @Arg('acceptFrom', () => String) acceptFrom: string) {
    return payload(await ctx.services.notices.acceptProviderNotice(ctx, acceptFrom));
  }

  @Mutation(() => NoticePayload, { description: 'Confirm a notice by name, e.g. taxNotice' })
  @Directive('@auth(roles: [SELLER])')
  async confirmNotice(@Ctx() ctx: RequestContext, @Arg('confirm', () => String) confirm: string) {
    return payload(await ctx.services.notices.confirm(ctx, confirm));
  }

  @Mutation(() => NoticePayload)
  @Directive('@auth(roles: [SELLER])')
  async acknowledgeGlobalNotice(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return payload(await ctx.services.notices.acknowledgeGlobalNotice(ctx, id));
  }

  @Mutation(() => Int, { description: 'Publish a global notice (operators)' })
  @Directive('@auth(roles: [OPERATOR])')
  publishGlobalNotice(@Ctx() ctx: RequestContext, @Arg('input', () => GlobalNoticeInput) input: GlobalNoticeInput) {
    return ctx.services.notices.publishGlobalNotice(ctx, input);
  }

  @Mutation(() => Boolean, { description: 'Postpone the logistics application (clean_sp_tag)' })
  @Directive('@auth(roles: [SELLER])')
  async cleanShippingTag(@Ctx() ctx: RequestContext) {
    await ctx.services.memberInfo.cleanShippingTag(ctx);
    return true;
  }

  @Mutation(() => NoticePayload)
  @Directive('@permission(key: "survey_beneficiary_declaration")')
  async declareBeneficiary(
    @Ctx() ctx: RequestContext,
    @Arg('owners', () => [BeneficialOwnerInput]) owners: BeneficialOwnerInput[],
  ) {
    return payload(await ctx.services.memberInfo.declareBeneficiary(ctx, owners));
  }
}
