import { randomBytes } from 'node:crypto';
import { CHARGE_RESULT_LABELS, CSV_EXPORTS, type CsvFormat } from '@paydesk/shared/csv-exports';
import { inlineParams } from '../../core/database/copy-out';
import { copyCsvSql, csvSelectSql, wordCodeSql, type CsvExprs } from '../../core/database/csv-sql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MerchantStatus } from '@paydesk/shared/merchant-statuses';
import {
  chargeDate,
  PERIOD_MESSAGES as P,
  SUBSCRIPTION_STATUS_LIST,
  SubscriptionStatus,
  type PeriodCycle,
} from '@paydesk/shared/period-rules';
import { ownerId, requireViewer } from '../../core/auth/access';
import type { RequestContext } from '../../core/context';
import { moneyTransaction } from '../../core/database/money-transaction';
import { sqlOf } from '../../core/database/sql';
import { fieldError, fieldErrorsOf, type FieldError } from '../../core/errors';
import {
  afterClause,
  pageFrom,
  pageRequest,
  refusedPage,
  type Page,
  type PageArgs,
  type PageRequest,
} from '../../core/paging';
import { VALIDATORS as V } from '../../core/validation/validators';
import { Role } from '../../core/viewer';
import { actorOf, writeAudit } from '../audit';
import type { MailService } from '../mail';
import type { CaptchaService } from '../auth';
import { takeRateLimit, type RateLimit } from '../../core/rate-limit';
import { CHECKOUT_MESSAGES, SANDBOX_CARDS, newSubscriptionNo } from '../payments';
import { CARD_TOKEN_DECLINES, chargeNextPeriod, runDuePeriodCharges } from './charge-run';
import { firstChargeDateFor } from './plan.service';
import { sellerToday } from './seller-today';
import { PeriodPlan } from './recurring.entities';
import type {
  PeriodChargeView,
  PeriodSubscribeInput,
  PeriodSubscriptionFilter,
  PeriodSubscriptionPayload,
  PeriodSubscriptionView,
} from './recurring.types';

interface SubRow {
  id: number;
  sub_no: string;
  plan_id: number;
  plan_title: string;
  merchant_name: string;
  amount: number;
  cycle: number;
  total_charges: number | null;
  status: number;
  buyer_name: string;
  buyer_email: string;
  buyer_mobile: string;
  card_last4: string;
  charges_done: number;
  next_charge_date: string | null;
  created_at: string;
  closed_at: string | null;
}

/** A subscription shows its own terms (agreed when subscribing), not its plan's current ones. */
const SELECT = `select s.id, s.sub_no, s.plan_id, p.title as plan_title, m.name as merchant_name, s.amount, s.cycle,
    s.total_charges, s.status, s.buyer_name, s.buyer_email, s.buyer_mobile, s.card_last4, s.charges_done,
    s.next_charge_date::text, s.created_at, s.closed_at
  from period_subscription s join period_plan p on p.id = s.plan_id join merchant m on m.id = s.merchant_id`;

const CHARGES = `select c.id, c.subscription_id, c.period_no, c.attempt, c.due_date::text, c.paid, c.failure_reason, c.created_at,
    t.trade_no, coalesce(t.amount, s.amount) as amount, s.sub_no, p.title as plan_title, s.buyer_name
  from period_charge c join period_subscription s on s.id = c.subscription_id join period_plan p on p.id = s.plan_id
  left join payment_transaction t on t.id = c.transaction_id`;

interface ChargeRow {
  id: number;
  subscription_id: number;
  period_no: number;
  attempt: number;
  due_date: string;
  paid: boolean;
  failure_reason: string | null;
  created_at: string;
  trade_no: string | null;
  amount: number;
  sub_no: string;
  plan_title: string;
  buyer_name: string;
}

const toCharge = (c: ChargeRow): PeriodChargeView => ({
  period: c.period_no + 1,
  attempt: c.attempt,
  dueDate: c.due_date,
  paid: c.paid,
  tradeNo: c.trade_no,
  amount: c.amount,
  failureReason: c.failure_reason,
  subNo: c.sub_no,
  planTitle: c.plan_title,
  buyerName: c.buyer_name,
  createdAt: new Date(c.created_at),
});

