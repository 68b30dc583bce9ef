import { pgArray } from '../../core/database/sql';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';

/**
 * The dashboard's day and month figures follow Taiwan time (UTC+8) at their edges, now that they filter by instants
 * (so the member/created_at index answers them) instead of a Taipei date computed per row.
 */
let t: TestApp;
let seller: TestClient;
beforeAll(async () => {
  // Figures read right after a write: the report part is read on every request (overview-cache.e2e.test.ts has the
  // dashboard's cache on).
  t = await createTestApp({ DASHBOARD_REPORT_CACHE_MS: '0' });
  seller = t.client();
  await seller.login('business01');
});
afterAll(() => t.close());

type Overview = { todayTotal: number; todayCount: number; monthTotal: number; byDay: { total: number }[] };
const overview = async () =>
  (
    await seller.gql<{ moneyOverview: Overview }>(
      `{ moneyOverview { todayTotal todayCount monthTotal byDay { total } } }`,
    )
  ).data!.moneyOverview;
const sql = <T>(q: string, p: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(q, p);

it('counts a payment one minute after Taipei midnight as today and one a minute before as yesterday', async () => {
  const before = await overview();
  const [edges] = await sql<{ today: string; month: string }>(
    `select (extract(epoch from date_trunc('day', now() at time zone 'Asia/Taipei') at time zone 'Asia/Taipei') * 1000)::text as today,
            (extract(epoch from date_trunc('month', now() at time zone 'Asia/Taipei') at time zone 'Asia/Taipei') * 1000)::text as month`,
  );
  const [{ member_id, merchant_id }] = await sql<{ member_id: number; merchant_id: number }>(
    `select m.member_id, m.id as merchant_id from merchant m join member u on u.id = m.member_id
      where u.login_name = 'business01' order by m.id limit 1`,
  );
  const at = (offsetMinutes: number) => new Date(Number(edges!.today) + offsetMinutes * 60_000);
  for (const [tradeNo, amount, when] of [
    ['99000000000000000001', 101, at(1)],
    ['99000000000000000002', 202, at(-1)],
  ] as const)
    await sql(
      `insert into payment_transaction (trade_no, amount, status, pay_type, merchant_id, member_id, created_at, paid_at)
       values (?, ?, 1, 1, ?, ?, ?, ?)`,
      [tradeNo, amount, merchant_id, member_id, when, when],
    );

  const after = await overview();
  expect(after.todayTotal - before.todayTotal).toBe(101);
  expect(after.todayCount - before.todayCount).toBe(1);
  // Yesterday's minute counts for the month unless today is the month's first day.
  const yesterdayInMonth = Number(edges!.today) > Number(edges!.month);
  expect(after.monthTotal - before.monthTotal).toBe(101 + (yesterdayInMonth ? 202 : 0));
  expect(after.byDay).toHaveLength(14);
  expect(after.byDay[13]!.total - before.byDay[13]!.total).toBe(101);
  expect(after.byDay[12]!.total - before.byDay[12]!.total).toBe(202);
});

it('lists the to-dos from the seller’s shops, withdrawal account and reserved refunds (one statement)', async () => {
  const actions = async () =>
    (
      await seller.gql<{ moneyOverview: { available: number; actions: { code: string; label: string }[] } }>(
        `{ moneyOverview { available actions { code label } } }`,
      )
    ).data!.moneyOverview;
  const start = await actions();
  // business01's demo data: an active shop, a verified withdrawal account, money available.
  expect(start.available).toBeGreaterThan(0);
  expect(start.actions.map((a) => a.code)).not.toContain('NO_BANK_ACCOUNT');
  expect(start.actions.map((a) => a.code)).not.toContain('BANK_ACCOUNT_PENDING');
  expect(start.actions.map((a) => a.code)).not.toContain('SHOP_REVIEW');

  const [{ id: memberId }] = await sql<{ id: number }>(`select id from member where login_name = 'business01'`);
  await sql(`update member_bank_account set verified_at = null where member_id = ?`, [memberId]);
  await sql(`update merchant set status = 9 where member_id = ?`, [memberId]);
  try {
    const after = await actions();
    const [{ n: shops }] = await sql<{ n: number }>(`select count(*)::int as n from merchant where member_id = ?`, [
      memberId,
    ]);
    expect(after.actions).toEqual(
      expect.arrayContaining([
        { code: 'SHOP_REVIEW', label: `${shops} 家商店審核中` },
        // Waiting for verification, as the checklist and 提領設定 say: not "none set".
        { code: 'BANK_ACCOUNT_PENDING', label: '提領帳戶驗證中，驗證通過後即可提領' },
      ]),
    );
  } finally {
    await sql(`update member_bank_account set verified_at = now() where member_id = ?`, [memberId]);
    await sql(`update merchant set status = 1 where member_id = ?`, [memberId]);
  }
});

it('shows an assistant only the parts its permissions open: balances with bill_detail, sales with trans_detail', async () => {
  const keysOf = async (keys: string[]) => {
    await sql(`update assistant_group set permission_keys = ?::text[] where name = '出納助理'`, [pgArray(keys)]);
    const assistant = t.client();
    await assistant.login('assist01');
    return (
      await assistant.gql<{ moneyOverview: { pending: number | null; recent: unknown[]; byDay: unknown[] } }>(
        `{ moneyOverview { pending recent { tradeNo } byDay { total } } }`,
      )
    ).data!.moneyOverview;
  };
  try {
    const salesOnly = await keysOf(['trans_detail']);
    expect(salesOnly.pending).toBeNull();
    expect(salesOnly.byDay).toHaveLength(14);
    const balancesOnly = await keysOf(['bill_detail']);
    expect(typeof balancesOnly.pending).toBe('number');
    expect(balancesOnly).toMatchObject({ byDay: [], recent: [] });
  } finally {
    await sql(`update assistant_group set permission_keys = ?::text[] where name = '出納助理'`, [
      pgArray(['trans_detail', 'bill_detail', 'uop_list', 'uop_transaction']),
    ]);
  }
});
