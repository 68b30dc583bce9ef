import {
  PendingBankAccountsDocument,
  RejectBankAccountDocument,
  SaveBankAccountDocument,
} from '../../test/client-operations';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Payload = {
  bankAccount: { verified: boolean; rejectReason: string | null } | null;
  errors: { field: string | null; code: string; message: string }[];
};

// The client reads neither the reason of a verified account nor the member's own reason: these strings ask for them.
const VERIFY = `mutation($id: Int!) { verifyBankAccount(memberId: $id) { bankAccount { verified rejectReason } errors { field code message } } }`;

const memberId = async (login: string) =>
  (
    await t.orm.em
      .fork()
      .getConnection()
      .execute<{ id: number }[]>(`select id from member where login_name = ?`, [login])
  )[0].id;

describe('operator bank-account review', () => {
  it('lists unverified accounts, rejects one with a reason the member reads, verifies another; sellers and assistants are refused', async () => {
    const business = t.client();
    await business.login('business01');
    // A code outside the one reference list of institutions is refused with the field named, nothing saved.
    const unknown = await business.gql(SaveBankAccountDocument, {
      input: { bankCode: '999', accountNo: '00012345678901' },
    });
    expect(unknown.data!.saveBankAccount.errors).toEqual([
      expect.objectContaining({ field: 'bankCode', message: '查無此金融機構代碼，請從清單選擇' }),
    ]);
    // Another account than the verified one on file: it waits for an operator again.
    await business.gql(SaveBankAccountDocument, { input: { bankCode: '812', accountNo: '00012345678909' } });
    const personal = t.client();
    await personal.login('personal01');
    // 元大 (806) was missing from the old list of twenty banks.
    const yuanta = await personal.gql(SaveBankAccountDocument, { input: { bankCode: '806', accountNo: '1234567890' } });
    expect(yuanta.data!.saveBankAccount.errors).toEqual([]);
    const [businessId, personalId] = [await memberId('business01'), await memberId('personal01')];

    const ops = t.client();
    await ops.login('ops01');
    const list = (await ops.gql(PendingBankAccountsDocument, { first: 200 })).data!.pendingBankAccounts.items;
    const row = list.find((r) => r.memberId === businessId);
    expect(row).toMatchObject({ loginName: 'business01', bankCode: '812', accountNoMasked: '**********8909' });
    expect(row?.accountName).toBe(row?.memberName);
    expect(JSON.stringify(list)).not.toContain('00012345678909');

    const noReason = await ops.gql(RejectBankAccountDocument, { memberId: businessId, reason: '  ' });
    expect(noReason.data?.rejectBankAccount.errors[0]).toMatchObject({ field: 'reason', message: '請輸入未通過原因' });
    const rejected = await ops.gql(RejectBankAccountDocument, { memberId: businessId, reason: '存摺封面戶名不清楚' });
    expect(rejected.data?.rejectBankAccount.bankAccount).toEqual({
      verified: false,
      rejectReason: '存摺封面戶名不清楚',
    });
    const again = await ops.gql(RejectBankAccountDocument, { memberId: businessId, reason: '再一次' });
    expect(again.data?.rejectBankAccount.errors[0].code).toBe('NOT_FOUND');
    const mine = await business.gql<{ bankAccount: { verified: boolean; rejectReason: string } }>(
      `{ bankAccount { verified rejectReason } }`,
    );
    expect(mine.data?.bankAccount).toEqual({ verified: false, rejectReason: '存摺封面戶名不清楚' });

    const verified = await ops.gql<{ verifyBankAccount: Payload }>(VERIFY, { id: personalId });
    expect(verified.data?.verifyBankAccount.bankAccount).toEqual({ verified: true, rejectReason: null });
    const after = (await ops.gql(PendingBankAccountsDocument, { first: 200 })).data!.pendingBankAccounts.items.map(
      (r) => r.memberId,
    );
    expect(after).not.toContain(businessId);
    expect(after).not.toContain(personalId);

    // Saving a new account clears the rejection and waits for an operator again.
    await business.gql(SaveBankAccountDocument, { input: { bankCode: '812', accountNo: '00012345678902' } });
    const resaved = await business.gql<{ bankAccount: { verified: boolean; rejectReason: string | null } }>(
      `{ bankAccount { verified rejectReason } }`,
    );
    expect(resaved.data?.bankAccount).toEqual({ verified: false, rejectReason: null });

    const records = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ action: string }[]>(
        `select action from audit_record where member_id = ? and action like 'bank_account.%' order by id`,
        [businessId],
      );
    expect(records.map((r) => r.action)).toEqual(['bank_account.change', 'bank_account.reject', 'bank_account.change']);

    for (const login of ['personal01', 'assist01']) {
      const c = t.client();
      await c.login(login);
      expect((await c.gql(PendingBankAccountsDocument)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const reject = await c.gql(RejectBankAccountDocument, { memberId: businessId, reason: 'x' });
      expect(reject.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  });
});