const CHARGE_COLUMNS = CSV_EXPORTS.periodCharges.columns;
/** The export's columns over CHARGES' tables; the period is shown from 1, as toCharge shows it. */
const CHARGE_EXPRS: CsvExprs<'periodCharges'> = {
  sub_no: 's.sub_no',
  plan_title: 'p.title',
  buyer_name: 's.buyer_name',
  period: 'c.period_no + 1',
  attempt: 'c.attempt',
  due_date: 'c.due_date',
  paid: wordCodeSql(`(case when c.paid then 'PAID' else 'FAILED' end)`, CHARGE_RESULT_LABELS),
  amount: 'coalesce(t.amount, s.amount)',
  trade_no: 't.trade_no',
  failure_reason: 'c.failure_reason',
  created_at: 'c.created_at',
};

const HOUR_MS = 60 * 60_000;
/**
 * A public subscription mails the address it names: each client address (as the configured proxy reports it, never
 * a header the client wrote) and each mail address get a few an hour, shared by every replica.
 */
export const SUBSCRIBE_LIMITS: { perClient: RateLimit; perAddress: RateLimit } = {
  perClient: { bucket: 'subscribe-client', limit: 10, windowMs: HOUR_MS },
  perAddress: { bucket: 'subscribe-address', limit: 3, windowMs: HOUR_MS },
};

/** Subscriptions to recurring plans: subscribe, the seller's order desk, the buyer's own, and their charges. */
export class SubscriptionService {
  constructor(
    private readonly mail: MailService,
    private readonly captcha: CaptchaService,
  ) {}

  private async views(em: EntityManager, rows: SubRow[]): Promise<PeriodSubscriptionView[]> {
    if (!rows.length) return [];
    const charges = await sqlOf(em)<ChargeRow>(
      `${CHARGES} where c.subscription_id = any(?::int[]) order by c.period_no, c.attempt`,
      [`{${rows.map((r) => r.id).join(',')}}`],
    );
    return rows.map((r) => ({
      subNo: r.sub_no,
      planId: r.plan_id,
      planTitle: r.plan_title,
      merchantName: r.merchant_name,
      amount: r.amount,
      cycle: r.cycle,
      totalCharges: r.total_charges,
      status: r.status,
      buyerName: r.buyer_name,
      buyerEmail: r.buyer_email,
      buyerMobile: r.buyer_mobile,
      card: `**** **** **** ${r.card_last4}`,
      chargesDone: r.charges_done,
      nextChargeDate: r.next_charge_date,
      charges: charges.filter((c) => c.subscription_id === r.id).map(toCharge),
      createdAt: new Date(r.created_at),
      closedAt: r.closed_at ? new Date(r.closed_at) : null,
    }));
  }

  private async one(em: EntityManager, where: string, params: unknown[]): Promise<PeriodSubscriptionView | null> {
    return (await this.views(em, await sqlOf(em)<SubRow>(`${SELECT} where ${where}`, params)))[0] ?? null;
  }

