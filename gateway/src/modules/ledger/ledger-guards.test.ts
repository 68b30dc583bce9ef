import { sqlOf } from '../../core/database/sql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auditLedger, fundHeld, insertSeller } from './ledger.fixtures';

let t: TestApp;
let em: EntityManager;
let memberId: number;
beforeAll(async () => {
  t = await createTestApp();
  em = t.orm.em.fork();
  memberId = await insertSeller(em, 'guards');
  await fundHeld(em, memberId, 700);
  await sqlOf(em)(`insert into audit_record (member_id, actor, action, target) values (?, 'test', 'test', 'guards')`, [
    memberId,
  ]);
});
afterAll(() => t.close());

const raw = () => sqlOf(t.orm.em.fork());
const heldBalance = async () =>
  Number(
    (
      await raw()<{ balance: string }>(
        `select balance::text from ledger_account where member_id = ? and kind = 'held'`,
        [memberId],
      )
    )[0].balance,
  );

describe('database-level promises of the ledger and the audit trail', () => {
  it('refuses TRUNCATE of the audit trail and keeps its rows', async () => {
    await expect(raw()('truncate audit_record')).rejects.toThrow(/immutable/);
    const [row] = await raw()<{ n: string }>('select count(*)::text as n from audit_record where member_id = ?', [
      memberId,
    ]);
    expect(Number(row.n)).toBe(1);
  });

  it.each([
    ['update ledger_account set balance = balance + 1000 where member_id = ?'],
    ['update ledger_account set balance = 0 where member_id = ?'],
    ['update ledger_account set allow_negative = true where member_id = ?'],
    ['update ledger_account set member_id = null where member_id = ?'],
    ['delete from ledger_account where member_id = ?'],
  ])('refuses %s', async (statement) => {
    await expect(raw()(statement, [memberId])).rejects.toThrow(/move only through postings/);
    expect(await heldBalance()).toBe(700);
  });

  it('refuses TRUNCATE of ledger accounts', async () => {
    await expect(raw()('truncate ledger_account cascade')).rejects.toThrow(/immutable/);
  });

  it('still lets postings move the balance, and the books still agree', async () => {
    await fundHeld(em, memberId, 300);
    expect(await heldBalance()).toBe(1000);
    expect(await auditLedger(em)).toEqual({ unbalancedEntries: 0, driftedAccounts: 0, negativeAccounts: 0 });
  });
});
