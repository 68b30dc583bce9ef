import { Client } from 'pg';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { SANDBOX_CARDS } from '../payments/checkout.messages';

/**
 * A store checkout charges the total the buyer saw, or nothing: the buyer sends it, and the gateway compares it
 * with the prices it reads under the products' locks.
 */

let t: TestApp;
let seller: TestClient;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  seller = t.client();
  await seller.login('business01');
  merchantId = (
    await seller.gql<{ merchants: { id: number; status: string }[] }>('{ merchants { id status } }')
  ).data!.merchants.find((m) => m.status === 'ACTIVE')!.id;
});
afterAll(() => t.close());

type Errors = { field: string | null; code: string; message: string }[];
const sql = <T>(q: string, p: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(q, p);
const priceChanged = (total: string) => ({
  field: 'expectedAmount',
  code: 'PRICE_CHANGED',
  message: `商品價格已更新，訂單金額變為 ${total}，請確認後再送出`,
});

let seq = 0;
/** A store selling one product (stock 100) at the price given. */
async function storeWithProduct(price: number): Promise<{ slug: string; productId: number }> {
  seq += 1;
  const store = await seller.gql<{ createStore: { store: { id: number; slug: string } } }>(
    `mutation($input: StoreInput!) { createStore(input: $input) { store { id slug } } }`,
    {
      input: {
        merchantId,
        name: '手作選物',
        slug: `price-check-${seq}`,
        payTypes: ['CREDIT', 'CVS'],
        deliveryMethods: ['HOME'],
      },
    },
  );
  const { id, slug } = store.data!.createStore.store;
  const product = await seller.gql<{ createProduct: { product: { id: number } } }>(
    `mutation($input: ProductInput!) { createProduct(input: $input) { product { id } } }`,
    { input: { name: '手工皂', price, stock: 100, storeIds: [id] } },
  );
  return { slug, productId: product.data!.createProduct.product.id };
}

async function checkout(slug: string, productId: number, quantity: number, expectedAmount: number, payType: string) {
  const buyer = t.client();
  await buyer.openPage();
  const res = await buyer.gql<{
    placeShopOrder: { order: { orderNo: string; amount: number } | null; errors: Errors };
  }>(
    `mutation($input: ShopCheckoutInput!) { placeShopOrder(input: $input) { order { orderNo amount } errors { field code message } } }`,
    {
      input: {
        slug,
        lines: [{ productId, quantity }],
        expectedAmount,
        buyerName: '林美玲',
        buyerEmail: 'meiling@example.com',
        buyerMobile: '0912345678',
        deliveryMethod: 'HOME',
        deliveryAddress: '台北市信義區市府路 1 號',
        payType,
        cardNumber: payType === 'CREDIT' ? SANDBOX_CARDS.success : null,
      },
    },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.placeShopOrder;
}

async function state(productId: number) {
  const [p] = await sql<{ stock: number; reserved: number; sold: number; orders: number; payments: number }>(
    `select p.stock, p.reserved, p.sold,
            (select count(*)::int from shop_order_item i where i.product_id = p.id) as orders,
            (select count(*)::int from payment_transaction t join shop_order_item i on i.order_id = t.shop_order_id
              where i.product_id = p.id) as payments
       from product p where p.id = ?`,
    [productId],
  );
  return p;
}

async function ledgerBalanced(): Promise<void> {
  const [sum] = await sql<{ total: string }>('select coalesce(sum(amount), 0)::text as total from posting');
  expect(sum.total).toBe('0');
}

describe('store checkout charges the total the buyer saw', () => {
  it('refuses a total that is not the one of today’s prices, and takes nothing', async () => {
    const { slug, productId } = await storeWithProduct(300);
    expect(await checkout(slug, productId, 2, 500, 'CREDIT')).toEqual({ order: null, errors: [priceChanged('$600')] });
    expect(await state(productId)).toEqual({ stock: 100, reserved: 0, sold: 0, orders: 0, payments: 0 });
    expect((await checkout(slug, productId, 2, 600, 'CREDIT')).errors).toEqual([]);
  });

  it('a price edit held open while 24 checkouts come in: each reads the new price once it commits, none is taken', async () => {
    const { slug, productId } = await storeWithProduct(300);
    const holder = new Client({ connectionString: t.databaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('update product set price = 350 where id = $1', [productId]);
      const inFlight = Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          checkout(slug, productId, 1 + (i % 3), 300 * (1 + (i % 3)), i % 2 ? 'CVS' : 'CREDIT'),
        ),
      );
      let waiting = 0;
      for (let i = 0; i < 100 && waiting === 0; i++) {
        await new Promise((r) => setTimeout(r, 100));
        const { rows } = await holder.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        waiting = rows[0].n;
      }
      expect(waiting).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 300));
      await holder.query('commit');
      const results = await inFlight;
      results.forEach((r, i) =>
        expect(r).toEqual({ order: null, errors: [priceChanged(`$${(350 * (1 + (i % 3))).toLocaleString('en-US')}`)] }),
      );
    } finally {
      await holder.end();
    }
    expect(await state(productId)).toEqual({ stock: 100, reserved: 0, sold: 0, orders: 0, payments: 0 });
  });

  it('the seller edits the price while 24 checkouts commit: each order is charged the total its buyer saw', async () => {
    const { slug, productId } = await storeWithProduct(350);
    const checkouts = Array.from({ length: 24 }, (_, i) => ({
      quantity: 1 + (i % 2),
      payType: i % 3 ? 'CREDIT' : 'CVS',
    }));
    const first = checkouts.slice(0, 12).map((c) => checkout(slug, productId, c.quantity, 350 * c.quantity, c.payType));
    const edit = seller.gql<{ updateProduct: { errors: Errors } }>(
      `mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { errors { field code message } } }`,
      { id: productId, input: { name: '手工皂', price: 400, stock: 100 } },
    );
    const rest = checkouts.slice(12).map((c) => checkout(slug, productId, c.quantity, 350 * c.quantity, c.payType));
    const results = await Promise.all([...first, ...rest]);
    expect((await edit).data!.updateProduct.errors).toEqual([]);

    const taken = results.filter((r) => r.order);
    results.forEach((r, i) => {
      const quantity = checkouts[i].quantity;
      if (r.order) expect(r).toEqual({ order: { orderNo: expect.any(String), amount: 350 * quantity }, errors: [] });
      else expect(r).toEqual({ order: null, errors: [priceChanged(`$${400 * quantity}`)] });
    });
    // Every order line is at the price its buyer saw; the units moved are exactly those of the orders taken.
    const lines = await sql<{ unit_price: number; amount: number; paid: number }>(
      `select i.unit_price, o.amount, t.amount as paid from shop_order_item i join shop_order o on o.id = i.order_id
         join payment_transaction t on t.id = o.transaction_id where i.product_id = ?`,
      [productId],
    );
    expect(lines).toHaveLength(taken.length);
    for (const l of lines) expect(l.unit_price).toBe(350);
    for (const l of lines) expect(l.paid).toBe(l.amount);
    const units = results.reduce((sum, r, i) => sum + (r.order ? checkouts[i].quantity : 0), 0);
    const after = await state(productId);
    expect(after.reserved + after.sold).toBe(units);
    // Afterwards only the new total is taken.
    expect((await checkout(slug, productId, 1, 350, 'CREDIT')).errors).toEqual([priceChanged('$400')]);
    expect((await checkout(slug, productId, 1, 400, 'CREDIT')).errors).toEqual([]);
    await ledgerBalanced();
  });
});
