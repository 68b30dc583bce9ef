import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import {
  CreateAccessTokenDocument,
  PublicPaymentLinkDocument,
  RevokeAccessTokenDocument,
  SandboxPayDocument,
} from '../../test/client-operations';
import { ecpaySdk, formOf, quietly, sdkVerifies } from '../../test/ecpay-sdk';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { deliverCallbacks } from '../notify/callback-queue';
import { SANDBOX_CARDS } from '../payments/checkout.messages';

/**
 * A seller's site creates payments: through the checkout API with a write-scoped token (idempotent under parallel
 * retries) and through the ECPay-compatible cashier with a form ECPay's own SDK builds; the buyer pays on PayDesk's
 * pay page and the ReturnURL callback reaches the site's receiver, verified by the SDK.
 */
let t: TestApp;
let owner: TestClient;
let shop: { id: number; merchant_no: string; test_hash_key: string; test_hash_iv: string };
let writeSecret: string;
const sql = <T>(q: string, p: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(q, p);

beforeAll(async () => {
  t = await createTestApp({ NOTIFY_ALLOW_LOOPBACK: '1' });
  owner = t.client();
  await owner.login('business01');
  [shop] = await sql(
    `select m.id, m.merchant_no, m.test_hash_key, m.test_hash_iv from merchant m join member u on u.id = m.member_id
      where u.login_name = 'business01' and m.status = 1 and '1' = any(m.payment_switch) order by m.id limit 1`,
  );
  // The sandbox pair signs while the shop has no live one.
  await sql('update merchant set hash_key = null, hash_iv = null, notify_url = null where id = ?', [shop.id]);
  writeSecret = (await token(['CHECKOUT_WRITE', 'REFUND_WRITE'])).secret!;
});
afterAll(() => t.close());

async function token(scopes: string[]) {
  const res = await owner.gql(CreateAccessTokenDocument, {
    input: { name: '網站串接', scopes: scopes as never, expiresInDays: 30 },
  });
  return res.data!.createAccessToken;
}

const api = (path: string, secret: string, key: string, body: object) =>
  request(t.app)
    .post(`${t.config.basePath}/api/checkout/${path}`)
    .set('Authorization', `Bearer ${secret}`)
    .set('Idempotency-Key', key)
    .send(body);

async function payAsBuyer(payUrl: string) {
  const buyer = t.client();
  await buyer.openPage();
  const res = await buyer.gql(SandboxPayDocument, {
    input: {
      token: payUrl.split('/pay/')[1],
      payType: 'CREDIT',
      cardNumber: SANDBOX_CARDS.success,
      buyerName: '林美玲',
      buyerEmail: 'b@example.com',
    },
  });
  expect(res.data!.sandboxPay.errors).toEqual([]);
  return res.data!.sandboxPay.transaction!.tradeNo;
}

describe('the checkout API', () => {
  const order = () => ({
    merchantId: shop.id,
    amount: 1280,
    itemName: '手工皂 x2',
    merchantTradeNo: 'WEB20261127001',
    customField1: 'member-7',
    returnUrl: 'https://shop.example.com/thanks',
    payTypes: ['CREDIT', 'CVS'],
  });

  it('20 parallel retries with one Idempotency-Key make one payment and all get its pay page', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api('payments', writeSecret, 'site-order-0001', order())),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    const urls = new Set(answers.map((a) => a.body.data.url as string));
    expect(urls.size).toBe(1);
    const [url] = [...urls];
    expect(url).toMatch(/\/pay\/[A-Za-z0-9_-]+$/);
    expect(answers[0].body.data).toMatchObject({ merchantId: shop.merchant_no, merchantTradeNo: 'WEB20261127001' });
    // The buyer page is the payment link's, with the way back to the site.
    const page = await t.client().gql(PublicPaymentLinkDocument, { token: url.split('/pay/')[1] });
    expect(page.data!.publicPaymentLink).toMatchObject({
      amount: 1280,
      available: true,
      returnUrl: 'https://shop.example.com/thanks',
    });
    const [{ n }] = await sql<{ n: number }>(
      `select count(*)::int as n from checkout_order where merchant_id = ? and merchant_trade_no = 'WEB20261127001'`,
      [shop.id],
    );
    expect(n).toBe(1);
    const audits = await sql<{ actor: string }>(
      `select actor from audit_record where action = 'checkout_order.create' and after->>'merchantTradeNo' = 'WEB20261127001'`,
    );
    expect(audits).toHaveLength(1);
    // The same key with another body, and the same MerchantTradeNo with other content, are refused.
    const reused = await api('payments', writeSecret, 'site-order-0001', { ...order(), amount: 99 });
    expect(reused.status).toBe(409);
    expect(reused.body.errors[0].code).toBe('IDEMPOTENCY_KEY_REUSED');
    const duplicate = await api('payments', writeSecret, 'site-order-0002', { ...order(), amount: 99 });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors[0]).toMatchObject({ field: 'merchantTradeNo', code: 'DUPLICATE' });
  });

  it('refuses bad input with a zh-TW field error and creates nothing', async () => {
    const before = await sql<{ n: number }>('select count(*)::int as n from checkout_order');
    for (const [body, field] of [
      [{ ...order(), merchantTradeNo: 'bad_no-1' }, 'merchantTradeNo'],
      [{ ...order(), merchantTradeNo: 'X1', amount: 0 }, 'amount'],
      [{ ...order(), merchantTradeNo: 'X2', customField2: 'a"b' }, 'customField2'],
      [{ ...order(), merchantTradeNo: 'X3', returnUrl: 'javascript:alert(1)' }, 'clientBackUrl'],
      [{ ...order(), merchantTradeNo: 'X4', merchantId: 999999 }, 'merchantId'],
    ] as const) {
      const res = await api('payments', writeSecret, `bad-${field}-001`, body);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.errors[0].field).toBe(field);
      expect(res.body.message).toMatch(/[\u4e00-\u9fff]/);
    }
    const noKey = await request(t.app)
      .post(`${t.config.basePath}/api/checkout/payments`)
      .set('Authorization', `Bearer ${writeSecret}`)
      .send(order());
    expect(noKey.status).toBe(400);
    expect(await sql('select count(*)::int as n from checkout_order')).toEqual(before);
  });

  it('needs a write scope; a revoked token stops at once', async () => {
    const readOnly = await token(['TRANSACTIONS_READ']);
    expect((await api('payments', readOnly.secret!, 'ro-key-0001', order())).status).toBe(403);
    const refundOnly = await token(['REFUND_WRITE']);
    expect((await api('payments', refundOnly.secret!, 'ro-key-0002', order())).status).toBe(403);
    const other = await token(['CHECKOUT_WRITE']);
    await owner.gql(RevokeAccessTokenDocument, { id: other.token!.id });
    expect((await api('payments', other.secret!, 'ro-key-0003', order())).status).toBe(401);
  });

  it('refunds by API once, however many parallel retries', async () => {
    const made = await api('payments', writeSecret, 'site-order-0100', {
      ...order(),
      merchantTradeNo: 'WEB20261127100',
    });
    const tradeNo = await payAsBuyer(made.body.data.url);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api('refunds', writeSecret, 'site-refund-0100', { tradeNo, amount: 300, reason: 'OUT_OF_STOCK' }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const [row] = await sql<{ refunded_amount: number }>(
      'select refunded_amount from payment_transaction where trade_no = ?',
      [tradeNo],
    );
    expect(row.refunded_amount).toBe(300);
    const checkoutOnly = await token(['CHECKOUT_WRITE']);
    expect(
      (
        await api('refunds', checkoutOnly.secret!, 'site-refund-0101', {
          tradeNo,
          amount: 1,
          reason: 'OTHER',
          note: '測試',
        })
      ).status,
    ).toBe(403);
  });
});

