import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';

/**
 * Keyset pages must not lose rows at a page boundary when timestamps differ only below the millisecond:
 * PostgreSQL keeps microseconds, a JS Date only milliseconds. 1,000 payments made in one millisecond are paged
 * through on GraphQL and exported as CSV; every row appears once.
 */
let t: TestApp;
let seller: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  seller = t.client();
  await seller.login('business01');
  // A day long before business01's demo history (the last ~60 days), so these are the day's only rows.
  await t.orm.em.getConnection().execute(
    `insert into payment_transaction (trade_no, amount, status, pay_type, merchant_id, member_id, created_at)
     select '2023112010000' || lpad(g::text, 7, '0'), 100, 0, 1, s.id, s.member_id,
            timestamptz '2023-11-20 02:00:00.123+00' + g * interval '1 microsecond'
       from generate_series(1, 1000) g,
            (select s.id, s.member_id from merchant s join member m on m.id = s.member_id
              where m.login_name = 'business01' order by s.id limit 1) s`,
  );
});
afterAll(() => t.close());

it('pages 1,000 rows made in one millisecond on GraphQL: every row once, none skipped', async () => {
  const seen: string[] = [];
  let after: string | null = null;
  for (let page = 0; page < 30; page++) {
    const res: {
      data?: { transactions: { items: { tradeNo: string }[]; nextCursor: string | null; totalCount: number } };
    } = await seller.gql(
      `query($after: String) { transactions(filter: { from: "2023-11-20", to: "2023-11-20", first: 45, after: $after }) { items { tradeNo } nextCursor totalCount } }`,
      { after },
    );
    const data = res.data!.transactions;
    expect(data.totalCount).toBe(1000);
    seen.push(...data.items.map((i) => i.tradeNo));
    after = data.nextCursor;
    if (!after) break;
  }
  expect(seen).toHaveLength(1000);
  expect(new Set(seen).size).toBe(1000);
});

it('exports the same 1,000 rows as CSV, each once', async () => {
  const res = await seller.agent.get(seller.path('/api/transactions/export.csv?from=2023-11-20&to=2023-11-20'));
  expect(res.status).toBe(200);
  const numbers = res.text.match(/=""(2023112010000\d{7})"""/g) ?? [];
  expect(numbers).toHaveLength(1000);
  expect(new Set(numbers).size).toBe(1000);
});
