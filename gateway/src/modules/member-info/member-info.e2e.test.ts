import { MEMBER_STATUSES } from '@paydesk/shared/member-statuses';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // These tests walk the declaration and the uploads from the start; the demo seed has business01 (and personal01's
  // documents) already done, so they start from members who have declared and uploaded nothing.
  const demo = `select id from member where login_name in ('business01', 'personal01', 'agent01')`;
  await sql(`delete from beneficiary_declaration where member_id in (${demo})`);
  await sql(`delete from member_document where member_id in (${demo})`);
});
afterAll(() => t.close());

const sql = (query: string, params: unknown[] = []) => t.orm.em.getConnection().execute(query, params);

type Record = { [key: string]: unknown };

async function missInfo(account: string) {
  const c = t.client();
  await c.login(account);
  const res = await c.post('/api/register/member/check_miss_info').expect(200);
  return { c, body: res.body as { success: boolean; data: Record[] } };
}

describe('POST /api/register/member/check_miss_info', () => {
  it('answers the SPEC §3 member info as the first record', async () => {
    const [{ shops }] = await sql(
      `select count(*)::int as shops from merchant m join member o on o.id = m.member_id where o.login_name = 'business01'`,
    );
    const { body } = await missInfo('business01');
    expect(body.success).toBe(true);
    const info = body.data[0]!;
    for (const key of [
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
      'beneficiary',
      'PermissionPage',
      'Assistant',
      'taxNotice',
      'providerNotice',
    ]) {
      expect(info).toHaveProperty(key);
    }
    expect(info).toMatchObject({
      MemType: 2,
      MerchantCount: shops,
      RegisterTag: 'Y',
      MailOTP: 'Y',
      DefaultPwd: 'N',
      PlatForm: 'N',
      Assistant: 'N',
      beneficiary: 'N',
      taxNotice: null,
      SPTagMerID: null,
      tipPage: 'survey.beneficiary.declaration',
    });
    expect(info.providerNotice).toEqual({ member: null, platform: null });
  });

  it('gives the newbie its default password and incomplete data; no tax notice before it sells', async () => {
    const { body } = await missInfo('newbie01');
    expect(body.data[0]).toMatchObject({
      MemType: 1,
      DefaultPwd: 'Y',
      RegisterTag: 'N',
      MailOTP: 'N',
      MobileOTP: 'N',
      beneficiary: null,
      taxNotice: null,
    });
  });

  it('counts shops from the merchant table and reports an assistant', async () => {
    const [owner] = await sql(`select id from member where login_name = 'business01'`);
    const [{ shops }] = await sql(`select count(*)::int as shops from merchant where member_id = ?`, [owner.id]);
    await sql(
      `insert into merchant (member_id, name, mer_type, sell_type, goods_pay_type) values (?, '好物一號店', 1, '2', 1)`,
      [owner.id],
    );
    const { body } = await missInfo('assist01');
    expect(body.data[0]).toMatchObject({
      MerchantCount: shops + 1,
      Assistant: 'Y',
      MemID: owner.id,
      PermissionPage: ['trans_detail', 'bill_detail', 'uop_list', 'uop_transaction'],
    });
    await sql(`delete from merchant where member_id = ? and name = '好物一號店'`, [owner.id]);
  });

  it('answers 401 to a visitor', async () => {
    const c = t.client();
    await c.openPage();
    await c.post('/api/register/member/check_miss_info').expect(401);
  });
});

