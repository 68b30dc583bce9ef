import { createTestApp, TEST_CAPTCHA, type TestApp } from '../../test/test-app';
import { nationalIdFor } from '../../test/identity-numbers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Err = { field: string | null; code: string; message: string };
type SignupResult = { signup: { viewer: { kind: string; memType: string; account: string } | null; errors: Err[] } };

const MUTATION = `mutation Signup($input: SignupInput!) { signup(input: $input) { viewer { kind memType account } errors { field code message } } }`;

let seq = 0;
function personal(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    kind: 'PERSONAL',
    account: `new_user${seq}`,
    password: 'Strong+Pass2026',
    passwordConfirmed: 'Strong+Pass2026',
    name: '張新會員',
    identityNo: nationalIdFor(`B1${String(2000000 + seq)}`),
    email: `new${seq}@example.com`,
    mobile: `0910${String(100000 + seq)}`,
    agreeTerms: true,
    captcha: TEST_CAPTCHA,
    ...overrides,
  };
}

async function signup(input: Record<string, unknown>) {
  const c = t.client();
  await c.openPage();
  const res = await c.gql<SignupResult>(MUTATION, { input });
  return { c, result: res.data!.signup };
}

const memberCount = async () =>
  (await t.orm.em.getConnection().execute<{ n: number }[]>('select count(*)::int as n from member'))[0].n;

