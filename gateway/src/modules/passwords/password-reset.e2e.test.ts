import request from 'supertest';
import { GUEST_CSRF_COOKIE } from '../../core/http/csrf';
import { SESSION_COOKIE } from '../../core/http/session';
import { TEST_SESSION_SECRET } from '../../test/secrets';
import { createTestApp, DEMO_PASSWORD, TEST_CAPTCHA, type TestApp, type TestClient } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Payload = { success: boolean; message: string; errors: { field: string | null; code: string; message: string }[] };
const FORGOT = `mutation F($input: ForgotPasswordInput!) { forgotPassword(input: $input) { success message errors { field code message } } }`;
const RESET = `mutation R($input: ResetPasswordInput!) { resetPassword(input: $input) { success message errors { field code message } } }`;
const SENT = '若帳號與電子信箱相符，我們已寄出重設密碼信，請於 60 分鐘內完成重設';

async function visitor(): Promise<TestClient> {
  const c = t.client();
  await c.openPage();
  return c;
}

async function forgot(account: string, email: string, kind = 'MEMBER'): Promise<Payload> {
  const c = await visitor();
  return (await c.gql<{ forgotPassword: Payload }>(FORGOT, { input: { kind, account, email, captcha: TEST_CAPTCHA } }))
    .data!.forgotPassword;
}