  /**
   * A buyer subscribes on the public page (sandbox card). The card is authorised at once (the decline card is
   * refused and nothing is stored); a first charge due today runs in this request, later ones by the scheduler.
   */
  async subscribe(ctx: RequestContext, input: PeriodSubscribeInput): Promise<PeriodSubscriptionPayload> {
    const fail = (errors: FieldError[]): PeriodSubscriptionPayload => ({ subscription: null, errors });
    if (ctx.config.appEnv === 'production')
      return fail([fieldError(null, 'NOT_SANDBOX', CHECKOUT_MESSAGES.notSandbox)]);
    const plan = await ctx.em.findOne(PeriodPlan, { token: input.token.trim() });
    const [shop] = plan
      ? await sqlOf(ctx.em)<{ status: number }>('select status from merchant where id = ?', [plan.merchantId])
      : [];
    if (!plan) return fail([fieldError(null, 'NOT_FOUND', P.planNotFound)]);
    if (!plan.enabled || shop?.status !== MerchantStatus.ACTIVE)
      return fail([fieldError(null, 'CLOSED', P.planClosed)]);
    const card = input.cardNumber.replace(/[\s-]/g, '');
    const errors = fieldErrorsOf([
      ['buyerName', V.userName(input.buyerName)],
      ['buyerEmail', V.email(input.buyerEmail)],
      ['buyerMobile', V.mobile(input.buyerMobile)],
      ['cardNumber', card === SANDBOX_CARDS.success || card === SANDBOX_CARDS.decline ? null : P.card],
      ['captcha', input.captcha.trim() ? null : P.captchaRequired],
    ]);
    if (errors.length) return fail(errors);
    // The captcha first (a wrong one spends no slot), then the card, then the limits: only then is a mail sent.
    if (!(await this.captcha.consume(ctx.em, ctx.req.sessionID, input.captcha)))
      return fail([fieldError('captcha', 'CAPTCHA_INVALID', P.captchaInvalid)]);
    if (card === SANDBOX_CARDS.decline) return fail([fieldError('cardNumber', 'DECLINED', CHECKOUT_MESSAGES.declined)]);
    const agreed = input.agreedTerms;
    const termsChanged = fail([fieldError(null, 'TERMS_CHANGED', P.termsChanged)]);
    if (
      agreed &&
      (agreed.amount !== plan.amount ||
        agreed.cycle !== plan.cycle ||
        (agreed.totalCharges ?? null) !== plan.totalCharges ||
        agreed.trialDays !== plan.trialDays)
    )
      return termsChanged;
    const client = ctx.req.ip ?? 'unknown';
    const address = input.buyerEmail.trim().toLowerCase();
    if (
      !(await takeRateLimit(ctx.em, SUBSCRIBE_LIMITS.perAddress, address)) ||
      !(await takeRateLimit(ctx.em, SUBSCRIBE_LIMITS.perClient, client))
    )
      return fail([fieldError(null, 'THROTTLED', P.subscribeThrottled)]);
    const today = await sellerToday(ctx.em, plan.memberId);
    const first = firstChargeDateFor(plan, today);
    const subNo = newSubscriptionNo();
    // The subscription copies its terms from the plan row as it reads at the insert, and only if that is still what
    // the first date was worked out from (and the buyer was shown): a seller's edit landing in between refuses it.
    const [row] = await sqlOf(ctx.em)<{ id: number }>(
      `insert into period_subscription (sub_no, plan_id, member_id, merchant_id, amount, cycle, total_charges, buyer_member_id,
         buyer_name, buyer_email, buyer_mobile, card_last4, card_token, status, first_charge_date, next_charge_date)
       select ?, p.id, p.member_id, p.merchant_id, p.amount, p.cycle, p.total_charges, ?, ?, ?, ?, ?, ?, ?, ?, ?
         from period_plan p
        where p.id = ? and p.amount = ? and p.cycle = ? and p.total_charges is not distinct from ?::int
          and p.trial_days = ? and p.first_charge_date is not distinct from ?::date
       returning id`,
      [
        subNo,
        ctx.viewer?.hasRole(Role.BUYER) ? ctx.viewer.memberId : null,
        input.buyerName.trim(),
        input.buyerEmail.trim(),
        input.buyerMobile.trim(),
        card.slice(-4),
        `sbx_ok_${randomBytes(12).toString('hex')}`,
        SubscriptionStatus.ACTIVE,
        first,
        first,
        plan.id,
        plan.amount,
        plan.cycle,
        plan.totalCharges,
        plan.trialDays,
        plan.firstChargeDate,
      ],
    );
    if (!row) return termsChanged;
    if (first <= today) await chargeNextPeriod(ctx.em, row.id, this.mail);
    await this.mail.send(ctx.em, {
      to: input.buyerEmail.trim(),
      subject: `【${plan.title}】定期定額訂閱成功 ${subNo}`,
      text: `${input.buyerName.trim()} 您好：\n\n您已訂閱「${plan.title}」，每期 ${plan.amount} 元，首次扣款日 ${first}。\n訂閱編號 ${subNo}，可於消費者專區隨時取消。`,
    });
    return { subscription: await this.one(ctx.em, 's.sub_no = ?', [subNo]), errors: [] };
  }

