import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CompleteMemberProfileDocument,
  MoneyOverviewDocument,
  OnboardingChecklistDocument,
  RejectBankAccountDocument,
  SignupDocument,
  SaveBankAccountDocument,
  VerifyBankAccountDocument,
  WithdrawDocument,
  WithdrawPageDocument,
} from '../../test/client-operations';
import { createTestApp, DEMO_PASSWORD, TEST_CAPTCHA, type TestApp, type TestClient } from '../../test/test-app';
import { nationalIdFor } from '../../test/identity-numbers';
import { auditLedger, fundHeld } from '../ledger/ledger.fixtures';

/**
 * One withdrawal account: the account given at completion is the row withdrawals read, pending until an operator
 * verifies it once; the dashboard checklist and 提領設定 read the same state, and a change sends it back to pending.
 */
const uploadRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-bank-'));
let t: TestApp;
let ops: TestClient;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR: path.join(uploadRoot, 'uploads') });
  ops = t.client();
  await ops.login('ops01');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadRoot, { recursive: true, force: true });
});

const sql = <T>(q: string, p: unknown[] = []) => t.orm.em.fork().getConnection().execute<T[]>(q, p);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);

let seq = 0;
/** A new personal seller who has sent the completion form with its documents and bank account 812 / …1234. */
async function completedSeller(): Promise<{ c: TestClient; id: number; name: string }> {
  seq += 1;
  const account = `bank_user${seq}`;
  const name = '帳戶測試';
  const c = t.client();
  await c.openPage();
  const res = await c.gql(SignupDocument, {
    input: {
      kind: 'PERSONAL',
      account,
      password: DEMO_PASSWORD,
      passwordConfirmed: DEMO_PASSWORD,
      name,
      identityNo: nationalIdFor(`H1${3000000 + seq}`),
      email: `${account}@example.com`,
      mobile: `0941${100000 + seq}`,
      agreeTerms: true,
      captcha: TEST_CAPTCHA,
    },
  });
  const id = Number(res.data!.signup.viewer!.id.split(':')[1]);
  for (const kind of ['id_front', 'id_back', 'second_doc']) {
    const up = await c.agent
      .post('/api/member/documents')
      .set('X-CSRF-TOKEN', c.csrfToken)
      .field('kind', kind)
      .attach('file', PNG, `${kind}.png`);
    expect(up.body.success).toBe(true);
  }
  const done = await c.gql(CompleteMemberProfileDocument, {
    input: {
      address: '台北市信義區市府路 1 號',
      contactPhone: '02-2720-8889',
      bankCode: '812',
      bankAccount: '12345678901234',
      bankAccountName: name,
    },
  });
  expect(done.data!.completeMemberProfile).toMatchObject({ success: true, errors: [] });
  return { c, id, name };
}

/** The state each screen reads: the dashboard checklist, and 提領設定 (the withdraw page) with its account. */
async function screens(c: TestClient) {
  const checklist = (await c.gql(OnboardingChecklistDocument)).data!.onboardingChecklist!;
  const page = (await c.gql(WithdrawPageDocument)).data!;
  const overview = (await c.gql(MoneyOverviewDocument)).data!.moneyOverview;
  return {
    // The dashboard's to-do for a seller with money to withdraw: none once the account is verified.
    dashboardTodo: overview.actions.find((a) => a.href === '/auth/bill/withdraw')?.code ?? null,
    checklist: checklist.bankAccountState,
    checklistStepDone: checklist.steps.find((s) => s.key === 'BANK_ACCOUNT')?.done,
    withdrawPage: page.bankAccount?.state,
    label: page.bankAccount?.stateLabel,
  };
}

const withdraw = (c: TestClient, amount: number, key: string) =>
  c.gql(WithdrawDocument, { input: { amount, idempotencyKey: key } });

const key = (n: number) => `bank-test-key-${seq}-${n}-0000000000`;

