import { createTestApp, DEMO_PASSWORD, TEST_CAPTCHA, type TestApp } from './test-app';

// The contract: SPEC §3 and §7 name these fields, and a legacy client reads them by exactly these names. SPEC.md
// lives outside the repository, so its names are written out here; renaming one in an answer fails this file.
const LOGIN_STATUS_DATA = ['isLogin', 'memType'];
const MEMBER_INFO = [
  'MemType',
  'MerchantCount',
  'RegisterTag',
  'MailOTP',
  'MobileOTP',
  'UploadTag',
  'AesStr',
  'MemName',
  'MemID',
  'PlatForm',
  'SPTagMerID',
  'LoginName',
  'ComBossName',
  'WalletView',
  'DefaultPwd',
  'tipPage',
  'taxNotice',
  'beneficiary',
  'PermissionPage',
  'Assistant',
];
/** SPEC §3 "Provider notice: object {member, platform}". */
const PROVIDER_NOTICE = { field: 'providerNotice', keys: ['member', 'platform'] };
/** What the record carries beyond SPEC: the member status, the stale-password flag and the global notices. */
const MEMBER_INFO_EXTRAS = ['MemStatus', 'PwdExpired', 'globalNotice'];
const SETTING_LIST_DATA = ['BusinessType', 'PaymentSwitch'];
const BUSINESS_TYPE_ENTRY = ['Name', 'Detail'];
const CHANGE_PASSWORD_FORM = ['OldLoginPP', 'NewLoginPP', 'NewLoginPPConfirmed', 'CaptchaCode', 'AesStr'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sorted = (keys: string[]) => [...keys].sort();

describe('REST answers keep SPEC §3/§7 field names', () => {
  it('login_status answers data.isLogin and data.memType, signed out and signed in', async () => {
    const guest = t.client();
    await guest.openPage();
    const out = (await guest.post('/api/check_login/login_status').expect(200)).body as { data: object };
    expect(sorted(Object.keys(out.data))).toEqual(sorted(LOGIN_STATUS_DATA));

    const member = t.client();
    await member.login('business01');
    const signedIn = (await member.post('/api/check_login/login_status').expect(200)).body as { data: object };
    expect(sorted(Object.keys(signedIn.data))).toEqual(sorted(LOGIN_STATUS_DATA));
    expect(signedIn.data).toEqual({ isLogin: true, memType: 2 });
  });

  it.each(['business01', 'personal01', 'newbie01'])(
    "check_miss_info's member info of %s carries every SPEC name and nothing renamed",
    async (account) => {
      const c = t.client();
      await c.login(account);
      const body = (await c.post('/api/register/member/check_miss_info').expect(200)).body as {
        success: boolean;
        data: Record<string, unknown>[];
      };
      expect(body.success).toBe(true);
      const info = body.data[0]!;
      expect(sorted(Object.keys(info))).toEqual(sorted([...MEMBER_INFO, PROVIDER_NOTICE.field, ...MEMBER_INFO_EXTRAS]));
      expect(sorted(Object.keys(info[PROVIDER_NOTICE.field] as object))).toEqual(sorted(PROVIDER_NOTICE.keys));
      expect([1, 2]).toContain(info.MemType);
    },
  );

  it('get_setting_list answers data.BusinessType (Name, Detail) and data.PaymentSwitch', async () => {
    const c = t.client();
    await c.login('business01');
    const body = (await c.post('/api/merchant/get_setting_list').expect(200)).body as {
      success: boolean;
      data: Record<string, unknown>;
    };
    expect(body.success).toBe(true);
    for (const name of SETTING_LIST_DATA) expect(body.data).toHaveProperty(name);
    const types = Object.values(body.data.BusinessType as Record<string, object>);
    expect(types.length).toBeGreaterThan(0);
    for (const entry of types) expect(sorted(Object.keys(entry))).toEqual(sorted(BUSINESS_TYPE_ENTRY));
  });

  it('change_password reads the SPEC form fields, AesStr from the member info', async () => {
    const c = t.client();
    await c.login('personal01');
    const info = (await c.post('/api/register/member/check_miss_info').expect(200)).body as {
      data: { AesStr: string }[];
    };
    const values = [DEMO_PASSWORD, 'Spec+Names2026', 'Spec+Names2026', TEST_CAPTCHA, info.data[0]!.AesStr];
    const form = Object.fromEntries(CHANGE_PASSWORD_FORM.map((name, i) => [name, values[i]]));
    const res = await c.post('/api/member/change_password', form).expect(200);
    expect(res.body).toEqual({ success: true, message: '密碼變更成功，請以新密碼重新登入' });
  });
});
