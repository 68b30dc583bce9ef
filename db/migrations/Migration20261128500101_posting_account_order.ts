import { Migration } from '@mikro-orm/migrations';

/**
 * A member's ledger lines page newest posting first, and each line's balance after sums the account's later
 * postings: both walk one account's postings in id order, which this index answers from the newest end instead of
 * reading and sorting the account's whole history.
 */
export class Migration20261128500101_posting_account_order extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index if not exists posting_account_id_idx on posting (account_id, id);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists posting_account_id_idx;`);
  }
}
