import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { SANDBOX_CARDS } from './checkout.messages';

/** The buyer chooses how many units of a link that sells units. */
let t: TestApp;
let seller: TestClient;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  seller = t.client();
  await seller.login('business01');
  merchantId = (await seller.gql<{ merchants: { id: number }[] }>('{ merchants { id } }')).data!.merchants[0].id;
});
afterAll(() => t.close());

type Errors = { field: string | null; code: string; message: string }[];
type Paid = {
  transaction: { tradeNo: string; status: string; amount: number; quantity: number } | null;
  errors: Errors;
};
type LinkView = { id: number; token: string; perOrderLimit: number | null; unitsSold: number; paidCount: number };
const sql = <T>(q: string, p: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(q, p);
const LINK_FIELDS = 'id token perOrderLimit unitsSold paidCount';

async function saveLink(input: Record<string, unknown>): Promise<{ link: LinkView | null; errors: Errors }> {
  const res = await seller.gql<{ createPaymentLink: { link: LinkView | null; errors: Errors } }>(
    `mutation($input: PaymentLinkInput!) { createPaymentLink(input: $input) { link { ${LINK_FIELDS} } errors { field code message } } }`,
    { input: { merchantId, title: '手作禮盒', amount: 1_000, payTypes: ['CREDIT', 'ATM'], ...input } },
  );
  return res.data!.createPaymentLink;
}

async function createLink(input: Record<string, unknown>): Promise<LinkView> {
  const { link, errors } = await saveLink(input);
  expect(errors).toEqual([]);
  return link!;
}

async function pay(token: string, input: Record<string, unknown> = {}): Promise<Paid> {
  const buyer = t.client();
  await buyer.openPage();
  const res = await buyer.gql<{ sandboxPay: Paid }>(
    `mutation($input: SandboxPayInput!) { sandboxPay(input: $input) { transaction { tradeNo status amount quantity } errors { field code message } } }`,
    {
      input: {
        token,
        payType: 'CREDIT',
        cardNumber: SANDBOX_CARDS.success,
        buyerName: '林美玲',
        buyerEmail: 'buyer@example.com',
        ...input,
      },
    },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.sandboxPay;
}

async function publicLink(token: string) {
  const buyer = t.client();
  await buyer.openPage();
  return (
    await buyer.gql<{
      publicPaymentLink: {
        sellsUnits: boolean;
        unitsLeft: number | null;
        perOrderLimit: number | null;
        maxQuantity: number;
      };
    }>(
      `query($token: String!) { publicPaymentLink(token: $token) { sellsUnits unitsLeft perOrderLimit maxQuantity } }`,
      {
        token,
      },
    )
  ).data!.publicPaymentLink;
}

const rowsOf = (linkId: number) =>
  sql<{ quantity: number; amount: number }>(
    'select quantity, amount from payment_transaction where payment_link_id = ? order by id',
    [linkId],
  );

describe('the per-order limit on the link form', () => {
  it.each([
    [{ quantityLimit: 10, perOrderLimit: 0 }, '每筆購買上限需為 1 以上的整數'],
    [{ quantityLimit: 10, perOrderLimit: -2 }, '每筆購買上限需為 1 以上的整數'],
    [{ quantityLimit: 10, perOrderLimit: 11 }, '每筆購買上限不可大於數量上限'],
    [{ perOrderLimit: 2 }, '每筆購買上限需搭配固定金額與數量上限'],
    [{ amount: null, quantityLimit: 10, perOrderLimit: 2 }, '每筆購買上限需搭配固定金額與數量上限'],
  ])('refuses %j with a field error and saves nothing', async (input, message) => {
    const [before] = await sql<{ n: number }>('select count(*)::int as n from payment_link');
    const { link, errors } = await saveLink(input);
    expect(link).toBeNull();
    expect(errors).toEqual([{ field: 'perOrderLimit', code: 'INVALID', message }]);
    const [after] = await sql<{ n: number }>('select count(*)::int as n from payment_link');
    expect(after.n).toBe(before.n);
  });

  it('keeps a valid limit, on create and on update', async () => {
    const link = await createLink({ quantityLimit: 10, perOrderLimit: 10 });
    expect(link.perOrderLimit).toBe(10);
    const res = await seller.gql<{ updatePaymentLink: { link: LinkView; errors: Errors } }>(
      `mutation($id: Int!, $input: PaymentLinkInput!) { updatePaymentLink(id: $id, input: $input) { link { ${LINK_FIELDS} } errors { field code message } } }`,
      {
        id: link.id,
        input: {
          merchantId,
          title: '手作禮盒',
          amount: 1_000,
          payTypes: ['CREDIT'],
          quantityLimit: 8,
          perOrderLimit: 3,
        },
      },
    );
    expect(res.data!.updatePaymentLink.errors).toEqual([]);
    expect(res.data!.updatePaymentLink.link.perOrderLimit).toBe(3);
  });
});

describe('choosing the quantity at checkout', () => {
  it('charges unit amount × quantity, records the quantity, and counts units, not rows', async () => {
    const link = await createLink({ quantityLimit: 10, perOrderLimit: 4 });
    expect(await publicLink(link.token)).toEqual({ sellsUnits: true, unitsLeft: 10, perOrderLimit: 4, maxQuantity: 4 });
    const three = await pay(link.token, { quantity: 3 });
    expect(three.errors).toEqual([]);
    expect(three.transaction).toMatchObject({ status: 'PAID', amount: 3_000, quantity: 3 });
    const atm = await pay(link.token, { quantity: 4, payType: 'ATM', cardNumber: null });
    expect(atm.transaction).toMatchObject({ status: 'AWAITING', amount: 4_000, quantity: 4 });
    // The issued ATM account holds its 4 units: 3 are left and at most 3 may be bought.
    expect(await publicLink(link.token)).toMatchObject({ unitsLeft: 3, maxQuantity: 3 });
    expect(await rowsOf(link.id)).toEqual([
      { quantity: 3, amount: 3_000 },
      { quantity: 4, amount: 4_000 },
    ]);
    const [view] = (
      await seller.gql<{ paymentLinks: { items: LinkView[] } }>(`{ paymentLinks { items { ${LINK_FIELDS} } } }`)
    ).data!.paymentLinks.items.filter((l) => l.id === link.id);
    // Only the collected payment is sold; the ATM account is still awaiting.
    expect(view).toMatchObject({ paidCount: 1, unitsSold: 3 });
  });

  it('takes one unit when the buyer sends no quantity', async () => {
    const link = await createLink({ quantityLimit: 5 });
    expect((await pay(link.token)).transaction).toMatchObject({ amount: 1_000, quantity: 1 });
  });

  it.each([
    [0, '購買數量需為 1 以上的整數'],
    [-1, '購買數量需為 1 以上的整數'],
    [3, '每筆最多購買 2 件'],
  ])('refuses quantity %i with a field error and records nothing', async (quantity, message) => {
    const link = await createLink({ quantityLimit: 5, perOrderLimit: 2 });
    const res = await pay(link.token, { quantity });
    expect(res).toEqual({ transaction: null, errors: [{ field: 'quantity', code: 'INVALID_QUANTITY', message }] });
    expect(await rowsOf(link.id)).toEqual([]);
  });

  it('refuses more than is left, naming what is left', async () => {
    const link = await createLink({ quantityLimit: 5 });
    expect((await pay(link.token, { quantity: 4 })).errors).toEqual([]);
    expect((await pay(link.token, { quantity: 2 })).errors).toEqual([
      { field: 'quantity', code: 'INVALID_QUANTITY', message: '剩餘數量不足，目前僅剩 1 件' },
    ]);
    expect((await pay(link.token, { quantity: 1 })).errors).toEqual([]);
    expect((await publicLink(link.token)).unitsLeft).toBe(0);
    expect(await rowsOf(link.id)).toHaveLength(2);
  });

  it('sells one unit per payment on a link that sells no units', async () => {
    const open = await createLink({});
    expect(await publicLink(open.token)).toEqual({
      sellsUnits: false,
      unitsLeft: null,
      perOrderLimit: null,
      maxQuantity: 1,
    });
    expect((await pay(open.token, { quantity: 2 })).errors).toEqual([
      { field: 'quantity', code: 'INVALID_QUANTITY', message: '此收款頁每筆僅能購買 1 件' },
    ]);
    expect(await rowsOf(open.id)).toEqual([]);
  });

  it('refuses a total over the ATM limit or the payment cap on the quantity field', async () => {
    const link = await createLink({ amount: 20_000, quantityLimit: 100 });
    expect((await pay(link.token, { quantity: 2, payType: 'ATM', cardNumber: null })).errors).toEqual([
      {
        field: 'quantity',
        code: 'TOTAL_LIMIT',
        message: 'ATM 轉帳單筆上限為 30,000 元，請減少數量或改用其他付款方式',
      },
    ]);
    expect((await pay(link.token, { quantity: 51 })).errors).toEqual([
      { field: 'quantity', code: 'TOTAL_LIMIT', message: '總金額不可超過 1,000,000 元，請減少數量' },
    ]);
    expect(await rowsOf(link.id)).toEqual([]);
    // By card the same two units are fine.
    expect((await pay(link.token, { quantity: 2 })).transaction).toMatchObject({ amount: 40_000, quantity: 2 });
  });
});

describe('concurrent buyers of the last units', () => {
  it('never sells more than the limit to 24 parallel buyers', async () => {
    const link = await createLink({ quantityLimit: 12, perOrderLimit: 3 });
    expect((await pay(link.token, { quantity: 3 })).errors).toEqual([]);
    expect((await pay(link.token, { quantity: 3 })).errors).toEqual([]);
    // 6 units left; 24 buyers ask for 1, 2 or 3 each (48 units), by card and by ATM (which holds its units).
    const asks = Array.from({ length: 24 }, (_, i) => ({
      quantity: (i % 3) + 1,
      ...(i % 4 === 0 ? { payType: 'ATM', cardNumber: null } : {}),
    }));
    const results = await Promise.all(asks.map((ask) => pay(link.token, ask)));
    const won = results.filter((r) => r.transaction && r.errors.length === 0);
    const lost = results.filter((r) => !r.transaction);
    expect(won.length + lost.length).toBe(24);
    // A buyer is refused only because too few units are left (or none: the link is sold out).
    for (const r of lost)
      expect(r.errors).toEqual([
        expect.objectContaining(
          r.errors[0].code === 'UNAVAILABLE' ? { field: null } : { field: 'quantity', code: 'INVALID_QUANTITY' },
        ),
      ]);
    const rows = await rowsOf(link.id);
    const taken = rows.reduce((sum, r) => sum + r.quantity, 0);
    expect(taken).toBe(6 + won.reduce((sum, r) => sum + r.transaction!.quantity, 0));
    expect(taken).toBeLessThanOrEqual(12);
    // Eight buyers ask for one unit each; had any units stayed unsold, every one of them would have got one,
    // which is more than the 6 there were. So the link sells out exactly.
    expect(taken).toBe(12);
    for (const r of rows) expect(r.amount).toBe(r.quantity * 1_000);
    expect(await publicLink(link.token)).toMatchObject({ unitsLeft: 0, maxQuantity: 0 });
  });
});