  /** One keyset page of the subscriptions to the seller's plans, newest first. */
  async list(
    ctx: RequestContext,
    filter: PeriodSubscriptionFilter,
    paging: PageArgs,
  ): Promise<Page<PeriodSubscriptionView>> {
    const req = pageRequest(paging);
    if (req.errors.length) return refusedPage(req.errors);
    const where = ['s.member_id = ?'];
    const params: unknown[] = [ownerId(ctx)];
    if (filter.planId) {
      where.push('s.plan_id = ?');
      params.push(filter.planId);
    }
    if (filter.status) {
      where.push('s.status = ?');
      params.push(filter.status);
    }
    const keyword = (filter.keyword ?? '').trim();
    if (keyword) {
      where.push('(s.sub_no = ? or s.buyer_name = ? or lower(s.buyer_email) = lower(?) or s.buyer_mobile = ?)');
      params.push(keyword, keyword, keyword, keyword);
    }
    return this.page(ctx.em, where, params, req);
  }

  /** One keyset page of the subscriptions `where` matches, newest first by id. */
  private async page(
    em: EntityManager,
    where: string[],
    params: unknown[],
    req: PageRequest,
  ): Promise<Page<PeriodSubscriptionView>> {
    const after = afterClause(req, 's.id');
    const rows = await sqlOf(em)<SubRow>(
      `${SELECT} where ${where.join(' and ')} and ${after.sql} order by s.id desc limit ?`,
      [...params, ...after.params, req.limit],
    );
    const page = pageFrom(
      rows,
      req,
      (r) => ({ id: Number(r.id), at: null }),
      (r) => r,
    );
    return { ...page, items: await this.views(em, page.items) };
  }

  async get(ctx: RequestContext, subNo: string): Promise<PeriodSubscriptionView | null> {
    return this.one(ctx.em, 's.sub_no = ? and s.member_id = ?', [subNo.trim(), ownerId(ctx)]);
  }

  /** Every charge attempt of the seller's subscriptions, newest first (SPEC §2.3 period transaction). */
  async charges(ctx: RequestContext, paging: PageArgs): Promise<Page<PeriodChargeView>> {
    const memberId = ownerId(ctx);
    const req = pageRequest(paging);
    if (req.errors.length) return refusedPage(req.errors);
    const after = afterClause(req, 'c.id');
    const rows = await sqlOf(ctx.em)<ChargeRow>(
      `${CHARGES} where s.member_id = ? and ${after.sql} order by c.id desc limit ?`,
      [memberId, ...after.params, req.limit],
    );
    return pageFrom(rows, req, (r) => ({ id: Number(r.id), at: null }), toCharge);
  }

  /** The recurring-charge export: every charge attempt of the range (by attempt time), newest first, no cap. */
  chargesCopySql(ctx: RequestContext, range: { from: string; to: string }, format: CsvFormat): string {
    const select = `select ${csvSelectSql(CHARGE_COLUMNS, CHARGE_EXPRS, format)} from period_charge c
        join period_subscription s on s.id = c.subscription_id join period_plan p on p.id = s.plan_id
        left join payment_transaction t on t.id = c.transaction_id
      where s.member_id = ? and c.created_at >= (?::date)::timestamp at time zone 'Asia/Taipei'
        and c.created_at < (?::date + 1)::timestamp at time zone 'Asia/Taipei'
      order by c.id desc`;
    return copyCsvSql(inlineParams(select, [ownerId(ctx), range.from, range.to]));
  }

