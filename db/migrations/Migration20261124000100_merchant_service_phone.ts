import { Migration } from '@mikro-orm/migrations';

/**
 * A shop's customer-service telephone, as Taiwan writes it: area code, number and an optional extension (SPEC §5
 * area code, telephone number and the digits-and-# phone rules). Buyers see it on their receipts.
 */
export class Migration20261124000100_merchant_service_phone extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table merchant add column service_area_code varchar(4), add column service_tel varchar(9), add column service_ext varchar(20);`,
    );
  }
}
