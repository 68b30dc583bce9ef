import { Arg, Ctx, Directive, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context';
import { AuditRecordView } from './audit.types';

@Resolver()
export class AuditResolver {
  @Query(() => [AuditRecordView], { description: "The viewer's account audit trail, newest first" })
  @Directive('@permission(key: "bill_detail")')
  auditTrail(
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, { defaultValue: 50 }) first: number,
  ): Promise<AuditRecordView[]> {
    return ctx.services.audit.mine(ctx, first);
  }

  @Query(() => [AuditRecordView], { description: "A member's audit trail (operators)" })
  @Directive('@auth(roles: [OPERATOR])')
  memberAuditTrail(
    @Ctx() ctx: RequestContext,
    @Arg('memberId', () => Int) memberId: number,
    @Arg('first', () => Int, { defaultValue: 50 }) first: number,
  ): Promise<AuditRecordView[]> {
    return ctx.services.audit.forMember(ctx, memberId, first);
  }
}
