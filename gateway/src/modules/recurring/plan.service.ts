import { isIntInRange, isWithinMax } from '@paydesk/shared/generic-rules';
import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MerchantStatus } from '@paydesk/shared/merchant-statuses';
import { PayType } from '@paydesk/shared/pay-types';
import {
  addDays,
  chargeSchedule,
  PERIOD_CYCLE_LIST,
  PERIOD_LIMITS as L,
  PERIOD_MESSAGES as P,
  SubscriptionStatus,
  type PeriodCycle,
} from '@paydesk/shared/period-rules';
import { taipeiIsoDay } from '@paydesk/shared/taiwan-time';
import { ownerId } from '../../core/auth/access';
import type { RequestContext } from '../../core/context';
import { sqlOf } from '../../core/database/sql';
import { fieldError, type FieldError } from '../../core/errors';
import { actorOf, writeAudit } from '../audit';
import { Merchant } from '../merchants';
import { PeriodPlan } from './recurring.entities';
import { sellerToday } from './seller-today';
import { publishPlanTermsChanged } from './subscription-events';
import { inTransaction } from '../../core/database/in-transaction';
import { createUnderCap } from '../../core/owner-cap';
import { OWNER_CAP_MESSAGES, OWNER_CAPS } from '@paydesk/shared/owner-caps';
import type { PeriodPlanInput, PeriodPlanPayload, PeriodPlanView, PublicPeriodPlan } from './recurring.types';
import { qrCodeDataUrl } from '../../core/files/qr-code';

/** What a live subscriber's notice says changed when the seller renames the plan. */
const renamedReason = (from: string, to: string) =>
  `方案名稱由「${from}」改為「${to}」，之後的扣款與通知將以新名稱顯示`;

const PLAN_CAP = { table: 'period_plan', ownerColumn: 'member_id', cap: OWNER_CAPS.periodPlans };
const isIntIn = (n: number | null | undefined, min: number, max: number) => isIntInRange(n, { min, max });

/**
 * The first charge date of a subscription made `today` (YYYY-MM-DD): the plan's fixed date when it is still
 * ahead, else today plus the trial.
 */
export function firstChargeDateFor(plan: Pick<PeriodPlan, 'firstChargeDate' | 'trialDays'>, today: string): string {
  return plan.firstChargeDate && plan.firstChargeDate > today ? plan.firstChargeDate : addDays(today, plan.trialDays);
}

/** Recurring plans (SPEC §2.3 period create, edit, list) and their public subscribe page. */
export class PeriodPlanService {
  private async view(ctx: RequestContext, plan: PeriodPlan): Promise<PeriodPlanView> {
    const merchant = await ctx.em.findOne(Merchant, plan.merchantId);
    const [active] = await sqlOf(ctx.em)<{ n: number }>(
      'select count(*)::int as n from period_subscription where plan_id = ? and status in (?, ?, ?)',
      [plan.id, SubscriptionStatus.ACTIVE, SubscriptionStatus.PAST_DUE, SubscriptionStatus.PAUSED],
    );
    const url = `${ctx.config.appUrl}${ctx.config.basePath}/subscribe/${plan.token}`;
    return {
      id: plan.id,
      merchantId: plan.merchantId,
      merchantName: merchant?.name ?? '',
      token: plan.token,
      title: plan.title,
      description: plan.description,
      amount: plan.amount,
      cycle: plan.cycle,
      totalCharges: plan.totalCharges,
      trialDays: plan.trialDays,
      firstChargeDate: plan.firstChargeDate,
      enabled: plan.enabled,
      activeSubscriptions: active?.n ?? 0,
      url,
      qrCode: await qrCodeDataUrl(url, 240),
      createdAt: plan.createdAt,
    };
  }

  async list(ctx: RequestContext): Promise<PeriodPlanView[]> {
    const plans = await ctx.em.find(PeriodPlan, { memberId: ownerId(ctx) }, { orderBy: { id: 'desc' } });
    return Promise.all(plans.map((p) => this.view(ctx, p)));
  }

  async get(ctx: RequestContext, id: number): Promise<PeriodPlanView | null> {
    const plan = await ctx.em.findOne(PeriodPlan, { id, memberId: ownerId(ctx) });
    return plan ? this.view(ctx, plan) : null;
  }

  private async validate(em: EntityManager, memberId: number, input: PeriodPlanInput): Promise<FieldError[]> {
    const errors: FieldError[] = [];
    const merchant = await em.findOne(Merchant, { id: input.merchantId, member: memberId });
    // Recurring charges are card only: the shop must be active and collect by card.
    if (
      !merchant ||
      merchant.status !== MerchantStatus.ACTIVE ||
      !merchant.paymentSwitch.includes(String(PayType.CREDIT))
    )
      errors.push(fieldError('merchantId', 'MERCHANT', P.merchant));
    const title = input.title.trim();
    if (!title || !isWithinMax(title, L.titleMax)) errors.push(fieldError('title', 'INVALID', P.title));
    if (!isWithinMax(input.description, L.descriptionMax))
      errors.push(fieldError('description', 'TOO_LONG', P.description));
    if (!isIntIn(input.amount, L.amountMin, L.amountMax)) errors.push(fieldError('amount', 'INVALID', P.amount));
    if (!PERIOD_CYCLE_LIST.byCode(input.cycle)) errors.push(fieldError('cycle', 'INVALID', '請選擇扣款週期'));
    if (input.totalCharges != null && !isIntIn(input.totalCharges, 2, L.totalChargesMax))
      errors.push(fieldError('totalCharges', 'INVALID', P.totalCharges));
    if (input.trialDays != null && !isIntIn(input.trialDays, 0, L.trialDaysMax))
      errors.push(fieldError('trialDays', 'INVALID', P.trialDays));
    const first = input.firstChargeDate?.trim();
    if (first) {
      const today = taipeiIsoDay();
      const valid = /^\d{4}-\d{2}-\d{2}$/.test(first) && !Number.isNaN(Date.parse(first));
      if (!valid || first < today || first > addDays(today, L.firstChargeDaysMax))
        errors.push(fieldError('firstChargeDate', 'INVALID', P.firstChargeDate));
    }
    return errors;
  }

