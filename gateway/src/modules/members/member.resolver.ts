import type { GatewayContext } from '../services';
import { Ctx, Directive, FieldResolver, Query, Resolver } from 'type-graphql';
import { Permission } from '../../schema/permission';
import { Viewer } from '../../core/viewer';
import { MemberProfile } from './member.types';

@Resolver(() => Viewer)
export class ViewerMemberResolver {
  @FieldResolver(() => MemberProfile, { nullable: true, description: 'Profile of the member the viewer works for' })
  @Permission('member_edit')
  profile(@Ctx() ctx: GatewayContext): Promise<MemberProfile> | null {
    return ctx.viewer?.memberId ? ctx.services.members.profile(ctx) : null;
  }

  @Query(() => MemberProfile, { description: "The signed-in buyer's own profile" })
  @Directive('@auth(roles: [BUYER])')
  buyerProfile(@Ctx() ctx: GatewayContext): Promise<MemberProfile> {
    return ctx.services.members.profile(ctx);
  }
}
