import { Client } from 'pg';
import {
  AdvanceSettlementClockDocument,
  CancelMySubscriptionDocument,
  CreatePeriodPlanDocument,
  MerchantsDocument,
  MySubscriptionsDocument,
  PausePeriodSubscriptionDocument,
  PeriodPlanDocument,
  PeriodPlansDocument,
  PeriodSubscriptionDocument,
  PeriodSubscriptionsDocument,
  PublicPeriodPlanDocument,
  ResumePeriodSubscriptionDocument,
  SandboxDeclineSubscriptionCardDocument,
  SubscribePeriodPlanDocument,
  UpdatePeriodPlanDocument,
  type Ops,
} from '../../test/client-operations';
import { createTestApp, TEST_CAPTCHA, type TestApp, type TestClient } from '../../test/test-app';
import { chargeDate, PERIOD_MESSAGES, PeriodCycle } from '@paydesk/shared/period-rules';
import { SANDBOX_CARDS } from '../payments/checkout.messages';
import { MailService } from '../mail/mail.service';
import { runDuePeriodCharges } from './charge-run';
import { SUBSCRIBE_LIMITS } from './subscription.service';
import { dispatchEvents } from '../events/dispatcher';
import { createServices, eventSubscribersOf } from '../services';

let t: TestApp;
let seller: TestClient;
let merchantId: number;
beforeAll(async () => {
  // Every test client here comes from 127.0.0.1; this file is about terms and charges, so one client may subscribe
  // as often as it needs (subscribe-limits.e2e.test.ts holds the real limits).
  SUBSCRIBE_LIMITS.perClient = { ...SUBSCRIBE_LIMITS.perClient, limit: 1_000 };
  t = await createTestApp();
  seller = t.client();
  await seller.login('business01');
  merchantId = (await seller.gql(MerchantsDocument)).data!.merchants.find((m) => m.status === 'ACTIVE')!.id;
});
afterAll(() => t.close());