/** Reads the newest reset link for an address from the developer mailbox, as a person would. */
async function linkFromMailbox(email: string): Promise<string> {
  const c = await visitor();
  const res = await c.agent.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`).expect(200);
  const mail = (res.body.data as { subject: string; bodyText: string }[]).find(
    (m) => m.subject === 'PayDesk 重設密碼通知',
  );
  const token = /\/verify\/resetp\/([A-Za-z0-9_-]+)/.exec(mail!.bodyText)?.[1];
  expect(token).toBeDefined();
  return token!;
}

async function reset(token: string, password: string): Promise<Payload> {
  const c = await visitor();
  return (
    await c.gql<{ resetPassword: Payload }>(RESET, {
      input: { token, newPassword: password, newPasswordConfirmed: password },
    })
  ).data!.resetPassword;
}

const outboxCount = async () =>
  (await t.orm.em.getConnection().execute<{ n: number }[]>('select count(*)::int as n from outbox_message'))[0].n;

describe('forgot and reset password', () => {
  it('mails a link that resets the password once', async () => {
    expect(await forgot('business01', 'business01@example.com')).toEqual({ success: true, message: SENT, errors: [] });
    const token = await linkFromMailbox('business01@example.com');
    const c = await visitor();
    expect(
      (
        await c.gql<{ resetTokenStatus: { valid: boolean; kind: string } }>(
          `{ resetTokenStatus(token: "${token}") { valid kind } }`,
        )
      ).data!.resetTokenStatus,
    ).toEqual({ valid: true, kind: 'MEMBER' });

    expect(await reset(token, 'Reset+Business26')).toEqual({
      success: true,
      message: '密碼已重設，請以新密碼登入',
      errors: [],
    });
    expect((await t.client().login('business01', 'MEMBER', 'Reset+Business26')).viewer).not.toBeNull();
    // Single use.
    const again = await reset(token, 'Another+Reset26');
    expect(again.errors).toEqual([
      { field: null, code: 'TOKEN_INVALID', message: '重設密碼連結無效或已過期，請重新申請' },
    ]);
    expect(
      (await c.gql<{ resetTokenStatus: { valid: boolean } }>(`{ resetTokenStatus(token: "${token}") { valid } }`)).data!
        .resetTokenStatus.valid,
    ).toBe(false);
  });

  it('ends every session of the account', async () => {
    const signedIn = [t.client(), t.client()];
    for (const c of signedIn) expect((await c.login('newbie01')).viewer).not.toBeNull();
    await forgot('newbie01', 'newbie01@example.com');
    expect((await reset(await linkFromMailbox('newbie01@example.com'), 'Reset+Newbie2026')).success).toBe(true);
    for (const c of signedIn) {
      // The session row is gone: the browser is a guest again (its page's token is a guest's), signed out.
      const me = await c.gql<{ viewer: { account: string } | null }>('{ viewer { account } }');
      expect(me.data?.viewer).toBeNull();
      const rows = await t.orm.em
        .getConnection()
        .execute<{ n: number }[]>(`select count(*)::int as n from "session" where sid = ?`, [c.sessionId]);
      expect(c.sessionId).not.toBe('');
      expect(rows[0]?.n).toBe(0);
    }
    expect((await t.client().login('newbie01', 'MEMBER', 'Reset+Newbie2026')).viewer).not.toBeNull();
  });

  it('stores only a hash of the token', async () => {
    await forgot('agent01', 'agent01@example.com');
    const token = await linkFromMailbox('agent01@example.com');
    const rows = await t.orm.em
      .getConnection()
      .execute<{ token_hash: string }[]>('select token_hash from password_reset_token');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.token_hash !== token && /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('refuses a token older than 60 minutes', async () => {
    await forgot('personal01', 'personal01@example.com');
    const token = await linkFromMailbox('personal01@example.com');
    await t.orm.em
      .getConnection()
      .execute(`update password_reset_token set expires_at = now() - interval '1 second' where used_at is null`);
    expect((await reset(token, 'Expired+Token26')).errors[0].code).toBe('TOKEN_INVALID');
    expect((await t.client().login('personal01')).viewer).not.toBeNull();
  });

  it('sets the expiry 60 minutes ahead and keeps only the newest link', async () => {
    await forgot('personal01', 'personal01@example.com');
    const first = await linkFromMailbox('personal01@example.com');
    await forgot('personal01', 'personal01@example.com');
    const second = await linkFromMailbox('personal01@example.com');
    expect(second).not.toBe(first);
    const [row] = await t.orm.em.getConnection().execute<{ minutes: number }[]>(
      `select round(extract(epoch from expires_at - now()) / 60)::int as minutes from password_reset_token
       where used_at is null and member_id = (select id from member where login_name = 'personal01')`,
    );
    expect(row.minutes).toBe(60);
    expect((await reset(first, 'Old+Link+2026x')).errors[0].code).toBe('TOKEN_INVALID');
  });

  it('gives the same answer for an unknown account or a wrong email, and mails nothing', async () => {
    const before = await outboxCount();
    expect(await forgot('nobody_here', 'nobody@example.com')).toEqual({ success: true, message: SENT, errors: [] });
    expect(await forgot('personal01', 'someone.else@example.com')).toEqual({
      success: true,
      message: SENT,
      errors: [],
    });
    expect(await forgot('buyer01', 'buyer01@example.com', 'MEMBER')).toEqual({
      success: true,
      message: SENT,
      errors: [],
    });
    expect(await outboxCount()).toBe(before);
  });

  it('serves buyers from their own page', async () => {
    await forgot('buyer01', 'buyer01@example.com', 'BUYER');
    const token = await linkFromMailbox('buyer01@example.com');
    const c = await visitor();
    expect(
      (await c.gql<{ resetTokenStatus: { kind: string } }>(`{ resetTokenStatus(token: "${token}") { kind } }`)).data!
        .resetTokenStatus.kind,
    ).toBe('BUYER');
  });

  it('applies the password rules and the history to the new password', async () => {
    await forgot('agent01', 'agent01@example.com');
    const token = await linkFromMailbox('agent01@example.com');
    expect((await reset(token, 'short')).errors[0]).toEqual({
      field: 'newPassword',
      code: 'INVALID',
      message: '密碼長度至少 12 個字元',
    });
    expect((await reset(token, DEMO_PASSWORD)).errors[0]).toEqual({
      field: 'newPassword',
      code: 'PASSWORD_REUSED',
      message: '新密碼不可與最近 3 次使用過的密碼相同',
    });
    // A refused attempt does not spend the token.
    expect((await reset(token, 'Agent+Reset2026')).success).toBe(true);
  });

  it('validates the request form', async () => {
    const result = await forgot('bad account!', 'not-an-email');
    expect(result.errors.map((e) => e.field)).toEqual(['account', 'email']);
  });
});

describe('developer mailbox', () => {
  it('is not served in production', async () => {
    const prod = await createTestApp({
      APP_ENV: 'production',
      SESSION_SECRET: TEST_SESSION_SECRET,
      CAPTCHA_FIXED_CODE: '',
      APP_URL: 'https://pay.example.tw',
    });
    try {
      const c = prod.client();
      await c.agent.get('/api/dev/outbox').expect(404);
    } finally {
      await prod.close();
    }
  });

  it('in sandbox shows a signed-in member only its own mail, and guests nothing', async () => {
    const sandbox = await createTestApp({
      APP_ENV: 'sandbox',
      SESSION_SECRET: TEST_SESSION_SECRET,
      CAPTCHA_FIXED_CODE: '',
      APP_URL: 'https://sandbox.example.tw',
      TRUST_PROXY: 'loopback',
    });
    try {
      const conn = sandbox.orm.em.getConnection();
      await conn.execute(
        `insert into outbox_message (channel, recipient, subject, body_text) values
           ('mail', 'business01@example.com', 'mine', 'b'), ('mail', 'personal01@example.com', 'theirs', 'b'), ('sms', '0922333444', 'mine too', 'b')`,
      );
      await conn.execute(`update member set mobile = '0922333444' where login_name = 'business01'`);
      const guest = sandbox.client();
      for (const q of ['', '?to=business01@example.com', '?to=personal01@example.com']) {
        const res = await guest.agent.get(`/api/dev/outbox${q}`).expect(401);
        expect(res.body).toEqual({ success: false, message: '請先登入後再查看測試信箱' });
      }
      // Sandbox cookies are Secure: behind a (trusted) TLS proxy the session and guest CSRF cookies are carried by
      // hand.
      const jar = new Map<string, string>();
      const send = <R extends request.Test>(r: R): R =>
        r.set('X-Forwarded-Proto', 'https').set('Cookie', [...jar.values()].join('; ')) as R;
      const keep = (res: request.Response) => {
        for (const set of ([] as string[]).concat((res.headers['set-cookie'] as unknown as string[] | undefined) ?? []))
          if (set.startsWith(`${SESSION_COOKIE}=`) || set.startsWith(`${GUEST_CSRF_COOKIE}=`))
            jar.set(set.split('=')[0]!, set.split(';')[0]!);
        return res;
      };
      const page = keep(await send(request(sandbox.app).get('/')).expect(200));
      const csrf = /csrf-token" content="([^"]+)"/.exec(page.text)![1];
      keep(await send(request(sandbox.app).get('/api/login/image_captcha?t=1')).expect(200));
      // Sandbox has no fixed captcha: give the issued challenge a known code, as a person reading the image would.
      await conn.execute(`update captcha_challenge set code_hash = encode(sha256('ABCDE'), 'hex')`);
      const login = keep(
        await send(request(sandbox.app).post('/graphql'))
          .set('X-CSRF-TOKEN', csrf)
          .send({
            query: `mutation { login(input: {account: "business01", password: "${DEMO_PASSWORD}", captcha: "ABCDE", kind: MEMBER}) { viewer { kind } } }`,
          }),
      );
      expect(login.body.data.login.viewer).toEqual({ kind: 'MEMBER' });
      const own = await send(request(sandbox.app).get('/api/dev/outbox')).expect(200);
      expect((own.body.data as { subject: string }[]).map((m) => m.subject).sort()).toEqual(['mine', 'mine too']);
      expect(
        (await send(request(sandbox.app).get('/api/dev/outbox?to=personal01@example.com')).expect(200)).body.data,
      ).toEqual([]);
    } finally {
      await sandbox.close();
    }
  });
});

describe('links in mail', () => {
  it('come from APP_URL, never from the Host or X-Forwarded-Host headers', async () => {
    const c = await visitor();
    await c.agent.get('/api/login/image_captcha?t=1').set('Host', 'evil.example');
    const res = await c.agent
      .post('/graphql')
      .set('Host', 'evil.example')
      .set('X-Forwarded-Host', 'evil.example')
      .set('X-Forwarded-Proto', 'http')
      .set('X-CSRF-TOKEN', c.csrfToken)
      .send({
        query: FORGOT,
        variables: {
          input: { kind: 'MEMBER', account: 'agent01', email: 'agent01@example.com', captcha: TEST_CAPTCHA },
        },
      });
    expect(res.body.data.forgotPassword.success).toBe(true);
    const [mail] = await t.orm.em
      .getConnection()
      .execute<{ body_text: string }[]>(
        `select body_text from outbox_message where recipient = 'agent01@example.com' order by id desc limit 1`,
      );
    expect(mail.body_text).not.toContain('evil.example');
    expect(mail.body_text).toContain(`${t.config.appUrl}/verify/resetp/`);
  });
});
