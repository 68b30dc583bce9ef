import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-onboarding-'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR: uploadDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

type Checklist = { steps: { key: string; label: string; done: boolean }[]; next: string | null; complete: boolean };
const QUERY = '{ onboardingChecklist { steps { key label done } next complete } }';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
const sql = (q: string, p: unknown[] = []) => t.orm.em.fork().getConnection().execute(q, p);

async function signedIn(account: string, kind: 'MEMBER' | 'BUYER' = 'MEMBER'): Promise<TestClient> {
  const c = t.client();
  await c.login(account, kind);
  return c;
}

async function checklist(c: TestClient): Promise<Checklist | null> {
  const res = await c.gql<{ onboardingChecklist: Checklist | null }>(QUERY);
  expect(res.errors).toBeUndefined();
  return res.data!.onboardingChecklist;
}

const doneOf = (list: Checklist | null) => Object.fromEntries(list!.steps.map((s) => [s.key, s.done]));

const upload = (c: TestClient, kind: string) =>
  c.agent
    .post('/api/member/documents')
    .set('X-CSRF-TOKEN', c.csrfToken)
    .field('kind', kind)
    .attach('file', PNG, `${kind}.png`);

describe('onboarding checklist', () => {
  it('lists the four steps in order from the member data, with the first not done as next', async () => {
    const newbie = await signedIn('newbie01');
    const list = await checklist(newbie);
    expect(list!.steps).toEqual([
      { key: 'PROFILE', label: '會員資料', done: false },
      { key: 'BANK_ACCOUNT', label: '提領帳戶', done: false },
      { key: 'DOCUMENTS', label: '身分文件', done: false },
      { key: 'FIRST_LINK', label: '第一個收款連結', done: false },
    ]);
    expect(list).toMatchObject({ next: 'PROFILE', complete: false });
  });

  it('counts the documents done only when every required kind is uploaded', async () => {
    const newbie = await signedIn('newbie01');
    for (const kind of ['id_front', 'id_back']) expect((await upload(newbie, kind)).body.success).toBe(true);
    expect(doneOf(await checklist(newbie)).DOCUMENTS).toBe(false);
    expect((await upload(newbie, 'second_doc')).body.success).toBe(true);
    const list = await checklist(newbie);
    expect(doneOf(list)).toEqual({ PROFILE: false, BANK_ACCOUNT: false, DOCUMENTS: true, FIRST_LINK: false });
    expect(list!.next).toBe('PROFILE');
  });

  it('follows the withdrawal account and the first link, and is complete when all are done', async () => {
    const personal = await signedIn('personal01');
    // The demo data gives personal01 a completed profile, a payment link and a withdrawal account; the account is
    // removed so the step can be followed from the start.
    await sql(
      `delete from member_bank_account where member_id = (select id from member where login_name = 'personal01')`,
    );
    let list = await checklist(personal);
    expect(doneOf(list)).toEqual({ PROFILE: true, BANK_ACCOUNT: false, DOCUMENTS: true, FIRST_LINK: true });
    expect(list).toMatchObject({ next: 'BANK_ACCOUNT', complete: false });

    const saved = await personal.gql<{ saveBankAccount: { errors: unknown[] } }>(
      `mutation { saveBankAccount(input: {bankCode: "004", accountNo: "1234567890"}) { errors { code } } }`,
    );
    expect(saved.data!.saveBankAccount.errors).toEqual([]);
    list = await checklist(personal);
    expect(list).toMatchObject({ next: null, complete: true });

    // An account the operator rejected is not a withdrawal account.
    const [{ id }] = (await sql(`select id from member where login_name = 'personal01'`)) as { id: number }[];
    await sql(`update member_bank_account set rejected_at = now(), reject_reason = '戶名不符' where member_id = ?`, [
      id,
    ]);
    list = await checklist(personal);
    expect(list).toMatchObject({ next: 'BANK_ACCOUNT', complete: false });
  });

  it('names a business without a link its next step, the first link', async () => {
    // business01 has demo links (demo-history.ts): a business like it, with a shop but no link yet.
    const [{ id }] = (await sql(
      `insert into member (login_name, password_hash, mem_type, name, email, mobile, identity_no, status, is_platform,
         profile_completed, mail_verified_at, mobile_verified_at, default_password)
       select 'nolink01', password_hash, mem_type, name, 'nolink01@example.com', mobile, '53012975', status, is_platform,
         profile_completed, mail_verified_at, mobile_verified_at, default_password from member where login_name = 'business01' returning id`,
    )) as { id: number }[];
    await sql(
      `insert into merchant (member_id, name, status, mer_type, sell_type, goods_pay_type, escrow_type, business_type_id, payment_switch, reviewed_at)
       select ?, name, status, mer_type, sell_type, goods_pay_type, escrow_type, business_type_id, payment_switch, reviewed_at
         from merchant where member_id = (select id from member where login_name = 'business01') order by id limit 1`,
      [id],
    );
    const business = await signedIn('nolink01');
    await sql(
      `insert into member_bank_account (member_id, bank_code, account_no, account_name, verified_at) values (?, '812', '00012345678901', '好物', now())`,
      [id],
    );
    const list = await checklist(business);
    expect(doneOf(list).FIRST_LINK).toBe(false);
    expect(list!.next).toBe('FIRST_LINK');
  });

  it('gives an assistant no checklist and refuses a buyer', async () => {
    expect(await checklist(await signedIn('assist01'))).toBeNull();
    const buyer = await signedIn('buyer01', 'BUYER');
    const res = await buyer.gql(QUERY);
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
