import {
  MemberAuditTrailDocument,
  SaveBankAccountDocument,
  VerifyBankAccountDocument,
} from '../../test/client-operations';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Rec = {
  action: string;
  actionLabel: string;
  actor: string;
  after: string | null;
  actorLabel?: string;
  afterText?: string | null;
  targetLabel?: string;
};

it('records a bank-account change, readable by the member and by operators, and refuses UPDATE/DELETE', async () => {
  const c = t.client();
  await c.login('business01');
  // Another account than the verified one on file (the same one again would change nothing).
  await c.gql(SaveBankAccountDocument, { input: { bankCode: '812', accountNo: '00012345678909' } });
  // The stored codes (action, actor, after) are read beside the labels the client shows.
  const mine = await c.gql<{ auditTrail: { items: Rec[] } }>(
    `{ auditTrail { items { action actionLabel actor actorLabel after afterText targetLabel } } }`,
  );
  const record = mine.data!.auditTrail.items[0];
  expect(record).toMatchObject({
    action: 'bank_account.change',
    actionLabel: '變更提領帳戶',
    actor: expect.stringMatching(/^member:\d+$/),
  });
  expect(record.after).toContain('**********8909');
  // What the member reads: zh-TW, no stored codes.
  expect(record).toMatchObject({ actorLabel: '本人', afterText: '銀行代碼：812、帳號：**********8909' });
  expect(record.targetLabel).toMatch(/^會員 #\d+$/);
  expect(record.after).not.toContain('00012345678909');

  const other = t.client();
  await other.login('personal01');
  const theirs =
    (await other.gql<{ auditTrail: { items: Rec[] } }>(`{ auditTrail { items { action } } }`)).data?.auditTrail.items ??
    [];
  expect(theirs.map((r) => r.action)).not.toContain('bank_account.change'); // only their own (demo payments)

  const [{ id }] = await t.orm.em
    .fork()
    .getConnection()
    .execute<{ id: number }[]>(`select id from member where login_name = 'business01'`);
  const ops = t.client();
  await ops.login('ops01');
  const seen = await ops.gql<{ memberAuditTrail: { items: Rec[] } }>(
    `query($id: Int!) { memberAuditTrail(memberId: $id) { items { action } } }`,
    { id },
  );
  expect(seen.data?.memberAuditTrail.items.map((r) => r.action)).toContain('bank_account.change');
  expect((await c.gql(MemberAuditTrailDocument, { memberId: 1 })).errors?.[0].extensions?.code).toBe('FORBIDDEN');

  // The changed account waits for an operator, who verifies it.
  const verified = await ops.gql(VerifyBankAccountDocument, { memberId: id });
  expect(verified.data?.verifyBankAccount.bankAccount?.verified).toBe(true);
  expect((await c.gql(VerifyBankAccountDocument, { memberId: 1 })).errors?.[0].extensions?.code).toBe('FORBIDDEN');

  const conn = t.orm.em.fork().getConnection();
  await expect(conn.execute(`update audit_record set action = 'x'`)).rejects.toThrow(/immutable/);
  await expect(conn.execute(`delete from audit_record`)).rejects.toThrow(/immutable/);
});
