import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { SANDBOX_CARDS } from './checkout.messages';

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
type Paid = { transaction: { tradeNo: string; status: string } | null; errors: Errors };
const sql = <T>(q: string, p: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(q, p);

async function createLink(input: Record<string, unknown>): Promise<{ id: number; token: string }> {
  const res = await seller.gql<{ createPaymentLink: { link: { id: number; token: string }; errors: Errors } }>(
    `mutation($input: PaymentLinkInput!) { createPaymentLink(input: $input) { link { id token } errors { field code message } } }`,
    {
      input: {
        merchantId,
        title: '限量商品',
        amount: 1_000,
        description: '',
        payTypes: ['CREDIT', 'ATM', 'CVS'],
        installments: [3, 6],
        ...input,
      },
    },
  );
  expect(res.data!.createPaymentLink.errors).toEqual([]);
  return res.data!.createPaymentLink.link;
}

async function pay(token: string, input: Record<string, unknown> = {}): Promise<Paid> {
  const buyer = t.client();
  await buyer.openPage();
  const res = await buyer.gql<{ sandboxPay: Paid }>(
    `mutation($input: SandboxPayInput!) { sandboxPay(input: $input) { transaction { tradeNo status } errors { field code message } } }`,
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
  return res.data!.sandboxPay;
}

async function markPaid(tradeNo: string): Promise<Paid> {
  const c = t.client();
  await c.openPage();
  return (
    await c.gql<{ sandboxMarkPaid: Paid }>(
      `mutation { sandboxMarkPaid(tradeNo: "${tradeNo}") { transaction { tradeNo status } errors { field code message } } }`,
    )
  ).data!.sandboxMarkPaid;
}

async function ledgerBalanced(): Promise<void> {
  const [sum] = await sql<{ total: string }>('select coalesce(sum(amount), 0)::text as total from posting');
  expect(sum.total).toBe('0');
  const drift = await sql(
    'select a.id from ledger_account a where a.balance <> coalesce((select sum(p.amount) from posting p where p.account_id = a.id), 0)',
  );
  expect(drift).toEqual([]);
}

describe('payment amounts (SPEC §5)', () => {
  it('refuses a payment above a fixed-amount link, and takes one at or below it as the link amount', async () => {
    const link = await createLink({});
    const over = await pay(link.token, { amount: 1_001 });
    expect(over.errors).toEqual([{ field: 'amount', code: 'OVER_ORDER', message: '付款金額不可超過訂單金額' }]);
    expect(over.transaction).toBeNull();
    const same = await pay(link.token, { amount: 1_000 });
    expect(same.errors).toEqual([]);
  });
});

describe('payment-link quantity limits', () => {
  it('sells exactly one unit to 20 parallel card payers of a link limited to 1', async () => {
    const link = await createLink({ quantityLimit: 1 });
    const results = await Promise.all(Array.from({ length: 20 }, () => pay(link.token)));
    expect(results.filter((r) => r.errors.length === 0 && r.transaction?.status === 'PAID')).toHaveLength(1);
    expect(results.filter((r) => r.errors[0]?.code === 'UNAVAILABLE')).toHaveLength(19);
    const [row] = await sql<{ n: number }>(
      'select count(*)::int as n from payment_transaction where payment_link_id = ?',
      [link.id],
    );
    expect(row.n).toBe(1);
    await ledgerBalanced();
  });

  it('lets an issued store code or ATM account hold its unit until it expires', async () => {
    const link = await createLink({ quantityLimit: 2 });
    const atm = await pay(link.token, { payType: 'ATM', cardNumber: null });
    const cvs = await pay(link.token, { payType: 'CVS', cardNumber: null });
    expect([atm.errors, cvs.errors]).toEqual([[], []]);
    expect((await pay(link.token)).errors[0].code).toBe('UNAVAILABLE');
    // Once a code has expired its unit is free again.
    await sql(`update payment_transaction set code_expires_at = now() - interval '1 minute' where trade_no = ?`, [
      cvs.transaction!.tradeNo,
    ]);
    expect((await pay(link.token)).errors).toEqual([]);
    // The ATM account still holds its unit and can be paid.
    expect((await markPaid(atm.transaction!.tradeNo)).errors).toEqual([]);
  });

  it('records and refunds in full a code paid after the seller closed the link', async () => {
    const link = await createLink({ quantityLimit: 5 });
    const atm = await pay(link.token, { payType: 'ATM', cardNumber: null });
    await sql('update payment_link set enabled = false where id = ?', [link.id]);
    const late = await markPaid(atm.transaction!.tradeNo);
    expect(late.errors).toEqual([
      { field: null, code: 'LINK_CLOSED', message: '此收款頁已關閉，這筆款項已入帳並將全額退還付款人' },
    ]);
    expect(late.transaction!.status).toBe('REFUNDED');
    const [tx] = await sql<{ id: number; refunded_amount: number }>(
      'select id, refunded_amount from payment_transaction where trade_no = ?',
      [atm.transaction!.tradeNo],
    );
    expect(tx.refunded_amount).toBe(1_000);
    const refunds = await sql<{ amount: number }>('select amount from refund where transaction_id = ?', [tx.id]);
    expect(refunds).toEqual([{ amount: 1_000 }]);
    const entries = await sql<{ kind: string }>('select kind from journal_entry where transaction_id = ? order by id', [
      tx.id,
    ]);
    expect(entries.map((e) => e.kind)).toEqual(['payment', 'refund']);
    // Paying it again moves nothing.
    expect((await markPaid(atm.transaction!.tradeNo)).errors[0].code).toBe('NOT_AWAITING');
    await ledgerBalanced();
  });
});

describe('instalment counts', () => {
  it.each([0, -3, 5, 7, 12])('refuses %i periods and stores nothing', async (installments) => {
    const link = await createLink({});
    const result = await pay(link.token, { installments });
    expect(result.transaction).toBeNull();
    expect(result.errors).toEqual([
      expect.objectContaining({ field: 'installments', message: '此收款頁不提供該分期期數' }),
    ]);
    const [row] = await sql<{ n: number }>(
      'select count(*)::int as n from payment_transaction where payment_link_id = ?',
      [link.id],
    );
    expect(row.n).toBe(0);
  });

  it('accepts a lump sum and the periods the link offers', async () => {
    const link = await createLink({});
    for (const installments of [1, 3, 6]) expect((await pay(link.token, { installments })).errors).toEqual([]);
    const rows = await sql<{ installments: number }>(
      'select installments from payment_transaction where payment_link_id = ? order by id',
      [link.id],
    );
    expect(rows.map((r) => r.installments)).toEqual([1, 3, 6]);
  });
});
