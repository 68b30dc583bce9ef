import { COLLECTED_TX_STATUSES } from '@paydesk/shared/transaction-statuses';
import { pgArray } from '../../core/database/sql';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';

/**
 * The dashboard's report part (sales figures, latest payments) is reused per seller for DASHBOARD_REPORT_CACHE_MS;
 * the seller's state (balances, shops, to-dos) is read on every request.
 */
const CACHE_MS = 1_500;
let t: TestApp;
let seller: TestClient;
let other: TestClient;
beforeAll(async () => {
  t = await createTestApp({ DASHBOARD_REPORT_CACHE_MS: String(CACHE_MS) });
  seller = t.client();
  await seller.login('business01');
  other = t.client();
  await other.login('personal01');
});
afterAll(() => t.close());

type Overview = { todayTotal: number; recent: { tradeNo: string }[]; actions: { code: string }[] };
const overviewOf = async (client: TestClient) =>
  (
    await client.gql<{ moneyOverview: Overview }>(
      `{ moneyOverview { todayTotal recent { tradeNo } actions { code } } }`,
    )
  ).data!.moneyOverview;
const sql = <T>(q: string, p: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(q, p);
const shopOf = async (login: string) =>
  (
    await sql<{ member_id: number; merchant_id: number }>(
      `select m.member_id, m.id as merchant_id from merchant m join member u on u.id = m.member_id
        where u.login_name = ? order by m.id limit 1`,
      [login],
    )
  )[0]!;
const pay = (shop: { member_id: number; merchant_id: number }, tradeNo: string, amount: number) =>
  sql(
    `insert into payment_transaction (trade_no, amount, status, pay_type, merchant_id, member_id, created_at, paid_at)
     values (?, ?, 1, 1, ?, ?, now(), now())`,
    [tradeNo, amount, shop.merchant_id, shop.member_id],
  );

it('reuses a seller’s sales figures for a short time, then reads the new payment; the to-dos are always fresh', async () => {
  const shop = await shopOf('business01');
  const before = await overviewOf(seller);
  const readAt = Date.now();
  await pay(shop, '98000000000000000001', 137);
  await sql(`update merchant set status = 9 where member_id = ?`, [shop.member_id]);
  try {
    const kept = await overviewOf(seller);
    // Still within the cache's time (the test would say nothing otherwise).
    expect(Date.now() - readAt).toBeLessThan(CACHE_MS);
    expect(kept.todayTotal).toBe(before.todayTotal);
    expect(kept.recent.map((r) => r.tradeNo)).not.toContain('98000000000000000001');
    // The seller's state is read again: the shop under review shows at once.
    expect(kept.actions.map((a) => a.code)).toContain('SHOP_REVIEW');

    await new Promise((r) => setTimeout(r, CACHE_MS + 100 - (Date.now() - readAt)));
    const fresh = await overviewOf(seller);
    expect(fresh.todayTotal).toBe(before.todayTotal + 137);
    expect(fresh.recent[0]!.tradeNo).toBe('98000000000000000001');
  } finally {
    await sql(`update merchant set status = 1 where member_id = ?`, [shop.member_id]);
  }
});

it('keeps each seller’s figures apart: another seller’s first read is its own and current', async () => {
  await overviewOf(seller);
  const shop = await shopOf('personal01');
  await pay(shop, '98000000000000000002', 211);
  const [{ total }] = await sql<{ total: string }>(
    `select coalesce(sum(amount), 0)::text as total from payment_transaction
      where member_id = ? and status = any(?::int[])
        and created_at >= date_trunc('day', now() at time zone 'Asia/Taipei') at time zone 'Asia/Taipei'`,
    [shop.member_id, pgArray(COLLECTED_TX_STATUSES)],
  );
  const mine = await overviewOf(other);
  expect(mine.todayTotal).toBe(Number(total));
  expect(mine.recent[0]!.tradeNo).toBe('98000000000000000002');
});
