import { loadConfig } from '../../config/config';
import { PeriodPlansDocument, UpdatePeriodPlanDocument } from '../../test/client-operations';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { dispatchEvents } from '../events/dispatcher';
import { createServices, eventSubscribersOf } from '../services';

/**
 * A plan edit reaches existing subscribers only through the plan's title (their terms are their own): renaming tells
 * each live subscriber once, however often the same edit is sent; re-pricing the plan tells no one.
 */
let t: TestApp;
let seller: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  seller = t.client();
  await seller.login('business01');
});
afterAll(() => t.close());

const sql = <T>(q: string, p: unknown[] = []) => t.orm.em.fork().getConnection().execute<T[]>(q, p);
const config = loadConfig({ APP_ENV: 'test', FRONTEND_DIST: '/nonexistent', DATABASE_URL: 'postgres://unused/x' });

it('20 parallel renames of a plan publish one terms_changed per live subscriber, and each buyer gets one mail', async () => {
  const plan = (await seller.gql(PeriodPlansDocument)).data!.periodPlans.find((p) => p.activeSubscriptions > 0)!;
  expect(plan.activeSubscriptions).toBe(3);
  const input = {
    merchantId: plan.merchantId,
    title: plan.title,
    description: plan.description,
    amount: plan.amount,
    cycle: plan.cycle,
    totalCharges: plan.totalCharges,
    trialDays: plan.trialDays,
    enabled: plan.enabled,
  };
  const events = () =>
    sql<{ id: string; data: { subNo: string; planName: string; amount: number; reason: string } }>(
      `select id, data from domain_event where type = 'subscription.terms_changed' order by id`,
    );

  // The subscribers' own terms stay as agreed: a new price for new subscribers tells no one.
  const repriced = await seller.gql(UpdatePeriodPlanDocument, { id: plan.id, input: { ...input, amount: 990 } });
  expect(repriced.data!.updatePeriodPlan.errors).toEqual([]);
  expect(await events()).toEqual([]);

  const renamed = { ...input, amount: 990, title: '每月精品咖啡豆（新版）' };
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => seller.gql(UpdatePeriodPlanDocument, { id: plan.id, input: renamed })),
  );
  for (const a of answers) expect(a.data!.updatePeriodPlan.errors).toEqual([]);
  const published = await events();
  expect(published).toHaveLength(3);
  expect(new Set(published.map((e) => e.data.subNo)).size).toBe(3);
  for (const e of published)
    expect(e.data).toMatchObject({
      planName: '每月精品咖啡豆（新版）',
      amount: 890,
      reason: '方案名稱由「每月精品咖啡豆」改為「每月精品咖啡豆（新版）」，之後的扣款與通知將以新名稱顯示',
    });

  const subscribers = eventSubscribersOf(createServices(config));
  await Promise.all([dispatchEvents(t.orm.em.fork(), subscribers, 3), dispatchEvents(t.orm.em.fork(), subscribers, 3)]);
  const mails = await sql<{ recipient: string; body_html: string }>(
    `select recipient, body_html from outbox_message where channel = 'mail' and subject = ? order by recipient`,
    ['【PayDesk】定期方案條款變更：每月精品咖啡豆（新版）'],
  );
  expect(mails.map((m) => m.recipient.toLowerCase())).toEqual([
    'buyer01@example.com',
    'chian@example.com',
    'tzuyu@example.com',
  ]);
  expect(mails[0].body_html).toContain('改為「每月精品咖啡豆（新版）」');
  // Twenty serialised edits each build the plan's QR code: slow on a shared machine, never a hang.
}, 120_000);
