import { createTestApp, DEMO_PASSWORD, TEST_CAPTCHA, type TestApp, type TestClient } from '../../test/test-app';
import { nationalIdFor, taxIdFor } from '../../test/identity-numbers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Payload = {
  success: boolean;
  message: string;
  errors: { field: string | null; code: string; message: string }[];
  resendAfterSeconds: number;
};
const SEND = `mutation S($channel: VerificationChannel!) { sendVerificationCode(channel: $channel) { success message errors { field code message } resendAfterSeconds } }`;
const VERIFY = `mutation V($input: VerifyCodeInput!) { verifyCode(input: $input) { success message errors { field code message } resendAfterSeconds } }`;
const conn = () => t.orm.em.getConnection();

let seq = 0;
async function freshMember(
  kind: 'PERSONAL' | 'BUSINESS' = 'PERSONAL',
): Promise<{ c: TestClient; email: string; mobile: string }> {
  seq += 1;
  const account = `otp_user${seq}`;
  const email = `${account}@example.com`;
  const mobile = `0930${100000 + seq}`;
  const c = t.client();
  await c.openPage();
  const res = await c.gql<{ signup: { errors: unknown[] } }>(
    `mutation S($input: SignupInput!) { signup(input: $input) { errors { message } } }`,
    {
      input: {
        kind,
        account,
        password: DEMO_PASSWORD,
        passwordConfirmed: DEMO_PASSWORD,
        name: kind === 'PERSONAL' ? '驗證測試' : '驗證測試公司',
        identityNo: kind === 'PERSONAL' ? nationalIdFor(`F1${2000000 + seq}`) : taxIdFor(`${3000000 + seq}`),
        email,
        mobile,
        agreeTerms: true,
        captcha: TEST_CAPTCHA,
      },
    },
  );
  expect(res.data!.signup.errors).toEqual([]);
  return { c, email, mobile };
}

const send = async (c: TestClient, channel: string) =>
  (await c.gql<{ sendVerificationCode: Payload }>(SEND, { channel })).data!.sendVerificationCode;
const verify = async (c: TestClient, channel: string, code: string) =>
  (await c.gql<{ verifyCode: Payload }>(VERIFY, { input: { channel, code } })).data!.verifyCode;

async function codeSentTo(recipient: string): Promise<string> {
  const [row] = await conn().execute<{ body_text: string }[]>(
    'select body_text from outbox_message where recipient = ? order by id desc limit 1',
    [recipient],
  );
  return /(\d{6})/.exec(row.body_text)![1];
}
const status = async (c: TestClient) =>
  (
    await c.gql<{
      verificationStatus: {
        emailVerified: boolean;
        mobileVerified: boolean;
        mobileRequired: boolean;
        emailResendAfterSeconds: number;
      };
    }>('{ verificationStatus { emailVerified mobileVerified mobileRequired emailResendAfterSeconds } }')
  ).data!.verificationStatus;

describe('email verification', () => {
  it('mails a 6-digit code that verifies the email (MailOTP becomes Y)', async () => {
    const { c, email } = await freshMember();
    const info = async () => (await c.post('/api/register/member/check_miss_info').expect(200)).body.data[0];
    expect((await info()).MailOTP).toBe('N');
    const sent = await send(c, 'EMAIL');
    expect(sent).toEqual({
      success: true,
      message: '驗證碼已寄至您的電子信箱，10 分鐘內有效',
      errors: [],
      resendAfterSeconds: 60,
    });
    const code = await codeSentTo(email);
    expect(await verify(c, 'EMAIL', code)).toMatchObject({ success: true, message: '驗證成功' });
    expect((await status(c)).emailVerified).toBe(true);
    expect((await info()).MailOTP).toBe('Y');
    expect((await send(c, 'EMAIL')).errors[0].code).toBe('ALREADY_VERIFIED');
  });

  it('sends one code when 20 requests race past the countdown', async () => {
    const { c, email } = await freshMember();
    const results = await Promise.all(Array.from({ length: 20 }, () => send(c, 'EMAIL')));
    expect(results.filter((r) => r.success)).toHaveLength(1);
    expect(results.filter((r) => !r.success).every((r) => r.errors[0].code === 'TOO_SOON')).toBe(true);
    const [row] = await conn().execute<{ n: number }[]>(
      'select count(*)::int as n from verification_code v join member m on m.id = v.member_id where m.email = ?',
      [email],
    );
    expect(row.n).toBe(1);
  });

  it('enforces the resend countdown', async () => {
    const { c } = await freshMember();
    await send(c, 'EMAIL');
    const again = await send(c, 'EMAIL');
    expect(again.success).toBe(false);
    expect(again.errors[0].code).toBe('TOO_SOON');
    expect(again.resendAfterSeconds).toBeGreaterThan(55);
    expect(again.message).toMatch(/^請於 \d+ 秒後再重新發送驗證碼$/);
    expect((await status(c)).emailResendAfterSeconds).toBeGreaterThan(55);
    await conn().execute(`update verification_code set created_at = now() - interval '61 seconds'`);
    expect((await send(c, 'EMAIL')).success).toBe(true);
  });

  it('refuses an expired code', async () => {
    const { c, email } = await freshMember();
    await send(c, 'EMAIL');
    const code = await codeSentTo(email);
    await conn().execute(`update verification_code set expires_at = now() - interval '1 second' where target = ?`, [
      email,
    ]);
    expect((await verify(c, 'EMAIL', code)).errors[0]).toEqual({
      field: 'code',
      code: 'EXPIRED',
      message: '驗證碼已過期，請重新發送',
    });
  });

  it('allows 5 attempts per code, then the right code no longer works', async () => {
    const { c, email } = await freshMember();
    await send(c, 'EMAIL');
    const code = await codeSentTo(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) messages.push((await verify(c, 'EMAIL', wrong)).message);
    expect(messages).toEqual([
      '驗證碼錯誤，還可再試 4 次',
      '驗證碼錯誤，還可再試 3 次',
      '驗證碼錯誤，還可再試 2 次',
      '驗證碼錯誤，還可再試 1 次',
      '驗證錯誤次數過多，請重新發送驗證碼',
    ]);
    expect((await verify(c, 'EMAIL', code)).errors[0].code).toBe('TOO_MANY_ATTEMPTS');
    expect((await status(c)).emailVerified).toBe(false);
  });

  it('checks the code format with the SPEC message', async () => {
    const { c } = await freshMember();
    expect((await verify(c, 'EMAIL', '12ab')).errors[0]).toEqual({
      field: 'code',
      code: 'INVALID',
      message: '請輸入 6 位數字驗證碼',
    });
  });
});