  /**
   * A status change by the seller or the buyer, allowed by the state machine, under the subscription's lock.
   * Resuming skips the periods missed while paused (they are not charged later), as Stripe's pause does.
   */
  private async move(
    ctx: RequestContext,
    where: { subNo: string; memberId?: number; buyerMemberId?: number },
    to: SubscriptionStatus,
    who: string,
  ): Promise<PeriodSubscriptionPayload> {
    const error = await moneyTransaction(ctx.em, async (tx) => {
      const sql = sqlOf(tx);
      const [sub] = await sql<{
        id: number;
        member_id: number;
        status: number;
        cycle: PeriodCycle;
        first_charge_date: string;
        next_period: number;
      }>(
        `select s.id, s.member_id, s.status, s.cycle, s.first_charge_date::text, s.next_period
           from period_subscription s
          where s.sub_no = ? and (?::int is null or s.member_id = ?) and (?::int is null or s.buyer_member_id = ?)
          for update of s`,
        [
          where.subNo.trim(),
          where.memberId ?? null,
          where.memberId ?? null,
          where.buyerMemberId ?? null,
          where.buyerMemberId ?? null,
        ],
      );
      if (!sub) return fieldError(null, 'NOT_FOUND', P.subscriptionNotFound);
      if (!SUBSCRIPTION_STATUS_LIST.canMove(sub.status, to)) return fieldError(null, 'NOT_ALLOWED', P.notAllowed);
      if (to === SubscriptionStatus.ACTIVE) {
        const today = await sellerToday(tx, sub.member_id);
        let period = sub.next_period;
        while (chargeDate(sub.cycle, sub.first_charge_date, period) < today) period++;
        await sql(
          `update period_subscription set status = ?, next_period = ?, next_attempt = 0, next_charge_date = ?, updated_at = now() where id = ?`,
          [to, period, chargeDate(sub.cycle, sub.first_charge_date, period), sub.id],
        );
      } else {
        const closing = to === SubscriptionStatus.CANCELLED;
        await sql(
          `update period_subscription set status = ?, closed_at = ${closing ? 'now()' : 'closed_at'},
             next_charge_date = ${closing ? 'null' : 'next_charge_date'}, updated_at = now() where id = ?`,
          [to, sub.id],
        );
      }
      await writeAudit(tx, {
        memberId: sub.member_id,
        actor: who,
        action: `subscription.${SUBSCRIPTION_STATUS_LIST.keyOf(to)?.toLowerCase()}`,
        target: `subscription:${where.subNo}`,
        before: { status: sub.status },
        after: { status: to },
      });
      return null;
    });
    if (error) return { subscription: null, errors: [error] };
    return { subscription: await this.one(ctx.em, 's.sub_no = ?', [where.subNo.trim()]), errors: [] };
  }

  pause(ctx: RequestContext, subNo: string) {
    return this.move(ctx, { subNo, memberId: ownerId(ctx) }, SubscriptionStatus.PAUSED, actorOf(ctx.viewer));
  }

  resume(ctx: RequestContext, subNo: string) {
    return this.move(ctx, { subNo, memberId: ownerId(ctx) }, SubscriptionStatus.ACTIVE, actorOf(ctx.viewer));
  }

  cancel(ctx: RequestContext, subNo: string) {
    return this.move(ctx, { subNo, memberId: ownerId(ctx) }, SubscriptionStatus.CANCELLED, actorOf(ctx.viewer));
  }

  /** The signed-in buyer's own subscriptions, one keyset page newest first. */
  async mine(ctx: RequestContext, paging: PageArgs): Promise<Page<PeriodSubscriptionView>> {
    const buyer = requireViewer(ctx).memberId ?? 0;
    const req = pageRequest(paging);
    if (req.errors.length) return refusedPage(req.errors);
    return this.page(ctx.em, ['s.buyer_member_id = ?'], [buyer], req);
  }

  cancelMine(ctx: RequestContext, subNo: string) {
    const viewer = requireViewer(ctx);
    return this.move(ctx, { subNo, buyerMemberId: viewer.memberId ?? 0 }, SubscriptionStatus.CANCELLED, viewer.id);
  }

  /** Sandbox: the buyer's card starts declining (to watch the retries and the suspension). */
  async sandboxDeclineCard(ctx: RequestContext, subNo: string): Promise<PeriodSubscriptionPayload> {
    if (ctx.config.appEnv === 'production')
      return { subscription: null, errors: [fieldError(null, 'NOT_SANDBOX', CHECKOUT_MESSAGES.notSandbox)] };
    const [row] = await sqlOf(ctx.em)<{ id: number }>(
      `update period_subscription set card_token = ? where sub_no = ? and member_id = ? returning id`,
      [`${CARD_TOKEN_DECLINES}${randomBytes(12).toString('hex')}`, subNo.trim(), ownerId(ctx)],
    );
    if (!row) return { subscription: null, errors: [fieldError(null, 'NOT_FOUND', P.subscriptionNotFound)] };
    return { subscription: await this.get(ctx, subNo), errors: [] };
  }

  /** The scheduler's entry for one seller (the sandbox clock) or everyone (the job). */
  runDue(em: EntityManager, memberId?: number): Promise<number> {
    return runDuePeriodCharges(em, this.mail, { memberId });
  }
}
