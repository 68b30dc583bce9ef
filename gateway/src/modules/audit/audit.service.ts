import { ENTRY_KIND_LABELS } from '@paydesk/shared/ledger-kinds';
import { sqlOf } from '../../core/database/sql';
import { ownerId, requireOperator } from '../../core/auth/access';
import type { RequestContext } from '../../core/context';
import type { AuditRecordView } from './audit.types';

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'merchant.create': '新增商店',
  'merchant.review': '商店審核',
  'merchant.jko_apply': '申請街口支付',
  'merchant.jko_review': '街口支付審核',
  'payment_link.create': '新增收款頁',
  'payment_link.update': '編輯收款頁',
  'payment.paid': '收款',
  'payment.settle': ENTRY_KIND_LABELS.settlement,
  'payment.refund': '退款',
  'payment.refund_reserved': '退款保留',
  'payment.refund_executed': '保留退款執行',
  'withdrawal.request': '申請提領',
  'bank_account.change': '變更提領帳戶',
  'bank_account.verify': '提領帳戶驗證',
  'bank_account.reject': '提領帳戶驗證未通過',
  'ledger.dormant_fee': ENTRY_KIND_LABELS.dormant_fee,
};

/** Reads the audit trail: a member its own account's records, an operator any member's. */
export class AuditService {
  private async read(ctx: RequestContext, memberId: number, first: number): Promise<AuditRecordView[]> {
    const rows = await sqlOf(ctx.em)<{
      id: string;
      actor: string;
      action: string;
      target: string;
      before: unknown;
      after: unknown;
      created_at: string;
    }>(
      `select id, actor, action, target, before, after, created_at from audit_record where member_id = ? order by id desc limit ?`,
      [memberId, Math.min(Math.max(first, 1), 200)],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      actor: r.actor,
      action: r.action,
      actionLabel: AUDIT_ACTION_LABELS[r.action] ?? r.action,
      target: r.target,
      before: r.before === null ? null : JSON.stringify(r.before),
      after: r.after === null ? null : JSON.stringify(r.after),
      createdAt: new Date(r.created_at),
    }));
  }

  mine(ctx: RequestContext, first: number): Promise<AuditRecordView[]> {
    return this.read(ctx, ownerId(ctx), first);
  }

  forMember(ctx: RequestContext, memberId: number, first: number): Promise<AuditRecordView[]> {
    requireOperator(ctx);
    return this.read(ctx, memberId, first);
  }
}
