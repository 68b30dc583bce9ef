import { Migration } from '@mikro-orm/migrations';

/** SPEC §5 手機條碼: the buyer's optional e-invoice mobile carrier, kept on the payment. */
export class Migration20261125000300_mobile_barcode extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table payment_transaction add column mobile_barcode varchar(8)
      check (mobile_barcode ~ '^/[0-9A-Z+.-]{7}$');`);
  }
}
