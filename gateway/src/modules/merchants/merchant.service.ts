import { CARD_METHOD_MESSAGES, isShopCardMethod, SHOP_CARD_METHODS } from '@paydesk/shared/card-methods';
import { GENERIC_RULE_MESSAGES, isUrl, isWithinMax } from '@paydesk/shared/generic-rules';
import { reviewReasonProblem } from '@paydesk/shared/review-rules';
import { SELL_TYPES } from '@paydesk/shared/sell-types';
import { sqlOf } from '../../core/database/sql';
import { MemberGateState } from '../member-info/member-info.entities';

/** Sell types that ship goods (實體商品, 實體與非實體商品): their shops need logistics. */
const PHYSICAL_SELL_TYPES: readonly string[] = ['2', '4'];
import { ownerId, requireOperator } from '../../core/auth/access';
import { displaysOfPayTypes, PayType, SWITCHABLE_PAY_TYPES } from '@paydesk/shared/pay-types';
import { offeredPayTypes } from '../reference/accepted-pay-types';
import { MERCHANT_REVIEW_OUTCOMES, MerchantStatus } from '@paydesk/shared/merchant-statuses';
import { LockMode, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../core/context';
import { fieldError, type FieldError } from '../../core/errors';
import { actorOf, writeAudit } from '../audit/audit';
import { Member } from '../members/member.entity';
import { Merchant } from './merchant.entity';
import { BUSINESS_TYPES, DEFAULT_PAYMENT_SWITCH, MERCHANT_STATUS_LABELS, merchantStatusColor } from './merchant.labels';
import type {
  JkoDecisionInput,
  MerchantInput,
  MerchantPayload,
  MerchantReviewInput,
  MerchantView,
  OpsMerchantFilter,
  OpsMerchantView,
} from './merchant.types';
import { VALIDATORS as V } from '../../core/validation/validators';
import { JkoStatus } from '@paydesk/shared/jko-statuses';

export const MERCHANT_MESSAGES = {
  nameRequired: '請輸入商店名稱',
  nameTooLong: '商店名稱不可超過 60 字',
  badChoice: '請選擇有效的選項',
  badUrl: GENERIC_RULE_MESSAGES.url,
  notFound: '查無此商店',
  badSwitch: '付款方式設定錯誤',
  jkoNotActive: '商店啟用後才能申請街口支付',
  jkoApplied: '已送出街口支付申請',
  jkoNotPending: '此商店沒有審核中的街口支付申請',
} as const;

/** Pay type code of JKO Pay: an approved application opens it in the shop's PaymentSwitch. */
const JKO_PAY_TYPE = '11';
/** Operators see at most this many shops per list; the filter narrows it. */
const OPS_LIST_LIMIT = 200;

/** The trimmed customer-service phone parts of a shop form, null when empty. */
function servicePhoneOf(input: MerchantInput): {
  serviceAreaCode: string | null;
  serviceTel: string | null;
  serviceExt: string | null;
} {
  const clean = (v: string | null | undefined) => v?.trim() || null;
  return {
    serviceAreaCode: clean(input.serviceAreaCode),
    serviceTel: clean(input.serviceTel),
    serviceExt: clean(input.serviceExt),
  };
}

/** Shops: create, list, review, PaymentSwitch, JKO application. Every query is scoped to the viewer's member. */
export class MerchantService {
  toView(m: Merchant): MerchantView {
    return {
      id: m.id,
      name: m.name,
      status: m.status,
      statusLabel: MERCHANT_STATUS_LABELS[m.status],
      statusColor: merchantStatusColor(m.status),
      merType: m.merType,
      sellType: m.sellType,
      goodsPayType: m.goodsPayType,
      escrowType: m.escrowType,
      website: m.website ?? null,
      serviceAreaCode: m.serviceAreaCode ?? null,
      serviceTel: m.serviceTel ?? null,
      serviceExt: m.serviceExt ?? null,
      businessTypeId: m.businessTypeId ?? null,
      businessTypeName: m.businessTypeId ? (BUSINESS_TYPES[m.businessTypeId]?.Name ?? null) : null,
      paymentSwitch: m.paymentSwitch.map(Number),
      cardMethods: m.cardMethods,
      reviewReason: m.reviewReason ?? null,
      jkoStatus: m.jkoStatus,
      jkoReason: m.jkoReason ?? null,
      jkoMerchantNo: m.jkoMerchantNo ?? null,
      canCollect: m.status === MerchantStatus.ACTIVE,
      createdAt: m.createdAt,
    };
  }

  async list(ctx: RequestContext): Promise<MerchantView[]> {
    const rows = await ctx.em.find(Merchant, { member: ownerId(ctx) }, { orderBy: { id: 'asc' } });
    return rows.map((m) => this.toView(m));
  }

  /** One of the viewer's shops, or null (someone else's shop is as absent as a missing one). */
  async findOwn(ctx: RequestContext, id: number): Promise<Merchant | null> {
    return ctx.em.findOne(Merchant, { id, member: ownerId(ctx) });
  }

  async detail(ctx: RequestContext, id: number): Promise<MerchantView | null> {
    const m = await this.findOwn(ctx, id);
    return m ? this.toView(m) : null;
  }

  validate(input: MerchantInput): FieldError[] {
    const errors: FieldError[] = [];
    const name = input.name.trim();
    if (!name) errors.push(fieldError('name', 'REQUIRED', MERCHANT_MESSAGES.nameRequired));
    else if (!isWithinMax(name, 60)) errors.push(fieldError('name', 'TOO_LONG', MERCHANT_MESSAGES.nameTooLong));
    if (![1, 2].includes(input.merType)) errors.push(fieldError('merType', 'INVALID', MERCHANT_MESSAGES.badChoice));
    if (!SELL_TYPES.some((t) => t.value === input.sellType))
      errors.push(fieldError('sellType', 'INVALID', MERCHANT_MESSAGES.badChoice));
    if (![1, 2, 3, 4].includes(input.goodsPayType))
      errors.push(fieldError('goodsPayType', 'INVALID', MERCHANT_MESSAGES.badChoice));
    if (![0, 1, 2, 3].includes(input.escrowType))
      errors.push(fieldError('escrowType', 'INVALID', MERCHANT_MESSAGES.badChoice));
    if (!BUSINESS_TYPES[input.businessTypeId])
      errors.push(fieldError('businessTypeId', 'INVALID', MERCHANT_MESSAGES.badChoice));
    if (input.website && (!isUrl(input.website) || !isWithinMax(input.website, 255)))
      errors.push(fieldError('website', 'INVALID', MERCHANT_MESSAGES.badUrl));
    // The customer-service phone is optional; once any part is given, area code and number are needed.
    const phone = servicePhoneOf(input);
    if (phone.serviceAreaCode || phone.serviceTel || phone.serviceExt) {
      const checks: [string, string | null][] = [
        ['serviceAreaCode', V.areaCode(phone.serviceAreaCode)],
        ['serviceTel', V.telNumber(phone.serviceTel)],
        ['serviceExt', phone.serviceExt ? V.phone(phone.serviceExt) : null],
      ];
      for (const [field, message] of checks) if (message) errors.push(fieldError(field, 'INVALID', message));
    }
    return errors;
  }

  /** A new shop starts under review (9) with the default PaymentSwitch. */
  async create(ctx: RequestContext, input: MerchantInput): Promise<MerchantPayload> {
    const memberId = ownerId(ctx);
    const errors = this.validate(input);
    if (errors.length) return { merchant: null, errors };
    const merchant = await ctx.em.transactional(async (tx) => {
      const m = tx.create(Merchant, {
        member: tx.getReference(Member, memberId),
        name: input.name.trim(),
        status: MerchantStatus.UNDER_REVIEW,
        merType: input.merType,
        sellType: input.sellType,
        goodsPayType: input.goodsPayType,
        escrowType: input.escrowType,
        website: input.website || null,
        ...servicePhoneOf(input),
        businessTypeId: input.businessTypeId,
        paymentSwitch: [...DEFAULT_PAYMENT_SWITCH],
        cardMethods: [],
        jkoStatus: JkoStatus.NONE,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      await tx.flush();
      await writeAudit(tx as EntityManager, {
        memberId,
        actor: actorOf(ctx.viewer),
        action: 'merchant.create',
        target: `merchant:${m.id}`,
        after: { status: m.status },
      });
      return m;
    });
    return { merchant: this.toView(merchant), errors: [] };
  }

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
    return ctx.em.transactional(async (tx) => {
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
      if (m.status === MerchantStatus.ACTIVE && PHYSICAL_SELL_TYPES.includes(m.sellType)) {
        const [applied] = await sqlOf(tx as EntityManager)<{ n: number }>(
          'select count(*)::int as n from logistics_application where merchant_id = ? and status in (1, 2)',
          [m.id],
        );
        if (!applied?.n)
          await tx.upsert(MemberGateState, { memberId: m.member.id, spTagMerId: m.id, updatedAt: new Date() });
      }
      await writeAudit(tx as EntityManager, {
        memberId: m.member.id,
        actor: actorOf(ctx.viewer),
        action: 'merchant.review',
        target: `merchant:${m.id}`,
        before,
        after: { status: m.status, paymentSwitch: m.paymentSwitch, reason: m.reviewReason },
      });
      return { merchant: this.toView(m), errors: [] };
    });
  }

  /** Shops waiting for an operator (under review or supplemented), oldest first. */
  async reviewQueue(ctx: RequestContext): Promise<MerchantView[]> {
    requireOperator(ctx);
    const rows = await ctx.em.find(
      Merchant,
      { status: { $in: [MerchantStatus.UNDER_REVIEW, MerchantStatus.SUPPLEMENT] } },
      { orderBy: { id: 'asc' } },
    );
    return rows.map((m) => this.toView(m));
  }

  /** Operators: every shop with its owner, filtered by status, pending JKO application or a name; awaiting review first. */
  async opsList(ctx: RequestContext, filter: OpsMerchantFilter): Promise<OpsMerchantView[]> {
    requireOperator(ctx);
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
    const rows = await ctx.em.find(Merchant, where, {
      populate: ['member'],
      orderBy: { id: 'desc' },
      limit: OPS_LIST_LIMIT,
    });
    const awaiting = (m: Merchant) =>
      m.status === MerchantStatus.UNDER_REVIEW ||
      m.status === MerchantStatus.SUPPLEMENT ||
      m.jkoStatus === JkoStatus.PENDING
        ? 0
        : 1;
    return rows
      .sort((a, b) => awaiting(a) - awaiting(b))
      .map((m) => ({
        merchant: this.toView(m),
        memberId: m.member.id,
        ownerName: m.member.name,
        ownerLoginName: m.member.loginName,
        ownerMemType: m.member.memType,
        reviewedAt: m.reviewedAt ?? null,
        jkoAppliedAt: m.jkoAppliedAt ?? null,
      }));
  }

  /** Operators decide a JKO application under review: approval opens JKO Pay in the PaymentSwitch, failure needs a reason. */
  async decideJko(ctx: RequestContext, input: JkoDecisionInput): Promise<MerchantPayload> {
    requireOperator(ctx);
    const reason = input.reason?.trim() ?? '';
    const reasonProblem = reviewReasonProblem(reason, !input.approve);
    if (reasonProblem)
      return { merchant: null, errors: [fieldError('reason', reasonProblem.code, reasonProblem.message)] };
    return ctx.em.transactional(async (tx) => {
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
      await writeAudit(tx as EntityManager, {
        memberId: m.member.id,
        actor: actorOf(ctx.viewer),
        action: 'merchant.jko_review',
        target: `merchant:${m.id}`,
        before,
        after: { jkoStatus: m.jkoStatus, paymentSwitch: m.paymentSwitch, reason: m.jkoReason },
      });
      return { merchant: this.toView(m), errors: [] };
    });
  }

  /** JKO wallet application for an active shop, with its JKO merchant number; applying twice is harmless. */
  async applyJko(ctx: RequestContext, id: number, jkoMerchantNo: string): Promise<MerchantPayload> {
    const memberId = ownerId(ctx);
    const number = jkoMerchantNo.trim();
    const invalid = V.walletMerchantNo(number);
    if (invalid) return { merchant: null, errors: [fieldError('jkoMerchantNo', 'INVALID', invalid)] };
    return ctx.em.transactional(async (tx) => {
      const m = await tx.findOne(Merchant, { id, member: memberId });
      if (!m) return { merchant: null, errors: [fieldError('id', 'NOT_FOUND', MERCHANT_MESSAGES.notFound)] };
      if (m.status !== MerchantStatus.ACTIVE)
        return { merchant: null, errors: [fieldError(null, 'NOT_ACTIVE', MERCHANT_MESSAGES.jkoNotActive)] };
      if (m.jkoStatus === JkoStatus.NONE || m.jkoStatus === JkoStatus.FAILED) {
        m.jkoStatus = JkoStatus.PENDING;
        m.jkoAppliedAt = new Date();
        m.jkoMerchantNo = number;
        m.jkoReason = null;
        await tx.flush();
        await writeAudit(tx as EntityManager, {
          memberId,
          actor: actorOf(ctx.viewer),
          action: 'merchant.jko_apply',
          target: `merchant:${m.id}`,
          after: { jkoStatus: JkoStatus.PENDING },
        });
      }
      return { merchant: this.toView(m), errors: [] };
    });
  }

  /**
   * SPEC §3 card methods: the owner switches bonus-point redemption, UnionPay and Apple Pay on or off for a shop that
   * takes cards; checkouts then offer them (their fee follows the card kind).
   */
  async setCardMethods(ctx: RequestContext, id: number, methods: readonly string[]): Promise<MerchantPayload> {
    const memberId = ownerId(ctx);
    if (methods.some((m) => !isShopCardMethod(m)))
      return { merchant: null, errors: [fieldError('cardMethods', 'INVALID', CARD_METHOD_MESSAGES.unknown)] };
    return ctx.em.transactional(async (tx) => {
      const m = await tx.findOne(Merchant, { id, member: memberId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!m) return { merchant: null, errors: [fieldError('id', 'NOT_FOUND', MERCHANT_MESSAGES.notFound)] };
      const takesCards = offeredPayTypes(ctx.config.payTypes, m.paymentSwitch).includes(PayType.CREDIT);
      if (methods.length && !takesCards)
        return { merchant: null, errors: [fieldError('cardMethods', 'NO_CARD', CARD_METHOD_MESSAGES.needsCard)] };
      const before = { cardMethods: m.cardMethods };
      m.cardMethods = SHOP_CARD_METHODS.filter((k) => methods.includes(k));
      await tx.flush();
      await writeAudit(tx as EntityManager, {
        memberId,
        actor: actorOf(ctx.viewer),
        action: 'merchant.card_methods',
        target: `merchant:${m.id}`,
        before,
        after: { cardMethods: m.cardMethods },
      });
      return { merchant: this.toView(m), errors: [] };
    });
  }

  /**
   * SPEC §7 get_setting_list: business types, the PaymentSwitch over the viewer's active shops (keyed by the
   * configured pay types), and the derived allowed types — as codes and in SPEC §3's display mapping.
   */
  async settingList(ctx: RequestContext) {
    const shops = await this.list(ctx);
    const allowed = new Set(
      offeredPayTypes(
        ctx.config.payTypes,
        shops.filter((s) => s.canCollect).flatMap((s) => s.paymentSwitch),
      ),
    );
    const configured = offeredPayTypes(ctx.config.payTypes, SWITCHABLE_PAY_TYPES);
    const PaymentSwitch = Object.fromEntries(configured.map((p) => [String(p), allowed.has(p) ? 1 : 0]));
    const AllowPayType = [...allowed].sort((a, b) => a - b);
    return {
      BusinessType: BUSINESS_TYPES,
      PaymentSwitch,
      AllowPayType,
      AllowPayTypeDisplay: displaysOfPayTypes(AllowPayType),
    };
  }

  /** SPEC §7 get_edit_merchant: MerSysID=LIST gives every shop of the viewer, an id gives that one. */
  async legacyEditMerchant(ctx: RequestContext, merSysId: string) {
    const shops =
      merSysId === 'LIST'
        ? await this.list(ctx)
        : [await this.detail(ctx, Number(merSysId))].filter((s): s is MerchantView => !!s);
    return shops.map((s) => ({
      MerSysID: s.id,
      MerName: s.name,
      MerStatus: s.status,
      MerStatusName: s.statusLabel,
      MerType: s.merType,
      SellType: s.sellType,
      GoodsPayType: s.goodsPayType,
      EscrowType: s.escrowType,
      WebSite: s.website ?? '',
      BusinessType: s.businessTypeId,
      PaymentSwitch: s.paymentSwitch,
      CreateDate: s.createdAt.toISOString(),
    }));
  }
}
