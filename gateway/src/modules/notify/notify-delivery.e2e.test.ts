import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { MailService } from '../mail/mail.service';
import { SANDBOX_CARDS } from '../payments/checkout.messages';
import { claimCallback, deliverCallbacks, type CallbackOptions } from './callback-queue';
import { CallbackStatus, deliverNotifyMails, NOTIFY_RETRY_MINUTES } from './notify-delivery';

/**
 * Receipts and trade notices go out once per payment; a shop's paid callback reaches a real local
 * HTTP receiver signed with its hash key, is retried on schedule while the receiver answers 500, every attempt is
 * logged on the transaction, and the seller can send it again.
 */
let t: TestApp;
let seller: TestClient;
let receiver: http.Server;
let receiverUrl: string;
let answer: { status: number; body: string } = { status: 200, body: '1|OK' };
const received: Record<string, string>[] = [];
let shopId: number;
let linkToken: string;
let keys: { hashKey: string; hashIv: string };
let mail: MailService;

type Errors = { field: string | null; code: string; message: string }[];
const sql = <T>(q: string, p: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(q, p);
const em = () => t.orm.em.fork();
/** The receivers listen on 127.0.0.1: loopback is switched on, as local and test may. */
const opts: CallbackOptions = { simulated: true, policy: { allowLoopback: true } };

/** The .NET-style encoding ECPay's CheckMacValue uses, written again here so the test checks the gateway's own. */
function expectedMac(fields: Record<string, string>): string {
  const body = Object.entries(fields)
    .filter(([k]) => k !== 'CheckMacValue')
    .sort(([a], [b]) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const raw = `HashKey=${keys.hashKey}&${body}&HashIV=${keys.hashIv}`;
  const dotnet = encodeURIComponent(raw).replace(/%20/g, '+').replace(/'/g, '%27').replace(/~/g, '%7e');
  return crypto.createHash('sha256').update(dotnet.toLowerCase()).digest('hex').toUpperCase();
}

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push(Object.fromEntries(new URLSearchParams(body)));
      res.writeHead(answer.status, { 'Content-Type': 'text/plain' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/paydesk/notify`;
  t = await createTestApp({ NOTIFY_ALLOW_LOOPBACK: '1' });
  mail = new MailService(t.config);
  seller = t.client();
  await seller.login('business01');
  [{ id: shopId }] = await sql<{ id: number }>(
    `select m.id from merchant m join member u on u.id = m.member_id where u.login_name = 'business01' limit 1`,
  );
  const link = await seller.gql<{ createPaymentLink: { link: { token: string } | null; errors: Errors } }>(
    `mutation { createPaymentLink(input: { merchantId: ${shopId}, title: "手工皂禮盒", amount: 880, payTypes: [CREDIT] }) { link { token } errors { message } } }`,
  );
  expect(link.data!.createPaymentLink.errors).toEqual([]);
  linkToken = link.data!.createPaymentLink.link!.token;
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

async function pay(buyerEmail = 'meiling@example.com'): Promise<string> {
  const buyer = t.client();
  await buyer.openPage();
  const res = await buyer.gql<{ sandboxPay: { transaction: { tradeNo: string } | null; errors: Errors } }>(
    `mutation($input: SandboxPayInput!) { sandboxPay(input: $input) { transaction { tradeNo } errors { code } } }`,
    {
      input: {
        token: linkToken,
        payType: 'CREDIT',
        cardNumber: SANDBOX_CARDS.success,
        buyerName: '林美玲',
        buyerEmail,
      },
    },
  );
  expect(res.data!.sandboxPay.errors).toEqual([]);
  return res.data!.sandboxPay.transaction!.tradeNo;
}

type Log = {
  status: string;
  attempts: { attempt: number; statusCode: number | null; ok: boolean; error: string | null }[];
};
async function logOf(tradeNo: string): Promise<Log> {
  const res = await seller.gql<{ transaction: { notify: Log } }>(
    `query($t: String!) { transaction(tradeNo: $t) { notify { status attempts { attempt statusCode ok error } } } }`,
    { t: tradeNo },
  );
  return res.data!.transaction.notify;
}

describe('notify URL and hash key', () => {
  it('validates the URL, makes the hash key with the first one and shows it only then', async () => {
    const set = (url: string) =>
      seller.gql<{
        setMerchantNotifyUrl: {
          errors: Errors;
          hashKey: string | null;
          hashIv: string | null;
          settings: { hashKeySet: boolean };
        };
      }>(
        `mutation($m: Int!, $u: String!) { setMerchantNotifyUrl(merchantId: $m, notifyUrl: $u) { errors { field code } hashKey hashIv settings { hashKeySet notifyUrl } } }`,
        { m: shopId, u: url },
      );
    expect((await set('ftp://example.com/x')).data!.setMerchantNotifyUrl.errors.map((e) => e.code)).toEqual([
      'INVALID',
    ]);
    const first = (await set(receiverUrl)).data!.setMerchantNotifyUrl;
    expect(first.errors).toEqual([]);
    expect(first.hashKey).toMatch(/^[\w-]{16}$/);
    expect(first.hashIv).toMatch(/^[\w-]{16}$/);
    keys = { hashKey: first.hashKey!, hashIv: first.hashIv! };
    // Saving the URL again does not show (or change) the key.
    expect((await set(receiverUrl)).data!.setMerchantNotifyUrl).toMatchObject({ hashKey: null, hashIv: null });
    const read = await seller.gql<{ merchantCallback: { notifyUrl: string; hashKeySet: boolean } }>(
      `{ merchantCallback(merchantId: ${shopId}) { notifyUrl hashKeySet } }`,
    );
    expect(read.data!.merchantCallback).toEqual({ notifyUrl: receiverUrl, hashKeySet: true });
    // An assistant (no merchant_detail key) can neither read nor set it.
    const assistant = t.client();
    await assistant.login('assist01');
    const refused = await assistant.gql(`{ merchantCallback(merchantId: ${shopId}) { notifyUrl } }`);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('a paid payment', () => {
  it('mails the buyer a receipt and the seller a trade notice once, however often delivery runs', async () => {
    const tradeNo = await pay('receipt-buyer@example.com');
    const mailed = async () =>
      sql<{ recipient: string; subject: string; body_text: string }>(
        `select recipient, subject, body_text from outbox_message where body_text like ?`,
        [`%${tradeNo}%`],
      );
    expect(await mailed()).toEqual([]);
    await Promise.all([deliverNotifyMails(em(), mail), deliverNotifyMails(em(), mail)]);
    await deliverNotifyMails(em(), mail);
    const mails = await mailed();
    expect(mails.map((m) => m.recipient).sort()).toEqual(
      ['business01@example.com', 'receipt-buyer@example.com'].sort(),
    );
    const receipt = mails.find((m) => m.recipient === 'receipt-buyer@example.com')!;
    expect(receipt.subject).toContain('付款成功通知');
    expect(receipt.body_text).toContain('付款金額：$880');
  });

  it('posts the signed callback to the shop and logs the attempt', async () => {
    answer = { status: 200, body: '1|OK' };
    received.length = 0;
    const tradeNo = await pay();
    expect(await deliverCallbacks(em(), opts)).toBeGreaterThanOrEqual(1);
    const call = received.find((r) => r.TradeNo === tradeNo)!;
    expect(call).toMatchObject({ RtnCode: '1', TradeAmt: '880', PaymentType: 'Credit_CreditCard', SimulatePaid: '1' });
    const [{ merchant_no }] = await sql<{ merchant_no: string }>('select merchant_no from merchant where id = ?', [
      shopId,
    ]);
    expect(call.MerchantID).toBe(merchant_no);
    expect(call.CheckMacValue).toBe(expectedMac(call));
    const log = await logOf(tradeNo);
    expect(log).toEqual({ status: 'DELIVERED', attempts: [{ attempt: 1, statusCode: 200, ok: true, error: null }] });
    // Delivered: another run does not call again.
    received.length = 0;
    await deliverCallbacks(em(), opts);
    expect(received.filter((r) => r.TradeNo === tradeNo)).toEqual([]);
  });

  it('retries a receiver that answers 500 on the stated schedule, logs every attempt, then gives up; resend works', async () => {
    answer = { status: 500, body: 'oops' };
    const tradeNo = await pay();
    const [{ id }] = await sql<{ id: number }>(
      `select r.id from notify_record r join payment_transaction t on t.id = r.transaction_id where t.trade_no = ?`,
      [tradeNo],
    );
    const waits: number[] = [];
    for (let n = 1; n <= NOTIFY_RETRY_MINUTES.length + 1; n++) {
      await deliverCallbacks(em(), { ...opts, recordId: id });
      const [row] = await sql<{ status: number; wait: string }>(
        `select callback_status as status, round(extract(epoch from next_attempt_at - now()) / 60)::text as wait
           from notify_record where id = ?`,
        [id],
      );
      if (n <= NOTIFY_RETRY_MINUTES.length) {
        expect(row.status).toBe(CallbackStatus.PENDING);
        waits.push(Number(row.wait));
        // Not due yet: a run now does nothing.
        await deliverCallbacks(em(), { ...opts, recordId: id });
        // Time passes to the next try.
        await sql(`update notify_record set next_attempt_at = now() - interval '1 second' where id = ?`, [id]);
      } else expect(row.status).toBe(CallbackStatus.GAVE_UP);
    }
    expect(waits).toEqual([...NOTIFY_RETRY_MINUTES]);
    const log = await logOf(tradeNo);
    expect(log.status).toBe('GAVE_UP');
    expect(log.attempts).toEqual(
      Array.from({ length: NOTIFY_RETRY_MINUTES.length + 1 }, (_, i) => ({
        attempt: i + 1,
        statusCode: 500,
        ok: false,
        error: 'HTTP 500',
      })),
    );

    // The shop fixed its server: the seller sends it again from the transaction.
    answer = { status: 200, body: '1|OK' };
    const resend = await seller.gql<{ resendPaymentNotify: { success: boolean; log: Log } }>(
      `mutation($t: String!) { resendPaymentNotify(tradeNo: $t) { success log { status attempts { attempt statusCode ok error } } } }`,
      { t: tradeNo },
    );
    expect(resend.data!.resendPaymentNotify.success).toBe(true);
    expect(resend.data!.resendPaymentNotify.log.status).toBe('DELIVERED');
    expect(resend.data!.resendPaymentNotify.log.attempts.at(-1)).toEqual({
      attempt: NOTIFY_RETRY_MINUTES.length + 2,
      statusCode: 200,
      ok: true,
      error: null,
    });
  });

  it('refuses to resend a callback while an attempt of it is in flight (it would be posted twice)', async () => {
    answer = { status: 200, body: '1|OK' };
    const tradeNo = await pay();
    received.length = 0;
    const claim = await claimCallback(em(), opts);
    expect(claim?.trade_no).toBe(tradeNo);
    const resend = await seller.gql<{
      resendPaymentNotify: { success: boolean; errors: { code: string; message: string }[] };
    }>(`mutation($t: String!) { resendPaymentNotify(tradeNo: $t) { success errors { code message } } }`, {
      t: tradeNo,
    });
    expect(resend.data!.resendPaymentNotify).toEqual({
      success: false,
      errors: [{ code: 'IN_FLIGHT', message: '付款通知正在發送中，請稍後查看結果' }],
    });
    expect(received).toEqual([]);
    // The attempt in flight shows as such on the transaction.
    expect((await logOf(tradeNo)).attempts).toEqual([{ attempt: 1, statusCode: null, ok: false, error: '發送中' }]);
  });

  it('logs a receiver that does not answer as unreachable', async () => {
    await seller.gql(
      `mutation { setMerchantNotifyUrl(merchantId: ${shopId}, notifyUrl: "http://127.0.0.1:1/none") { errors { code } } }`,
    );
    const tradeNo = await pay();
    await deliverCallbacks(em(), opts);
    expect((await logOf(tradeNo)).attempts).toEqual([{ attempt: 1, statusCode: null, ok: false, error: '無法連線' }]);
    await seller.gql(
      `mutation { setMerchantNotifyUrl(merchantId: ${shopId}, notifyUrl: "${receiverUrl}") { errors { code } } }`,
    );
  });
});
