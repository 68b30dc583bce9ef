import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ECPAY_PATTERNS, ecpayPaymentType } from '@paydesk/shared/ecpay';
import { PAY_TYPE_LIST } from '@paydesk/shared/pay-types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ecpaySdk, sdkVerifies, quietly, type EcpaySdk } from '../../test/ecpay-sdk';
import { deliverCallbacks, type CallbackOptions } from './callback-queue';
import { checkMacValue } from './callback-signature';
import { insertShop } from './callback-queue.fixtures';
import { CallbackStatus } from './notify-delivery';

/**
 * A seller's ECPay receiver, written with ECPay's official SDK, takes PayDesk's paid callbacks unchanged: every pay
 * type, item names full of what the SDK's MAC builder mangles, all of ReturnURL's fields in ECPay's formats.
 */
let t: TestApp;
let receiver: http.Server;
let url: string;
let sdk: EcpaySdk;
let shopId: number;
let merchantNo: string;
const received: { fields: Record<string, string>; verified: boolean }[] = [];
const sql = <T>(q: string, p: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(q, p);
const opts: CallbackOptions = { simulated: true, policy: { allowLoopback: true } };

/** ECPay's AIO ReturnURL fields, and only those. */
const RETURN_URL_FIELDS = [
  'CheckMacValue',
  'CustomField1',
  'CustomField2',
  'CustomField3',
  'CustomField4',
  'MerchantID',
  'MerchantTradeNo',
  'PaymentDate',
  'PaymentType',
  'PaymentTypeChargeFee',
  'RtnCode',
  'RtnMsg',
  'SimulatePaid',
  'StoreID',
  'TradeAmt',
  'TradeDate',
  'TradeNo',
];

const HOSTILE_NAMES = [
  '他說"好"的\\商品',
  '第一行\n第二行\r\n第三行\t',
  'ＡＢＣ全形大寫ＸＹＺ',
  'Éclair Crème Brûlée ÅÖÜ',
  `混合 "Ｑ" \\ Ñ \n '單引號' ~&=+%`,
];

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const fields = Object.fromEntries(new URLSearchParams(body));
      const verified = sdkVerifies(sdk, fields);
      received.push({ fields, verified });
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end(verified ? '1|OK' : '0|CheckMacValue Error');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/ecpay/return`;
  t = await createTestApp({ NOTIFY_ALLOW_LOOPBACK: '1' });
  shopId = await insertShop(t.orm.em.fork(), url);
  const [shop] = await sql<{ merchant_no: string; hash_key: string; hash_iv: string }>(
    'select merchant_no, hash_key, hash_iv from merchant where id = ?',
    [shopId],
  );
  merchantNo = shop.merchant_no;
  sdk = ecpaySdk({ MerchantID: shop.merchant_no, HashKey: shop.hash_key, HashIV: shop.hash_iv });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

let counter = 0;
/** A paid payment of the shop with its callback due, paid at a time with seconds. */
async function paid(payType: number, itemName: string, order?: { tradeNo: string; custom: string[] }) {
  const tradeNo = `8${String(process.pid % 1000).padStart(3, '0')}${String(++counter).padStart(16, '0')}`;
  let linkId: number | null = null;
  if (order) {
    const [link] = await sql<{ id: number }>(
      `insert into payment_link (merchant_id, member_id, token, title, amount, pay_types, quantity_limit)
       select id, member_id, ?, 'x', 100, '{1}', 1 from merchant where id = ? returning id`,
      [`tok${tradeNo}`, shopId],
    );
    linkId = link.id;
    await sql(
      `insert into checkout_order (payment_link_id, merchant_id, member_id, merchant_trade_no, source, store_id,
         custom_field1, custom_field2, custom_field3, custom_field4, request_hash)
       select ?, id, member_id, ?, 'api', 'S01', ?, ?, ?, ?, 'h' from merchant where id = ?`,
      [linkId, order.tradeNo, ...order.custom, shopId],
    );
  }
  const [tx] = await sql<{ id: number }>(
    `insert into payment_transaction (trade_no, amount, status, pay_type, merchant_id, member_id, fee, paid_at, created_at,
       item_name, merchant_order_no, payment_link_id)
     select ?, 1234, 1, ?, m.id, m.member_id, 31, '2026-11-27 10:11:37+08', '2026-11-27 10:09:05+08', ?, ?, ?
       from merchant m where m.id = ? returning id`,
    [tradeNo, payType, itemName, `UOP9_${counter}`, linkId, shopId],
  );
  await sql(
    `insert into notify_record (transaction_id, event, payload, mailed_at, callback_status, next_attempt_at)
     values (?, 'paid', '{}'::jsonb, now(), ?, now())`,
    [tx.id, CallbackStatus.PENDING],
  );
  return tradeNo;
}

it('every pay type with hostile item names: verified by the SDK, ReturnURL fields only, in ECPay formats', async () => {
  const tradeNos: string[] = [];
  for (const entry of PAY_TYPE_LIST.entries)
    for (const name of HOSTILE_NAMES) tradeNos.push(await paid(entry.code, name));
  await deliverCallbacks(t.orm.em.fork(), opts);
  expect(received).toHaveLength(tradeNos.length);
  for (const { fields, verified } of received) {
    expect(verified).toBe(true);
    expect(Object.keys(fields).sort()).toEqual(RETURN_URL_FIELDS);
    expect(fields.MerchantID).toBe(merchantNo);
    expect(fields.MerchantID).toMatch(/^\d{7}$/);
    expect(fields.MerchantTradeNo).toMatch(ECPAY_PATTERNS.merchantTradeNo);
    expect(fields.TradeNo).toMatch(/^\d{20}$/);
    expect(fields).toMatchObject({
      RtnCode: '1',
      RtnMsg: '交易成功',
      TradeAmt: '1234',
      PaymentTypeChargeFee: '31',
      PaymentDate: '2026/11/27 10:11:37',
      TradeDate: '2026/11/27 10:09:05',
      SimulatePaid: '1',
      StoreID: '',
      CustomField1: '',
      CustomField4: '',
    });
    expect(fields.PaymentType).toMatch(/^[A-Za-z]+_[A-Za-z]+$/);
  }
  const types = new Set(received.map((r) => r.fields.PaymentType));
  expect([...types].sort()).toEqual(PAY_TYPE_LIST.entries.map((e) => ecpayPaymentType(e.code)).sort());
  expect(types).toContain('Credit_CreditCard');
  expect(types).toContain('CVS_CVS');
  expect([...types].some((p) => p.startsWith('ATM_'))).toBe(true);
  const [{ n }] = await sql<{ n: number }>(
    `select count(*)::int as n from notify_record r join payment_transaction t on t.id = r.transaction_id
      where t.trade_no = any(?::text[]) and r.callback_status = ?`,
    [`{${tradeNos.join(',')}}`, CallbackStatus.DELIVERED],
  );
  expect(n).toBe(tradeNos.length);
});

it('why the item name stays out: signed with it, the SDK would refuse these names', () => {
  const fields = { MerchantID: merchantNo, TradeNo: '1', ItemName: HOSTILE_NAMES[0] };
  const ours = checkMacValue(fields, 'abcdefghijklmnop', 'qrstuvwxyz012345');
  expect(quietly(() => sdk.payment_client.helper.gen_chk_mac_value({ ...fields }))).not.toBe(ours);
});

it("echoes a site's own MerchantTradeNo, StoreID and custom fields", async () => {
  received.length = 0;
  const custom = ['訂單備註 abc', 'user-42', '', '100%_ok=1&x'];
  const tradeNo = await paid(1, '商品"名稱"', { tradeNo: 'SiteOrder20261127A', custom });
  await deliverCallbacks(t.orm.em.fork(), opts);
  const got = received.find((r) => r.fields.TradeNo === tradeNo)!;
  expect(got.verified).toBe(true);
  expect(got.fields).toMatchObject({
    MerchantTradeNo: 'SiteOrder20261127A',
    StoreID: 'S01',
    CustomField1: custom[0],
    CustomField2: custom[1],
    CustomField3: '',
    CustomField4: custom[3],
  });
});
