import { Migration } from '@mikro-orm/migrations';

/**
 * A withdrawal the bank returned: status 3 (failed) with when and why, and the ledger entry that puts the whole
 * amount back into the member's held funds (withdrawal_failed).
 */
export class Migration20261128000302_withdrawal_failed extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table withdrawal drop constraint if exists withdrawal_status_check;`);
    this.addSql(`alter table withdrawal add constraint withdrawal_status_check check (status in (1, 2, 3));`);
    this.addSql(`alter table withdrawal add column failed_at timestamptz, add column fail_reason varchar(200);`);
    this.addSql(`alter table journal_entry drop constraint if exists journal_entry_kind_check;`);
    this.addSql(`alter table journal_entry add constraint journal_entry_kind_check check (kind in
      ('payment', 'settlement', 'refund', 'withdrawal', 'withdrawal_paid', 'withdrawal_failed', 'dormant_fee',
       'agent_share', 'shipping_fee', 'compensation'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table journal_entry drop constraint if exists journal_entry_kind_check;`);
    this.addSql(`alter table journal_entry add constraint journal_entry_kind_check check (kind in
      ('payment', 'settlement', 'refund', 'withdrawal', 'withdrawal_paid', 'dormant_fee', 'agent_share', 'shipping_fee',
       'compensation'));`);
    this.addSql(`alter table withdrawal drop column failed_at, drop column fail_reason;`);
    this.addSql(`alter table withdrawal drop constraint if exists withdrawal_status_check;`);
    this.addSql(`alter table withdrawal add constraint withdrawal_status_check check (status in (1, 2));`);
  }
}
