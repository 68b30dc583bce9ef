import crypto from 'node:crypto';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TEST_SESSION_SECRET } from '../../test/secrets';
import { SESSION_COOKIE } from './session';

// Anything that looks like a stack frame or a server path must never reach a client.
const LEAK = /at \w+ \(|node_modules|\/src\/|\.ts:\d+|\.js:\d+|Error: /;

describe.each([
  ['test', {}],
  [
    'production',
    {
      APP_ENV: 'production',
      SESSION_SECRET: TEST_SESSION_SECRET,
      CAPTCHA_FIXED_CODE: '',
      APP_URL: 'https://pay.example.tw',
    },
  ],
])('error envelopes in %s mode', (_mode, env) => {
  let t: TestApp;
  let guest: Browser;
  beforeAll(async () => {
    t = await createTestApp(env);
    guest = await browser(t, {});
  });
  afterAll(() => t.close());

  const post = (path: string, type: string, body: string) => guest.post(path).set('Content-Type', type).send(body);

  it.each([
    ['malformed JSON', 'application/json', '{"query": ', 400],
    ['a bare JSON string', 'application/json', '"just a string"', 400],
    ['a body over the limit', 'application/json', JSON.stringify({ query: 'x'.repeat(1024 * 1024 + 10) }), 413],
    ['an unsupported charset', 'application/json; charset=klingon', '{}', 415],
  ])('REST: %s gets the JSON envelope and its status', async (_name, type, body, status) => {
    const res = await post('/api/check_login/login_status', type, body);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ success: false, message: `請求錯誤 (Error${status})` });
    expect(res.text).not.toMatch(LEAK);
  });

  it.each([
    ['malformed JSON', 'application/json', '{"query": ', 400, 'BAD_REQUEST'],
    ['a bare JSON string', 'application/json', '"{ appInfo { env } }"', 400, 'BAD_REQUEST'],
    [
      'a body over the limit',
      'application/json',
      JSON.stringify({ query: 'x'.repeat(1024 * 1024 + 10) }),
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    ['a text/plain body', 'text/plain', '{ appInfo { env } }', 415, 'UNSUPPORTED_MEDIA_TYPE'],
  ])('GraphQL: %s gets a GraphQL error and its status', async (_name, type, body, status, code) => {
    const res = await post('/graphql', type, body);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({
      errors: [{ message: `請求錯誤 (Error${status})`, extensions: { code, requestId: expect.any(String) } }],
    });
    expect(res.text).not.toMatch(LEAK);
  });

  it('answers an unknown non-GET path with a JSON 404', async () => {
    const res = await post('/nowhere', 'application/json', '{}');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: '請求錯誤 (Error404)' });
  });

  it('ends a login past its absolute lifetime with a clean 401, not a 500', async () => {
    const [member] = await t.orm.em
      .getConnection()
      .execute<{ id: number }[]>(`select id from member where login_name = 'personal01'`);
    const login = (loginAt: number) => ({ passport: { user: { kind: 'MEMBER', id: member.id } }, loginAt });
    const fresh = await browser(t, login(Date.now()));
    expect((await fresh.post('/api/check_login/login_status').expect(200)).body.data.isLogin).toBe(true);

    const expired = await browser(t, login(Date.now() - t.config.sessionAbsoluteMs - 1000));
    const rest = await expired.post('/api/register/member/check_miss_info');
    expect(rest.status).toBe(401);
    expect(rest.body).toEqual({ success: false, message: '登入逾時，為保護您的帳戶安全，請重新登入' });
    expect(rest.text).not.toMatch(LEAK);
    // The first GraphQL request after the lifetime is a guest's, too.
    const expiredAgain = await browser(t, login(Date.now() - t.config.sessionAbsoluteMs - 1000));
    const gql = await expiredAgain.post('/graphql').send({ query: '{ viewer { id } }' });
    expect(gql.status).toBe(200);
    expect(gql.body.data.viewer).toBeNull();
  });
});

interface Browser {
  post(path: string): request.Test;
}

/**
 * A browser holding a session row written straight into the store, with a cookie signed as the gateway
 * signs it: production cookies are Secure, so a plain-HTTP test client could never keep a real one.
 */
async function browser(t: TestApp, data: object): Promise<Browser> {
  const sid = crypto.randomBytes(24).toString('base64url');
  const csrfToken = crypto.randomBytes(32).toString('base64url');
  const expires = new Date(Date.now() + t.config.sessionIdleMs);
  const sess = {
    cookie: { originalMaxAge: t.config.sessionIdleMs, expires, httpOnly: true, path: '/' },
    csrfToken,
    ...data,
  };
  await t.orm.em
    .getConnection()
    .execute(`insert into "session" (sid, sess, expire) values (?, ?, ?)`, [sid, JSON.stringify(sess), expires]);
  const mac = crypto.createHmac('sha256', t.config.sessionSecret).update(sid).digest('base64').replace(/=+$/, '');
  const cookie = `${SESSION_COOKIE}=${encodeURIComponent(`s:${sid}.${mac}`)}`;
  return { post: (path) => request(t.app).post(path).set('Cookie', cookie).set('X-CSRF-TOKEN', csrfToken) };
}
