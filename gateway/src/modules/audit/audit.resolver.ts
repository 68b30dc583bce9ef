import type { GatewayContext } from '../services';
import { Arg, Args, Ctx, Int, Query, Resolver } from 'type-graphql';
import { PageArgs } from '../../core/paging';
import { Permission } from '../../schema/permission';
import { AuditRecordPage } from './audit.types';

@Resolver()
export class AuditResolver {
  @Query(() => AuditRecordPage, { description: "The viewer's account audit trail, newest first, keyset-paged" })
  @Permission('bill_detail')
  auditTrail(@Ctx() ctx: GatewayContext, @Args() paging: PageArgs): Promise<AuditRecordPage> {
    return ctx.services.audit.mine(ctx, paging);
  }

  @Query(() => AuditRecordPage, { description: "A member's audit trail (operators), newest first, keyset-paged" })
  @Permission('ops_members')
  memberAuditTrail(
    @Ctx() ctx: GatewayContext,
    @Arg('memberId', () => Int, { description: 'Member id whose audit trail is read' }) memberId: number,
    @Args() paging: PageArgs,
  ): Promise<AuditRecordPage> {
    return ctx.services.audit.forMember(ctx, memberId, paging);
  }
}
