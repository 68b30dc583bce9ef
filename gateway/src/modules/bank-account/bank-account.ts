import type { EntityManager } from '@mikro-orm/postgresql';
import { BankAccountState } from '@paydesk/shared/bank-account-states';
import { sqlOf } from '../../core/database/sql';
import { writeAudit } from '../audit';

/** The member's one withdrawal account as every reader sees it. */
export interface BankAccountRow {
  bankCode: string;
  branchCode: string;
  accountNo: string;
  accountName: string;
  state: BankAccountState;
  rejectReason: string | null;
  updatedAt: Date;
}

/** What the member (completion or 提領設定) gives: the account name is always the member's registered name. */
export interface BankAccountChange {
  memberId: number;
  bankCode: string;
  /** Empty when the form has no branch field (completion): an existing branch is then kept. */
  branchCode: string;
  accountNo: string;
  accountName: string;
  /** Who saves it, as the audit trail records it. */
  actor: string;
}

/**
 * The state of member `memberSql`'s withdrawal account as one SQL expression (`memberSql` is trusted SQL such
 * as `m.id` or `?`), so a read that must stay one statement (the dashboard) derives it exactly as bankAccountOf does.
 */
export const bankAccountStateSql = (memberSql: string): string =>
  `coalesce((select case when b.verified_at is not null then ${BankAccountState.VERIFIED}
                          when b.rejected_at is not null then ${BankAccountState.REJECTED}
                          else ${BankAccountState.PENDING} end
               from member_bank_account b where b.member_id = ${memberSql}), ${BankAccountState.NONE})`;

interface Raw {
  bank_code: string;
  branch_code: string;
  account_no: string;
  account_name: string;
  state: number;
  reject_reason: string | null;
  updated_at: string;
}

/** The member's withdrawal account and its state; null when none was ever given. */
export async function bankAccountOf(
  em: EntityManager,
  memberId: number,
  opts: { lock?: boolean } = {},
): Promise<BankAccountRow | null> {
  const [r] = await sqlOf(em)<Raw>(
    `select bank_code, branch_code, account_no, account_name, reject_reason, updated_at, ${bankAccountStateSql('b0.member_id')} as state
       from member_bank_account b0 where b0.member_id = ?${opts.lock ? ' for update' : ''}`,
    [memberId],
  );
  if (!r) return null;
  return {
    bankCode: r.bank_code,
    branchCode: r.branch_code,
    accountNo: r.account_no,
    accountName: r.account_name,
    state: r.state as BankAccountState,
    rejectReason: r.reject_reason,
    updatedAt: new Date(r.updated_at),
  };
}

export const maskAccountNo = (no: string): string =>
  no.length > 4 ? `${'*'.repeat(no.length - 4)}${no.slice(-4)}` : no;

const sameAccount = (row: BankAccountRow, c: BankAccountChange) =>
  row.bankCode === c.bankCode &&
  row.accountNo === c.accountNo &&
  row.accountName === c.accountName &&
  (c.branchCode === '' || c.branchCode === row.branchCode);

/**
 * Saves the member's withdrawal account inside the caller's transaction. The same account again changes nothing
 * (an operator verifies an account once, so re-sending the completion form keeps a verified account verified);
 * any other account, or the same one after a rejection, replaces the row and waits for an operator again, audited.
 * Answers whether anything changed.
 */
export async function saveBankAccountIn(tx: EntityManager, c: BankAccountChange): Promise<boolean> {
  const sql = sqlOf(tx);
  // Two saves for one member at once: the insert's conflict settles who creates, the lock orders the rest.
  const inserted = await sql(
    `insert into member_bank_account (member_id, bank_code, branch_code, account_no, account_name)
     values (?, ?, ?, ?, ?) on conflict (member_id) do nothing returning member_id`,
    [c.memberId, c.bankCode, c.branchCode, c.accountNo, c.accountName],
  );
  const before = await bankAccountOf(tx, c.memberId, { lock: true });
  const isNew = inserted.length > 0;
  if (!isNew && before && before.state !== BankAccountState.REJECTED && sameAccount(before, c)) return false;
  if (!isNew)
    await sql(
      `update member_bank_account set bank_code = ?, branch_code = ?, account_no = ?, account_name = ?,
         verified_at = null, rejected_at = null, reject_reason = null, updated_at = now() where member_id = ?`,
      [c.bankCode, c.branchCode || (before?.branchCode ?? ''), c.accountNo, c.accountName, c.memberId],
    );
  await writeAudit(tx, {
    memberId: c.memberId,
    actor: c.actor,
    action: 'bank_account.change',
    target: `member:${c.memberId}`,
    before: !isNew && before ? { bankCode: before.bankCode, accountNo: maskAccountNo(before.accountNo) } : null,
    after: { bankCode: c.bankCode, accountNo: maskAccountNo(c.accountNo) },
  });
  return true;
}

/** An operator verifies a pending account once; answers false when there was none pending. */
export async function verifyBankAccountIn(tx: EntityManager, memberId: number, actor: string): Promise<boolean> {
  const rows = await sqlOf(tx)(
    `update member_bank_account set verified_at = now(), rejected_at = null, reject_reason = null
      where member_id = ? and verified_at is null and rejected_at is null returning member_id`,
    [memberId],
  );
  if (rows.length)
    await writeAudit(tx, {
      memberId,
      actor,
      action: 'bank_account.verify',
      target: `member:${memberId}`,
      after: { verified: true },
    });
  return rows.length > 0;
}

/** An operator rejects a pending account with a reason the member reads; false when there was none pending. */
export async function rejectBankAccountIn(
  tx: EntityManager,
  memberId: number,
  reason: string,
  actor: string,
): Promise<boolean> {
  const rows = await sqlOf(tx)(
    `update member_bank_account set rejected_at = now(), reject_reason = ?
      where member_id = ? and verified_at is null and rejected_at is null returning member_id`,
    [reason, memberId],
  );
  if (rows.length)
    await writeAudit(tx, {
      memberId,
      actor,
      action: 'bank_account.reject',
      target: `member:${memberId}`,
      after: { verified: false, reason },
    });
  return rows.length > 0;
}
