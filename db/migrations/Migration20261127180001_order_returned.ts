import { Migration } from '@mikro-orm/migrations';

/**
 * A store order follows its parcel, and a store parcel nobody picked up comes back: the order is then RETURNED
 * (OrderStatus 8 in shared/src/order-statuses.ts), for the seller to refund.
 */
export class Migration20261127180001_order_returned extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table shop_order drop constraint shop_order_status_check;`);
    this.addSql(
      `alter table shop_order add constraint shop_order_status_check check (status in (1, 2, 3, 4, 5, 6, 7, 8));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table shop_order drop constraint shop_order_status_check;`);
    this.addSql(
      `alter table shop_order add constraint shop_order_status_check check (status in (1, 2, 3, 4, 5, 6, 7));`,
    );
  }
}
