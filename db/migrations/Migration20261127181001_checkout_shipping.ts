import { Migration } from '@mikro-orm/migrations';

/**
 * Store checkout with shipping: a store's fee per delivery method (TWD, keyed by the DeliveryMethod code), an order's
 * goods total and shipping fee kept apart (the charged amount is their sum), and the pickup store picked from the
 * convenience-store list. Logistics services can be added later: a shop keeps its approved application and may have
 * one more pending, for the services it still lacks.
 */
export class Migration20261127181001_checkout_shipping extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table store add column shipping_fees jsonb not null default '{}'::jsonb;`);
    this.addSql(`alter table shop_order add column shipping_fee integer not null default 0 check (shipping_fee >= 0);`);
    this.addSql(
      `alter table shop_order add column goods_amount integer generated always as (amount - shipping_fee) stored;`,
    );
    this.addSql(`alter table shop_order add column pickup_store_code varchar(10) references convenience_store (code);`);
    this.addSql(`drop index if exists logistics_application_open_uq;`);
    this.addSql(
      `create unique index logistics_application_pending_uq on logistics_application (merchant_id) where status = 1;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists logistics_application_pending_uq;`);
    this.addSql(
      `create unique index logistics_application_open_uq on logistics_application (merchant_id) where status in (1, 2);`,
    );
    this.addSql(`alter table shop_order drop column pickup_store_code;`);
    this.addSql(`alter table shop_order drop column goods_amount;`);
    this.addSql(`alter table shop_order drop column shipping_fee;`);
    this.addSql(`alter table store drop column shipping_fees;`);
  }
}