describe('the ECPay-compatible cashier', () => {
  let receiver: http.Server;
  let returnUrl: string;
  const got: { fields: Record<string, string>; verified: boolean }[] = [];
  const sdk = () => ecpaySdk({ MerchantID: shop.merchant_no, HashKey: shop.test_hash_key, HashIV: shop.test_hash_iv });

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const fields = Object.fromEntries(new URLSearchParams(body));
        const verified = sdkVerifies(sdk(), fields);
        got.push({ fields, verified });
        res.end(verified ? '1|OK' : '0|error');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    returnUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/ecpay/return`;
  });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  /** The form ECPay's SDK builds for the shop, as a site would render it. */
  const sdkForm = (tradeNo: string, extra: Record<string, string> = {}) =>
    formOf(
      quietly(() =>
        sdk().payment_client.aio_check_out_all({
          MerchantTradeNo: tradeNo,
          MerchantTradeDate: '2026/11/27 18:05:09',
          TotalAmount: '880',
          TradeDesc: '網站訂單',
          ItemName: '經典帆布包 x1#運費',
          ReturnURL: returnUrl,
          ClientBackURL: 'https://shop.example.com/back',
          OrderResultURL: 'https://shop.example.com/result',
          CustomField1: 'cart-42',
          ...extra,
        }),
      ),
    ).fields;

  const post = (fields: Record<string, string>) =>
    request(t.app).post(`${t.config.basePath}/Cashier/AioCheckOut/V5`).type('form').send(fields);

  it('opens the pay page of an SDK-built form; the buyer pays; the ReturnURL callback is verified by the SDK', async () => {
    const fields = sdkForm('AIO20261127A1');
    expect(fields).toMatchObject({ MerchantID: shop.merchant_no, PaymentType: 'aio', EncryptType: '1' });
    const res = await post(fields);
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/\/pay\/[A-Za-z0-9_-]+$/);
    // The browser posting the same form again lands on the same order.
    expect((await post(fields)).headers.location).toBe(res.headers.location);
    const tradeNo = await payAsBuyer(res.headers.location);
    await deliverCallbacks(t.orm.em.fork(), { simulated: true, policy: { allowLoopback: true } });
    const callback = got.find((g) => g.fields.TradeNo === tradeNo)!;
    expect(callback.verified).toBe(true);
    expect(callback.fields).toMatchObject({
      MerchantID: shop.merchant_no,
      MerchantTradeNo: 'AIO20261127A1',
      TradeAmt: '880',
      RtnCode: '1',
      PaymentType: 'Credit_CreditCard',
      CustomField1: 'cart-42',
    });
  });

  it('refuses a wrong MAC, a reused MerchantTradeNo with other content and an amount past the limits, ECPay-style', async () => {
    const tampered = { ...sdkForm('AIO20261127B1'), TotalAmount: '1' };
    const mac = await post(tampered);
    expect(mac.status).toBe(400);
    expect(mac.text).toBe('10200073|CheckMacValue Error');
    expect((await post(sdkForm('AIO20261127A1', { TotalAmount: '990' }))).text).toBe(
      '10200047|MerchantTradeNo is duplicate',
    );
    expect((await post(sdkForm('AIO20261127C1', { TotalAmount: '1000001' }))).text).toBe('10200050|TotalAmount Error');
    const [{ n }] = await sql<{ n: number }>(
      `select count(*)::int as n from checkout_order where merchant_trade_no in ('AIO20261127B1', 'AIO20261127C1')`,
    );
    expect(n).toBe(0);
  });

  it('takes an SDK-built form whose item name the SDK signs its own way', async () => {
    const res = await post(sdkForm('AIO20261127D1', { ItemName: 'Crème BRÛLÉE' }));
    expect(res.status).toBe(303);
  });
});
