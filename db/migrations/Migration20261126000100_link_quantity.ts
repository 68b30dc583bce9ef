import { Migration } from '@mikro-orm/migrations';

/**
 * Quantity at a payment link's checkout: the seller's optional per-order limit, and the units a
 * payment bought (1 for everything that existed before, and for store orders and recurring charges).
 */
export class Migration20261126000100_link_quantity extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table payment_link add column per_order_limit integer
      check (per_order_limit is null or (per_order_limit > 0 and quantity_limit is not null and per_order_limit <= quantity_limit));`);
    this.addSql(`alter table payment_transaction add column quantity integer not null default 1 check (quantity > 0);`);
  }
}
