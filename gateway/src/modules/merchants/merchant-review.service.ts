import { JkoStatus } from '@paydesk/shared/jko-statuses';
import { OPEN_LOGISTICS_APPLICATION_STATUSES } from '@paydesk/shared/logistics-statuses';
import { MERCHANT_REVIEW_OUTCOMES, MerchantStatus } from '@paydesk/shared/merchant-statuses';
import { reviewReasonProblem } from '@paydesk/shared/review-rules';
import { PHYSICAL_SELL_TYPES, type SellType } from '@paydesk/shared/sell-types';
import { LockMode, type FilterQuery } from '@mikro-orm/core';
import { requireOperator } from '../../core/auth/access';
import type { RequestContext } from '../../core/context';
import { pgArray, sqlOf } from '../../core/database/sql';
import { fieldError, type FieldError } from '../../core/errors';
import { pageFrom, pageRequest, refusedPage, type Page, type PageArgs } from '../../core/paging';
import { actorOf, writeAudit } from '../audit';
import { MemberGateState } from '../members';
import { offeredPayTypes } from '../reference';
import { Merchant } from './merchant.entity';
import { MERCHANT_MESSAGES } from './merchant.messages';
import { merchantView } from './merchant-view';
import type {
  JkoDecisionInput,
  MerchantPayload,
  MerchantReviewInput,
  MerchantView,
  OpsMerchantFilter,
  OpsMerchantView,
} from './merchant.types';
import { inTransaction } from '../../core/database/in-transaction';
import { publishEvent } from '../events';
import { MERCHANT_STATUS_LIST } from '@paydesk/shared/merchant-statuses';

/** Pay type code of JKO Pay: an approved application opens it in the shop's PaymentSwitch. */
const JKO_PAY_TYPE = '11';
/** The operators' shop list comes in two groups: shops awaiting a decision first, then the others. */
const OPS_GROUPS = ['awaiting', 'others'] as const;
type OpsGroup = (typeof OPS_GROUPS)[number];
const AWAITING_STATUSES: MerchantStatus[] = [MerchantStatus.UNDER_REVIEW, MerchantStatus.SUPPLEMENT];
const OPS_GROUP_WHERE: Record<OpsGroup, FilterQuery<Merchant>> = {
  awaiting: { $or: [{ status: { $in: AWAITING_STATUSES } }, { jkoStatus: JkoStatus.PENDING }] },
  others: { status: { $nin: AWAITING_STATUSES }, jkoStatus: { $ne: JkoStatus.PENDING } },
};
const awaitingDecision = (m: Merchant) => AWAITING_STATUSES.includes(m.status) || m.jkoStatus === JkoStatus.PENDING;

