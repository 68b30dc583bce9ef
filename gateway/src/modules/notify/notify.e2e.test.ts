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
    expect(before.map((s) => s.type)).toEqual(['trade', 'payout', 'shipping', 'system']);
    const res = (
      await c.gql<{ updateNotifySettings: Payload }>(UPDATE, {
        input: [
          { type: 'trade', emails: 'a@x.com, b@y.tw,c@z.io,d@x.co,e@x.co' },
          { type: 'payout', emails: '' },
        ],
      })
    ).data!.updateNotifySettings;
    expect(res.success).toBe(true);
    expect(res.settings.find((s) => s.type === 'trade')!.emails).toBe('a@x.com,b@y.tw,c@z.io,d@x.co,e@x.co');
    expect(res.settings.find((s) => s.type === 'payout')!.emails).toBe('');
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
          { type: 'shipping', emails: 'ok@x.com' },
          { type: 'trade', emails },
        ],
      })
    ).data!.updateNotifySettings;
    expect(res.errors).toEqual([{ field: 'trade', message: '電子信箱格式錯誤，多組請以半形逗號分隔，最多 5 組' }]);
    expect(res.settings.find((s) => s.type === 'shipping')!.emails).toBe('');
  });

  it('needs notify_index: assist01 without it is refused, and settings belong to the owner', async () => {
    const c = t.client();
    await c.login('assist01');
    expect((await c.gql(LIST)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
