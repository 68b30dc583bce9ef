import { TransactionsDocument } from '../../test/client-operations';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';

let t: TestApp;
let seller: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  seller = t.client();
  await seller.login('business01');
});
afterAll(() => t.close());

const sql = <T>(q: string, p: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(q, p);
const FROM = '2022-08-01';

async function search(words: string) {
  const res = await seller.gql(TransactionsDocument, {
    filter: { from: FROM, search: words, first: 100 },
    withTotals: true,
  });
  expect(res.errors).toBeUndefined();
  return res.data!.transactions;
}

describe('a seller finds a payment by buyer name, email, mobile, amount or order number', () => {
  it('matches each kind of words within its own payments only', async () => {
    const [own] = await sql<{ buyer_name: string; buyer_email: string; amount: number; merchant_order_no: string }>(
      `select t.buyer_name, t.buyer_email, t.amount, t.merchant_order_no from payment_transaction t
         join member m on m.id = t.member_id where m.login_name = 'business01' and t.buyer_name <> '' order by t.id limit 1`,
    );
    const tradeNos = async (words: string) => (await search(words)).items.map((i) => i.tradeNo);
    const byName = await search(own!.buyer_name.slice(0, 1));
    expect(byName.totalCount).toBeGreaterThan(0);
    expect(byName.items.every((i) => i.buyerName.startsWith(own!.buyer_name.slice(0, 1)))).toBe(true);
    expect(await tradeNos(own!.buyer_email.toUpperCase())).not.toEqual([]);
    const byAmount = await search(`$${own!.amount.toLocaleString('en-US')}`);
    expect(byAmount.items.every((i) => i.amount === own!.amount)).toBe(true);
    expect(byAmount.totalCount).toBeGreaterThan(0);
    expect(await tradeNos(own!.merchant_order_no)).toHaveLength(1);

    // personal01's buyers are not business01's: the search stays within the seller's rows.
    const [other] = await sql<{ buyer_name: string }>(
      `select t.buyer_name from payment_transaction t join member m on m.id = t.member_id
        where m.login_name = 'personal01' and t.buyer_name <> '' and t.buyer_name not in (
          select buyer_name from payment_transaction x join member y on y.id = x.member_id where y.login_name = 'business01')
        limit 1`,
    );
    if (other) expect(await tradeNos(other.buyer_name)).toEqual([]);
    // Wildcards are words, not patterns.
    expect(await tradeNos('%')).toEqual([]);
  });

  it('finds a store-order payment by the buyer mobile on its order', async () => {
    const [order] = await sql<{ buyer_mobile: string; trade_no: string }>(
      `select o.buyer_mobile, t.trade_no from shop_order o join payment_transaction t on t.shop_order_id = o.id
         join member m on m.id = t.member_id where m.login_name = 'business01' limit 1`,
    );
    if (!order) return;
    expect((await search(order.buyer_mobile)).items.map((i) => i.tradeNo)).toContain(order.trade_no);
  });

  it('refuses words longer than 100 characters with a clear message', async () => {
    const res = await seller.gql(TransactionsDocument, {
      filter: { from: FROM, search: 'x'.repeat(101) },
      withTotals: false,
    });
    expect(res.data!.transactions.errors.map((e) => e.message)).toEqual(['搜尋字詞最多 100 字']);
  });
});
