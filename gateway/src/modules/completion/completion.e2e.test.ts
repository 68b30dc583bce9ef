import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, DEMO_PASSWORD, TEST_CAPTCHA, type TestApp, type TestClient } from '../../test/test-app';
import { nationalIdFor, taxIdFor } from '../../test/identity-numbers';

// Like the default UPLOAD_DIR (.data/uploads): a dot-folder on the way must not hide the files.
const uploadRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-uploads-'));
const uploadDir = path.join(uploadRoot, '.data', 'uploads');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR: uploadDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadRoot, { recursive: true, force: true });
});

type Payload = { success: boolean; message: string; errors: { field: string | null; code: string; message: string }[] };
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
const PDF = Buffer.from('%PDF-1.4\n%test\n');
const SUBMIT = `mutation C($input: CompleteProfileInput!) { completeMemberProfile(input: $input) { success message errors { field code message } } }`;
const STATE =
  '{ memberReviewState { status statusName profileCompleted canSubmit reason requiredDocuments documents { kind } } }';
const REVIEW = `mutation R($input: ReviewMemberInput!) { reviewMember(input: $input) { success message errors { field code message } } }`;

let seq = 0;
async function freshMember(
  kind: 'PERSONAL' | 'BUSINESS' = 'PERSONAL',
): Promise<{ c: TestClient; name: string; id: number }> {
  seq += 1;
  const account = `cmp_user${seq}`;
  const name = kind === 'PERSONAL' ? '補件測試' : '完成測試有限公司';
  const c = t.client();
  await c.openPage();
  const res = await c.gql<{ signup: { viewer: { id: string } } }>(
    `mutation S($input: SignupInput!) { signup(input: $input) { viewer { id } errors { message } } }`,
    {
      input: {
        kind,
        account,
        password: DEMO_PASSWORD,
        passwordConfirmed: DEMO_PASSWORD,
        name,
        identityNo: kind === 'PERSONAL' ? nationalIdFor(`G1${2000000 + seq}`) : taxIdFor(`${4000000 + seq}`),
        email: `${account}@example.com`,
        mobile: `0940${100000 + seq}`,
        agreeTerms: true,
        captcha: TEST_CAPTCHA,
      },
    },
  );
  return { c, name, id: Number(res.data!.signup.viewer.id.split(':')[1]) };
}

const upload = (c: TestClient, kind: string, buffer: Buffer, filename: string) =>
  c.agent
    .post('/api/member/documents')
    .set('X-CSRF-TOKEN', c.csrfToken)
    .field('kind', kind)
    .attach('file', buffer, filename);

const personalInput = (name: string, over: Record<string, unknown> = {}) => ({
  address: '台北市信義區市府路 1 號',
  contactPhone: '02-2720-8889',
  bankCode: '812',
  bankAccount: '12345678901234',
  bankAccountName: name,
  ...over,
});

async function completePersonal(c: TestClient, name: string) {
  for (const kind of ['id_front', 'id_back', 'second_doc'])
    expect((await upload(c, kind, PNG, `${kind}.png`)).body.success).toBe(true);
  return (await c.gql<{ completeMemberProfile: Payload }>(SUBMIT, { input: personalInput(name) })).data!
    .completeMemberProfile;
}

