import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('CSRF and the REST compatibility basics', () => {
  it('injects a csrf-token meta into the served page', async () => {
    const html = await t.client().openPage('/auth/index');
    expect(html).toMatch(/<meta name="csrf-token" content="[A-Za-z0-9_-]{43}">/);
    expect(html).toContain('<meta name="app-env" content="test">');
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
      MemberType: 1,
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
      expect((await c.login('personal01')).viewer).toEqual({ kind: 'MEMBER', memType: 'PERSONAL' });
    } finally {
      await slave.close();
    }
  });
});
