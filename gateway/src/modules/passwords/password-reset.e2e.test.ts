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
  return (await c.gql<{ forgotPassword: Payload }>(FORGOT, { input: { kind, account, email, captcha: TEST_CAPTCHA } })).data!.forgotPassword;
}

/** Reads the newest reset link for an address from the developer mailbox, as a person would. */
async function linkFromMailbox(email: string): Promise<string> {
  const c = await visitor();
  const res = await c.agent.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`).expect(200);
  const mail = (res.body.data as { subject: string; bodyText: string }[]).find((m) => m.subject === 'PayDesk 重設密碼通知');
  const token = /\/verify\/resetp\/([A-Za-z0-9_-]+)/.exec(mail!.bodyText)?.[1];
  expect(token).toBeDefined();
  return token!;
}

async function reset(token: string, password: string): Promise<Payload> {
  const c = await visitor();
  return (await c.gql<{ resetPassword: Payload }>(RESET, { input: { token, newPassword: password, newPasswordConfirmed: password } })).data!.resetPassword;
}

const outboxCount = async () => (await t.orm.em.getConnection().execute<{ n: number }[]>('select count(*)::int as n from outbox_message'))[0].n;

describe('forgot and reset password', () => {
  it('mails a link that resets the password once', async () => {
    expect(await forgot('business01', 'business01@example.com')).toEqual({ success: true, message: SENT, errors: [] });
    const token = await linkFromMailbox('business01@example.com');
    const c = await visitor();
    expect((await c.gql<{ resetTokenStatus: { valid: boolean; kind: string } }>(`{ resetTokenStatus(token: "${token}") { valid kind } }`)).data!.resetTokenStatus).toEqual({ valid: true, kind: 'MEMBER' });

    expect(await reset(token, 'Reset+Business26')).toEqual({ success: true, message: '密碼已重設，請以新密碼登入', errors: [] });
    expect((await t.client().login('business01', 'MEMBER', 'Reset+Business26')).viewer).not.toBeNull();
    // Single use.
    const again = await reset(token, 'Another+Reset26');
    expect(again.errors).toEqual([{ field: null, code: 'TOKEN_INVALID', message: '重設密碼連結無效或已過期，請重新申請' }]);
    expect((await c.gql<{ resetTokenStatus: { valid: boolean } }>(`{ resetTokenStatus(token: "${token}") { valid } }`)).data!.resetTokenStatus.valid).toBe(false);
  });

  it('stores only a hash of the token', async () => {
    await forgot('agent01', 'agent01@example.com');
    const token = await linkFromMailbox('agent01@example.com');
    const rows = await t.orm.em.getConnection().execute<{ token_hash: string }[]>('select token_hash from password_reset_token');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.token_hash !== token && /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('refuses a token older than 60 minutes', async () => {
    await forgot('personal01', 'personal01@example.com');
    const token = await linkFromMailbox('personal01@example.com');
    await t.orm.em.getConnection().execute(`update password_reset_token set expires_at = now() - interval '1 second' where used_at is null`);
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
    expect(await forgot('personal01', 'someone.else@example.com')).toEqual({ success: true, message: SENT, errors: [] });
    expect(await forgot('buyer01', 'buyer01@example.com', 'MEMBER')).toEqual({ success: true, message: SENT, errors: [] });
    expect(await outboxCount()).toBe(before);
  });

  it('serves buyers from their own page', async () => {
    await forgot('buyer01', 'buyer01@example.com', 'BUYER');
    const token = await linkFromMailbox('buyer01@example.com');
    const c = await visitor();
    expect((await c.gql<{ resetTokenStatus: { kind: string } }>(`{ resetTokenStatus(token: "${token}") { kind } }`)).data!.resetTokenStatus.kind).toBe('BUYER');
  });

  it('applies the password rules and the history to the new password', async () => {
    await forgot('agent01', 'agent01@example.com');
    const token = await linkFromMailbox('agent01@example.com');
    expect((await reset(token, 'short')).errors[0]).toEqual({ field: 'newPassword', code: 'INVALID', message: '密碼長度至少 12 個字元' });
    expect((await reset(token, DEMO_PASSWORD)).errors[0]).toEqual({ field: 'newPassword', code: 'PASSWORD_REUSED', message: '新密碼不可與最近 3 次使用過的密碼相同' });
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
    const prod = await createTestApp({ APP_ENV: 'production', SESSION_SECRET: TEST_SESSION_SECRET, CAPTCHA_FIXED_CODE: '' });
    try {
      const c = prod.client();
      await c.agent.get('/api/dev/outbox').expect(404);
    } finally {
      await prod.close();
    }
  });

  it('in sandbox shows one recipient at a time, never the whole outbox', async () => {
    const sandbox = await createTestApp({ APP_ENV: 'sandbox', SESSION_SECRET: TEST_SESSION_SECRET, CAPTCHA_FIXED_CODE: '' });
    try {
      await sandbox.orm.em.getConnection().execute(`insert into outbox_message (channel, recipient, subject, body_text) values ('mail', 'a@example.com', 's', 'b')`);
      const c = sandbox.client();
      expect((await c.agent.get('/api/dev/outbox').expect(200)).body.data).toEqual([]);
      expect((await c.agent.get('/api/dev/outbox?to=a@example.com').expect(200)).body.data).toHaveLength(1);
    } finally {
      await sandbox.close();
    }
  });
});
