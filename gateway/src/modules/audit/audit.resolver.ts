import type { GatewayContext } from '../services';
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { Permission } from '../../schema/permission';
import { AuditRecordView } from './audit.types';

@Resolver()
export class AuditResolver {
  @Query(() => [AuditRecordView], { description: "The viewer's account audit trail, newest first" })
  @Permission('bill_detail')
  auditTrail(
    @Ctx() ctx: GatewayContext,
    @Arg('first', () => Int, { description: 'How many audit records, newest first', defaultValue: 50 }) first: number,
  ): Promise<AuditRecordView[]> {
    return ctx.services.audit.mine(ctx, first);
  }

  @Query(() => [AuditRecordView], { description: "A member's audit trail (operators)" })
  @Permission('ops_members')
  memberAuditTrail(
    @Ctx() ctx: GatewayContext,
    @Arg('memberId', () => Int, { description: 'Member id whose audit trail is read' }) memberId: number,
    @Arg('first', () => Int, { description: 'How many audit records, newest first', defaultValue: 50 }) first: number,
  ): Promise<AuditRecordView[]> {
    return ctx.services.audit.forMember(ctx, memberId, first);
  }
}
