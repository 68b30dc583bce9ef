import { Migration } from '@mikro-orm/migrations';

/**
 * A personal member's buyer view finds its purchases by its verified email (payments) and mobile (store orders).
 * Payments grow by the million, so both lookups get an index; emails compare in lower case, as they are typed.
 */
export class Migration20261127090200_purchase_lookups extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index payment_transaction_buyer_email_idx on payment_transaction (lower(buyer_email));`);
    this.addSql(`create index shop_order_buyer_mobile_idx on shop_order (buyer_mobile);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index payment_transaction_buyer_email_idx;`);
    this.addSql(`drop index shop_order_buyer_mobile_idx;`);
  }
}
