import { Migration } from '@mikro-orm/migrations';

/**
 * Operator console: a JKO application decision keeps its reason (the seller reads it), and an operator may
 * reject a withdrawal bank account with a reason instead of only verifying it. Saving a new account clears
 * the rejection, so the queue holds exactly the accounts nobody has decided on yet.
 */
export class Migration20261122400100_ops_console extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table merchant add column jko_reason varchar(200), add column jko_reviewed_at timestamptz;`);
    this.addSql(
      `alter table member_bank_account add column rejected_at timestamptz, add column reject_reason varchar(200);`,
    );
    this.addSql(
      `create index member_bank_account_pending_idx on member_bank_account (updated_at) where verified_at is null and rejected_at is null;`,
    );
  }
}
