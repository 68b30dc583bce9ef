import { Migration } from '@mikro-orm/migrations';

/**
 * A seller searches its payments by buyer name (from its first characters, as a Chinese name is typed), amount or
 * order number; each lookup starts from the seller's own rows, so each index leads with member_id. Email and
 * mobile already have theirs (purchase_lookups).
 */
export class Migration20261127184001_payment_search extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index payment_transaction_member_buyer_name_idx on payment_transaction (member_id, lower(buyer_name) text_pattern_ops);`,
    );
    this.addSql(`create index payment_transaction_member_amount_idx on payment_transaction (member_id, amount);`);
    this.addSql(
      `create index payment_transaction_member_order_no_idx on payment_transaction (member_id, merchant_order_no);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index payment_transaction_member_buyer_name_idx;`);
    this.addSql(`drop index payment_transaction_member_amount_idx;`);
    this.addSql(`drop index payment_transaction_member_order_no_idx;`);
  }
}
