import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { SANDBOX_CARDS } from './checkout.messages';

let t: TestApp;
let seller: TestClient;
let token: string;
let memberId: number;
beforeAll(async () => {
  t = await createTestApp();
  seller = t.client();
  await seller.login('personal01');
  const merchantId = (await seller.gql<{ merchants: { id: number }[] }>('{ merchants { id } }')).data!.merchants[0].id;
  const link = await seller.gql<{ createPaymentLink: { link: { token: string } } }>(
    `mutation($input: PaymentLinkInput!) { createPaymentLink(input: $input) { link { token } errors { field message } } }`,
    {
      input: {
        merchantId,
        title: '額度測試',
        amount: 100,
        description: '',
        payTypes: ['CREDIT', 'ATM'],
        installments: [],
      },
    },
  );
  token = link.data!.createPaymentLink.link.token;
  [{ id: memberId }] = await t.orm.em
    .getConnection()
    .execute<{ id: number }[]>(`select id from member where login_name = 'personal01'`);
});
afterAll(() => t.close());

async function pay(payType: string) {
  const buyer = t.client();
  await buyer.openPage();
  const res = await buyer.gql<{
    sandboxPay: { transaction: { status: string } | null; errors: { field: string; code: string; message: string }[] };
  }>(
    `mutation($input: SandboxPayInput!) { sandboxPay(input: $input) { transaction { status } errors { field code message } } }`,
    {
      input: {
        token,
        payType,
        cardNumber: payType === 'CREDIT' ? SANDBOX_CARDS.success : null,
        buyerName: '林美玲',
        buyerEmail: 'buyer@example.com',
      },
    },
  );
  return res.data!.sandboxPay;
}

describe("the seller's monthly card limit (SPEC §9 credit limit)", () => {
  it('lets 20 parallel card payments fill a personal seller up to 200,000 this month and no further', async () => {
    // What personal01 already collected by card this month, plus a large sale, leaves room for exactly five payments of 100.
    const conn = t.orm.em.getConnection();
    const [{ total }] = await conn.execute<{ total: string }[]>(
      `select coalesce(sum(amount - refunded_amount), 0)::text as total from payment_transaction
        where member_id = ? and pay_type = 1 and status in (1, 3, 4) and paid_at >= (date_trunc('month', now() at time zone 'Asia/Taipei')) at time zone 'Asia/Taipei'`,
      [memberId],
    );
    const big = 200_000 - 500 - Number(total);
    await conn.execute(
      `insert into payment_transaction (trade_no, amount, status, pay_type, merchant_id, member_id, merchant_order_no, item_name, installments, buyer_name, buyer_email, created_at, paid_at, fee)
       select '99999999999999999001', ?, 1, 1, merchant_id, member_id, 'LIMIT1', '大額訂單', 1, '王大戶', 'big@example.com', now(), now(), 0
         from payment_transaction where member_id = ? limit 1`,
      [big, memberId],
    );

    const results = await Promise.all(Array.from({ length: 20 }, () => pay('CREDIT')));
    expect(results.filter((r) => r.errors.length === 0 && r.transaction?.status === 'PAID')).toHaveLength(5);
    const refused = results.filter((r) => r.errors[0]?.code === 'CREDIT_LIMIT');
    expect(refused).toHaveLength(15);
    expect(refused[0].errors[0]).toEqual({
      field: 'payType',
      code: 'CREDIT_LIMIT',
      message: '本商店本月信用卡收款已達額度上限（200,000 元），請改用其他付款方式',
    });

    // Other payment methods are not card collection and still work.
    expect((await pay('ATM')).errors).toEqual([]);
  });
});
