import type { EntityManager } from '@mikro-orm/postgresql';
import { LogisticsApplicationStatus } from '@paydesk/shared/logistics-statuses';
import { MemberType } from '@paydesk/shared/member-types';
import { MerchantStatus } from '@paydesk/shared/merchant-statuses';
import { LOGISTICS_MESSAGES as L, LOGISTICS_SERVICE_GROUPS } from '@paydesk/shared/shipment-statuses';
import { ownerId, requireOperator } from '../../core/auth/access';
import type { RequestContext } from '../../core/context';
import { sqlOf } from '../../core/database/sql';
import { fieldError, fieldErrorsOf, type FieldError } from '../../core/errors';
import { VALIDATORS as V } from '../../core/validation/validators';
import { actorOf, writeAudit } from '../audit';
import type {
  LogisticsApplicationInput,
  LogisticsApplicationPayload,
  LogisticsApplicationView,
} from './logistics.types';
import { publishEvent } from '../events';
import { inTransaction } from '../../core/database/in-transaction';
import { afterClause, pageFrom, pageRequest, refusedPage, type Page, type PageArgs } from '../../core/paging';

/**
 * Logistics applications (SPEC §2.3 /auth/shipping/apply): a shop asks for services, an operator reviews. A shop may
 * apply again for services it does not have yet (one application waits for review at a time); what it may ship is
 * the union of its approved applications.
 */
export class LogisticsApplicationService {
  /**
   * The member's applications, bounded by design rather than paged: per shop its approvals (at most three, since
   * each opens a service group the shop lacked), the one waiting for review and its latest rejection (an older
   * rejection says nothing the latest does not), so at most five rows per shop however often it applies.
   */
  async applications(ctx: RequestContext): Promise<LogisticsApplicationView[]> {
    const rejected = LogisticsApplicationStatus.REJECTED;
    return this.applicationRows(
      ctx.em,
      `a.member_id = ? and (a.status <> ${rejected} or a.id = (select max(r.id) from logistics_application r
        where r.merchant_id = a.merchant_id and r.status = ${rejected}))`,
      [ownerId(ctx)],
    );
  }

  /** Applications matching `where`, newest first; at most `limit` when given. */
  private async applicationRows(em: EntityManager, where: string, params: unknown[], limit?: number) {
    const rows = await sqlOf(em)<{
      id: number;
      merchant_id: number;
      merchant_name: string;
      services: string[];
      sender_name: string;
      sender_mobile: string;
      sender_address: string;
      return_address: string;
      status: LogisticsApplicationStatus;
      reason: string | null;
      created_at: string;
    }>(
      `select a.*, m.name as merchant_name from logistics_application a join merchant m on m.id = a.merchant_id
        where ${where} order by a.id desc ${limit ? 'limit ?' : ''}`,
      limit ? [...params, limit] : params,
    );
    return rows.map((r) => ({
      id: r.id,
      merchantId: r.merchant_id,
      merchantName: r.merchant_name,
      services: r.services,
      senderName: r.sender_name,
      senderMobile: r.sender_mobile,
      senderAddress: r.sender_address,
      returnAddress: r.return_address,
      status: r.status,
      reason: r.reason,
      createdAt: new Date(r.created_at),
    }));
  }