describe('mobile verification', () => {
  it('texts a code through the SMS provider (dev outbox) and verifies a personal member', async () => {
    const { c, mobile } = await freshMember();
    expect((await status(c)).mobileRequired).toBe(true);
    expect(await send(c, 'MOBILE')).toMatchObject({ success: true, message: '驗證碼已傳送至您的手機，10 分鐘內有效' });
    const [sms] = await conn().execute<{ channel: string }[]>(
      'select channel from outbox_message where recipient = ?',
      [mobile],
    );
    expect(sms.channel).toBe('sms');
    expect((await verify(c, 'MOBILE', await codeSentTo(mobile))).success).toBe(true);
    expect((await status(c)).mobileVerified).toBe(true);
  });

  it('is not required of business members', async () => {
    const { c } = await freshMember('BUSINESS');
    expect((await status(c)).mobileRequired).toBe(false);
    expect((await send(c, 'MOBILE')).errors[0].code).toBe('NOT_REQUIRED');
  });
});

describe('updateContact', () => {
  const UPDATE = `mutation U($input: UpdateContactInput!) { updateContact(input: $input) { success message errors { field code message } } }`;
  const update = async (c: TestClient, email: string, mobile: string) =>
    (await c.gql<{ updateContact: Payload }>(UPDATE, { input: { email, mobile } })).data!.updateContact;

  it('a changed email must be verified again; an unchanged mobile stays verified', async () => {
    const { c, email, mobile } = await freshMember();
    await send(c, 'EMAIL');
    await verify(c, 'EMAIL', await codeSentTo(email));
    await send(c, 'MOBILE');
    await verify(c, 'MOBILE', await codeSentTo(mobile));
    const res = await update(c, `changed.${email}`, mobile);
    expect(res).toMatchObject({ success: true, message: '聯絡資料已更新，請重新驗證變更的電子信箱或手機號碼' });
    expect(await status(c)).toMatchObject({ emailVerified: false, mobileVerified: true });
  });

  it('validates formats and keeps personal email and mobile unique', async () => {
    const { c } = await freshMember();
    expect((await update(c, 'bad', '0812')).errors.map((e) => e.message)).toEqual([
      '電子信箱格式錯誤',
      '手機號碼格式錯誤，請輸入 09 開頭的 10 位數字',
    ]);
    expect((await update(c, 'personal01@example.com', '0912345678')).errors.map((e) => e.code)).toEqual([
      'DUPLICATE',
      'DUPLICATE',
    ]);
  });
});

describe('daily send limit', () => {
  it('allows 10 codes per channel in 24 hours', async () => {
    const { c } = await freshMember();
    await conn().execute(
      `insert into verification_code (member_id, channel, target, code_hash, expires_at, created_at)
       select m.id, 'email', m.email, 'x', now(), now() - interval '2 hours' from member m, generate_series(1, 10) where m.login_name = (select login_name from member order by id desc limit 1)`,
    );
    const res = await send(c, 'EMAIL');
    expect(res.errors[0]).toEqual({
      field: null,
      code: 'DAILY_LIMIT',
      message: '今日發送驗證碼次數已達上限，請明天再試',
    });
  });
});
