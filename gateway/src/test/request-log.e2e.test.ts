import request from 'supertest';
import { initialLogSettings } from '../config/config';
import { configureLogging, log } from '../core/log/logger';
import { maskSecrets } from '../core/log/mask';
import { prettyLine } from '../core/log/pretty';
import { SANDBOX_CARDS } from '../modules/payments/checkout.messages';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './test-app';

/**
 * Structured logs: one JSON line per request with its id (a well-formed X-Request-Id kept, else a new UUID, echoed
 * in the answer and in GraphQL errors), method, path, operation, status and duration; and no password, token, card
 * number or full email in any line, after a sign-in with a password, a program's bearer token and a card payment.
 */
const lines: string[] = [];
const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
const requestLines = () => entries().filter((e) => e.msg === 'request');

let t: TestApp;
beforeAll(async () => {
  configureLogging({ level: 'info', format: 'json' }, { write: (line) => lines.push(line) });
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  configureLogging(initialLogSettings());
});

describe('request log lines', () => {
  it('keep a well-formed X-Request-Id, echo it and log one line with what was asked and answered', async () => {
    const res = await request(t.app)
      .get('/api/no/such/path?email=someone@example.com')
      .set('X-Request-Id', 'lb-42.a_b');
    expect(res.headers['x-request-id']).toBe('lb-42.a_b');
    const line = requestLines().find((e) => e.requestId === 'lb-42.a_b');
    expect(line).toMatchObject({ method: 'GET', path: '/api/no/such/path', status: 404, level: 30 });
    expect(typeof line?.durationMs).toBe('number');
    expect(typeof line?.time).toBe('string');
  });

  it('replace a malformed or overlong X-Request-Id with a UUID', async () => {
    for (const sent of ['has spaces in it', 'x'.repeat(65), '<script>']) {
      const res = await request(t.app).get('/api/no/such').set('X-Request-Id', sent);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });

  it('name the GraphQL operation and carry the request id into GraphQL errors', async () => {
    const res = await request(t.app)
      .post('/graphql')
      .set('X-Request-Id', 'gql-err-1')
      .set('Content-Type', 'application/json')
      .send({ query: 'query NoSuchField { noSuchField }' });
    // Without a CSRF token the request is refused before Apollo: that envelope names the request as Apollo's do.
    expect(res.body.errors[0].extensions).toMatchObject({ requestId: 'gql-err-1' });
    expect(requestLines().find((e) => e.requestId === 'gql-err-1')).toMatchObject({
      path: '/graphql',
      operation: 'NoSuchField',
    });
    const c = t.client();
    await c.openPage();
    const apollo = await c.agent
      .post('/graphql')
      .set('X-CSRF-TOKEN', c.csrfToken)
      .set('X-Request-Id', 'gql-err-2')
      .send({ query: 'query NoSuchField { noSuchField }' });
    expect(apollo.body.errors[0].extensions).toMatchObject({
      code: 'GRAPHQL_VALIDATION_FAILED',
      requestId: 'gql-err-2',
    });
  });

  it('show a link token in a path as :token', async () => {
    await request(t.app).get('/pay/AbCdEfGhIjKlMnOpQrStUvWxYz012345').set('X-Request-Id', 'path-1');
    expect(requestLines().find((e) => e.requestId === 'path-1')?.path).toBe('/pay/:token');
  });
});

describe('audit records', () => {
  it('carry the id of the request they were written in', async () => {
    const c = t.client();
    await c.login('business01');
    const res = await c.agent
      .post('/graphql')
      .set('X-CSRF-TOKEN', c.csrfToken)
      .set('X-Request-Id', 'audit-req-1')
      .send({
        // Another account than the one on file: the same one again would change (and audit) nothing.
        query: `mutation { saveBankAccount(input: {bankCode: "812", accountNo: "00012345678909"}) { errors { code } } }`,
      });
    expect(res.body.errors).toBeUndefined();
    const rows = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ action: string }[]>(`select action from audit_record where request_id = 'audit-req-1'`);
    expect(rows.map((r) => r.action)).toContain('bank_account.change');
  });
});

