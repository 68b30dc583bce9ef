import { PERIOD_MESSAGES } from '@paydesk/shared/period-rules';
import { createTestApp, TEST_CAPTCHA, type TestApp, type TestClient } from '../../test/test-app';
import { SANDBOX_CARDS } from '../payments/checkout.messages';
import { SUBSCRIBE_LIMITS } from './subscription.service';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const seller = t.client();
  await seller.login('business01');
  const merchantId = (
    await seller.gql<{ merchants: { id: number; status: string }[] }>('{ merchants { id status } }')
  ).data!.merchants.find((m) => m.status === 'ACTIVE')!.id;
  token = (
    await seller.gql<{ createPeriodPlan: { plan: { token: string } } }>(
      `mutation($input: PeriodPlanInput!) { createPeriodPlan(input: $input) { plan { token } } }`,
      { input: { merchantId, title: '每月咖啡豆', amount: 500, cycle: 'MONTHLY' } },
    )
  ).data!.createPeriodPlan.plan.token;
});
afterAll(() => t.close());

type Payload = { subscription: { subNo: string } | null; errors: { field: string | null; code: string }[] };

/** A visitor of the public page; the X-Forwarded-For it writes itself must not buy it a fresh limit. */
async function subscribe(email: string, captcha = TEST_CAPTCHA, forwardedFor?: string): Promise<Payload> {
  const c: TestClient = t.client();
  await c.openPage();
  const req = c.agent.post(c.path('/graphql')).set('X-CSRF-TOKEN', c.csrfToken).set('Content-Type', 'application/json');
  if (forwardedFor) req.set('X-Forwarded-For', forwardedFor);
  const res = await req.send({
    query: `mutation($input: PeriodSubscribeInput!) { subscribePeriodPlan(input: $input) { subscription { subNo } errors { field code } } }`,
    variables: {
      input: {
        token,
        buyerName: '林美玲',
        buyerEmail: email,
        buyerMobile: '0912345678',
        cardNumber: SANDBOX_CARDS.success,
        captcha,
      },
    },
  });
  return (res.body as { data: { subscribePeriodPlan: Payload } }).data.subscribePeriodPlan;
}

/** Subscription mails (the receipt of a first charge is another mail) that left for these addresses. */
const subscriptionMails = async (pattern: string) =>
  (
    await t.orm.em
      .getConnection()
      .execute<{ n: number }[]>(
        `select count(*)::int as n from outbox_message where recipient like ? and subject like '%訂閱成功%'`,
        [pattern],
      )
  )[0]!.n;

it('refuses a missing or wrong captcha: nothing stored, no mail', async () => {
  expect((await subscribe('nocaptcha@example.com', '')).errors).toEqual([{ field: 'captcha', code: 'INVALID' }]);
  expect((await subscribe('nocaptcha@example.com', 'WRONG')).errors).toEqual([
    { field: 'captcha', code: 'CAPTCHA_INVALID' },
  ]);
  expect(await subscriptionMails('nocaptcha@%')).toBe(0);
  expect(PERIOD_MESSAGES.captchaInvalid).toBe('驗證碼錯誤，請重新輸入');
});

it(`25 parallel subscriptions to one address: at most ${SUBSCRIBE_LIMITS.perAddress.limit} mails leave`, async () => {
  const answers = await Promise.all(
    Array.from({ length: 25 }, (_, i) => subscribe('same@example.com', TEST_CAPTCHA, `203.0.113.${i}`)),
  );
  const made = answers.filter((a) => a.subscription);
  expect(made).toHaveLength(SUBSCRIBE_LIMITS.perAddress.limit);
  for (const a of answers.filter((a) => !a.subscription))
    expect(a.errors).toEqual([{ field: null, code: 'THROTTLED' }]);
  expect(await subscriptionMails('same@example.com')).toBe(SUBSCRIBE_LIMITS.perAddress.limit);
});

it('25 parallel subscriptions from one client to different addresses, each claiming another IP: the client limit holds', async () => {
  const answers = await Promise.all(
    Array.from({ length: 25 }, (_, i) => subscribe(`many${i}@example.com`, TEST_CAPTCHA, `198.51.100.${i}`)),
  );
  // The client already spent the address test's successful slots; a forged X-Forwarded-For bought none.
  const left = SUBSCRIBE_LIMITS.perClient.limit - SUBSCRIBE_LIMITS.perAddress.limit;
  expect(answers.filter((a) => a.subscription)).toHaveLength(left);
  expect(await subscriptionMails('many%@example.com')).toBe(left);
});
