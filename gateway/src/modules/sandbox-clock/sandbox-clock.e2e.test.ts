import { createTestApp, TEST_CAPTCHA, type TestApp, type TestClient } from '../../test/test-app';
import { SANDBOX_CARDS } from '../payments/checkout.messages';

/**
 * Sandbox clock steps of one seller, many at once (a seller double-clicking, several tabs): each step charges the
 * recurring periods that fell due, settles, runs reserved refunds and payouts. They all succeed or answer clearly,
 * never a 500, and the money stays balanced with every due period charged once.
 */
let t: TestApp;
let seller: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  seller = t.client();
  await seller.login('business01');
});
afterAll(() => t.close());

const sql = <T>(q: string, p: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(q, p);

it('24 parallel clock steps of one seller all succeed, charge each due period once and keep the ledger balanced', async () => {
  const { merchants } = (
    await seller.gql<{ merchants: { id: number; status: string }[] }>('{ merchants { id status } }')
  ).data!;
  const merchantId = merchants.find((m) => m.status === 'ACTIVE')!.id;
  const plan = (
    await seller.gql<{ createPeriodPlan: { plan: { token: string } } }>(
      `mutation($input: PeriodPlanInput!) { createPeriodPlan(input: $input) { plan { token } } }`,
      { input: { merchantId, title: '每週鮮花', amount: 300, cycle: 'WEEKLY' } },
    )
  ).data!.createPeriodPlan.plan;
  for (let i = 0; i < 6; i++) {
    const buyer = t.client();
    await buyer.openPage();
    const res = await buyer.gql<{ subscribePeriodPlan: { errors: unknown[] } }>(
      `mutation($input: PeriodSubscribeInput!) { subscribePeriodPlan(input: $input) { errors { code } } }`,
      {
        input: {
          token: plan.token,
          buyerName: '林美玲',
          buyerEmail: `clock${i}@example.com`,
          buyerMobile: '0912345678',
          cardNumber: SANDBOX_CARDS.success,
          captcha: TEST_CAPTCHA,
        },
      },
    );
    expect(res.data!.subscribePeriodPlan.errors).toEqual([]);
  }
  const steps = await Promise.all(
    Array.from({ length: 24 }, () =>
      seller.gql<{ advanceSettlementClock: { offsetDays: number; errors: { message: string }[] } }>(
        `mutation { advanceSettlementClock(days: 1) { offsetDays errors { message } } }`,
      ),
    ),
  );
  for (const step of steps) {
    expect(step.status).toBe(200);
    expect(step.errors).toBeUndefined();
    expect(step.data!.advanceSettlementClock.errors).toEqual([]);
  }
  // Every step moved the clock by its day: the offsets seen are 1..24 once each.
  expect(steps.map((s) => s.data!.advanceSettlementClock.offsetDays).sort((a, b) => a - b)).toEqual(
    Array.from({ length: 24 }, (_, i) => i + 1),
  );
  // 24 days from the first charge: periods 0..3 of each subscription are due, each paid once.
  // This plan's subscriptions (the demo seed's own subscribers are charged by the clock too).
  const paid = await sql<{ sub_no: string; periods: number[] }>(
    `select s.sub_no, array_agg(c.period_no order by c.period_no) as periods from period_charge c
       join period_subscription s on s.id = c.subscription_id join period_plan p on p.id = s.plan_id
      where c.paid and p.token = ? group by s.sub_no`,
    [plan.token],
  );
  expect(paid).toHaveLength(6);
  for (const p of paid) expect(p.periods).toEqual([0, 1, 2, 3]);
  const [sum] = await sql<{ total: string }>('select coalesce(sum(amount), 0)::text as total from posting');
  expect(sum.total).toBe('0');
  const [accounts] = await sql<{ n: number }>(
    `select count(*)::int as n from ledger_account a
      where a.balance <> coalesce((select sum(p.amount) from posting p where p.account_id = a.id), 0)`,
  );
  expect(accounts.n).toBe(0);
});