describe('secrets never reach the log', () => {
  it('after a sign-in, a bearer token and a card payment, no line holds any of them', async () => {
    const seller = t.client();
    expect((await seller.login('business01')).viewer).not.toBeNull();
    const made = await seller.gql<{ createAccessToken: { secret: string } }>(
      `mutation($input: AccessTokenInput!) { createAccessToken(input: $input) { secret } }`,
      { input: { name: '報表工具', scopes: ['TRANSACTIONS_READ'], expiresInDays: 30 } },
    );
    const secret = made.data!.createAccessToken.secret;
    const tool = await request(t.app)
      .post('/graphql')
      .set('Authorization', `Bearer ${secret}`)
      .send({ query: 'query Report { transactions(filter: {}) { totalCount } }' });
    expect(tool.status).toBe(200);
    // A wrong password too: the failed attempt is the likelier one to be logged.
    await t.client().login('business01', 'MEMBER', 'Wrong+Password99');

    const merchantId = (await seller.gql<{ merchants: { id: number }[] }>('{ merchants { id } }')).data!.merchants[0]
      .id;
    const link = await seller.gql<{ createPaymentLink: { link: { token: string } } }>(
      `mutation($input: PaymentLinkInput!) { createPaymentLink(input: $input) { link { token } } }`,
      { input: { merchantId, title: '記錄', amount: 500, description: '', payTypes: ['CREDIT'], installments: [] } },
    );
    const token = link.data!.createPaymentLink.link.token;
    const buyer = t.client();
    await buyer.openPage();
    const paid = await buyer.gql<{ sandboxPay: { transaction: { tradeNo: string } | null } }>(
      `mutation Pay($input: SandboxPayInput!) { sandboxPay(input: $input) { transaction { tradeNo } errors { code } } }`,
      {
        input: {
          token,
          payType: 'CREDIT',
          cardNumber: SANDBOX_CARDS.success,
          buyerName: '林美玲',
          buyerEmail: 'meiling.lin@example.com',
        },
      },
    );
    expect(paid.data?.sandboxPay.transaction?.tradeNo).toBeTruthy();
    // An error that quotes them, as a driver or a library might.
    log.error(
      {
        err: new Error(`card ${SANDBOX_CARDS.success} of meiling.lin@example.com refused`),
        input: { password: DEMO_PASSWORD, cardNumber: SANDBOX_CARDS.success },
        headers: { authorization: `Bearer ${secret}`, cookie: seller.sessionCookie },
      },
      'payment for meiling.lin@example.com with 4311 9522 2222 2222 failed',
    );

    const all = lines.join('');
    expect(requestLines().some((e) => e.operation === 'Pay' && e.status === 200)).toBe(true);
    expect(requestLines().some((e) => e.operation === 'Report' && e.status === 200)).toBe(true);
    for (const leaked of [
      DEMO_PASSWORD,
      'Wrong+Password99',
      secret,
      secret.slice(4, 20),
      token,
      SANDBOX_CARDS.success,
      '4311 9522 2222 2222',
      'meiling.lin@example.com',
      seller.sessionId,
    ])
      expect(all).not.toContain(leaked);
    expect(all).toContain('m***@example.com');
    expect(all).toContain('****2222');
    expect(all).toContain('[redacted]');
  });
});

describe('masking and local output', () => {
  it('masks emails and card-like digit runs, not trade numbers or times', () => {
    expect(maskSecrets('a.b+c@mail.example.tw paid 4111-1111-1111-1111 on trade 20261124000000000001')).toBe(
      'a***@mail.example.tw paid ****1111 on trade 20261124000000000001',
    );
    expect(maskSecrets('"time":"2026-11-27T15:00:00.000Z","durationMs":12.5')).toBe(
      '"time":"2026-11-27T15:00:00.000Z","durationMs":12.5',
    );
  });

  it('prints readable lines in local mode', () => {
    const line = prettyLine(
      JSON.stringify({ level: 30, time: '2026-11-27T15:04:05.678Z', pid: 1, msg: 'request', status: 200 }),
    );
    expect(line).toBe('15:04:05.678 INFO  request status=200\n');
  });
});
