import { createTestApp, type TestApp } from '../../test/test-app';
import { SANDBOX_CARDS } from './checkout.messages';

/**
 * SPEC §3 card methods: a shop switches 紅利折抵, 銀聯卡 and Apple Pay on; checkouts offer and take
 * them (lump sum only), record which one the buyer used, and refuse one the shop did not switch on.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Errors = { field: string | null; code: string; message: string }[];
const LINK = 'demo-leather-wallet';
const SET = `mutation($id: Int!, $methods: [String!]!) {
  setMerchantCardMethods(merchantId: $id, methods: $methods) { merchant { cardMethods } errors { field code message } } }`;
const PAY = `mutation($input: SandboxPayInput!) {
  sandboxPay(input: $input) { transaction { tradeNo } errors { field code message } } }`;

const linkShop = async () =>
  (
    await t.orm.em
      .getConnection()
      .execute<{ merchant_id: number }[]>(`select merchant_id from payment_link where token = ?`, [LINK])
  )[0]!.merchant_id;

const cardPay = (cardMethod: string, installments = 1) => ({
  input: {
    token: LINK,
    payType: 'CREDIT',
    cardMethod,
    installments,
    cardNumber: SANDBOX_CARDS.success,
    buyerName: '林美玲',
    buyerEmail: 'buyer@example.com',
  },
});

it('lets the owner switch card methods on, and refuses an unknown one without changing anything', async () => {
  const seller = t.client();
  await seller.login('personal01');
  const id = await linkShop();
  const bad = await seller.gql<{ setMerchantCardMethods: { errors: Errors } }>(SET, { id, methods: ['bitcoin'] });
  expect(bad.data!.setMerchantCardMethods.errors.map((e) => e.field)).toEqual(['cardMethods']);

  const ok = await seller.gql<{ setMerchantCardMethods: { merchant: { cardMethods: string[] }; errors: Errors } }>(
    SET,
    { id, methods: ['applepay', 'creditunionpay'] },
  );
  expect(ok.data!.setMerchantCardMethods.errors).toEqual([]);
  // Stored in SPEC order, whatever order the form sent.
  expect(ok.data!.setMerchantCardMethods.merchant.cardMethods).toEqual(['creditunionpay', 'applepay']);

  const other = t.client();
  await other.login('business01');
  const foreign = await other.gql<{ setMerchantCardMethods: { errors: Errors } }>(SET, { id, methods: [] });
  expect(foreign.data!.setMerchantCardMethods.errors.map((e) => e.code)).toEqual(['NOT_FOUND']);
});

it('offers the switched-on methods on the public page and takes them at checkout, lump sum only', async () => {
  const buyer = t.client();
  await buyer.openPage();
  const page = await buyer.gql<{ publicPaymentLink: { cardMethods: string[] } }>(
    `{ publicPaymentLink(token: "${LINK}") { cardMethods } }`,
  );
  expect(page.data!.publicPaymentLink.cardMethods).toEqual(['creditunionpay', 'applepay']);

  const notOn = await buyer.gql<{ sandboxPay: { errors: Errors } }>(PAY, cardPay('creditred'));
  expect(notOn.data!.sandboxPay.errors.map((e) => e.code)).toEqual(['NOT_OFFERED']);
  const inInstalments = await buyer.gql<{ sandboxPay: { errors: Errors } }>(PAY, cardPay('applepay', 3));
  expect(inInstalments.data!.sandboxPay.errors.map((e) => e.field)).toContain('installments');

  const paid = await buyer.gql<{ sandboxPay: { transaction: { tradeNo: string }; errors: Errors } }>(
    PAY,
    cardPay('creditunionpay'),
  );
  expect(paid.data!.sandboxPay.errors).toEqual([]);
  const [row] = await t.orm.em
    .getConnection()
    .execute<{ card_method: string; fee: number; amount: number }[]>(
      `select card_method, fee, amount from payment_transaction where trade_no = ?`,
      [paid.data!.sandboxPay.transaction.tradeNo],
    );
  expect(row!.card_method).toBe('creditunionpay');
  // SPEC §9 UnionPay 2.8%, rounded as the reference module rounds card fees.
  expect(row!.fee).toBe(Math.round((row!.amount * 280) / 10_000));
});
