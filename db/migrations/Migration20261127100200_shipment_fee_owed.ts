import { Migration } from '@mikro-orm/migrations';

/**
 * A parcel that comes back unclaimed costs the no-show (and B2C return) fee. The carrier's return cannot be refused,
 * so when the held funds cannot pay the fee it is recorded as owed on the parcel: no money moves then, withdrawals
 * leave it its share, and the settlement job takes it from the held funds (oldest first) once settlements cover it.
 */
export class Migration20261127100200_shipment_fee_owed extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table shipment add column fee_owed integer not null default 0 check (fee_owed >= 0);`);
    this.addSql(`create index shipment_fee_owed_idx on shipment (member_id, id) where fee_owed > 0;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table shipment drop column fee_owed;`);
  }
}
