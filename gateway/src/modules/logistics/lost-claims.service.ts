import { isIntInRange, isWithinMax } from '@paydesk/shared/generic-rules';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LostClaimStatus } from '@paydesk/shared/logistics-statuses';
import { LOGISTICS_MESSAGES as L, ShipmentStatus } from '@paydesk/shared/shipment-statuses';
import { ownerId, requireOperator } from '../../core/auth/access';
import type { RequestContext } from '../../core/context';
import { moneyTransaction } from '../../core/database/money-transaction';
import { sqlOf } from '../../core/database/sql';
import { fieldError, type FieldError } from '../../core/errors';
import { writeAudit } from '../audit';
import { payCompensation, lockMemberAccounts } from '../ledger';
import type { ServiceKind } from '../reference';
import type { LostClaimPayload, LostClaimView } from './logistics.types';
import { compensationCap } from './quote';
import { afterClause, pageFrom, pageRequest, refusedPage, type Page, type PageArgs } from '../../core/paging';

/** Claims for lost parcels (SPEC §9): the seller claims, capped by the service; an operator pays or rejects. */
export class LostClaimService {
  private async claimRows(
    em: EntityManager,
    where: string,
    params: unknown[],
    limit: number | null = null,
  ): Promise<LostClaimView[]> {
    const rows = await sqlOf(em)<{
      id: number;
      logistics_no: string;
      claimed: number;
      capped: number;
      description: string;
      status: LostClaimStatus;
      paid: number | null;
      reason: string | null;
      created_at: string;
    }>(
      `select c.*, s.logistics_no from lost_claim c join shipment s on s.id = c.shipment_id where ${where} order by c.id desc
        ${limit === null ? '' : 'limit ?'}`,
      limit === null ? params : [...params, limit],
    );
    return rows.map((r) => ({
      id: r.id,
      logisticsNo: r.logistics_no,
      claimed: r.claimed,
      capped: r.capped,
      description: r.description,
      status: r.status,
      paid: r.paid,
      reason: r.reason,
      createdAt: new Date(r.created_at),
    }));
  }

  /** The member's claims, newest first, a page at a time. */
  async claims(ctx: RequestContext, paging: PageArgs): Promise<Page<LostClaimView>> {
    const req = pageRequest(paging);
    if (req.errors.length) return refusedPage(req.errors);
    const after = afterClause(req, 'c.id');
    const rows = await this.claimRows(
      ctx.em,
      `c.member_id = ? and ${after.sql}`,
      [ownerId(ctx), ...after.params],
      req.limit,
    );
    return pageFrom(
      rows,
      req,
      (c) => ({ id: c.id, at: null }),
      (c) => c,
    );
  }

  /** A claim for a lost parcel, capped by its service (SPEC §9): at most the declared value and the cap. */
  async claim(ctx: RequestContext, shipmentId: number, amount: number, description: string): Promise<LostClaimPayload> {
    const memberId = ownerId(ctx);
    const [s] = await sqlOf(ctx.em)<{ status: number; service: ServiceKind; declared_value: number }>(
      'select status, service, declared_value from shipment where id = ? and member_id = ?',
      [shipmentId, memberId],
    );
    const errors: FieldError[] = [];
    if (!s) errors.push(fieldError(null, 'NOT_FOUND', L.notFound));
    else if (s.status !== ShipmentStatus.LOST) errors.push(fieldError(null, 'NOT_LOST', L.claimNotLost));
    if (!isIntInRange(amount, { max: Number.MAX_SAFE_INTEGER }))
      errors.push(fieldError('amount', 'INVALID', L.claimAmount));
    if (!description.trim() || !isWithinMax(description, 500))
      errors.push(fieldError('description', 'INVALID', L.claimDescription));
    if (errors.length || !s) return { claim: null, errors };
    const capped = Math.min(amount, s.declared_value, compensationCap(s.service));
    const [row] = await sqlOf(ctx.em)<{ id: number }>(
      `insert into lost_claim (shipment_id, member_id, claimed, capped, description, status) values (?, ?, ?, ?, ?, ?)
       on conflict do nothing returning id`,
      [shipmentId, memberId, amount, capped, description.trim(), LostClaimStatus.PENDING],
    );
    if (!row) return { claim: null, errors: [fieldError(null, 'EXISTS', L.claimExists)] };
    return { claim: (await this.claimRows(ctx.em, 'c.id = ?', [row.id]))[0] ?? null, errors: [] };
  }

  /** Operators: a keyset page of the claims waiting for review, newest first (the cursor is the id). */
  async pendingClaims(ctx: RequestContext, paging: PageArgs): Promise<Page<LostClaimView>> {
    requireOperator(ctx);
    const req = pageRequest(paging);
    if (req.errors.length) return refusedPage(req.errors);
    const after = afterClause(req, 'c.id');
    const rows = await this.claimRows(
      ctx.em,
      `c.status = ${LostClaimStatus.PENDING} and ${after.sql}`,
      after.params,
      req.limit,
    );
    return pageFrom(
      rows,
      req,
      (c) => ({ id: c.id, at: null }),
      (c) => c,
    );
  }

  /** Operators pay a claim (the capped amount, through the ledger, once) or reject it with a reason. */
  async reviewClaim(
    ctx: RequestContext,
    id: number,
    approve: boolean,
    reason: string | null,
  ): Promise<LostClaimPayload> {
    const operator = requireOperator(ctx);
    if (!approve && !(reason ?? '').trim())
      return { claim: null, errors: [fieldError('reason', 'REQUIRED', '請填寫退回原因')] };
    const done = await moneyTransaction(ctx.em, async (tx) => {
      const [c] = await sqlOf(tx)<{ member_id: number; capped: number; logistics_no: string }>(
        `update lost_claim c set status = ?, paid = ?, reason = ?, reviewed_at = now() from shipment s
          where c.id = ? and c.status = ? and s.id = c.shipment_id returning c.member_id, c.capped, s.logistics_no`,
        [
          approve ? LostClaimStatus.PAID : LostClaimStatus.REJECTED,
          null,
          (reason ?? '').trim() || null,
          id,
          LostClaimStatus.PENDING,
        ],
      );
      if (!c) return false;
      if (approve) {
        await sqlOf(tx)('update lost_claim set paid = capped where id = ?', [id]);
        await lockMemberAccounts(tx, c.member_id);
        await payCompensation(tx, { memberId: c.member_id, amount: c.capped, memo: `遺失賠償 ${c.logistics_no}` });
      }
      await writeAudit(tx, {
        memberId: c.member_id,
        actor: operator.id,
        action: approve ? 'lost_claim.pay' : 'lost_claim.reject',
        target: `lost_claim:${id}`,
        after: { amount: approve ? c.capped : 0, reason },
      });
      return true;
    });
    if (!done) return { claim: null, errors: [fieldError(null, 'NOT_FOUND', L.notFound)] };
    return { claim: (await this.claimRows(ctx.em, 'c.id = ?', [id]))[0] ?? null, errors: [] };
  }
}
