import { createTestApp, TEST_CAPTCHA, type TestApp, type TestClient } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = async (table: string) =>
  (await t.orm.em.getConnection().execute<{ n: number }[]>(`select count(*)::int as n from ${table}`))[0].n;

async function signedIn(account: string): Promise<TestClient> {
  const c = t.client();
  expect((await c.login(account)).viewer).not.toBeNull();
  return c;
}

describe('input that used to reach PostgreSQL unchecked', () => {
  it('refuses a NUL byte in a GraphQL variable, naming the field, and creates nothing', async () => {
    const before = await count('member');
    const c = t.client();
    await c.openPage();
    const res = await c.gql(`mutation S($input: SignupInput!) { signup(input: $input) { errors { field } } }`, {
      input: {
        kind: 'BUYER',
        account: 'nulbyte01',
        password: 'Sandbox+Demo2026',
        passwordConfirmed: 'Sandbox+Demo2026',
        name: '王\u0000小明',
        email: 'nul@example.com',
        mobile: '0912000111',
        agreeTerms: true,
        captcha: TEST_CAPTCHA,
      },
    });
    expect(res.status).toBe(400);
    expect(res.errors?.[0]).toMatchObject({
      message: '「input.name」含有不允許的控制字元',
      extensions: { code: 'BAD_USER_INPUT', field: 'input.name' },
    });
    expect(await count('member')).toBe(before);
  });

  it('refuses a NUL byte written into a GraphQL string literal', async () => {
    const c = t.client();
    await c.openPage();
    const res = await c.gql(
      `mutation { inquireTrade(input: {tradeNo: "1\\u0000", amount: 1, captcha: "${TEST_CAPTCHA}"}) { errors { field } } }`,
    );
    expect(res.errors?.[0]).toMatchObject({
      message: '「input」含有不允許的控制字元',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(res.data).toBeUndefined();
  });

  it('refuses a NUL byte in a REST body and in a query string', async () => {
    const c = await signedIn('business01');
    const body = await c.post('/api/merchant/get_edit_merchant', { MerSysID: 'LI\u0000ST' });
    expect(body.status).toBe(400);
    expect(body.body).toEqual({ success: false, message: '「MerSysID」含有不允許的控制字元' });
    const query = await c.agent.get('/api/transactions/export.csv?tradeNo=1%00');
    expect(query.status).toBe(400);
    expect(query.body).toEqual({ success: false, message: '「tradeNo」含有不允許的控制字元' });
  });

  it('refuses a 302-character buyer email at checkout with a field error', async () => {
    const [link] = await t.orm.em
      .getConnection()
      .execute<{ token: string }[]>('select token from payment_link order by id limit 1');
    const before = await count('payment_transaction');
    const c = t.client();
    await c.openPage();
    const res = await c.gql<{ sandboxPay: { errors: { field: string; message: string }[] } }>(
      `mutation($input: SandboxPayInput!) { sandboxPay(input: $input) { errors { field message } } }`,
      {
        input: {
          token: link.token,
          payType: 'CREDIT',
          cardNumber: '4311952222222222',
          buyerName: '林美玲',
          buyerEmail: `${'a'.repeat(290)}@example.com`,
          amount: 1200,
        },
      },
    );
    expect(res.data!.sandboxPay.errors).toContainEqual({ field: 'buyerEmail', message: '電子信箱格式錯誤' });
    expect(await count('payment_transaction')).toBe(before);
  });

  it.each(['abc', 'bm90LWEtY3Vyc29y', '!!!'])(
    'answers a malformed cursor %s with a field error, not a 500',
    async (after) => {
      const c = await signedIn('personal01');
      const res = await c.gql<{ transactions: { errors: { field: string; message: string }[]; items: unknown[] } }>(
        `query($after: String) { transactions(filter: {after: $after}) { items { tradeNo } errors { field message } } }`,
        { after },
      );
      expect(res.errors).toBeUndefined();
      expect(res.data!.transactions.errors).toEqual([{ field: 'after', message: '分頁參數錯誤，請重新查詢' }]);
    },
  );

  it('answers get_edit_merchant with a non-numeric MerSysID 400, not 500', async () => {
    const c = await signedIn('business01');
    for (const id of ['abc', '1.5', '-1', '99999999999']) {
      const res = await c.post('/api/merchant/get_edit_merchant', { MerSysID: id });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: 'MerSysID 須為 LIST 或商店編號' });
    }
    expect((await c.post('/api/merchant/get_edit_merchant', { MerSysID: 'LIST' })).status).toBe(200);
  });

  it('validates the CSV export filters before the stream starts', async () => {
    const c = await signedIn('personal01');
    for (const [query, message] of [
      ['status=abc', '請選擇正確的交易狀態'],
      ['payType=abc', '請選擇正確的付款方式'],
      ['status=77', '請選擇正確的交易狀態'],
      ['tradeNo=12ab', '交易序號最多 20 位數字'],
    ]) {
      const res = await c.agent.get(`/api/transactions/export.csv?${query}`);
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/json/);
      expect(res.body).toEqual({ success: false, message });
    }
  });

  it('refuses over-long global notice fields before the insert', async () => {
    const ops = await signedIn('ops01');
    const before = await count('global_notice');
    const input = { type: 'info', content: '<p>公告</p>', context: '', sendType: 'ALL', btnText: '確認' };
    for (const [field, value] of [
      ['type', 'x'.repeat(21)],
      ['context', 'x'.repeat(121)],
      ['btnText', '按'.repeat(21)],
    ] as const) {
      const res = await ops.gql(`mutation($input: GlobalNoticeInput!) { publishGlobalNotice(input: $input) }`, {
        input: { ...input, [field]: value },
      });
      expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field } });
    }
    // The audience is an enum: GraphQL itself refuses one outside it.
    const everyone = await ops.gql(`mutation($input: GlobalNoticeInput!) { publishGlobalNotice(input: $input) }`, {
      input: { ...input, sendType: 'everyone' },
    });
    expect(everyone.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(await count('global_notice')).toBe(before);
  });
});
