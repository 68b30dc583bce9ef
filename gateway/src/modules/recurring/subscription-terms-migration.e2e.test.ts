import type { MikroORM } from '@mikro-orm/postgresql';
import { openOrm, seed } from '../../boot/database';
import { createTestDatabase } from '../../test/test-database';

/**
 * The migration that gives subscriptions their own terms, run over subscriptions made before it: each takes its
 * plan's terms, except the amount its first paid charge took, and one already past its count is finished.
 */
let orm: MikroORM;
beforeAll(async () => {
  orm = await openOrm(await createTestDatabase(), 2);
  await orm.getMigrator().up({ to: 'Migration20261127090200_purchase_lookups' });
  await seed(orm, false);
});
afterAll(() => orm.close());

const sql = <T>(q: string, p: unknown[] = []) => orm.em.getConnection().execute<T[]>(q, p);

it('backfills every subscription from its plan and the amount its buyer was first charged', async () => {
  // Reference data only (the demo data runs today's code, which expects today's schema): one seller, one shop.
  const [member] = await sql<{ id: number }>(
    `insert into member (login_name, password_hash, mem_type, name, status) values ('terms01', 'x', 2, '林小美', 1) returning id`,
  );
  const [shop] = await sql<{ id: number }>(
    `insert into merchant (member_id, name, status, mer_type, sell_type, goods_pay_type) values (?, '小美商行', 1, 1, '2', 1)
     returning id`,
    [member.id],
  );
  // The plan already reads as the seller edited it: 150,000 a week, until cancelled.
  await sql(
    `insert into period_plan (id, member_id, merchant_id, token, title, amount, cycle, total_charges)
     values (901, ?, ?, 'tok901', '每月咖啡豆', 150000, 1, null), (902, ?, ?, 'tok902', '每週鮮花', 300, 1, 2)`,
    [member.id, shop.id, member.id, shop.id],
  );
  const insertSub = (id: number, planId: number, done: number) =>
    sql(
      `insert into period_subscription (id, sub_no, plan_id, member_id, buyer_name, buyer_email, buyer_mobile, card_last4,
         card_token, status, first_charge_date, charges_done, next_period, next_charge_date)
       values (?, ?, ?, ?, '王大明', 'buyer@example.com', '0912345678', '2222', 'sbx_ok', 1, '2026-01-01', ?, ?, '2026-02-01')`,
      [id, `S${id}`, planId, member.id, done, done],
    );
  await insertSub(801, 901, 1);
  await insertSub(802, 901, 0);
  await insertSub(803, 902, 2);
  const [tx] = await sql<{ id: number }>(
    `insert into payment_transaction (trade_no, amount, status, pay_type, merchant_id, member_id, merchant_order_no, item_name,
       buyer_name, buyer_email, created_at) values ('T801', 100, 0, 1, ?, ?, 'S801P1A0', '每月咖啡豆', '王大明', '', now()) returning id`,
    [shop.id, member.id],
  );
  await sql(
    `insert into period_charge (subscription_id, period_no, attempt, due_date, paid, transaction_id) values (801, 0, 0, '2026-01-01', true, ?)`,
    [tx.id],
  );

  await orm.getMigrator().up();

  const rows = await sql<{
    id: number;
    merchant_id: number;
    amount: number;
    cycle: number;
    total_charges: number | null;
    status: number;
  }>('select id, merchant_id, amount, cycle, total_charges, status from period_subscription order by id');
  expect(rows).toEqual([
    { id: 801, merchant_id: shop.id, amount: 100, cycle: 1, total_charges: null, status: 1 },
    { id: 802, merchant_id: shop.id, amount: 150000, cycle: 1, total_charges: null, status: 1 },
    { id: 803, merchant_id: shop.id, amount: 300, cycle: 1, total_charges: 2, status: 6 },
  ]);
});
