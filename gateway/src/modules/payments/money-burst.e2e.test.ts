import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { SANDBOX_CARDS } from './checkout.messages';
import { settleDuePayments } from '../ledger/settlement';

let t: TestApp;
let seller: TestClient;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  seller = t.client();
  await seller.login('business01');
  const merchantId = (await seller.gql<{ merchants: { id: number }[] }>('{ merchants { id } }')).data!.merchants[0].id;
  const link = await seller.gql<{ createPaymentLink: { link: { token: string } } }>(
    `mutation($input: PaymentLinkInput!) { createPaymentLink(input: $input) { link { token } } }`,
    {
      input: { merchantId, title: '壓力測試', amount: 1_000, description: '', payTypes: ['CREDIT'], installments: [] },
    },
  );
  token = link.data!.createPaymentLink.link.token;
  await seller.gql(
    `mutation { saveBankAccount(input: {bankCode: "812", branchCode: "0012", accountNo: "00012345678901"}) { errors { field } } }`,
  );
});
afterAll(() => t.close());

const sql = <T>(q: string, p: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(q, p);

async function pay(): Promise<{
  errors?: unknown;
  data?: { sandboxPay: { transaction: { tradeNo: string } | null; errors: unknown[] } };
}> {
  const buyer = t.client();
  await buyer.openPage();
  return buyer.gql(
    `mutation($input: SandboxPayInput!) { sandboxPay(input: $input) { transaction { tradeNo } errors { code } } }`,
    {
      input: {
        token,
        payType: 'CREDIT',
        cardNumber: SANDBOX_CARDS.success,
        buyerName: '林美玲',
        buyerEmail: 'buyer@example.com',
      },
    },
  );
}

describe('a mixed burst of money movements', () => {
  it('answers every refund, withdrawal, payment and settlement without a system error, and keeps the ledger balanced', async () => {
    // 20 payments settled into held funds, 20 more still in trust, half of those due for settlement.
    const settled: string[] = [];
    for (let i = 0; i < 20; i++) settled.push((await pay()).data!.sandboxPay.transaction!.tradeNo);
    await seller.gql(`mutation { advanceSettlementClock(days: 7) { settled } }`);
    const inTrust: string[] = [];
    for (let i = 0; i < 20; i++) inTrust.push((await pay()).data!.sandboxPay.transaction!.tradeNo);
    await sql(
      `update payment_transaction set settle_due_at = now() - interval '30 days' where trade_no = any(?::text[])`,
      [`{${inTrust.slice(0, 10).join(',')}}`],
    );

    const REFUND = `mutation($input: RefundInput!) { refundTransaction(input: $input) { errors { code } } }`;
    // business01's demo history has refunds of its own (demo-history.ts).
    const [{ n: demoRefunds }] = await sql<{ n: number }>(`select count(*)::int as n from refund`);
    const WITHDRAW = `mutation($key: String!) { withdraw(input: {amount: 600, idempotencyKey: $key}) { errors { code } } }`;
    const refund = (tradeNo: string, i: number) =>
      seller.gql<{ refundTransaction: { errors: { code: string }[] } }>(REFUND, {
        input: { tradeNo, amount: 100, reason: 'BUYER_REQUEST', idempotencyKey: `burst-refund-${i}` },
      });
    const withdraw = (i: number) =>
      seller.gql<{ withdraw: { errors: { code: string }[] } }>(WITHDRAW, { key: `burst-withdraw-${i}` });

    const graphql = await Promise.all([
      ...inTrust.map((tradeNo, i) => refund(tradeNo, i)),
      ...settled.slice(0, 10).map((tradeNo, i) => refund(tradeNo, 100 + i)),
      ...Array.from({ length: 15 }, (_, i) => withdraw(i)),
      ...Array.from({ length: 10 }, () => pay()),
    ]);
    await Promise.all(Array.from({ length: 5 }, () => settleDuePayments(t.orm.em.fork())));

    for (const res of graphql) {
      expect(res.errors).toBeUndefined();
      const payload = Object.values(res.data as Record<string, { errors: { code: string }[] }>)[0];
      for (const e of payload.errors) expect(['INSUFFICIENT_BALANCE']).toContain(e.code);
    }

    const [sum] = await sql<{ total: string }>('select coalesce(sum(amount), 0)::text as total from posting');
    expect(sum.total).toBe('0');
    const drift = await sql(
      'select id from ledger_account where balance <> coalesce((select sum(p.amount) from posting p where p.account_id = ledger_account.id), 0)',
    );
    expect(drift).toEqual([]);
    const negative = await sql('select id from ledger_account where not allow_negative and balance < 0');
    expect(negative).toEqual([]);
    // Every refund that answered without an error was recorded exactly once.
    const [refunds] = await sql<{ n: number }>(`select count(*)::int as n from refund`);
    expect(refunds.n - demoRefunds).toBe(30);
    // Every due payment got settled exactly once.
    const [dup] = await sql<{ n: number }>(
      `select count(*)::int as n from (select transaction_id from journal_entry where kind = 'settlement' group by transaction_id having count(*) > 1) d`,
    );
    expect(dup.n).toBe(0);
  });
});