const sql = <T>(q: string, p: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(q, p);
const mail = () => new MailService(t.config);

async function createPlan(input: Partial<Ops.PeriodPlanInput> = {}) {
  const res = await seller.gql(CreatePeriodPlanDocument, {
    input: { merchantId, title: '每月咖啡豆', amount: 500, cycle: 'MONTHLY', ...input },
  });
  expect(res.data!.createPeriodPlan.errors).toEqual([]);
  return res.data!.createPeriodPlan.plan!;
}

let buyerSeq = 0;
async function subscribe(token: string, input: Partial<Ops.PeriodSubscribeInput> = {}, client?: TestClient) {
  buyerSeq += 1;
  // Read before the first await: parallel calls each get their own address.
  const buyerEmail = `sub${buyerSeq}@example.com`;
  const c = client ?? t.client();
  if (!client) await c.openPage();
  const res = await c.gql(SubscribePeriodPlanDocument, {
    input: {
      token,
      buyerName: '林美玲',
      buyerEmail,
      buyerMobile: '0912345678',
      cardNumber: SANDBOX_CARDS.success,
      captcha: TEST_CAPTCHA,
      ...input,
    },
  });
  return res.data!.subscribePeriodPlan;
}

const advance = (days: number) => seller.gql(AdvanceSettlementClockDocument, { days });

async function subscription(subNo: string) {
  return (await seller.gql(PeriodSubscriptionDocument, { subNo })).data!.periodSubscription!;
}

/** Moves the plan's seller's sandbox clock without running anything (the scheduler runs are the test's own). */
async function moveClock(planId: number, days: number) {
  await sql(
    `insert into settlement_clock (member_id, offset_seconds) select member_id, ? from period_plan where id = ?
     on conflict (member_id) do update set offset_seconds = settlement_clock.offset_seconds + excluded.offset_seconds`,
    [days * 86_400, planId],
  );
}

async function paidPeriods(subNo: string): Promise<number[]> {
  const rows = await sql<{ period_no: number }>(
    `select c.period_no from period_charge c join period_subscription s on s.id = c.subscription_id
      where s.sub_no = ? and c.paid order by c.period_no`,
    [subNo],
  );
  return rows.map((r) => r.period_no);
}

async function ledgerBalanced(): Promise<void> {
  const [sum] = await sql<{ total: string }>('select coalesce(sum(amount), 0)::text as total from posting');
  expect(sum.total).toBe('0');
}

describe('plans', () => {
  it('validates a plan with the shared rules', async () => {
    const res = await seller.gql(CreatePeriodPlanDocument, {
      input: {
        merchantId: 0,
        title: '',
        amount: 0,
        cycle: 'WEEKLY',
        totalCharges: 1,
        trialDays: 91,
        firstChargeDate: '2020-01-01',
      },
    });
    expect(res.data!.createPeriodPlan.errors.map((e) => e.field)).toEqual([
      'merchantId',
      'title',
      'amount',
      'totalCharges',
      'trialDays',
      'firstChargeDate',
    ]);
  });

  it('shows the public page with a schedule preview; a guest subscription is validated and a declined card stores nothing', async () => {
    const plan = await createPlan({ trialDays: 7, totalCharges: 6 });
    const guest = t.client();
    await guest.openPage();
    const page = await guest.gql(PublicPeriodPlanDocument, { token: plan.token });
    expect(page.data!.publicPeriodPlan!.available).toBe(true);
    expect(page.data!.publicPeriodPlan!.schedulePreview).toHaveLength(3);
    const bad = await subscribe(plan.token, { buyerName: 'A1', buyerEmail: 'x', buyerMobile: '1', cardNumber: '123' });
    expect(bad.errors.map((e) => e.field)).toEqual(['buyerName', 'buyerEmail', 'buyerMobile', 'cardNumber']);
    const declined = await subscribe(plan.token, { cardNumber: SANDBOX_CARDS.decline });
    expect(declined.errors[0].code).toBe('DECLINED');
    const [count] = await sql<{ n: number }>('select count(*)::int as n from period_subscription where plan_id = ?', [
      plan.id,
    ]);
    expect(count.n).toBe(0);
    // With a 7-day trial nothing is charged today.
    const ok = await subscribe(plan.token);
    expect(ok.subscription).toMatchObject({ status: 'ACTIVE', chargesDone: 0 });
    expect(ok.subscription!.charges).toEqual([]);
  });
});

describe('the scheduler', () => {
  it('charges at once, then each month as the clock moves; pausing stops the charges; payments settle into held funds', async () => {
    const plan = await createPlan();
    const buyer = t.client();
    await buyer.login('buyer01', 'BUYER');
    const sub = (await subscribe(plan.token, {}, buyer)).subscription!;
    expect(sub.chargesDone).toBe(1);
    expect(await paidPeriods(sub.subNo)).toEqual([0]);
    await advance(95);
    const after = await subscription(sub.subNo);
    expect(after.chargesDone).toBe(4);
    expect(await paidPeriods(sub.subNo)).toEqual([0, 1, 2, 3]);
    const [tx] = await sql<{ n: number; fee: number; settled: number }>(
      `select count(*)::int as n, sum(t.fee)::int as fee, count(t.settled_at)::int as settled from payment_transaction t
         join period_subscription s on s.id = t.period_subscription_id where s.sub_no = ?`,
      [sub.subNo],
    );
    expect(tx).toEqual({ n: 4, fee: 4 * 14, settled: 4 });
    const mine = await buyer.gql(MySubscriptionsDocument);
    expect(mine.data!.mySubscriptions.items.map((s) => s.subNo)).toContain(sub.subNo);
    const paused = await seller.gql(PausePeriodSubscriptionDocument, { subNo: sub.subNo });
    expect(paused.data!.pausePeriodSubscription.subscription!.status).toBe('PAUSED');
    await advance(40);
    expect(await paidPeriods(sub.subNo)).toEqual([0, 1, 2, 3]);
    // Resuming skips what fell due while paused: the next charge is on or after today, never backdated.
    const resumed = await seller.gql(ResumePeriodSubscriptionDocument, { subNo: sub.subNo });
    expect(resumed.data!.resumePeriodSubscription.subscription!.status).toBe('ACTIVE');
    expect(await paidPeriods(sub.subNo)).toEqual([0, 1, 2, 3]);
    const cancel = await buyer.gql(CancelMySubscriptionDocument, { subNo: sub.subNo });
    expect(cancel.data!.cancelMySubscription.subscription).toMatchObject({ status: 'CANCELLED', nextChargeDate: null });
    await ledgerBalanced();
  });

  it('20 workers over one database charge every due period exactly once', async () => {
    const plan = await createPlan({ cycle: 'WEEKLY' });
    const subs = await Promise.all(Array.from({ length: 5 }, () => subscribe(plan.token)));
    await moveClock(plan.id, 21);
    await Promise.all(Array.from({ length: 20 }, () => runDuePeriodCharges(t.orm.em.fork(), mail())));
    for (const s of subs) expect(await paidPeriods(s.subscription!.subNo)).toEqual([0, 1, 2, 3]);
    await ledgerBalanced();
  });

  it('a run killed in the middle of a charge leaves nothing, and the next run charges that period once', async () => {
    const plan = await createPlan({ cycle: 'WEEKLY' });
    const sub = (await subscribe(plan.token)).subscription!;
    await moveClock(plan.id, 7);
    const [seller] = await sql<{ member_id: number }>('select member_id from period_plan where id = ?', [plan.id]);
    // Another connection holds the seller's row, so the run stops inside its charge (after recording the attempt).
    const holder = new Client({ connectionString: t.databaseUrl });
    await holder.connect();
    await holder.query('begin');
    await holder.query('select id from member where id = $1 for update', [seller.member_id]);
    const run = runDuePeriodCharges(t.orm.em.fork(), mail()).catch((e: unknown) => e);
    let waiting: { pid: number }[] = [];
    for (let i = 0; i < 50 && waiting.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      waiting = (
        await holder.query<{ pid: number }>(
          `select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        )
      ).rows;
    }
    expect(waiting).toHaveLength(1);
    await holder.query('select pg_terminate_backend($1)', [waiting[0].pid]);
    expect(await run).toBeInstanceOf(Error);
    await holder.query('rollback');
    await holder.end();
    expect(await paidPeriods(sub.subNo)).toEqual([0]);
    const [attempts] = await sql<{ n: number }>(
      `select count(*)::int as n from period_charge c join period_subscription s on s.id = c.subscription_id where s.sub_no = ?`,
      [sub.subNo],
    );
    expect(attempts.n).toBe(1);
    await runDuePeriodCharges(t.orm.em.fork(), mail());
    await runDuePeriodCharges(t.orm.em.fork(), mail());
    expect(await paidPeriods(sub.subNo)).toEqual([0, 1]);
    await ledgerBalanced();
  });

  it('a declining card is retried a day and three days later, then the subscription stops and both sides get mail', async () => {
    const plan = await createPlan({ title: '每週鮮花', cycle: 'WEEKLY' });
    const sub = (await subscribe(plan.token, { buyerEmail: 'flowers@example.com' })).subscription!;
    const flip = await seller.gql(SandboxDeclineSubscriptionCardDocument, { subNo: sub.subNo });
    expect(flip.data!.sandboxDeclineSubscriptionCard.errors).toEqual([]);
    const firstDue = (await subscription(sub.subNo)).nextChargeDate!;
    await advance(7);
    let s = await subscription(sub.subNo);
    expect(s.status).toBe('PAST_DUE');
    expect(s.charges.map((c) => [c.period, c.attempt, c.paid])).toEqual([
      [1, 0, true],
      [2, 0, false],
    ]);
    const day = (iso: string, n: number) => new Date(Date.parse(iso) + n * 86_400_000).toISOString().slice(0, 10);
    expect(s.nextChargeDate).toBe(day(firstDue, 1));
    await advance(1);
    s = await subscription(sub.subNo);
    expect(s.nextChargeDate).toBe(day(firstDue, 3));
    await advance(2);
    s = await subscription(sub.subNo);
    expect(s.status).toBe('SUSPENDED');
    expect(s.charges.filter((c) => c.period === 2).map((c) => c.attempt)).toEqual([0, 1, 2]);
    // The buyer's notice comes from the event bus (a gateway's dispatcher runs it each second).
    await dispatchEvents(t.orm.em.fork(), eventSubscribersOf(createServices(t.config)));
    const mails = await sql<{ recipient: string; subject: string }>(
      `select recipient, subject from outbox_message where subject like '%停%' order by id`,
    );
    expect(mails.map((m) => m.recipient)).toEqual(
      expect.arrayContaining(['flowers@example.com', 'business01@example.com']),
    );
    await advance(30);
    expect((await subscription(sub.subNo)).charges).toHaveLength(4);
  });
});

describe('agreed terms', () => {
  const editPlan = (id: number, input: Pick<Ops.PeriodPlanInput, 'amount' | 'cycle' | 'totalCharges'>) =>
    seller.gql(UpdatePeriodPlanDocument, { id, input: { merchantId, title: '每月咖啡豆', ...input } });
  const chargedAmounts = async (subNo: string) =>
    (
      await sql<{ amount: number }>(
        `select t.amount from payment_transaction t join period_subscription s on s.id = t.period_subscription_id
          where s.sub_no = ? order by t.id`,
        [subNo],
      )
    ).map((r) => r.amount);
  const parallelRuns = (n: number) => Array.from({ length: n }, () => runDuePeriodCharges(t.orm.em.fork(), mail()));

  it('a plan edit racing 20 charge runs re-prices no subscriber: 100 a month, 3 times, then it is finished', async () => {
    const plan = await createPlan({ amount: 100, cycle: 'MONTHLY', totalCharges: 3 });
    const sub = (await subscribe(plan.token)).subscription!;
    expect(await chargedAmounts(sub.subNo)).toEqual([100]);
    await moveClock(plan.id, 31);
    // The seller edits the plan while 20 scheduler runs charge the second period.
    const [edit] = await Promise.all([
      editPlan(plan.id, { amount: 150_000, cycle: 'WEEKLY', totalCharges: null }),
      ...parallelRuns(20),
    ]);
    expect(edit.data!.updatePeriodPlan.errors).toEqual([]);
    for (let month = 0; month < 4; month++) {
      await moveClock(plan.id, 31);
      await Promise.all(parallelRuns(20));
    }
    expect(await chargedAmounts(sub.subNo)).toEqual([100, 100, 100]);
    const after = await seller.gql(PeriodSubscriptionDocument, { subNo: sub.subNo });
    expect(after.data!.periodSubscription).toMatchObject({
      status: 'FINISHED',
      chargesDone: 3,
      nextChargeDate: null,
      amount: 100,
      cycle: 'MONTHLY',
      totalCharges: 3,
    });
    // Monthly due dates, as agreed, not weekly ones.
    const dues = after.data!.periodSubscription!.charges.map((c) => c.dueDate);
    expect(dues).toEqual([0, 1, 2].map((n) => chargeDate(PeriodCycle.MONTHLY, dues[0], n)));
    // A new subscriber takes the plan as it reads now.
    const fresh = (await subscribe(plan.token)).subscription!;
    expect(await chargedAmounts(fresh.subNo)).toEqual([150_000]);
    await ledgerBalanced();
  });

  it('20 buyers subscribing with the terms they were shown, racing a plan edit, get those terms or a clear refusal', async () => {
    const plan = await createPlan({ amount: 100, cycle: 'MONTHLY', totalCharges: 3 });
    const agreedTerms: Ops.PeriodTermsInput = { amount: 100, cycle: 'MONTHLY', totalCharges: 3, trialDays: 0 };
    const [, ...results] = await Promise.all([
      editPlan(plan.id, { amount: 150_000, cycle: 'WEEKLY', totalCharges: null }),
      ...Array.from({ length: 20 }, () => subscribe(plan.token, { agreedTerms })),
    ]);
    const made = results.filter((r) => r.subscription);
    const refused = results.filter((r) => !r.subscription);
    expect(made.length + refused.length).toBe(20);
    for (const r of refused) expect(r.errors).toEqual([expect.objectContaining({ code: 'TERMS_CHANGED' })]);
    const stored = await sql<{ amount: number; cycle: number; total_charges: number | null; n: number }>(
      `select s.amount, s.cycle, s.total_charges, count(t.id)::int as n from period_subscription s
         left join payment_transaction t on t.period_subscription_id = s.id
        where s.plan_id = ? group by s.id`,
      [plan.id],
    );
    expect(stored).toHaveLength(made.length);
    for (const row of stored) expect(row).toEqual({ amount: 100, cycle: 2, total_charges: 3, n: 1 });
    for (const r of made) expect(await chargedAmounts(r.subscription!.subNo)).toEqual([100]);
    // After the edit the old terms are refused and nothing is stored or charged; the new ones are accepted.
    const late = await subscribe(plan.token, { agreedTerms });
    expect(late).toEqual({
      subscription: null,
      errors: [{ field: null, code: 'TERMS_CHANGED', message: PERIOD_MESSAGES.termsChanged }],
    });
    const [count] = await sql<{ n: number }>('select count(*)::int as n from period_subscription where plan_id = ?', [
      plan.id,
    ]);
    expect(count.n).toBe(made.length);
    const current = await subscribe(plan.token, {
      agreedTerms: { amount: 150_000, cycle: 'WEEKLY', totalCharges: null, trialDays: 0 },
    });
    expect(current.errors).toEqual([]);
    await ledgerBalanced();
  });

  it('never charges more than the agreed count, even when a subscription is left due past its last charge', async () => {
    const plan = await createPlan({ amount: 200, cycle: 'WEEKLY', totalCharges: 2 });
    const sub = (await subscribe(plan.token)).subscription!;
    await moveClock(plan.id, 7);
    await Promise.all(parallelRuns(20));
    expect(await chargedAmounts(sub.subNo)).toEqual([200, 200]);
    // A row left active and due after its last charge (as an old plan edit could leave one) is not charged again.
    await sql(`update period_subscription set status = 1, next_charge_date = first_charge_date where sub_no = ?`, [
      sub.subNo,
    ]);
    await moveClock(plan.id, 14);
    await Promise.all(parallelRuns(20));
    expect(await chargedAmounts(sub.subNo)).toEqual([200, 200]);
    await expect(sql(`update period_subscription set charges_done = 3 where sub_no = ?`, [sub.subNo])).rejects.toThrow(
      /period_subscription_count_check/,
    );
    await ledgerBalanced();
  });
});

describe('permissions', () => {
  it('keeps seller fields to period_* keys and buyers to their own', async () => {
    const guest = t.client();
    await guest.openPage();
    expect((await guest.gql(PeriodPlansDocument)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const assistant = t.client();
    await assistant.login('assist01');
    expect((await assistant.gql(PeriodSubscriptionsDocument)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const other = t.client();
    await other.login('personal01');
    const plan = await createPlan();
    expect((await other.gql(PeriodPlanDocument, { id: plan.id })).data!.periodPlan).toBeNull();
  });
});
