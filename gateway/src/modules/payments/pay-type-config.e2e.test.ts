import { createTestApp, type TestApp } from '../../test/test-app';
import { SANDBOX_CARDS } from './checkout.messages';

/**
 * SPEC §3: the pay type list is built from configuration — here the platform offers no
 * convenience-store code (PAY_TYPES_OFFLINE=ATM) and no AFTEE — and the alternate display codes are what
 * get_setting_list and the CSV speak.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PAY_TYPES_OFFLINE: 'ATM', PAY_TYPES_OTHER: 'ICASH,LINEPAY,JKOPAY' });
});
afterAll(() => t.close());

type Errors = { field: string | null; code: string; message: string }[];
const shopOf = async (login: string) =>
  (
    await t.orm.em
      .getConnection()
      .execute<{ id: number }[]>(
        `select m.id from merchant m join member u on u.id = m.member_id where u.login_name = ? order by m.id limit 1`,
        [login],
      )
  )[0]!.id;

it('serves the list in SPEC order from the configured groups plus the fixed extras', async () => {
  const c = t.client();
  await c.openPage();
  const res = await c.gql<{ reference: { paymentTypes: { name: string; group: string; switchable: boolean }[] } }>(
    `{ reference { paymentTypes { name group switchable } } }`,
  );
  expect(res.data!.reference.paymentTypes.map((p) => `${p.group}:${p.name}`)).toEqual([
    'CREDIT:CREDIT',
    'OFFLINE:ATM',
    'OTHER:ICASH',
    'OTHER:LINEPAY',
    'OTHER:JKOPAY',
    'FIXED:SHIP',
    'FIXED:REFUND',
    'FIXED:SHIPFEE',
    'FIXED:HOME',
  ]);
  expect(res.data!.reference.paymentTypes.filter((p) => p.switchable).map((p) => p.name)).toEqual([
    'CREDIT',
    'ATM',
    'ICASH',
    'LINEPAY',
    'JKOPAY',
  ]);
});

it('does not offer or take a pay type the platform switched off, though the shop once held it', async () => {
  const buyer = t.client();
  await buyer.openPage();
  const link = await buyer.gql<{ publicPaymentLink: { payTypes: string[] } }>(
    `{ publicPaymentLink(token: "demo-leather-wallet") { payTypes } }`,
  );
  expect(link.data!.publicPaymentLink.payTypes).toEqual(['CREDIT', 'ATM']);
  const pay = await buyer.gql<{ sandboxPay: { errors: Errors } }>(
    `mutation($input: SandboxPayInput!) { sandboxPay(input: $input) { errors { field code message } } }`,
    { input: { token: 'demo-leather-wallet', payType: 'CVS', buyerName: '林美玲', buyerEmail: 'buyer@example.com' } },
  );
  expect(pay.data!.sandboxPay.errors.map((e) => e.field)).toEqual(['payType']);

  const seller = t.client();
  await seller.login('personal01');
  const created = await seller.gql<{ createPaymentLink: { errors: Errors } }>(
    `mutation($input: PaymentLinkInput!) { createPaymentLink(input: $input) { errors { field code message } } }`,
    { input: { merchantId: await shopOf('personal01'), title: '測試', amount: 100, payTypes: ['CVS'] } },
  );
  expect(created.data!.createPaymentLink.errors.map((e) => e.field)).toEqual(['payTypes']);

  const settings = await seller.post('/api/merchant/get_setting_list').expect(200);
  expect(Object.keys(settings.body.data.PaymentSwitch)).toEqual(['1', '2', '6', '9', '11']);
  expect(settings.body.data.AllowPayType).toEqual([1, 2]);
  expect(settings.body.data.AllowPayTypeDisplay).toEqual(['CREDIT', 'ATM', 'Inst', 'ForeignCard']);

  const ops = t.client();
  await ops.login('ops01');
  const review = await ops.gql<{ reviewMerchant: { errors: Errors } }>(
    `mutation($input: MerchantReviewInput!) { reviewMerchant(input: $input) { errors { field code message } } }`,
    { input: { id: await shopOf('personal01'), status: 'ACTIVE', reason: '開通', paymentSwitch: ['CREDIT', 'AFTEE'] } },
  );
  expect(review.data!.reviewMerchant.errors.map((e) => e.field)).toEqual(['paymentSwitch']);
});

it('writes the SPEC §3 display code in the CSV: Inst for instalments, CREDIT for a lump sum', async () => {
  const buyer = t.client();
  await buyer.openPage();
  const tradeNos: string[] = [];
  for (const installments of [3, 1]) {
    const res = await buyer.gql<{ sandboxPay: { transaction: { tradeNo: string } | null; errors: Errors } }>(
      `mutation($input: SandboxPayInput!) { sandboxPay(input: $input) { transaction { tradeNo } errors { field code message } } }`,
      {
        input: {
          token: 'demo-leather-wallet',
          payType: 'CREDIT',
          installments,
          cardNumber: SANDBOX_CARDS.success,
          buyerName: '林美玲',
          buyerEmail: 'buyer@example.com',
        },
      },
    );
    expect(res.data!.sandboxPay.errors).toEqual([]);
    tradeNos.push(res.data!.sandboxPay.transaction!.tradeNo);
  }
  const seller = t.client();
  await seller.login('personal01');
  for (const [tradeNo, display] of [
    [tradeNos[0], 'Inst'],
    [tradeNos[1], 'CREDIT'],
  ]) {
    const csv = await seller.agent.get(`/api/transactions/export.csv?tradeNo=${tradeNo}`).expect(200);
    const [header, row] = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '')));
    expect(row![header!.indexOf('付款類別')]).toBe(display);
  }
});