describe('member completion', () => {
  it('stores documents outside public paths and submits the data: status 9, pending review', async () => {
    const { c, name, id } = await freshMember();
    const before = (
      await c.gql<{ memberReviewState: { statusName: string; canSubmit: boolean; requiredDocuments: string[] } }>(STATE)
    ).data!.memberReviewState;
    expect(before).toMatchObject({
      statusName: '尚未填寫詳細資料',
      canSubmit: true,
      requiredDocuments: ['id_front', 'id_back', 'second_doc'],
    });
    expect(await completePersonal(c, name)).toEqual({ success: true, message: '資料已送出，請等候審核', errors: [] });
    const after = (
      await c.gql<{
        memberReviewState: {
          status: string;
          statusName: string;
          profileCompleted: boolean;
          canSubmit: boolean;
          documents: unknown[];
        };
      }>(STATE)
    ).data!.memberReviewState;
    expect(after).toMatchObject({
      status: 'PENDING_REVIEW',
      statusName: '待審核',
      profileCompleted: true,
      canSubmit: false,
    });
    expect(after.documents).toHaveLength(3);
    expect(fs.readdirSync(path.join(uploadDir, String(id)))).toHaveLength(3);
    const info = (await c.post('/api/register/member/check_miss_info').expect(200)).body.data[0];
    expect(info.RegisterTag).toBe('Y');
    // Submitted data cannot change while under review.
    expect(
      (await c.gql<{ completeMemberProfile: Payload }>(SUBMIT, { input: personalInput(name) })).data!
        .completeMemberProfile.errors[0].code,
    ).toBe('NOT_ALLOWED');
  });

  it("refuses missing documents and a bank account in someone else's name, creating nothing", async () => {
    const { c, id } = await freshMember();
    const res = (
      await c.gql<{ completeMemberProfile: Payload }>(SUBMIT, {
        input: personalInput('別人', { bankCode: '999', bankAccount: '123' }),
      })
    ).data!.completeMemberProfile;
    expect(res.errors.map((e) => [e.field, e.message])).toEqual([
      ['bankCode', '查無此金融機構代碼，請從清單選擇'],
      ['bankAccount', '銀行帳號須為 10 至 16 位數字'],
      ['bankAccountName', '提領帳戶須為本人（公司）名下之帳戶，戶名需與會員名稱相同'],
      ['documents.id_front', '請上傳身分證正面'],
      ['documents.id_back', '請上傳身分證反面'],
      ['documents.second_doc', '請上傳第二證件（健保卡或駕照）'],
    ]);
    const [row] = await t.orm.em
      .getConnection()
      .execute<{ n: number }[]>('select count(*)::int as n from member_profile where member_id = ?', [id]);
    expect(row.n).toBe(0);
  });

  it('asks a business for its representative and registration documents', async () => {
    const { c, name } = await freshMember('BUSINESS');
    for (const kind of ['boss_id_front', 'boss_id_back']) await upload(c, kind, PNG, `${kind}.png`);
    expect((await upload(c, 'registration', PDF, 'reg.pdf')).body).toMatchObject({
      success: true,
      data: { kind: 'registration', originalName: 'reg.pdf' },
    });
    const bad = (
      await c.gql<{ completeMemberProfile: Payload }>(SUBMIT, {
        input: personalInput(name, { bossName: '王1', bossNationalId: 'x' }),
      })
    ).data!.completeMemberProfile;
    expect(bad.errors.map((e) => e.field)).toEqual(['bossName', 'bossNationalId']);
    const ok = (
      await c.gql<{ completeMemberProfile: Payload }>(SUBMIT, {
        input: personalInput(name, { bossName: '陳負責', bossNationalId: 'A223456781' }),
      })
    ).data!.completeMemberProfile;
    expect(ok.success).toBe(true);
  });

  it('checks the real file type and the size', async () => {
    const { c } = await freshMember();
    expect((await upload(c, 'id_front', Buffer.from('MZ not an image'), 'evil.png')).body).toEqual({
      success: false,
      message: '僅接受 JPG、PNG 圖片或 PDF 檔案',
      data: null,
    });
    expect((await upload(c, 'id_front', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), 'big.png')).body).toEqual({
      success: false,
      message: '檔案大小不可超過 5 MB',
    });
    expect((await upload(c, 'registration', PNG, 'x.png')).body.message).toBe('此會員類型不需要這種文件');
  });

  it("serves a document's exact bytes to its member and operators only; others get 404, visitors 401", async () => {
    const { c } = await freshMember();
    const bytes = Buffer.concat([PNG, Buffer.from('unique-bytes-' + Date.now())]);
    const { body } = await upload(c, 'id_front', bytes, 'front.png');
    const url = `/api/member/documents/${body.data.id}`;
    const binary = (req: ReturnType<TestClient['agent']['get']>) =>
      req.buffer(true).parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    const own = await binary(c.agent.get(url)).expect(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(own.body as Buffer, bytes)).toBe(0);
    const other = t.client();
    await other.login('personal01');
    expect((await other.agent.get(url).expect(404)).body).toEqual({ success: false, message: '請求錯誤 (Error404)' });
    const ops = t.client();
    await ops.login('ops01');
    const forOps = await binary(ops.agent.get(url)).expect(200);
    expect(Buffer.compare(forOps.body as Buffer, bytes)).toBe(0);
    await t.client().agent.get(url).expect(401);
  });

  it('stores a Chinese and emoji file name as clean UTF-8 and serves it with filename*', async () => {
    const { c } = await freshMember();
    const { body } = await upload(c, 'id_front', PNG, '身分證 正面😀\r\n.png');
    expect(body.data.originalName).toBe('身分證 正面😀.png');
    const [row] = await t.orm.em
      .getConnection()
      .execute<{ original_name: string }[]>('select original_name from member_document where id = ?', [body.data.id]);
    expect(row.original_name).toBe('身分證 正面😀.png');
    const res = await c.agent.get(`/api/member/documents/${body.data.id}`).expect(200);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('身分證 正面😀.png')}`);
    expect(res.headers['content-disposition']).not.toMatch(/[\r\n]/);
  });

  it('serves a document as the type its bytes show, never as the type its file name claims', async () => {
    const { c } = await freshMember();
    const cases: [Buffer, string, string, string][] = [
      [PNG, 'page.html', 'image/png', 'page.png'],
      [PNG, 'no-extension', 'image/png', 'no-extension.png'],
      [PDF, 'report.svg', 'application/pdf', 'report.pdf'],
      [
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]),
        'scan.jpeg',
        'image/jpeg',
        'scan.jpeg',
      ],
    ];
    for (const [bytes, uploadedAs, type, servedAs] of cases) {
      const { body } = await upload(c, 'id_front', bytes, uploadedAs);
      expect(body.success).toBe(true);
      const res = await c.agent.get(`/api/member/documents/${body.data.id}`).buffer(true).expect(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBe(`attachment; filename=${servedAs}`);
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('answers a non-numeric or absurd document id with a 400 envelope, not a 500', async () => {
    const { c } = await freshMember();
    for (const id of ['abc', '1.5', '-1', '99999999999', '0x10']) {
      expect((await c.agent.get(`/api/member/documents/${id}`).expect(400)).body).toEqual({
        success: false,
        message: '文件編號格式錯誤',
      });
    }
    await c.agent.get('/api/member/documents/2147483647').expect(404);
  });
});

describe('operator review', () => {
  async function pending(ops: TestClient) {
    return (
      await ops.gql<{ pendingMembers: { items: { id: number; name: string; documents: unknown[] }[] } }>(
        '{ pendingMembers(first: 200) { items { id name documents { kind } } } }',
      )
    ).data!.pendingMembers.items;
  }

  it('lists pending members for ops01 and approves one (status 1)', async () => {
    const { c, name, id } = await freshMember();
    await completePersonal(c, name);
    const ops = t.client();
    await ops.login('ops01');
    const list = await pending(ops);
    expect(list.find((m) => m.id === id)).toMatchObject({ name, documents: expect.any(Array) });
    const res = (await ops.gql<{ reviewMember: Payload }>(REVIEW, { input: { memberId: id, decision: 'APPROVE' } }))
      .data!.reviewMember;
    expect(res.success).toBe(true);
    expect(
      (await c.gql<{ memberReviewState: { status: string; statusName: string } }>(STATE)).data!.memberReviewState,
    ).toMatchObject({ status: 'ACTIVE', statusName: '審核通過' });
    expect((await pending(ops)).find((m) => m.id === id)).toBeUndefined();
    expect(
      (await ops.gql<{ reviewMember: Payload }>(REVIEW, { input: { memberId: id, decision: 'REJECT', reason: 'x' } }))
        .data!.reviewMember.errors[0].code,
    ).toBe('NOT_PENDING');
  });

  it.each([
    ['REJECT', 'REJECTED', '審核不通過（退件）'],
    ['FAIL', 'REVIEW_FAILED', '審核失敗'],
    ['SUPPLEMENT', 'SUPPLEMENT', '資料待補件'],
  ])('%s needs a reason that the member sees on inspect', async (decision, status, statusName) => {
    const { c, name, id } = await freshMember();
    await completePersonal(c, name);
    const ops = t.client();
    await ops.login('ops01');
    const noReason = (await ops.gql<{ reviewMember: Payload }>(REVIEW, { input: { memberId: id, decision } })).data!
      .reviewMember;
    expect(noReason.errors[0]).toEqual({
      field: 'reason',
      code: 'REQUIRED',
      message: '請填寫原因，會員將於審核狀態頁看到',
    });
    // The console's 200-character rule holds here too (the column is text, so nothing else would stop it).
    const tooLong = (
      await ops.gql<{ reviewMember: Payload }>(REVIEW, { input: { memberId: id, decision, reason: '長'.repeat(201) } })
    ).data!.reviewMember;
    expect(tooLong.errors[0]).toMatchObject({ field: 'reason', code: 'TOO_LONG' });
    await ops.gql(REVIEW, { input: { memberId: id, decision, reason: '身分證影像模糊，請重新上傳' } });
    const state = (
      await c.gql<{ memberReviewState: { status: string; statusName: string; reason: string; canSubmit: boolean } }>(
        STATE,
      )
    ).data!.memberReviewState;
    expect(state).toMatchObject({
      status,
      statusName,
      reason: '身分證影像模糊，請重新上傳',
      canSubmit: status === 'SUPPLEMENT',
    });
    // The decision is in the member's audit trail too: the operator console's audit line reads it.
    const trail = (
      await ops.gql<{
        memberAuditTrail: { items: { action: string; actorLabel: string; actionLabel: string; afterText: string }[] };
      }>(
        `query T($id: Int!) { memberAuditTrail(memberId: $id, first: 5) { items { action actorLabel actionLabel afterText } } }`,
        { id },
      )
    ).data!.memberAuditTrail.items;
    expect(trail[0]).toMatchObject({ action: 'member.review', actorLabel: '營運人員', actionLabel: '會員審核' });
    expect(trail[0]?.afterText).toContain('原因：身分證影像模糊，請重新上傳');
  });

  it('keeps members and assistants out of the review', async () => {
    const member = t.client();
    await member.login('personal01');
    expect((await member.gql('{ pendingMembers { items { id } } }')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const assistant = t.client();
    await assistant.login('assist01');
    expect((await assistant.gql(STATE)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
