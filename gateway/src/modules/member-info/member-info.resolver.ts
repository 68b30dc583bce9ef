import type { GatewayContext } from '../services';
import { GATE_KINDS } from '@paydesk/shared/gate-rules';
import { Arg, Ctx, Directive, Mutation, Query, Resolver } from 'type-graphql';
import { Permission } from '../../schema/permission';
import type { GateKind } from '@paydesk/shared/gate-rules';
import { NoticePayload } from '../notices';
import { BeneficialOwnerInput, GateKindEnum, MemberInfo } from './member-info.types';

const payload = (errors: NoticePayload['errors']): NoticePayload => ({ errors });

@Resolver()
export class MemberInfoResolver {
  @Query(() => MemberInfo, { description: 'SPEC §3 member info of the member the viewer works for' })
  @Directive('@auth(roles: [SELLER])')
  memberInfo(@Ctx() ctx: GatewayContext) {
    return ctx.services.memberInfo.memberInfo(ctx);
  }

  @Query(() => [GateKindEnum], {
    description: `SPEC §4 gates on a route, in order. Bounded: at most ${GATE_KINDS.length}, each gate kind once`,
  })
  @Directive('@auth(roles: [SELLER])')
  gates(
    @Ctx() ctx: GatewayContext,
    @Arg('route', () => String, { description: 'The route path the member is opening' }) route: string,
    @Arg('beneficiaryHintShown', () => Boolean, {
      description: 'Whether the beneficiary hint was already shown in this session',
      defaultValue: false,
    })
    beneficiaryHintShown: boolean,
  ): Promise<GateKind[]> {
    return ctx.services.memberInfo.gates(ctx, route, beneficiaryHintShown);
  }

  @Mutation(() => Boolean, { description: 'Postpone the logistics application (clean_sp_tag)' })
  @Directive('@auth(roles: [SELLER])')
  async cleanShippingTag(@Ctx() ctx: GatewayContext) {
    await ctx.services.memberInfo.cleanShippingTag(ctx);
    return true;
  }

  @Mutation(() => NoticePayload, { description: "Declares the member's beneficial owners" })
  @Permission('survey_beneficiary_declaration')
  async declareBeneficiary(
    @Ctx() ctx: GatewayContext,
    @Arg('owners', () => [BeneficialOwnerInput], {
      description: 'Every beneficial owner with name, nationality and share',
    })
    owners: BeneficialOwnerInput[],
  ) {
    return payload(await ctx.services.memberInfo.declareBeneficiary(ctx, owners));
  }
}
