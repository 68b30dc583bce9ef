import {
  AdvanceSettlementClockDocument,
  CreatePeriodPlanDocument,
  MerchantsDocument,
  PublicPeriodPlanDocument,
  RecurringTodayDocument,
  SubscribePeriodPlanDocument,
} from '../../test/client-operations';
import { createTestApp, TEST_CAPTCHA, type TestApp, type TestClient } from '../../test/test-app';
import { addDays } from '@paydesk/shared/period-rules';
import { SANDBOX_CARDS } from '../payments/checkout.messages';

let t: TestApp;
let seller: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  seller = t.client();
  await seller.login('business01');
});
afterAll(() => t.close());

const sql = <T>(q: string, p: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(q, p);
const dayDiff = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
const today = async () => (await seller.gql(RecurringTodayDocument)).data!.recurringToday;
/** Moves the sandbox clock to a date, as the 帳戶明細 date field does (the gateway takes the days to go). */
async function moveTo(date: string) {
  const days = dayDiff(await today(), date);
  if (days <= 0) return;
  const res = await seller.gql(AdvanceSettlementClockDocument, { days });
  expect(res.data!.advanceSettlementClock.errors).toEqual([]);
}

describe('the plan preview shows the dates charged, on a sandbox clock moved to any date', () => {
  it('charges each period on the date the preview showed, and not a day before', async () => {
    // The clock moved first: the preview must start from the seller's clocked date, as subscribing does.
    const start = await today();
    await moveTo(addDays(start, 40));
    expect(await today()).toBe(addDays(start, 40));

    const merchantId = (await seller.gql(MerchantsDocument)).data!.merchants.find((m) => m.status === 'ACTIVE')!.id;
    const created = await seller.gql(CreatePeriodPlanDocument, {
      input: { merchantId, title: '每月花束', amount: 300, cycle: 'MONTHLY', trialDays: 5, totalCharges: 3 },
    });
    const plan = created.data!.createPeriodPlan.plan!;
    const preview = (await t.client().gql(PublicPeriodPlanDocument, { token: plan.token })).data!.publicPeriodPlan!
      .schedulePreview;
    expect(preview).toHaveLength(3);
    expect(preview[0]).toBe(addDays(await today(), 5));

    const buyer = t.client();
    await buyer.openPage();
    const sub = await buyer.gql(SubscribePeriodPlanDocument, {
      input: {
        token: plan.token,
        buyerName: '林美玲',
        buyerEmail: 'preview@example.com',
        buyerMobile: '0912345678',
        cardNumber: SANDBOX_CARDS.success,
        captcha: TEST_CAPTCHA,
      },
    });
    const subNo = sub.data!.subscribePeriodPlan.subscription!.subNo;
    const charged = async () =>
      (
        await sql<{ due: string }>(
          `select c.due_date::text as due from period_charge c join period_subscription s on s.id = c.subscription_id
            where s.sub_no = ? and c.paid order by c.period_no`,
          [subNo],
        )
      ).map((r) => r.due);

    for (const [n, date] of preview.entries()) {
      await moveTo(addDays(date, -1));
      expect(await charged()).toEqual(preview.slice(0, n));
      await moveTo(date);
      expect(await charged()).toEqual(preview.slice(0, n + 1));
    }
  });
});