describe('notices', () => {
  it('asks members who joined before the transfer to accept the provider notice, and records the time', async () => {
    await sql(`update member set created_at = '2024-05-01' where login_name = 'agent01'`);
    const c = t.client();
    await c.login('agent01');
    let info = (await c.post('/api/register/member/check_miss_info')).body.data[0];
    expect(info.providerNotice.member.content).toContain('2025-09-01');
    expect(info.providerNotice.platform.content).toContain('2025-09-01');
    const gates = await c.gql<{ a: string[]; b: string[] }>(
      `{ a: gates(route: "dashboard.index") b: gates(route: "pf.merchant.list") }`,
    );
    // agent01 has a demo shop (db/seeds/demo/queue-demo.ts), so no NO_SHOP hint.
    expect(gates.data).toEqual({
      a: ['PROVIDER_NOTICE_MEMBER', 'BENEFICIARY_HINT'],
      b: ['PROVIDER_NOTICE_PLATFORM', 'BENEFICIARY_HINT'],
    });

    expect((await c.post('/api/member/paydesk_notice_accept', { acceptFrom: 'member' })).body).toEqual({
      success: true,
      message: '已確認',
    });
    info = (await c.post('/api/register/member/check_miss_info')).body.data[0];
    expect(info.providerNotice).toEqual({
      member: null,
      platform: expect.objectContaining({ content: expect.any(String) }),
    });
    await c.post('/api/member/paydesk_notice_accept', { acceptFrom: 'platform' }).expect(200);
    const rows = await sql(
      `select notice_key, accepted_at from notice_acceptance a join member m on m.id = a.member_id where m.login_name = 'agent01' order by notice_key`,
    );
    expect(rows.map((r: Record) => r.notice_key)).toEqual(['provider_member', 'provider_platform']);
    expect(rows[0].accepted_at).toBeTruthy();
  });

  it('refuses a platform acceptance from a non-agent and a bad acceptFrom', async () => {
    const c = t.client();
    await c.login('business01');
    await c.post('/api/member/paydesk_notice_accept', { acceptFrom: 'platform' }).expect(403);
    expect((await c.post('/api/member/paydesk_notice_accept', { acceptFrom: 'nobody' })).body).toEqual({
      success: false,
      message: '請求錯誤',
    });
  });

  it('checks who is asking before what is asked: a buyer or an operator gets 403 on notice paths, even with bad input', async () => {
    for (const [account, kind] of [
      ['buyer01', 'BUYER'],
      ['ops01', 'MEMBER'],
    ] as const) {
      const c = t.client();
      await c.login(account, kind);
      for (const [path, body] of [
        ['/api/member/confirm_accept', { Confirm: 'no-such-notice' }],
        ['/api/member/paydesk_notice_accept', { acceptFrom: 'nobody' }],
        ['/api/register/clean_sp_tag', {}],
      ] as const) {
        const res = await c.post(path, body);
        expect([account, path, res.status]).toEqual([account, path, 403]);
        expect(res.body.message).not.toBe('請求錯誤');
      }
    }
  });

  it('asks a personal member with a shop to confirm the tax notice (2025 thresholds) through confirm_accept', async () => {
    const [member] = await sql(`select id from member where login_name = 'personal01'`);
    await sql(
      `insert into merchant (member_id, name, mer_type, sell_type, goods_pay_type) values (?, '小明小舖', 1, '2', 1)`,
      [member.id],
    );
    const c = t.client();
    await c.login('personal01');
    const notice = (await c.post('/api/register/member/check_miss_info')).body.data[0].taxNotice;
    expect(notice.content).toContain('銷售貨物 100,000 元');
    expect(notice.content).toContain('銷售勞務 50,000 元');
    expect((await c.post('/api/member/confirm_accept', { Confirm: 'taxNotice' })).body.success).toBe(true);
    expect((await c.post('/api/register/member/check_miss_info')).body.data[0].taxNotice).toBeNull();
    expect((await c.post('/api/member/confirm_accept', { Confirm: 'other' })).body.success).toBe(false);
  });

  it('answers 系統發生錯誤，請稍後再試 on an exception', async () => {
    const c = t.client();
    await c.login('personal01');
    await sql('alter table notice_acceptance rename to notice_acceptance_gone');
    try {
      const res = await c.post('/api/member/confirm_accept', { Confirm: 'taxNotice' });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ success: false, message: '系統發生錯誤，請稍後再試', requestId: expect.any(String) });
    } finally {
      await sql('alter table notice_acceptance_gone rename to notice_acceptance');
    }
  });

  it('serves global notices sanitised, by send type, until acknowledged', async () => {
    const ops = t.client();
    await ops.login('ops01');
    const published = await ops.gql<{ publishGlobalNotice: number }>(
      `mutation($i: GlobalNoticeInput!) { publishGlobalNotice(input: $i) }`,
      {
        i: {
          type: 'warning',
          content: '<p onclick="x()">系統維護<script>alert(1)</script><a href="javascript:alert(1)">連結</a></p>',
          context: '維護公告',
          sendType: 'BUSINESS',
          btnText: '我知道了',
        },
      },
    );
    const id = published.data!.publishGlobalNotice;
    await sql(
      `insert into global_notice (content, send_type) values ('<img src=x onerror=alert(1)><b>個人</b>', 'personal')`,
    );

    const c = t.client();
    await c.login('business01');
    const q = '{ memberInfo { globalNotices { id type content context sendType btnText } } }';
    const res = await c.gql<{ memberInfo: { globalNotices: Record[] } }>(q);
    expect(res.data!.memberInfo.globalNotices).toEqual([
      {
        id,
        type: 'warning',
        content: '<p>系統維護<a target="_blank" rel="noopener noreferrer">連結</a></p>',
        context: '維護公告',
        sendType: 'BUSINESS',
        btnText: '我知道了',
      },
    ]);
    const ack = await c.gql<{ acknowledgeGlobalNotice: { errors: Record[] } }>(
      `mutation { acknowledgeGlobalNotice(id: ${id}) { errors { code } } }`,
    );
    expect(ack.data!.acknowledgeGlobalNotice.errors).toEqual([]);
    expect((await c.gql<{ memberInfo: { globalNotices: Record[] } }>(q)).data!.memberInfo.globalNotices).toEqual([]);

    const p = t.client();
    await p.login('personal01');
    expect(
      (await p.gql<{ memberInfo: { globalNotices: { content: string }[] } }>(q)).data!.memberInfo.globalNotices.map(
        (n) => n.content,
      ),
    ).toEqual(['<b>個人</b>']);
    await sql('update global_notice set active = false');
  });
});

