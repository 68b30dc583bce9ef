import { createTestApp, DEMO_PASSWORD, TEST_CAPTCHA, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../../core/http/session';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessionCookie = (res: { headers: Record<string, unknown> }): string | undefined =>
  ([] as string[])
    .concat((res.headers['set-cookie'] as string[] | undefined) ?? [])
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
    ?.split(';')[0];

describe('login', () => {
  it('signs personal01 in and reports the viewer', async () => {
    const c = t.client();
    const result = await c.login('personal01');
    expect(result.errors).toEqual([]);
    expect(result.viewer).toMatchObject({ kind: 'MEMBER', memType: 'PERSONAL' });
    const me = await c.gql<{ viewer: { account: string; roles: string[]; isAssistant: boolean } }>(
      '{ viewer { account roles isAssistant } }',
    );
    expect(me.data?.viewer).toEqual({ account: 'personal01', roles: ['SELLER', 'PERSONAL'], isAssistant: false });
  });

  it('rotates the session id on login', async () => {
    const c = t.client();
    const page = await c.agent.get('/');
    // A page view stores no session (its token is a guest's); the captcha stores one.
    expect(sessionCookie(page)).toBeUndefined();
    c.csrfToken = /csrf-token" content="([^"]+)"/.exec(page.text)![1];
    const before = sessionCookie(await c.agent.get('/api/login/image_captcha?t=1'));
    const res = await c.agent
      .post('/graphql')
      .set('X-CSRF-TOKEN', c.csrfToken)
      .send({
        query: `mutation { login(input: {account: "business01", password: "${DEMO_PASSWORD}", captcha: "${TEST_CAPTCHA}", kind: MEMBER}) { viewer { memType } } }`,
      });
    const after = sessionCookie(res);
    expect(before).toBeDefined();
    expect(after).toBeDefined();
    expect(after).not.toEqual(before);
  });

  it('refuses a wrong captcha before looking at the password', async () => {
    const c = t.client();
    await c.openPage();
    const res = await c.gql<{ login: { viewer: null; errors: { field: string; code: string; message: string }[] } }>(
      `mutation { login(input: {account: "personal01", password: "${DEMO_PASSWORD}", captcha: "ZZZZZ", kind: MEMBER}) { viewer { id } errors { field code message } } }`,
    );
    expect(res.data?.login.viewer).toBeNull();
    expect(res.data?.login.errors).toEqual([
      { field: 'captcha', code: 'CAPTCHA_INVALID', message: '驗證碼錯誤，請重新輸入' },
    ]);
  });

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const wrongPassword = await t.client().login('personal01', 'MEMBER', 'Wrong+Password99');
    const unknown = await t.client().login('nobody99', 'MEMBER', 'Wrong+Password99');
    expect(wrongPassword.viewer).toBeNull();
    expect(wrongPassword.errors).toEqual(unknown.errors);
    expect(wrongPassword.errors[0].message).toBe('帳號或密碼錯誤');
  });

  it('keeps buyers and sellers on their own login pages', async () => {
    expect((await t.client().login('buyer01', 'MEMBER')).viewer).toBeNull();
    expect((await t.client().login('buyer01', 'BUYER')).viewer).toMatchObject({ kind: 'BUYER', memType: 'BUYER' });
    expect((await t.client().login('personal01', 'BUYER')).viewer).toBeNull();
  });

  it('signs in the assistant and the operator from the member page', async () => {
    expect((await t.client().login('assist01')).viewer).toMatchObject({ kind: 'ASSISTANT', memType: 'BUSINESS' });
    expect((await t.client().login('ops01')).viewer).toMatchObject({ kind: 'OPERATOR', memType: null });
  });

  it.each([
    [6, '此帳號已關閉，無法登入；如有疑問請聯繫客服。'],
    [7, '此帳號已停權，無法登入；請聯繫客服了解原因。'],
  ])('tells a member with status %i why it cannot sign in', async (status, message) => {
    const conn = t.orm.em.getConnection();
    await conn.execute(`update member set status = ? where login_name = 'agent01'`, [status]);
    try {
      const result = await t.client().login('agent01');
      expect(result.viewer).toBeNull();
      expect(result.errors[0].message).toBe(message);
    } finally {
      await conn.execute(`update member set status = 1 where login_name = 'agent01'`);
    }
  });

  it('ends a live session when the member is suspended', async () => {
    const c = t.client();
    await c.login('agent01');
    expect((await c.gql<{ viewer: unknown }>('{ viewer { id } }')).data?.viewer).not.toBeNull();
    const conn = t.orm.em.getConnection();
    await conn.execute(`update member set status = 7 where login_name = 'agent01'`);
    await t.sessionsSettled();
    try {
      const me = await c.gql<{ viewer: unknown }>('{ viewer { id } }');
      expect(me.data?.viewer).toBeNull();
    } finally {
      await conn.execute(`update member set status = 1 where login_name = 'agent01'`);
    }
  });

  it('stores argon2id hashes with at least 19 MiB and 2 passes', async () => {
    const rows = await t.orm.em
      .getConnection()
      .execute<{ password_hash: string }[]>('select password_hash from member');
    expect(rows.length).toBeGreaterThan(0);
    for (const { password_hash } of rows) {
      const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=\d+\$/.exec(password_hash);
      expect(match).not.toBeNull();
      expect(Number(match![1])).toBeGreaterThanOrEqual(19456);
      expect(Number(match![2])).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('logout', () => {
  it('ends the session: its row is deleted and the old cookie is logged out', async () => {
    const c = t.client();
    await c.login('personal01');
    const sid = c.sessionId;
    expect(sid).not.toBe('');
    const countSessions = async () =>
      (
        await t.orm.em
          .getConnection()
          .execute<{ n: number }[]>('select count(*)::int as n from "session" where sid = ?', [sid])
      )[0].n;
    expect(await countSessions()).toBe(1);
    const out = await c.gql<{ logout: boolean }>('mutation { logout }');
    expect(out.data?.logout).toBe(true);
    expect(await countSessions()).toBe(0);
    await c.openPage();
    const status = await c.post('/api/check_login/login_status').expect(200);
    expect(status.body).toEqual({ data: { isLogin: false, memType: null } });
  });

  it('GET /api/member/logout ends the session', async () => {
    const c = t.client();
    await c.login('business01');
    await c.agent.get('/api/member/logout').expect(200);
    await c.openPage();
    const status = await c.post('/api/check_login/login_status').expect(200);
    expect(status.body.data.isLogin).toBe(false);
  });
});

describe('image captcha', () => {
  it('serves an SVG and refuses a seed longer than 29 characters', async () => {
    const c = t.client();
    const res = await c.agent.get('/api/login/image_captcha?t=12345678901234567890123456789').expect(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(String(res.body ?? res.text)).toBeTruthy();
    await c.agent.get('/api/login/image_captcha?t=123456789012345678901234567890').expect(400);
  });
});
