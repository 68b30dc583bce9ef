import { createTestApp, TEST_CAPTCHA, type TestApp } from '../../test/test-app';
import { LOGIN_LIMITS } from './login-throttle.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The throttle key of a seeded member: its kind and id, whatever spelling was typed. */
async function memberKey(loginName: string): Promise<string> {
  const [row] = await t.orm.em
    .getConnection()
    .execute<{ id: number }[]>('select id from member where login_name = ?', [loginName]);
  return `member:${row.id}`;
}

const reset = () => t.orm.em.getConnection().execute('delete from login_failure; delete from login_throttle');

describe('failed-login limits', () => {
  beforeEach(reset);

  it('locks the account for 15 minutes after 5 consecutive failures, even with the right password', async () => {
    for (let i = 0; i < LOGIN_LIMITS.consecutiveFailures; i++) {
      const r = await t.client().login('personal01', 'MEMBER', 'Wrong+Password99');
      expect(r.errors[0].code).toBe('LOGIN_FAILED');
    }
    const locked = await t.client().login('personal01');
    expect(locked.viewer).toBeNull();
    expect(locked.errors[0].code).toBe('LOGIN_LOCKED');
    expect(locked.errors[0].message).toMatch(/^登入失敗次數過多，帳號已暫時鎖定，請於 \d{2}:\d{2} 後再試。$/);
    const [row] = await t.orm.em
      .getConnection()
      .execute<{ minutes: number }[]>(
        `select round(extract(epoch from locked_until - now()) / 60)::int as minutes from login_throttle where account_key = ?`,
        [await memberKey('personal01')],
      );
    expect(row.minutes).toBe(15);
    // Other accounts are unaffected.
    expect((await t.client().login('business01')).viewer).not.toBeNull();
  });

  it('resets the consecutive count after a success', async () => {
    for (let i = 0; i < LOGIN_LIMITS.consecutiveFailures - 1; i++)
      await t.client().login('personal01', 'MEMBER', 'Wrong+Password99');
    expect((await t.client().login('personal01')).viewer).not.toBeNull();
    for (let i = 0; i < LOGIN_LIMITS.consecutiveFailures - 1; i++)
      await t.client().login('personal01', 'MEMBER', 'Wrong+Password99');
    expect((await t.client().login('personal01')).viewer).not.toBeNull();
  });

  it('counts every aliased login mutation in one request', async () => {
    const c = t.client();
    await c.openPage();
    const aliases = Array.from(
      { length: 7 },
      (_, i) =>
        `a${i}: login(input: {account: "personal01", password: "Wrong+Password99", captcha: "${TEST_CAPTCHA}", kind: MEMBER}) { errors { code } }`,
    ).join('\n');
    const res = await c.gql<Record<string, { errors: { code: string }[] }>>(`mutation { ${aliases} }`);
    const codes = Object.values(res.data!).map((r) => r.errors[0].code);
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('LOGIN_FAILED'));
    expect(codes.slice(5)).toEqual(['LOGIN_LOCKED', 'LOGIN_LOCKED']);
  });

  it('counts concurrent attempts exactly', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => t.client().login('business01', 'MEMBER', 'Wrong+Password99')),
    );
    const codes = results.map((r) => r.errors[0].code).sort();
    expect(codes.filter((c) => c === 'LOGIN_FAILED')).toHaveLength(5);
    expect(codes.filter((c) => c === 'LOGIN_LOCKED')).toHaveLength(3);
  });

  it('refuses an account with 100 failures in the last hour', async () => {
    await t.orm.em
      .getConnection()
      .execute(
        `insert into login_failure (account_key, ip, created_at) select ?, '10.0.0.' || g, now() - interval '30 minutes' from generate_series(1, 100) g`,
        [await memberKey('agent01')],
      );
    const r = await t.client().login('agent01');
    expect(r.errors[0].code).toBe('LOGIN_LOCKED');
  });

  it('refuses an IP with 100 failures in the last hour, whatever the account', async () => {
    await t.orm.em
      .getConnection()
      .execute(
        `insert into login_failure (account_key, ip, created_at) select 'member:x' || g, '127.0.0.1', now() - interval '5 minutes' from generate_series(1, 100) g`,
      );
    const r = await t.client().login('agent01');
    expect(r.errors[0].code).toBe('LOGIN_LOCKED');
    expect(r.errors[0].message).toMatch(/^此網路位置登入失敗次數過多/);
  });

  it('keys the lock on the account, so no Unicode or width spelling of the name escapes it', async () => {
    for (let i = 0; i < LOGIN_LIMITS.consecutiveFailures; i++)
      await t.client().login('business01', 'MEMBER', 'Wrong+Password99');
    for (const spelling of ['business01', 'BUSINESS01', 'Business01', 'ｂｕｓｉｎｅｓｓ０１']) {
      const r = await t.client().login(spelling);
      expect(r.viewer).toBeNull();
      expect(r.errors[0].code).toBe('LOGIN_LOCKED');
    }
    // U+0130 (dotted capital I) lower-cases to "i" plus a combining dot: another name, never business01.
    const dotted = await t.client().login('busİness01');
    expect(dotted.viewer).toBeNull();
    expect(dotted.errors[0].code).toBe('LOGIN_FAILED');
    const keys = await t.orm.em
      .getConnection()
      .execute<{ account_key: string }[]>('select account_key from login_throttle order by account_key');
    expect(keys.map((k) => k.account_key)).toContain(await memberKey('business01'));
  });

  it('signs an account in whatever the case or width of the typed name', async () => {
    expect((await t.client().login('PERSONAL01')).viewer).not.toBeNull();
    expect((await t.client().login('ｐｅｒｓｏｎａｌ０１')).viewer).not.toBeNull();
  });
});