/** Operators' side of shops: the review queue and list, status review, JKO decisions. Every change is audited. */
export class MerchantReviewService {
  /** Operator review: any listed status with a reason; the change is audited. */
  async review(ctx: RequestContext, input: MerchantReviewInput): Promise<MerchantPayload> {
    requireOperator(ctx);
    const errors: FieldError[] = [];
    if (!(MERCHANT_REVIEW_OUTCOMES as readonly number[]).includes(input.status))
      errors.push(fieldError('status', 'INVALID', MERCHANT_MESSAGES.badChoice));
    const reasonProblem = reviewReasonProblem(input.reason, true);
    if (reasonProblem) errors.push(fieldError('reason', reasonProblem.code, reasonProblem.message));
    const offered = offeredPayTypes(ctx.config.payTypes, input.paymentSwitch ?? []);
    if (input.paymentSwitch && offered.length !== input.paymentSwitch.length)
      errors.push(fieldError('paymentSwitch', 'INVALID', MERCHANT_MESSAGES.badSwitch));
    if (errors.length) return { merchant: null, errors };
    return inTransaction(ctx.em, async (tx) => {
      const m = await tx.findOne(Merchant, { id: input.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!m) return { merchant: null, errors: [fieldError('id', 'NOT_FOUND', MERCHANT_MESSAGES.notFound)] };
      const before = { status: m.status, paymentSwitch: m.paymentSwitch };
      m.status = input.status as MerchantStatus;
      m.reviewReason = input.reason.trim();
      m.reviewedAt = new Date();
      if (input.paymentSwitch) m.paymentSwitch = [...new Set(input.paymentSwitch)].sort((a, b) => a - b).map(String);
      await tx.flush();
      // SPEC §4 shipping hint: a shop that sells physical goods and becomes active has not applied for logistics
      // yet; the hint shows until the member applies (logistics) or postpones it (clean_sp_tag).
      if (m.status === MerchantStatus.ACTIVE && PHYSICAL_SELL_TYPES.includes(Number(m.sellType) as SellType)) {
        const [applied] = await sqlOf(tx)<{ n: number }>(
          'select count(*)::int as n from logistics_application where merchant_id = ? and status = any(?::int[])',
          [m.id, pgArray(OPEN_LOGISTICS_APPLICATION_STATUSES)],
        );
        if (!applied?.n)
          await tx.upsert(MemberGateState, { memberId: m.member.id, spTagMerId: m.id, updatedAt: new Date() });
      }
      await writeAudit(tx, {
        memberId: m.member.id,
        actor: actorOf(ctx.viewer),
        action: 'merchant.review',
        target: `merchant:${m.id}`,
        before,
        after: { status: m.status, paymentSwitch: m.paymentSwitch, reason: m.reviewReason },
      });
      if (m.status !== before.status)
        await publishEvent(tx, {
          type: 'shop.review_decided',
          memberId: m.member.id,
          shopId: m.id,
          data: {
            shopName: m.name,
            status: MERCHANT_STATUS_LIST.keyOf(m.status) ?? null,
            statusLabel: MERCHANT_STATUS_LIST.label(m.status),
            approved: m.status === MerchantStatus.ACTIVE,
            reason: m.reviewReason,
          },
        });
      return { merchant: merchantView(m), errors: [] };
    });
  }

  /**
   * Operators: a keyset page of the shops waiting for an operator (under review or supplemented), oldest first by
   * id (the cursor is the last id, so a shop submitted meanwhile joins the end).
   */
  async reviewQueue(ctx: RequestContext, paging: PageArgs): Promise<Page<MerchantView>> {
    requireOperator(ctx);
    const req = pageRequest(paging);
    if (req.errors.length) return refusedPage(req.errors);
    const rows = await ctx.em.find(
      Merchant,
      {
        status: { $in: [MerchantStatus.UNDER_REVIEW, MerchantStatus.SUPPLEMENT] },
        ...(req.after ? { id: { $gt: req.after.id } } : {}),
      },
      { orderBy: { id: 'asc' }, limit: req.limit },
    );
    return pageFrom(rows, req, (m) => ({ id: m.id, at: null }), merchantView);
  }

  /**
   * Operators: every shop with its owner, filtered by status, pending JKO application or a name, a keyset page at a
   * time. Shops awaiting a decision come first, then the others, each group newest first; the cursor carries the
   * last row's group and id. A shop decided while an operator pages moves to the other group (it may then show
   * again further on, or not at all if it moved behind the cursor).
   */
  async opsList(ctx: RequestContext, filter: OpsMerchantFilter, paging: PageArgs): Promise<Page<OpsMerchantView>> {
    requireOperator(ctx);
    const req = pageRequest(paging, false, OPS_GROUPS);
    if (req.errors.length) return refusedPage(req.errors);
    const where: FilterQuery<Merchant> = {};
    if (filter.status != null) where.status = filter.status as MerchantStatus;
    if (filter.jkoPending) where.jkoStatus = JkoStatus.PENDING;
    const search = filter.search?.trim();
    if (search) {
      const like = `%${search.replace(/[\\%_]/g, '\\$&')}%`;
      where.$or = [
        { name: { $ilike: like } },
        { member: { name: { $ilike: like } } },
        { member: { loginName: { $ilike: like } } },
      ];
    }
    const after = req.after;
    const groupOf = (m: Merchant): OpsGroup => (awaitingDecision(m) ? 'awaiting' : 'others');
    const read = (group: OpsGroup, limit: number) => {
      const bound = after?.tag === group ? { id: { $lt: after.id } } : {};
      return ctx.em.find(
        Merchant,
        { $and: [where, OPS_GROUP_WHERE[group], bound] },
        { populate: ['member'], orderBy: { id: 'desc' }, limit },
      );
    };
    // The awaiting group is read only while the cursor is still in it (or on the first page).
    const rows = after?.tag === 'others' ? [] : await read('awaiting', req.limit);
    if (rows.length < req.limit) rows.push(...(await read('others', req.limit - rows.length)));
    return pageFrom(
      rows,
      req,
      (m) => ({ id: m.id, at: null, tag: groupOf(m) }),
      (m): OpsMerchantView => ({
        merchant: merchantView(m),
        memberId: m.member.id,
        ownerName: m.member.name,
        ownerLoginName: m.member.loginName,
        ownerMemType: m.member.memType,
        reviewedAt: m.reviewedAt ?? null,
        jkoAppliedAt: m.jkoAppliedAt ?? null,
      }),
    );
  }

  /** Operators decide a JKO application under review: approval opens JKO Pay in the PaymentSwitch, failure needs a reason. */
  async decideJko(ctx: RequestContext, input: JkoDecisionInput): Promise<MerchantPayload> {
    requireOperator(ctx);
    const reason = input.reason?.trim() ?? '';
    const reasonProblem = reviewReasonProblem(reason, !input.approve);
    if (reasonProblem)
      return { merchant: null, errors: [fieldError('reason', reasonProblem.code, reasonProblem.message)] };
    return inTransaction(ctx.em, async (tx) => {
      const m = await tx.findOne(Merchant, { id: input.merchantId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!m) return { merchant: null, errors: [fieldError('merchantId', 'NOT_FOUND', MERCHANT_MESSAGES.notFound)] };
      if (m.jkoStatus !== JkoStatus.PENDING)
        return { merchant: null, errors: [fieldError(null, 'NOT_PENDING', MERCHANT_MESSAGES.jkoNotPending)] };
      const before = { jkoStatus: m.jkoStatus, paymentSwitch: m.paymentSwitch };
      m.jkoStatus = input.approve ? JkoStatus.APPROVED : JkoStatus.FAILED;
      m.jkoReason = reason || null;
      m.jkoReviewedAt = new Date();
      if (input.approve && !m.paymentSwitch.includes(JKO_PAY_TYPE))
        m.paymentSwitch = [...m.paymentSwitch, JKO_PAY_TYPE].sort((a, b) => Number(a) - Number(b));
      await tx.flush();
      await writeAudit(tx, {
        memberId: m.member.id,
        actor: actorOf(ctx.viewer),
        action: 'merchant.jko_review',
        target: `merchant:${m.id}`,
        before,
        after: { jkoStatus: m.jkoStatus, paymentSwitch: m.paymentSwitch, reason: m.jkoReason },
      });
      return { merchant: merchantView(m), errors: [] };
    });
  }
}
