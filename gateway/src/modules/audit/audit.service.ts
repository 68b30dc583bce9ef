import { sqlOf } from '../../core/database/sql';
import { ownerId, requireOperator } from '../../core/auth/access';
import type { RequestContext } from '../../core/context';
import { afterClause, pageFrom, pageRequest, refusedPage, type PageArgs } from '../../core/paging';
import type { AuditRecordPage, AuditRecordView } from './audit.types';
import { auditActionLabel, auditActorLabel, auditChangeText, auditTarget, auditTargetKind } from './audit-wording';

/**
 * Reads the audit trail, newest first and keyset-paged by id: a member its own account's records, an operator any
 * member's.
 */
export class AuditService {
  private async read(ctx: RequestContext, memberId: number, paging: PageArgs): Promise<AuditRecordPage> {
    const req = pageRequest(paging);
    if (req.errors.length) return refusedPage(req.errors);
    const after = afterClause(req, 'id');
    const rows = await sqlOf(ctx.em)<{
      id: string;
      actor: string;
      action: string;
      target: string;
      before: unknown;
      after: unknown;
      created_at: string;
    }>(
      `select id, actor, action, target, before, after, created_at from audit_record
        where member_id = ? and ${after.sql} order by id desc limit ?`,
      [memberId, ...after.params, req.limit],
    );
    return pageFrom(
      rows,
      req,
      (r) => ({ id: Number(r.id), at: null }),
      (r): AuditRecordView => ({
        id: Number(r.id),
        actor: r.actor,
        actorLabel: auditActorLabel(r.actor, memberId),
        action: r.action,
        actionLabel: auditActionLabel(r.action),
        target: r.target,
        targetKind: auditTargetKind(r.target),
        targetRef: auditTarget(r.target).ref,
        targetLabel: auditTarget(r.target).label,
        beforeText: auditChangeText(r.before, auditTarget(r.target).kind),
        afterText: auditChangeText(r.after, auditTarget(r.target).kind),
        before: r.before === null ? null : JSON.stringify(r.before),
        after: r.after === null ? null : JSON.stringify(r.after),
        createdAt: new Date(r.created_at),
      }),
    );
  }

  mine(ctx: RequestContext, paging: PageArgs): Promise<AuditRecordPage> {
    return this.read(ctx, ownerId(ctx), paging);
  }

  forMember(ctx: RequestContext, memberId: number, paging: PageArgs): Promise<AuditRecordPage> {
    requireOperator(ctx);
    return this.read(ctx, memberId, paging);
  }
}