describe('signup', () => {
  it('creates a personal member, signs it in and leaves it pending review', async () => {
    const input = personal();
    const { c, result } = await signup(input);
    expect(result.errors).toEqual([]);
    expect(result.viewer).toEqual({ kind: 'MEMBER', memType: 'PERSONAL', account: input.account });
    const me = await c.gql<{ viewer: { account: string } }>('{ viewer { account } }');
    expect(me.data?.viewer.account).toBe(input.account);
    const [row] = await t.orm.em
      .getConnection()
      .execute<{ status: number; profile_completed: boolean; password_hash: string }[]>(
        'select status, profile_completed, password_hash from member where login_name = ?',
        [input.account],
      );
    expect(row).toMatchObject({ status: 9, profile_completed: false });
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2/);
  });

  it('creates a business member with a tax ID and a buyer without an identity', async () => {
    const business = await signup(personal({ kind: 'BUSINESS', name: '新創科技有限公司', identityNo: '12345675' }));
    expect(business.result.viewer).toMatchObject({ kind: 'MEMBER', memType: 'BUSINESS' });
    const buyer = await signup(personal({ kind: 'BUYER', identityNo: null }));
    expect(buyer.result.viewer).toMatchObject({ kind: 'BUYER', memType: 'BUYER' });
  });

  it.each([
    ['account', { account: 'bad account!' }, '帳號最多 20 個字元，僅限英文字母、數字及 _ . @'],
    ['account', { account: 'a'.repeat(21) }, '帳號最多 20 個字元，僅限英文字母、數字及 _ . @'],
    ['password', { password: 'Short+1a', passwordConfirmed: 'Short+1a' }, '密碼長度至少 12 個字元'],
    [
      'password',
      { password: 'nouppercase+1', passwordConfirmed: 'nouppercase+1' },
      '密碼須包含英文小寫、英文大寫、數字及特殊符號（+ - * ! @ # $ % &）',
    ],
    [
      'password',
      { password: 'NoSpecial12345', passwordConfirmed: 'NoSpecial12345' },
      '密碼須包含英文小寫、英文大寫、數字及特殊符號（+ - * ! @ # $ % &）',
    ],
    ['passwordConfirmed', { passwordConfirmed: 'Other+Pass2026' }, '確認密碼需與登入密碼相同'],
    [
      'identityNo',
      { identityNo: 'a123456789' },
      '身分證字號格式錯誤（首字為大寫英文字母，第二碼為 1 或 2，後接 8 位數字）',
    ],
    [
      'identityNo',
      { identityNo: 'A323456789' },
      '身分證字號格式錯誤（首字為大寫英文字母，第二碼為 1 或 2，後接 8 位數字）',
    ],
    // The shape is right, the check digit is not (the national ID the review signed up with).
    ['identityNo', { identityNo: 'F223456788' }, '身分證字號檢查碼不符，請確認號碼是否輸入正確'],
    ['email', { email: 'user example@x.com' }, '電子信箱格式錯誤'],
    ['email', { email: '使用者@example.com' }, '電子信箱格式錯誤'],
    ['email', { email: 'user@example' }, '電子信箱格式錯誤'],
    ['mobile', { mobile: '0812345678' }, '手機號碼格式錯誤，請輸入 09 開頭的 10 位數字'],
    ['mobile', { mobile: '091234567' }, '手機號碼格式錯誤，請輸入 09 開頭的 10 位數字'],
    ['name', { name: '王小明1' }, '姓名僅限中文或英文字母，且少於 30 個字'],
    ['name', { name: '王'.repeat(30) }, '姓名僅限中文或英文字母，且少於 30 個字'],
    ['agreeTerms', { agreeTerms: false }, '請閱讀並同意服務條款與隱私權政策'],
  ])('refuses an invalid %s with the SPEC message and creates nothing', async (field, overrides, message) => {
    const before = await memberCount();
    const { result } = await signup(personal(overrides));
    expect(result.viewer).toBeNull();
    expect(result.errors).toEqual([{ field, code: field === 'agreeTerms' ? 'TERMS' : 'INVALID', message }]);
    expect(await memberCount()).toBe(before);
  });

  it('checks a business tax ID as 8 digits', async () => {
    const { result } = await signup(personal({ kind: 'BUSINESS', name: '某公司', identityNo: 'A123456789' }));
    expect(result.errors).toEqual([{ field: 'identityNo', code: 'INVALID', message: '統一編號須為 8 位數字' }]);
  });

  it('refuses a business tax ID with a wrong check digit and creates nothing', async () => {
    const before = await memberCount();
    const { result } = await signup(personal({ kind: 'BUSINESS', name: '某公司', identityNo: '12345678' }));
    expect(result.errors).toEqual([
      { field: 'identityNo', code: 'INVALID', message: '統一編號檢查碼不符，請確認號碼是否輸入正確' },
    ]);
    expect(await memberCount()).toBe(before);
  });

  it('refuses a wrong captcha', async () => {
    const { result } = await signup(personal({ captcha: 'ZZZZZ' }));
    expect(result.errors).toEqual([{ field: 'captcha', code: 'CAPTCHA_INVALID', message: '驗證碼錯誤，請重新輸入' }]);
  });

  describe('uniqueness', () => {
    it.each([
      ['an existing seller account (any case)', { account: 'PERSONAL01' }, 'account', '此帳號已被使用，請更換其他帳號'],
      ['an assistant login name', { account: 'assist01' }, 'account', '此帳號已被使用，請更換其他帳號'],
      ['an operator login name', { account: 'ops01' }, 'account', '此帳號已被使用，請更換其他帳號'],
      ['a registered national ID', { identityNo: 'A123456789' }, 'identityNo', '此身分證字號已註冊為會員'],
      ["a personal member's email", { email: 'Personal01@example.com' }, 'email', '此電子信箱已被其他個人會員使用'],
      ["a personal member's mobile", { mobile: '0912345678' }, 'mobile', '此手機號碼已被其他個人會員使用'],
    ])('refuses %s on its field and creates nothing', async (_what, overrides, field, message) => {
      const before = await memberCount();
      const { result } = await signup(personal(overrides));
      expect(result.viewer).toBeNull();
      expect(result.errors).toEqual([{ field, code: 'DUPLICATE', message }]);
      expect(await memberCount()).toBe(before);
    });

    it('refuses a second business with the same tax ID', async () => {
      const { result } = await signup(personal({ kind: 'BUSINESS', name: '另一家公司', identityNo: '24536806' }));
      expect(result.errors).toEqual([{ field: 'identityNo', code: 'DUPLICATE', message: '此統一編號已註冊為會員' }]);
    });

    it('lets a business and a buyer reuse a personal email and mobile, and a buyer reuse a seller account name', async () => {
      const business = await signup(
        personal({
          kind: 'BUSINESS',
          name: '共用信箱公司',
          identityNo: '87654322',
          email: 'personal01@example.com',
          mobile: '0912345678',
        }),
      );
      expect(business.result.errors).toEqual([]);
      const buyer = await signup(
        personal({ kind: 'BUYER', identityNo: null, account: 'personal01', email: 'personal01@example.com' }),
      );
      expect(buyer.result.errors).toEqual([]);
      const again = await signup(personal({ kind: 'BUYER', identityNo: null, account: 'buyer01' }));
      expect(again.result.errors).toEqual([
        { field: 'account', code: 'DUPLICATE', message: '此帳號已被使用，請更換其他帳號' },
      ]);
    });

    it('lets only one of two concurrent signups with the same national ID through', async () => {
      const id = 'C123456781';
      const results = await Promise.all([signup(personal({ identityNo: id })), signup(personal({ identityNo: id }))]);
      const succeeded = results.filter((r) => r.result.errors.length === 0);
      expect(succeeded).toHaveLength(1);
      const [{ n }] = await t.orm.em
        .getConnection()
        .execute<{ n: number }[]>('select count(*)::int as n from member where identity_no = ?', [id]);
      expect(n).toBe(1);
    });
  });
});
