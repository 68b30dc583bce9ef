import {
  ChangePasswordDocument,
  KeepPasswordDocument,
  PasswordStateDocument,
  SignupDocument,
  ViewerDocument,
  type Ops,
} from '../../test/client-operations';
import { createTestApp, DEMO_PASSWORD, TEST_CAPTCHA, type TestApp, type TestClient } from '../../test/test-app';
import { nationalIdFor } from '../../test/identity-numbers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const conn = () => t.orm.em.getConnection();

async function aesStr(c: TestClient): Promise<string> {
  const res = await c.gql(PasswordStateDocument);
  return res.data!.passwordState!.aesStr;
}

async function change(
  c: TestClient,
  oldPassword: string,
  newPassword: string,
  extra: Partial<Ops.ChangePasswordInput> = {},
): Promise<Ops.ChangePasswordMutation['changePassword']> {
  const input = {
    oldPassword,
    newPassword,
    newPasswordConfirmed: newPassword,
    captcha: TEST_CAPTCHA,
    aesStr: await aesStr(c),
    ...extra,
  };
  return (await c.gql(ChangePasswordDocument, { input })).data!.changePassword;
}

/** A fresh personal member per test, so password history does not leak between tests. */
let seq = 0;
async function freshMember(): Promise<{ c: TestClient; account: string }> {
  seq += 1;
  const account = `pwd_user${seq}`;
  const c = t.client();
  await c.openPage();
  const res = await c.gql(SignupDocument, {
    input: {
      kind: 'PERSONAL',
      account,
      password: DEMO_PASSWORD,
      passwordConfirmed: DEMO_PASSWORD,
      name: '密碼測試',
      identityNo: nationalIdFor(`D1${2000000 + seq}`),
      email: `${account}@example.com`,
      mobile: `0920${100000 + seq}`,
      agreeTerms: true,
      captcha: TEST_CAPTCHA,
    },
  });
  expect(res.data!.signup.errors).toEqual([]);
  return { c, account };
}

describe('changePassword', () => {
  it('changes the password: the old one stops working, the new one signs in', async () => {
    const { c, account } = await freshMember();
    const result = await change(c, DEMO_PASSWORD, 'Brand+New2026pw');
    expect(result).toEqual({ success: true, message: '密碼變更成功，請以新密碼重新登入', errors: [] });
    expect((await t.client().login(account, 'MEMBER', DEMO_PASSWORD)).viewer).toBeNull();
    expect((await t.client().login(account, 'MEMBER', 'Brand+New2026pw')).viewer).not.toBeNull();
  });

  it('signs the account out everywhere else and keeps the session that changed it', async () => {
    const { c, account } = await freshMember();
    const other = t.client();
    expect((await other.login(account)).viewer).not.toBeNull();
    const viewer = (cl: TestClient) => cl.gql(ViewerDocument);
    expect((await viewer(other)).data!.viewer?.account).toBe(account);

    expect((await change(c, DEMO_PASSWORD, 'Brand+New2026pw')).success).toBe(true);
    // Its session row is gone: that browser is a guest again, signed out.
    expect((await viewer(other)).data!.viewer).toBeNull();
    expect((await viewer(c)).data!.viewer?.account).toBe(account);
  });

  it.each([
    ['oldPassword', { oldPassword: '' }, '請輸入目前的登入密碼'],
    ['newPassword', { newPassword: 'Short+1a', newPasswordConfirmed: 'Short+1a' }, '密碼長度至少 12 個字元'],
    [
      'newPassword',
      { newPassword: 'alllowercase+12', newPasswordConfirmed: 'alllowercase+12' },
      '密碼須包含英文小寫、英文大寫、數字及特殊符號（+ - * ! @ # $ % &）',
    ],
    ['newPasswordConfirmed', { newPasswordConfirmed: 'Different+2026' }, '確認密碼需與登入密碼相同'],
    ['captcha', { captcha: '' }, '請輸入驗證碼'],
    ['captcha', { captcha: 'ABCDEF' }, '驗證碼最多 5 個字元'],
    ['captcha', { captcha: 'ZZZZZ' }, '驗證碼錯誤，請重新輸入'],
    ['oldPassword', { oldPassword: 'Wrong+Password1' }, '目前的登入密碼錯誤'],
    [null, { aesStr: 'forged' }, '頁面已逾時，請重新整理後再試'],
  ])('refuses an invalid %s', async (field, overrides, message) => {
    const { c } = await freshMember();
    const result = await change(c, DEMO_PASSWORD, 'Brand+New2026pw', overrides as Partial<Ops.ChangePasswordInput>);
    expect(result.success).toBe(false);
    expect(result.message).toBe(message);
    expect(result.errors).toEqual([expect.objectContaining({ field, message })]);
  });

  it('refuses the last three passwords and accepts the fourth-latest', async () => {
    const { c } = await freshMember();
    const [a, b, d] = [DEMO_PASSWORD, 'Second+Pass2026', 'Fourth+Pass2026'];
    const cc = 'Third+Pass20266';
    expect((await change(c, a, b)).success).toBe(true);
    expect((await change(c, b, cc)).success).toBe(true);
    expect((await change(c, cc, d)).success).toBe(true);
    for (const reused of [d, cc, b]) {
      const result = await change(c, d, reused);
      expect(result.errors).toEqual([
        { field: 'newPassword', code: 'PASSWORD_REUSED', message: '新密碼不可與最近 3 次使用過的密碼相同' },
      ]);
    }
    expect((await change(c, d, a)).success).toBe(true);
  });

  it('spends the AesStr token: a replayed change is refused', async () => {
    const { c } = await freshMember();
    const token = await aesStr(c);
    const input = {
      oldPassword: DEMO_PASSWORD,
      newPassword: 'Brand+New2026pw',
      newPasswordConfirmed: 'Brand+New2026pw',
      captcha: TEST_CAPTCHA,
      aesStr: token,
    };
    expect((await c.gql(ChangePasswordDocument, { input })).data!.changePassword.success).toBe(true);
    const replay = await c.gql(ChangePasswordDocument, {
      input: {
        ...input,
        oldPassword: 'Brand+New2026pw',
        newPassword: 'Other+New2026pw',
        newPasswordConfirmed: 'Other+New2026pw',
      },
    });
    expect(replay.data!.changePassword.errors[0].code).toBe('AES_INVALID');
  });

  it('clears the default-password flag and restarts the 90 days', async () => {
    const { c, account } = await freshMember();
    await conn().execute(
      `update member set default_password = true, password_changed_at = now() - interval '200 days' where login_name = ?`,
      [account],
    );
    const before = await c.gql(PasswordStateDocument);
    expect(before.data!.passwordState).toMatchObject({ mustChange: true, expired: false });
    expect((await change(c, DEMO_PASSWORD, 'Brand+New2026pw')).success).toBe(true);
    const after = await c.gql(PasswordStateDocument);
    expect(after.data!.passwordState).toMatchObject({ mustChange: false, expired: false });
  });

  it('refuses visitors (GraphQL error) and gives assistants no password state', async () => {
    const visitor = t.client();
    await visitor.openPage();
    const res = await visitor.gql(PasswordStateDocument);
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const assistant = t.client();
    await assistant.login('assist01');
    expect((await assistant.gql(PasswordStateDocument)).data?.passwordState).toBeNull();
  });
});