describe('one withdrawal account', () => {
  it('completion → pending everywhere → an operator verifies once → withdrawals allowed; a change is pending again', async () => {
    const { c, id, name } = await completedSeller();
    const [row] = await sql<{ bank_code: string; account_no: string; account_name: string; verified_at: Date | null }>(
      `select bank_code, account_no, account_name, verified_at from member_bank_account where member_id = ?`,
      [id],
    );
    expect(row).toEqual({ bank_code: '812', account_no: '12345678901234', account_name: name, verified_at: null });
    await fundHeld(t.orm.em, id, 1000);
    expect(await screens(c)).toEqual({
      dashboardTodo: 'BANK_ACCOUNT_PENDING',
      checklist: 'PENDING',
      checklistStepDone: true,
      withdrawPage: 'PENDING',
      label: '驗證中',
    });

    const refused = await withdraw(c, 500, key(1));
    expect(refused.data!.withdraw).toEqual({
      withdrawal: null,
      errors: [
        expect.objectContaining({ code: 'BANK_ACCOUNT_PENDING', message: '提領帳戶驗證中，驗證通過後即可提領' }),
      ],
    });

    const verified = await ops.gql(VerifyBankAccountDocument, { memberId: id });
    expect(verified.data!.verifyBankAccount.errors).toEqual([]);
    expect(await screens(c)).toEqual({
      dashboardTodo: null,
      checklist: 'VERIFIED',
      checklistStepDone: true,
      withdrawPage: 'VERIFIED',
      label: '已驗證',
    });
    const paid = await withdraw(c, 500, key(2));
    expect(paid.data!.withdraw.errors).toEqual([]);
    expect(paid.data!.withdraw.withdrawal).toMatchObject({ amount: 500, net: 485 });

    // 提領設定 with the same account changes nothing: an operator verifies an account once.
    const same = await c.gql(SaveBankAccountDocument, { input: { bankCode: '812', accountNo: '12345678901234' } });
    expect(same.data!.saveBankAccount.bankAccount).toMatchObject({ state: 'VERIFIED', verified: true });

    const changed = await c.gql(SaveBankAccountDocument, {
      input: { bankCode: '004', branchCode: '0501', accountNo: '9876543210' },
    });
    expect(changed.data!.saveBankAccount.bankAccount).toMatchObject({
      state: 'PENDING',
      verified: false,
      bankCode: '004',
      accountNoMasked: '******3210',
    });
    expect(await screens(c)).toEqual({
      dashboardTodo: 'BANK_ACCOUNT_PENDING',
      checklist: 'PENDING',
      checklistStepDone: true,
      withdrawPage: 'PENDING',
      label: '驗證中',
    });
    expect((await withdraw(c, 100, key(3))).data!.withdraw.errors[0].code).toBe('BANK_ACCOUNT_PENDING');

    const audit = await sql<{ action: string; actor: string }>(
      `select action, actor from audit_record where member_id = ? and action like 'bank_account.%' order by id`,
      [id],
    );
    expect(audit.map((a) => a.action)).toEqual(['bank_account.change', 'bank_account.verify', 'bank_account.change']);
    expect(audit[0].actor).toBe(`member:${id}`);
    expect(audit[1].actor).toMatch(/^operator:/);
    expect(await auditLedger(t.orm.em)).toEqual({ unbalancedEntries: 0, driftedAccounts: 0, negativeAccounts: 0 });
  });

  it('20 parallel saves of one new account change it once; 20 parallel withdrawals while it waits move nothing', async () => {
    const { c, id } = await completedSeller();
    await ops.gql(VerifyBankAccountDocument, { memberId: id });
    await fundHeld(t.orm.em, id, 2000);
    const saves = await Promise.all(
      Array.from({ length: 20 }, () =>
        c.gql(SaveBankAccountDocument, { input: { bankCode: '700', accountNo: '00212345678901' } }),
      ),
    );
    for (const s of saves) expect(s.data!.saveBankAccount.bankAccount?.state).toBe('PENDING');
    const [changes] = await sql<{ n: number }>(
      `select count(*)::int as n from audit_record where member_id = ? and action = 'bank_account.change'`,
      [id],
    );
    // One for the completion form, one for the new account however many times it was sent.
    expect(changes.n).toBe(2);

    const tries = await Promise.all(Array.from({ length: 20 }, (_, i) => withdraw(c, 100, key(100 + i))));
    for (const r of tries) expect(r.data!.withdraw.errors[0].code).toBe('BANK_ACCOUNT_PENDING');
    const [w] = await sql<{ n: number }>(`select count(*)::int as n from withdrawal where member_id = ?`, [id]);
    expect(w.n).toBe(0);
  });

  it('a rejected account is refused with its own message, and sending it again asks the operator again', async () => {
    const { c, id } = await completedSeller();
    const rejected = await ops.gql(RejectBankAccountDocument, { memberId: id, reason: '存摺影本不清楚' });
    expect(rejected.data!.rejectBankAccount.errors).toEqual([]);
    expect(await screens(c)).toMatchObject({
      checklist: 'REJECTED',
      checklistStepDone: false,
      withdrawPage: 'REJECTED',
    });
    const page = (await c.gql(WithdrawPageDocument)).data!.bankAccount;
    expect(page).toMatchObject({ stateLabel: '驗證未通過', rejectReason: '存摺影本不清楚' });
    expect((await withdraw(c, 100, key(200))).data!.withdraw.errors[0]).toMatchObject({
      code: 'BANK_ACCOUNT_REJECTED',
      message: '提領帳戶驗證未通過，請重新設定提領帳戶',
    });
    const again = await c.gql(SaveBankAccountDocument, { input: { bankCode: '812', accountNo: '12345678901234' } });
    expect(again.data!.saveBankAccount.bankAccount).toMatchObject({ state: 'PENDING', rejectReason: null });
  });

  it('a seller without an account is told to set one', async () => {
    const none = t.client();
    await none.login('business01');
    expect((await none.gql(WithdrawPageDocument)).data!.bankAccount?.state).toBe('VERIFIED');
    await sql(
      `delete from member_bank_account where member_id = (select id from member where login_name = 'business01')`,
    );
    expect((await none.gql(OnboardingChecklistDocument)).data!.onboardingChecklist?.bankAccountState).toBe('NONE');
    expect((await withdraw(none, 100, key(300))).data!.withdraw.errors[0]).toMatchObject({
      code: 'NO_BANK_ACCOUNT',
      message: '請先設定本人名下的台灣金融機構提領帳戶',
    });
  });
});
