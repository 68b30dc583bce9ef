import { createTestApp, type TestApp } from '../../test/test-app';
import { SANDBOX_CARDS } from './checkout.messages';

/** SPEC §5 手機條碼: optional at checkout, checked by its rule, kept and shown with the payment. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Errors = { field: string | null; code: string; message: string }[];
const count = async () =>
  Number(
    (await t.orm.em.getConnection().execute<{ n: string }[]>('select count(*)::text as n from payment_transaction'))[0]
      ?.n,
  );

async function pay(mobileBarcode: string | null) {
  const buyer = t.client();
  await buyer.openPage();
  return buyer.gql<{ sandboxPay: { transaction: { tradeNo: string } | null; errors: Errors } }>(
    `mutation($input: SandboxPayInput!) { sandboxPay(input: $input) { transaction { tradeNo } errors { field code message } } }`,
    {
      input: {
        token: 'demo-leather-wallet',
        payType: 'CREDIT',
        cardNumber: SANDBOX_CARDS.success,
        buyerName: '林美玲',
        buyerEmail: 'buyer@example.com',
        mobileBarcode,
      },
    },
  );
}

it('refuses a malformed 手機條碼 with its message and creates nothing', async () => {
  const before = await count();
  for (const bad of ['ABC+1234', '/ABC+12', '/ABC 123', '/ABC+1234']) {
    const res = await pay(bad);
    expect(res.data!.sandboxPay.errors).toEqual([
      { field: 'mobileBarcode', code: 'INVALID', message: '手機條碼格式錯誤，須為 / 加 7 碼大寫英文、數字或 + - .' },
    ]);
  }
  expect(await count()).toBe(before);
});

it('keeps a valid one (any case, stored in capitals), shows it on the detail and in the CSV; none is fine too', async () => {
  const res = await pay('/abc+1.3');
  expect(res.data!.sandboxPay.errors).toEqual([]);
  const tradeNo = res.data!.sandboxPay.transaction!.tradeNo;
  expect((await pay(null)).data!.sandboxPay.errors).toEqual([]);

  const seller = t.client();
  await seller.login('personal01');
  const detail = await seller.gql<{ transaction: { transaction: { mobileBarcode: string | null } } }>(
    `query($t: String!) { transaction(tradeNo: $t) { transaction { mobileBarcode } } }`,
    { t: tradeNo },
  );
  expect(detail.data!.transaction.transaction.mobileBarcode).toBe('/ABC+1.3');
  const csv = await seller.agent.get(`/api/transactions/export.csv?tradeNo=${tradeNo}`).expect(200);
  const [header, row] = csv.text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  // No cell of this row holds a comma, so a split finds the column by its header.
  const cells = (line: string) => line.split(',').map((cell) => cell.replace(/^"|"$/g, ''));
  const column = cells(header!).indexOf('手機條碼');
  expect(column).toBeGreaterThan(-1);
  expect(cells(row!)[column]).toBe('/ABC+1.3');
});