  private fields(input: PeriodPlanInput) {
    return {
      merchantId: input.merchantId,
      title: input.title.trim(),
      description: (input.description ?? '').trim(),
      amount: input.amount,
      cycle: input.cycle,
      totalCharges: input.totalCharges ?? null,
      trialDays: input.trialDays ?? 0,
      firstChargeDate: input.firstChargeDate?.trim() || null,
      enabled: input.enabled ?? true,
    };
  }

  async create(ctx: RequestContext, input: PeriodPlanInput): Promise<PeriodPlanPayload> {
    const memberId = ownerId(ctx);
    const errors = await this.validate(ctx.em, memberId, input);
    if (errors.length) return { plan: null, errors };
    const made = await createUnderCap(ctx.em, PLAN_CAP, memberId, async (em) => {
      const plan = em.create(PeriodPlan, {
        memberId,
        token: randomBytes(12).toString('base64url'),
        ...this.fields(input),
      });
      await em.flush();
      await writeAudit(em, {
        memberId,
        actor: actorOf(ctx.viewer),
        action: 'period_plan.create',
        target: `period_plan:${plan.id}`,
        after: this.fields(input),
      });
      return plan;
    });
    return made.full
      ? { plan: null, errors: [fieldError(null, 'TOO_MANY', OWNER_CAP_MESSAGES.periodPlans)] }
      : { plan: await this.view(ctx, made.value), errors: [] };
  }

  /**
   * Existing subscriptions keep the terms they subscribed to (shop, amount, cycle, count); an edit of those applies
   * to new subscribers. The plan's title is the one thing an edit changes for them too (their charges and notices
   * carry it), so renaming a plan tells each live subscriber (subscription.terms_changed), in the edit's
   * transaction, under the plan's lock: the same edit sent again renames nothing and tells no one twice.
   */
  async update(ctx: RequestContext, id: number, input: PeriodPlanInput): Promise<PeriodPlanPayload> {
    const memberId = ownerId(ctx);
    if (!(await ctx.em.findOne(PeriodPlan, { id, memberId })))
      return { plan: null, errors: [fieldError(null, 'NOT_FOUND', P.planNotFound)] };
    const errors = await this.validate(ctx.em, memberId, input);
    if (errors.length) return { plan: null, errors };
    const fields = this.fields(input);
    await inTransaction(ctx.em, async (tx) => {
      const [before] = await sqlOf(tx)<{ title: string; amount: number; enabled: boolean }>(
        `select title, amount, enabled from period_plan where id = ? and member_id = ? for update`,
        [id, memberId],
      );
      await tx.nativeUpdate(PeriodPlan, { id, memberId }, { ...fields, updatedAt: new Date() });
      await writeAudit(tx, {
        memberId,
        actor: actorOf(ctx.viewer),
        action: 'period_plan.update',
        target: `period_plan:${id}`,
        before,
        after: fields,
      });
      if (before.title !== fields.title)
        await publishPlanTermsChanged(tx, id, renamedReason(before.title, fields.title));
    });
    const plan = await ctx.em.findOneOrFail(PeriodPlan, { id, memberId }, { refresh: true });
    return { plan: await this.view(ctx, plan), errors: [] };
  }

  /** The seller's date on its sandbox clock (the plan form's preview starts there, as subscribe() does). */
  today(ctx: RequestContext): Promise<string> {
    return sellerToday(ctx.em, ownerId(ctx));
  }

  async publicPage(ctx: RequestContext, token: string): Promise<PublicPeriodPlan | null> {
    const plan = await ctx.em.findOne(PeriodPlan, { token });
    if (!plan) return null;
    const merchant = await ctx.em.findOne(Merchant, plan.merchantId);
    // The seller's clocked date, the one subscribe() anchors the schedule on: the preview shows the dates charged.
    const first = firstChargeDateFor(plan, await sellerToday(ctx.em, plan.memberId));
    return {
      token: plan.token,
      title: plan.title,
      merchantName: merchant?.name ?? '',
      description: plan.description,
      amount: plan.amount,
      cycle: plan.cycle,
      totalCharges: plan.totalCharges,
      trialDays: plan.trialDays,
      available: plan.enabled && merchant?.status === MerchantStatus.ACTIVE,
      schedulePreview: chargeSchedule(plan.cycle as PeriodCycle, first, Math.min(plan.totalCharges ?? 3, 3)),
      sandbox: ctx.config.appEnv !== 'production',
    };
  }
}
