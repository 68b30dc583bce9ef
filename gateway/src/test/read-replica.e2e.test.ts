import type { MikroORM } from '@mikro-orm/postgresql';
import { migrate, openOrm, seed } from '../boot/database';
import { createTestApp, type TestApp } from './test-app';
import { createTestDatabase } from './test-database';

/**
 * Reports read from DATABASE_READ_URL. The "replica" here is a second database, so a payment
 * that exists only there shows in the seller's list and totals (a read went to it), while the detail page and
 * every write still use the primary.
 */
let t: TestApp;
let replica: MikroORM;
beforeAll(async () => {
  const readUrl = await createTestDatabase();
  replica = await openOrm(readUrl, 2);
  await migrate(replica);
  await seed(replica, true);
  t = await createTestApp({ DATABASE_READ_URL: readUrl });
});
afterAll(async () => {
  await t.close();
  await replica.close();
});

it('lists and exports from the read replica and keeps the detail and writes on the primary', async () => {
  const [shop] = await replica.em
    .getConnection()
    .execute<{ id: number; member_id: number }[]>(
      `select m.id, m.member_id from merchant m join member u on u.id = m.member_id where u.login_name = 'business01' limit 1`,
    );
  await replica.em.getConnection().execute(
    `insert into payment_transaction (trade_no, amount, status, pay_type, merchant_id, member_id, created_at, paid_at)
       values ('55555555555555555555', 4321, 1, 1, ?, ?, now(), now())`,
    [shop!.id, shop!.member_id],
  );
  const seller = t.client();
  await seller.login('business01');
  const list = await seller.gql<{ transactions: { items: { tradeNo: string }[] } }>(
    `{ transactions(filter: { tradeNo: "55555555555555555555" }) { totalCount items { tradeNo } } }`,
  );
  expect(list.data!.transactions.items.map((i) => i.tradeNo)).toEqual(['55555555555555555555']);
  // The CSV export's COPY runs on the replica's pool too.
  const csv = await seller.agent.get(seller.path('/api/transactions/export.csv?tradeNo=55555555555555555555'));
  expect(csv.status).toBe(200);
  expect(csv.text).toContain('"=""55555555555555555555""","=""""","');
  const detail = await seller.gql<{ transaction: unknown }>(
    `{ transaction(tradeNo: "55555555555555555555") { refundFee } }`,
  );
  expect(detail.errors).toBeUndefined();
  expect(detail.data!.transaction).toBeNull();
  const [{ n }] = await t.orm.em
    .getConnection()
    .execute<{ n: number }[]>(
      `select count(*)::int as n from payment_transaction where trade_no = '55555555555555555555'`,
    );
  expect(n).toBe(0);
});

it('reads the dashboard’s sales from the replica and the seller’s own state (shops, balances) from the primary', async () => {
  const shopsOf = (orm: MikroORM) =>
    orm.em.getConnection().execute<{ status: number; count: number }[]>(
      `select status, count(*)::int as count from merchant
          where member_id = (select id from member where login_name = 'business01') group by status order by status`,
    );
  // The replica alone holds the payment of the test above, and says every shop of the seller awaits review.
  await replica.em
    .getConnection()
    .execute(
      `update merchant set status = 9 where member_id = (select id from member where login_name = 'business01')`,
    );
  const seller = t.client();
  await seller.login('business01');
  const overview = await seller.gql<{
    moneyOverview: { recent: { tradeNo: string }[]; shops: { count: number }[]; actions: { code: string }[] };
  }>(`{ moneyOverview { recent { tradeNo } shops { count } actions { code } } }`);
  expect(overview.errors).toBeUndefined();
  expect(overview.data!.moneyOverview.recent.map((r) => r.tradeNo)).toContain('55555555555555555555');
  const counts = (rows: { count: number }[]) => rows.map((r) => r.count);
  expect(counts(overview.data!.moneyOverview.shops)).toEqual(counts(await shopsOf(t.orm)));
  expect((await shopsOf(replica)).map((r) => r.status)).toEqual([9]);
  expect(overview.data!.moneyOverview.actions.map((a) => a.code)).not.toContain('SHOP_REVIEW');
});