  /** A shop applies for the services it wants; bulk B2C for business members only (SPEC §6). */
  async apply(ctx: RequestContext, input: LogisticsApplicationInput): Promise<LogisticsApplicationPayload> {
    const memberId = ownerId(ctx);
    const sql = sqlOf(ctx.em);
    const [shop] = await sql<{ status: number; mem_type: number }>(
      'select s.status, m.mem_type from merchant s join member m on m.id = s.member_id where s.id = ? and s.member_id = ?',
      [input.merchantId, memberId],
    );
    const errors: FieldError[] = [];
    if (!shop || shop.status !== MerchantStatus.ACTIVE) errors.push(fieldError('merchantId', 'MERCHANT', L.merchant));
    const services = [...new Set(input.services)];
    if (!services.length || services.some((s) => !(s in LOGISTICS_SERVICE_GROUPS)))
      errors.push(fieldError('services', 'REQUIRED', L.services));
    else if (services.includes('B2C') && shop?.mem_type !== MemberType.BUSINESS)
      errors.push(fieldError('services', 'B2C_BUSINESS_ONLY', L.b2cBusinessOnly));
    errors.push(
      ...fieldErrorsOf([
        ['senderName', V.userName(input.senderName)],
        ['senderMobile', V.mobile(input.senderMobile)],
        ['senderAddress', input.senderAddress.trim() && input.senderAddress.length <= 100 ? null : L.address],
        ['returnAddress', input.returnAddress.trim() && input.returnAddress.length <= 100 ? null : L.address],
      ]),
    );
    if (errors.length) return { application: null, errors };
    // Services can be added later: a shop with approved services applies again for the ones it lacks.
    const [opened] = await sql<{ services: string[] }>(
      `select coalesce(array_agg(distinct s), '{}') as services from logistics_application, unnest(services) s
        where merchant_id = ? and status = ?`,
      [input.merchantId, LogisticsApplicationStatus.APPROVED],
    );
    const added = services.filter((s) => !(opened?.services ?? []).includes(s));
    if (!added.length)
      return { application: null, errors: [fieldError('services', 'ALREADY_APPROVED', L.alreadyApproved)] };
    const [row] = await sql<{ id: number }>(
      `insert into logistics_application (member_id, merchant_id, services, sender_name, sender_mobile, sender_address, return_address, status)
       values (?, ?, ?::text[], ?, ?, ?, ?, ?) on conflict do nothing returning id`,
      [
        memberId,
        input.merchantId,
        `{${added.join(',')}}`,
        input.senderName.trim(),
        input.senderMobile.trim(),
        input.senderAddress.trim(),
        input.returnAddress.trim(),
        LogisticsApplicationStatus.PENDING,
      ],
    );
    if (!row) return { application: null, errors: [fieldError('merchantId', 'APPLIED', L.applied)] };
    // Applying ends the SPEC §4 shipping hint for this shop.
    await sql(
      'update member_gate_state set sp_tag_mer_id = null, updated_at = now() where member_id = ? and sp_tag_mer_id = ?',
      [memberId, input.merchantId],
    );
    await writeAudit(ctx.em, {
      memberId,
      actor: actorOf(ctx.viewer),
      action: 'logistics.apply',
      target: `merchant:${input.merchantId}`,
      after: { services: added },
    });
    const [view] = await this.applicationRows(ctx.em, 'a.id = ?', [row.id]);
    return { application: view ?? null, errors: [] };
  }

  /** Operators: a keyset page of the applications waiting for review, newest first (the cursor is the id). */
  async pendingApplications(ctx: RequestContext, paging: PageArgs): Promise<Page<LogisticsApplicationView>> {
    requireOperator(ctx);
    const req = pageRequest(paging);
    if (req.errors.length) return refusedPage(req.errors);
    const after = afterClause(req, 'a.id');
    const rows = await this.applicationRows(
      ctx.em,
      `a.status = ${LogisticsApplicationStatus.PENDING} and ${after.sql}`,
      after.params,
      req.limit,
    );
    return pageFrom(
      rows,
      req,
      (a) => ({ id: a.id, at: null }),
      (a) => a,
    );
  }

  async reviewApplication(
    ctx: RequestContext,
    id: number,
    approve: boolean,
    reason: string | null,
  ): Promise<LogisticsApplicationPayload> {
    const operator = requireOperator(ctx);
    if (!approve && !(reason ?? '').trim())
      return { application: null, errors: [fieldError('reason', 'REQUIRED', '請填寫退回原因')] };
    const [row] = await inTransaction(ctx.em, async (tx) => {
      const decided = await sqlOf(tx)<{ id: number; member_id: number; merchant_id: number; services: string[] }>(
        `update logistics_application set status = ?, reason = ?, reviewed_at = now(), reviewed_by = ? where id = ? and status = ?
         returning id, member_id, merchant_id, services`,
        [
          approve ? LogisticsApplicationStatus.APPROVED : LogisticsApplicationStatus.REJECTED,
          (reason ?? '').trim() || null,
          operator.id,
          id,
          LogisticsApplicationStatus.PENDING,
        ],
      );
      const [a] = decided;
      if (a) {
        const [shop] = await sqlOf(tx)<{ name: string }>(`select name from merchant where id = ?`, [a.merchant_id]);
        await publishEvent(tx, {
          type: 'logistics_application.decided',
          memberId: a.member_id,
          shopId: a.merchant_id,
          data: { id: a.id, shopName: shop?.name ?? null, services: a.services, approved: approve, reason },
        });
      }
      return decided;
    });
    if (!row) return { application: null, errors: [fieldError(null, 'NOT_FOUND', L.notFound)] };
    await writeAudit(ctx.em, {
      memberId: row.member_id,
      actor: operator.id,
      action: approve ? 'logistics.approve' : 'logistics.reject',
      target: `logistics_application:${id}`,
      after: { reason },
    });
    const [view] = await this.applicationRows(ctx.em, 'a.id = ?', [id]);
    return { application: view ?? null, errors: [] };
  }
}