describe('the 90-day rule and keepPassword', () => {
  const state = async (c: TestClient) => {
    const { mustChange, expired } = (await c.gql(PasswordStateDocument)).data!.passwordState!;
    return { mustChange, expired };
  };

  it('reports a password older than 90 days as expired; keep restarts the 90 days', async () => {
    const { c, account } = await freshMember();
    await conn().execute(`update member set password_changed_at = now() - interval '89 days' where login_name = ?`, [
      account,
    ]);
    expect(await state(c)).toEqual({ mustChange: false, expired: false });
    const early = (await c.gql(KeepPasswordDocument)).data!.keepPassword;
    expect(early).toMatchObject({ success: false, message: '目前不需要保留密碼' });

    await conn().execute(`update member set password_changed_at = now() - interval '91 days' where login_name = ?`, [
      account,
    ]);
    expect(await state(c)).toEqual({ mustChange: false, expired: true });
    const kept = (await c.gql(KeepPasswordDocument)).data!.keepPassword;
    expect(kept).toMatchObject({ success: true, message: '已保留原密碼，90 天後將再次提醒您變更密碼' });
    expect(await state(c)).toEqual({ mustChange: false, expired: false });
  });

  it('does not let a default password be kept', async () => {
    const { c, account } = await freshMember();
    await conn().execute(
      `update member set default_password = true, password_changed_at = now() - interval '100 days' where login_name = ?`,
      [account],
    );
    const result = (await c.gql(KeepPasswordDocument)).data!.keepPassword;
    expect(result).toMatchObject({ success: false, message: '您目前使用的是預設密碼，請立即變更密碼' });
  });
});

describe('REST /api/member/change_password and keep_password', () => {
  it('answers 401 to visitors', async () => {
    const c = t.client();
    await c.openPage();
    await c.post('/api/member/change_password', {}).expect(401);
    await c.post('/api/member/keep_password', {}).expect(401);
  });

  it('changes the password from the legacy form fields, with the AesStr of check_miss_info', async () => {
    const { c, account } = await freshMember();
    const info = await c.post('/api/register/member/check_miss_info').expect(200);
    const res = await c
      .post('/api/member/change_password')
      .type('form')
      .send({
        OldLoginPP: DEMO_PASSWORD,
        NewLoginPP: 'Legacy+Form2026',
        NewLoginPPConfirmed: 'Legacy+Form2026',
        CaptchaCode: TEST_CAPTCHA,
        AesStr: info.body.data[0].AesStr,
      })
      .expect(200);
    expect(res.body).toEqual({ success: true, message: '密碼變更成功，請以新密碼重新登入' });
    expect((await t.client().login(account, 'MEMBER', 'Legacy+Form2026')).viewer).not.toBeNull();
  });

  it('answers failures with success false and the message', async () => {
    const { c } = await freshMember();
    const token = await aesStr(c);
    const res = await c
      .post('/api/member/change_password')
      .send({
        OldLoginPP: DEMO_PASSWORD,
        NewLoginPP: 'Legacy+Form2026',
        NewLoginPPConfirmed: 'Mismatch+2026x',
        CaptchaCode: TEST_CAPTCHA,
        AesStr: token,
      })
      .expect(200);
    expect(res.body).toEqual({ success: false, message: '確認密碼需與登入密碼相同' });
  });

  it('keeps an expired password', async () => {
    const { c, account } = await freshMember();
    await conn().execute(`update member set password_changed_at = now() - interval '120 days' where login_name = ?`, [
      account,
    ]);
    const res = await c.post('/api/member/keep_password').expect(200);
    expect(res.body).toEqual({ success: true, message: '已保留原密碼，90 天後將再次提醒您變更密碼' });
    const again = await c.post('/api/member/keep_password').expect(200);
    expect(again.body).toEqual({ success: false, message: '目前不需要保留密碼' });
  });
});