describe('gates, shipping tag and page info', () => {
  it('computes the newbie gates in SPEC order, with the member.edit exemptions', async () => {
    const c = t.client();
    await c.login('newbie01');
    const res = await c.gql<{ home: string[]; edit: string[]; survey: string[] }>(
      `{ home: gates(route: "dashboard.index") edit: gates(route: "member.edit") survey: gates(route: "survey.beneficiary.declaration") }`,
    );
    expect(res.data).toEqual({
      home: ['DEFAULT_PASSWORD', 'INCOMPLETE_DATA', 'EMAIL_UNVERIFIED', 'MOBILE_UNVERIFIED', 'NO_SHOP'],
      edit: [],
      survey: [],
    });
  });

  it('reminds after 90 days and shows the shipping hint until clean_sp_tag', async () => {
    const [owner] = await sql(`select id from member where login_name = 'business01'`);
    const [shop] = await sql(
      `insert into merchant (member_id, name, mer_type, sell_type, goods_pay_type) values (?, '物流店', 1, '2', 1) returning id`,
      [owner.id],
    );
    await sql(`insert into member_gate_state (member_id, sp_tag_mer_id) values (?, ?)`, [owner.id, shop.id]);
    await sql(`insert into beneficiary_declaration (member_id, owners) values (?, '[]')`, [owner.id]);
    await sql(`update member set password_changed_at = now() - interval '91 days' where id = ?`, [owner.id]);
    const c = t.client();
    await c.login('business01');
    const q = `{ a: gates(route: "uop.list") b: gates(route: "shipping.apply") }`;
    expect((await c.gql(q)).data).toEqual({ a: ['PASSWORD_STALE', 'SHIPPING_HINT'], b: ['PASSWORD_STALE'] });
    expect((await c.post('/api/register/member/check_miss_info')).body.data[0].SPTagMerID).toBe(shop.id);
    expect((await c.post('/api/register/clean_sp_tag')).body.success).toBe(true);
    expect((await c.gql(q)).data).toEqual({ a: ['PASSWORD_STALE'], b: ['PASSWORD_STALE'] });
    await sql(`update member set password_changed_at = now() where id = ?`, [owner.id]);
    await sql(`delete from beneficiary_declaration where member_id = ?`, [owner.id]);
    await sql(`delete from member_gate_state where member_id = ?`, [owner.id]);
    await sql(`delete from merchant where id = ?`, [shop.id]);
  });

  it('loads the member selection options through page_info', async () => {
    const c = t.client();
    await c.login('personal01');
    const body = (await c.post('/api/register/page_info').expect(200)).body;
    expect(body.success).toBe(true);
    expect(body.data.MemType).toEqual([
      { value: 1, label: '個人會員' },
      { value: 2, label: '企業會員' },
    ]);
  });

  it('takes the beneficiary declaration from business members only, once', async () => {
    const m = `mutation($o: [BeneficialOwnerInput!]!) { declareBeneficiary(owners: $o) { errors { field code message } } }`;
    const owners = [{ name: '王大明', idNo: 'A123456789', nationality: '中華民國', sharePercent: 60 }];
    const p = t.client();
    await p.login('personal01');
    expect((await p.gql(m, { o: owners })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const b = t.client();
    await b.login('business01');
    const bad = await b.gql<{ declareBeneficiary: { errors: Record[] } }>(m, {
      o: [{ name: '', idNo: 'x', nationality: '', sharePercent: 0 }],
    });
    expect(bad.data!.declareBeneficiary.errors.map((e) => e.field)).toEqual([
      'owners.0.name',
      'owners.0.idNo',
      'owners.0.nationality',
      'owners.0.sharePercent',
    ]);
    expect(
      (await b.gql<{ declareBeneficiary: { errors: Record[] } }>(m, { o: owners })).data!.declareBeneficiary.errors,
    ).toEqual([]);
    expect(
      (await b.gql<{ memberInfo: { beneficiarySet: boolean } }>('{ memberInfo { beneficiarySet } }')).data!.memberInfo
        .beneficiarySet,
    ).toBe(true);
    const again = await b.gql<{ declareBeneficiary: { errors: Record[] } }>(m, { o: owners });
    expect(again.data!.declareBeneficiary.errors[0]!.message).toBe('您已完成實質受益人聲明');
  });
});

describe("assistants and their owner's notices", () => {
  it('refuses an assistant every notice act and the logistics postponement, on GraphQL and REST, changing nothing', async () => {
    const [owner] = await sql(`select id from member where login_name = 'business01'`);
    const [shop] = await sql(`select id from merchant where member_id = ? order by id limit 1`, [owner.id]);
    await sql(
      `insert into member_gate_state (member_id, sp_tag_mer_id) values (?, ?) on conflict (member_id) do update set sp_tag_mer_id = excluded.sp_tag_mer_id`,
      [owner.id, shop.id],
    );
    const [notice] = await sql(
      `insert into global_notice (type, content, context, send_type, btn_text, active) values ('info', '<p>公告</p>', '', 'business', '確認', true) returning id`,
    );
    const before = await sql(
      `select (select count(*)::int from notice_acceptance where member_id = ?) as accepted, (select count(*)::int from global_notice_ack where member_id = ?) as acked`,
      [owner.id, owner.id],
    );

    const c = t.client();
    await c.login('assist01');
    const forbiddenMessage = '很抱歉，您沒有操作權限';
    for (const mutation of [
      'acceptProviderNotice(acceptFrom: "member") { errors { code } }',
      'confirmNotice(confirm: "taxNotice") { errors { code } }',
      `acknowledgeGlobalNotice(id: ${notice.id}) { errors { code } }`,
      'cleanShippingTag',
    ]) {
      const res = await c.gql(`mutation { ${mutation} }`);
      expect(res.errors?.[0]).toMatchObject({ message: forbiddenMessage, extensions: { code: 'FORBIDDEN' } });
    }
    for (const [path, body] of [
      ['/api/member/paydesk_notice_accept', { acceptFrom: 'member' }],
      ['/api/member/confirm_accept', { Confirm: 'taxNotice' }],
      ['/api/register/clean_sp_tag', {}],
    ] as const) {
      const res = await c.post(path, body).expect(403);
      expect(res.body).toEqual({ success: false, message: forbiddenMessage });
    }

    const after = await sql(
      `select (select count(*)::int from notice_acceptance where member_id = ?) as accepted, (select count(*)::int from global_notice_ack where member_id = ?) as acked`,
      [owner.id, owner.id],
    );
    expect(after).toEqual(before);
    const [state] = await sql(`select sp_tag_mer_id from member_gate_state where member_id = ?`, [owner.id]);
    expect(state.sp_tag_mer_id).toBe(shop.id);
  });
});

describe('provider notice paths', () => {
  it('serves only our own provider name; any other answers the JSON 404 and records nothing', async () => {
    const c = t.client();
    await c.login('agent01');
    const before = await sql(`select count(*)::int as n from notice_acceptance`);
    for (const provider of ['other', 'ecpay', 'x1']) {
      const res = await c.post(`/api/member/${provider}_notice_accept`, { acceptFrom: 'member' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: '請求錯誤 (Error404)' });
    }
    expect(await sql(`select count(*)::int as n from notice_acceptance`)).toEqual(before);
  });
});

describe('check_miss_info reports the representative and the uploaded documents', () => {
  it('answers ComBossName from the business profile and UploadTag from the stored documents', async () => {
    const [owner] = await sql(`select id from member where login_name = 'business01'`);
    await sql(
      `insert into member_profile (member_id, address, contact_phone, boss_name, boss_national_id)
       values (?, '台北市信義區市府路 1 號', '0223456789', '林大同', 'A123456789')
       on conflict (member_id) do update set boss_name = excluded.boss_name`,
      [owner.id],
    );
    for (const kind of ['registration', 'boss_id_front', 'registration']) {
      await sql(
        `insert into member_document (member_id, kind, original_name, stored_name, mime, size_bytes) values (?, ?, 'a.png', ?, 'image/png', 10)`,
        [owner.id, kind, `${kind}-${Math.random().toString(36).slice(2)}`],
      );
    }
    const { body } = await missInfo('business01');
    expect(body.data[0]).toMatchObject({ ComBossName: '林大同', UploadTag: ['boss_id_front', 'registration'] });
    const personal = await missInfo('personal01');
    expect(personal.body.data[0]).toMatchObject({ ComBossName: null, UploadTag: [] });
  });
});

describe('member status names come from one list', () => {
  it('page_info offers exactly the shared member statuses, in SPEC order', async () => {
    const c = t.client();
    await c.login('business01');
    const res = await c.post('/api/register/page_info').expect(200);
    expect(res.body.data.MemStatus).toEqual(MEMBER_STATUSES.map((s) => ({ value: s.code, label: s.label })));
  });
});

describe('agency keys only for agents (SPEC §6)', () => {
  it('lists pf_* keys in PermissionPage for an agent only', async () => {
    const business = (await missInfo('business01')).body.data[0].PermissionPage as string[];
    const agent = (await missInfo('agent01')).body.data[0].PermissionPage as string[];
    expect(business.some((k) => k.startsWith('pf_'))).toBe(false);
    expect(agent).toContain('pf_contract_info');
  });

  it('lists the assistant pages for business members only (SPEC §6: personal members have no assistants)', async () => {
    const personal = (await missInfo('personal01')).body.data[0].PermissionPage as string[];
    const business = (await missInfo('business01')).body.data[0].PermissionPage as string[];
    expect(personal.filter((k) => k.startsWith('assistant_') || k.startsWith('pf_'))).toEqual([]);
    expect(personal).toContain('trans_detail');
    expect(business).toContain('assistant_index');
  });
});
