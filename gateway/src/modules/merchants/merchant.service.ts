import { CARD_METHOD_MESSAGES, isShopCardMethod, SHOP_CARD_METHODS } from '@paydesk/shared/card-methods';
import { isUrl, isWithinMax } from '@paydesk/shared/generic-rules';
import { SELL_TYPE_LIST } from '@paydesk/shared/sell-types';
import { ownerId } from '../../core/auth/access';
import { displaysOfPayTypes, PayType, SWITCHABLE_PAY_TYPES } from '@paydesk/shared/pay-types';
import { offeredPayTypes } from '../reference';
import { MerchantStatus } from '@paydesk/shared/merchant-statuses';
import { LockMode } from '@mikro-orm/core';
import type { RequestContext } from '../../core/context';
import { fieldError, type FieldError } from '../../core/errors';
import { actorOf, writeAudit } from '../audit';
import { Member } from '../members';
import { Merchant } from './merchant.entity';
import { BUSINESS_TYPES, DEFAULT_PAYMENT_SWITCH } from './merchant-settings';
import { MERCHANT_MESSAGES } from './merchant.messages';
import { merchantView } from './merchant-view';
import type { MerchantInput, MerchantPayload, MerchantView } from './merchant.types';
import { VALIDATORS as V } from '../../core/validation/validators';
import { JkoStatus } from '@paydesk/shared/jko-statuses';
import { inTransaction } from '../../core/database/in-transaction';
import { createUnderCap } from '../../core/owner-cap';
import { OWNER_CAP_MESSAGES, OWNER_CAPS } from '@paydesk/shared/owner-caps';

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

/**
 * Shops: create, list, PaymentSwitch, card methods, JKO application. Every query is scoped to the viewer's member;
 * operators' review is merchant-review.service.ts.
 */
const MERCHANT_CAP = { table: 'merchant', ownerColumn: 'member_id', cap: OWNER_CAPS.merchants };

export class MerchantService {
  async list(ctx: RequestContext): Promise<MerchantView[]> {
    const rows = await ctx.em.find(Merchant, { member: ownerId(ctx) }, { orderBy: { id: 'asc' } });
    return rows.map((m) => merchantView(m));
  }

  /** One of the viewer's shops, or null (someone else's shop is as absent as a missing one). */
  async findOwn(ctx: RequestContext, id: number): Promise<Merchant | null> {
    return ctx.em.findOne(Merchant, { id, member: ownerId(ctx) });
  }

  async detail(ctx: RequestContext, id: number): Promise<MerchantView | null> {
    const m = await this.findOwn(ctx, id);
    return m ? merchantView(m) : null;
  }

  validate(input: MerchantInput): FieldError[] {
    const errors: FieldError[] = [];
    const name = input.name.trim();
    if (!name) errors.push(fieldError('name', 'REQUIRED', MERCHANT_MESSAGES.nameRequired));
    else if (!isWithinMax(name, 60)) errors.push(fieldError('name', 'TOO_LONG', MERCHANT_MESSAGES.nameTooLong));
    if (![1, 2].includes(input.merType)) errors.push(fieldError('merType', 'INVALID', MERCHANT_MESSAGES.badChoice));
    if (!SELL_TYPE_LIST.byCode(input.sellType))
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
    const made = await createUnderCap(ctx.em, MERCHANT_CAP, memberId, async (tx) => {
      const m = tx.create(Merchant, {
        member: tx.getReference(Member, memberId),
        name: input.name.trim(),
        status: MerchantStatus.UNDER_REVIEW,
        merType: input.merType,
        sellType: String(input.sellType),
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
      await writeAudit(tx, {
        memberId,
        actor: actorOf(ctx.viewer),
        action: 'merchant.create',
        target: `merchant:${m.id}`,
        after: { status: m.status },
      });
      return m;
    });
    if (made.full) return { merchant: null, errors: [fieldError(null, 'TOO_MANY', OWNER_CAP_MESSAGES.merchants)] };
    return { merchant: merchantView(made.value), errors: [] };
  }

  /** JKO wallet application for an active shop, with its JKO merchant number; applying twice is harmless. */
  async applyJko(ctx: RequestContext, id: number, jkoMerchantNo: string): Promise<MerchantPayload> {
    const memberId = ownerId(ctx);
    const number = jkoMerchantNo.trim();
    const invalid = V.walletMerchantNo(number);
    if (invalid) return { merchant: null, errors: [fieldError('jkoMerchantNo', 'INVALID', invalid)] };
    return inTransaction(ctx.em, async (tx) => {
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
        await writeAudit(tx, {
          memberId,
          actor: actorOf(ctx.viewer),
          action: 'merchant.jko_apply',
          target: `merchant:${m.id}`,
          after: { jkoStatus: JkoStatus.PENDING },
        });
      }
      return { merchant: merchantView(m), errors: [] };
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
    return inTransaction(ctx.em, async (tx) => {
      const m = await tx.findOne(Merchant, { id, member: memberId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!m) return { merchant: null, errors: [fieldError('id', 'NOT_FOUND', MERCHANT_MESSAGES.notFound)] };
      const takesCards = offeredPayTypes(ctx.config.payTypes, m.paymentSwitch).includes(PayType.CREDIT);
      if (methods.length && !takesCards)
        return { merchant: null, errors: [fieldError('cardMethods', 'NO_CARD', CARD_METHOD_MESSAGES.needsCard)] };
      const before = { cardMethods: m.cardMethods };
      m.cardMethods = SHOP_CARD_METHODS.filter((k) => methods.includes(k));
      await tx.flush();
      await writeAudit(tx, {
        memberId,
        actor: actorOf(ctx.viewer),
        action: 'merchant.card_methods',
        target: `merchant:${m.id}`,
        before,
        after: { cardMethods: m.cardMethods },
      });
      return { merchant: merchantView(m), errors: [] };
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
}
