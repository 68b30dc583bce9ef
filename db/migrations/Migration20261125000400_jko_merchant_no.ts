import { Migration } from '@mikro-orm/migrations';

/** SPEC §5: a JKO application names the shop's JKO merchant number (up to 30 letters, digits, _ and -). */
export class Migration20261125000400_jko_merchant_no extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table merchant add column jko_merchant_no varchar(30) check (jko_merchant_no ~ '^[A-Za-z0-9_-]{1,30}$');`,
    );
  }
}
