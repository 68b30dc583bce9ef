import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Payload = {
  success: boolean;
  message: string;
  errors: { field: string; message: string }[];
  settings: { type: string; emails: string }[];
};
const UPDATE = `mutation U($input: [NotifySettingInput!]!) { updateNotifySettings(input: $input) { success message errors { field message } settings { type emails } } }`;
const LIST = '{ notifySettings { type label emails } }';

describe('notification settings', () => {
  it('lists every type and saves up to 5 comma-separated emails per type', async () => {
    const c = t.client();
    await c.login('business01');
    const before = (await c.gql<{ notifySettings: { type: string; label: string; emails: string }[] }>(LIST)).data!
      .notifySettings;
    expect(before.map((s) => s.type)).toEqual(['TRADE', 'PAYOUT', 'SHIPPING', 'SYSTEM']);
    const res = (
      await c.gql<{ updateNotifySettings: Payload }>(UPDATE, {
        input: [
          { type: 'TRADE', emails: 'a@x.com, b@y.tw,c@z.io,d@x.co,e@x.co' },
          { type: 'PAYOUT', emails: '' },
        ],
      })
    ).data!.updateNotifySettings;
    expect(res.success).toBe(true);
    expect(res.settings.find((s) => s.type === 'TRADE')!.emails).toBe('a@x.com,b@y.tw,c@z.io,d@x.co,e@x.co');
    expect(res.settings.find((s) => s.type === 'PAYOUT')!.emails).toBe('');
  });

  it.each([
    ['six emails', 'a@x.co,b@x.co,c@x.co,d@x.co,e@x.co,f@x.co'],
    ['a semicolon', 'a@x.com;b@y.com'],
    ['a trailing comma', 'a@x.com,'],
    ['Chinese characters', '使用者@example.com'],
  ])('refuses %s with the SPEC message and saves nothing', async (_what, emails) => {
    const c = t.client();
    await c.login('personal01');
    const res = (
      await c.gql<{ updateNotifySettings: Payload }>(UPDATE, {
        input: [
          { type: 'SHIPPING', emails: 'ok@x.com' },
          { type: 'TRADE', emails },
        ],
      })
    ).data!.updateNotifySettings;
    expect(res.errors).toEqual([{ field: 'TRADE', message: '電子信箱格式錯誤，多組請以半形逗號分隔，最多 5 組' }]);
    expect(res.settings.find((s) => s.type === 'SHIPPING')!.emails).toBe('');
  });

  it('needs notify_index: assist01 without it is refused, and settings belong to the owner', async () => {
    const c = t.client();
    await c.login('assist01');
    expect((await c.gql(LIST)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('notify URL addresses (checked when saved, in every environment)', () => {
  const SET = `mutation($m: Int!, $u: String!) { setMerchantNotifyUrl(merchantId: $m, notifyUrl: $u) { success errors { field code message } settings { notifyUrl } } }`;
  type SetPayload = {
    setMerchantNotifyUrl: {
      success: boolean;
      errors: { field: string; code: string; message: string }[];
      settings: { notifyUrl: string | null };
    };
  };

  it.each([
    ['a private address', 'http://10.0.0.1/notify', 'PRIVATE'],
    ['CGNAT metadata', 'http://100.100.100.200/latest/meta-data', 'PRIVATE'],
    ['link-local metadata', 'http://169.254.169.254/latest/meta-data', 'PRIVATE'],
    ['NAT64 of metadata', 'http://[64:ff9b::a9fe:a9fe]/', 'PRIVATE'],
    ['IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]:8080/', 'PRIVATE'],
    ['IPv6 loopback', 'http://[::1]:8080/', 'PRIVATE'],
    ['unique-local', 'http://[fd00::1]/', 'PRIVATE'],
    ['loopback (the switch is off)', 'http://127.0.0.1:8080/notify', 'PRIVATE'],
    ['a name resolving to loopback', 'http://localhost:8080/notify', 'PRIVATE'],
    ['a name that does not resolve', 'https://no-such-shop.invalid/notify', 'UNRESOLVED'],
  ])('refuses %s with a zh-TW message and saves nothing', async (_what, url, code) => {
    const c = t.client();
    await c.login('business01');
    const [{ id }] = await t.orm.em
      .getConnection()
      .execute<{ id: number }[]>(
        `select m.id from merchant m join member u on u.id = m.member_id where u.login_name = 'business01' limit 1`,
      );
    const res = (await c.gql<SetPayload>(SET, { m: id, u: url })).data!.setMerchantNotifyUrl;
    expect(res.success).toBe(false);
    expect(res.errors).toEqual([
      {
        field: 'notifyUrl',
        code,
        message: code === 'PRIVATE' ? '通知網址不可指向內部網路位址' : '通知網址的主機名稱無法解析，請確認網址',
      },
    ]);
    const [row] = await t.orm.em
      .getConnection()
      .execute<{ notify_url: string | null; hash_key: string | null }[]>(
        `select notify_url, hash_key from merchant where id = ?`,
        [id],
      );
    expect(row).toEqual({ notify_url: null, hash_key: null });
  });
});
