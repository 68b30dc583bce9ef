import { Migration } from '@mikro-orm/migrations';

/**
 * Why a refund was made (the shared refund-reason list) and the seller's note, so the buyer's receipt, the seller's
 * screens and the buyer area say why. Refunds made before have none (null), and show '-'.
 */
export class Migration20261127183001_refund_reason extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table refund add column reason smallint, add column reason_note varchar(100) not null default '';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table refund drop column reason, drop column reason_note;`);
  }
}
