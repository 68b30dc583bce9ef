import request from 'supertest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('CSRF and the REST compatibility basics', () => {
  it('injects a csrf-token meta into the served page', async () => {
    const html = await t.client().openPage('/auth/index');
    // A guest's token: a nonce and its signature.
    expect(html).toMatch(/<meta name="csrf-token" content="[A-Za-z0-9_-]{32}\.[A-Za-z0-9_-]{43}">/);
    expect(html).toContain('<meta name="app-env" content="test">');
  });

  it('serves a guest page without storing a session, and the guest token works for a guest POST', async () => {
    const c = t.client();
    const countSessions = async () =>
      (await t.orm.em.getConnection().execute<{ n: number }[]>(`select count(*)::int as n from "session"`))[0]!.n;
    const before = await countSessions();
    const page = await c.agent.get('/fee').expect(200);
    expect(String(page.headers['set-cookie'])).toContain('paydesk.csrf=');
    expect(String(page.headers['set-cookie'])).not.toContain('paydesk.sid=');
    c.csrfToken = /csrf-token" content="([^"]+)"/.exec(page.text)![1]!;
    // The same browser's next page keeps its token.
    expect((await c.agent.get('/news').expect(200)).text).toContain(c.csrfToken);
    const status = await c.post('/api/check_login/login_status').expect(200);
    expect(status.body.data.isLogin).toBe(false);
    expect(await countSessions()).toBe(before);
  });

  it('refuses a guest token whose signature does not hold, or that another browser holds', async () => {
    const c = t.client();
    await c.openPage();
    const [nonce] = c.csrfToken.split('.');
    const forged = `${nonce}.${'A'.repeat(43)}`;
    const cookieOnly = (token: string) =>
      request(t.app)
        .post('/api/check_login/login_status')
        .set('Cookie', `paydesk.csrf=${token}`)
        .set('X-CSRF-TOKEN', token);
    await cookieOnly(c.csrfToken).expect(200);
    await cookieOnly(forged).expect(419);
    const stranger = t.client();
    await stranger.openPage();
    await stranger.agent.post('/api/check_login/login_status').set('X-CSRF-TOKEN', c.csrfToken).expect(419);
  });

  it('keeps the page token through sign-in: the signed-in session takes it over', async () => {
    const c = t.client();
    await c.openPage();
    const token = c.csrfToken;
    expect((await c.login('personal01')).viewer).not.toBeNull();
    const [{ sess }] = await t.orm.em
      .getConnection()
      .execute<{ sess: { csrfToken?: string } }[]>(`select sess from "session" where sid = ?`, [c.sessionId]);
    expect(sess.csrfToken).toBe(token);
    expect((await c.post('/api/check_login/login_status').expect(200)).body.data.isLogin).toBe(true);
  });

  it('answers 419 to a POST without the header, and 419 to a wrong one', async () => {
    const c = t.client();
    await c.openPage();
    const missing = await c.agent.post('/api/check_login/login_status').expect(419);
    expect(missing.body).toEqual({ success: false, message: '登入逾時，為保護您的帳戶安全，請重新登入' });
    await c.agent.post('/api/check_login/login_status').set('X-CSRF-TOKEN', 'not-the-token').expect(419);
  });

  it('takes the token as the _token field of a full-page form post (the formPost helper), never of a JSON body', async () => {
    const c = t.client();
    await c.openPage();
    await c.login('personal01');
    const form = await c.agent
      .post('/api/check_login/login_status')
      .type('form')
      .send({ _token: c.csrfToken })
      .expect(200);
    expect(form.body).toEqual({ data: { isLogin: true, memType: 1 } });
    await c.agent.post('/api/check_login/login_status').type('form').send({ _token: 'not-the-token' }).expect(419);
    await c.agent.post('/api/check_login/login_status').type('json').send({ _token: c.csrfToken }).expect(419);
  });

  it('signs out by a full-page form post: 419 without the token, else the session ends and a 303 leads to login', async () => {
    const c = t.client();
    await c.openPage();
    await c.login('buyer01', 'BUYER');
    await c.agent.post('/api/member/logout').type('form').send({ next: 'buyer' }).expect(419);
    expect((await c.post('/api/check_login/login_status').expect(200)).body.data.isLogin).toBe(true);
    const out = await c.agent
      .post('/api/member/logout')
      .type('form')
      .send({ _token: c.csrfToken, next: 'buyer' })
      .expect(303);
    expect(out.headers.location).toBe('/login/buyer');
    await c.openPage();
    expect((await c.post('/api/check_login/login_status').expect(200)).body.data.isLogin).toBe(false);
  });

  it('lands a form sign-out only on a login page, and answers a scripted one with the envelope', async () => {
    const c = t.client();
    await c.openPage();
    await c.login('personal01');
    const out = await c.agent
      .post('/api/member/logout')
      .type('form')
      .send({ _token: c.csrfToken, next: 'https://evil.example' })
      .expect(303);
    expect(out.headers.location).toBe('/login');
    const d = t.client();
    await d.openPage();
    await d.login('personal01');
    expect((await d.post('/api/member/logout').expect(200)).body).toEqual({ success: true, message: '已登出' });
  });

  it('reports the login status with memType', async () => {
    const c = t.client();
    await c.openPage();
    expect((await c.post('/api/check_login/login_status').expect(200)).body).toEqual({
      data: { isLogin: false, memType: null },
    });
    await c.login('personal01');
    expect((await c.post('/api/check_login/login_status').expect(200)).body).toEqual({
      data: { isLogin: true, memType: 1 },
    });
  });

  it('refuses a GraphQL mutation without the token and leaves the session signed in', async () => {
    const c = t.client();
    await c.login('personal01');
    const res = await c.agent
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send({ query: 'mutation { logout }' });
    expect(res.status).toBe(419);
    const me = await c.gql<{ viewer: { account: string } }>('{ viewer { account } }');
    expect(me.data?.viewer.account).toBe('personal01');
  });

  it('answers 401 on a protected path while logged out', async () => {
    const c = t.client();
    await c.openPage();
    const res = await c.post('/api/register/member/check_miss_info').expect(401);
    expect(res.body.success).toBe(false);
  });

  it('serves the member info record once signed in', async () => {
    const c = t.client();
    await c.login('newbie01');
    const res = await c.post('/api/register/member/check_miss_info').expect(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data[0]).toMatchObject({
      MemType: 1,
      LoginName: 'newbie01',
      DefaultPwd: 'Y',
      RegisterTag: 'N',
      MailOTP: 'N',
      Assistant: 'N',
    });
  });

  it('serves everything under /slave when BASE_PATH is set', async () => {
    const slave = await createTestApp({ BASE_PATH: '/slave' });
    try {
      const c = slave.client();
      const html = await c.openPage('/login');
      expect(html).toContain('<base href="/slave/">');
      expect((await c.post('/api/check_login/login_status').expect(200)).body.data.isLogin).toBe(false);
      expect((await c.login('personal01')).viewer).toMatchObject({ kind: 'MEMBER', memType: 'PERSONAL' });
    } finally {
      await slave.close();
    }
  });
});
