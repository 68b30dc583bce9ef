import { Migration } from '@mikro-orm/migrations';

/**
 * Settlement takes each batch from one member lane (`member_id % 4`, ADR 0068), oldest due first. With only the
 * due-date index, a lane's batch read past every other lane's due rows to find its own, and a lane with nothing due
 * read the whole backlog to learn so, once per round. This index answers a lane's rows in due order directly. Like
 * the due-date index it holds only collected payments not yet settled, so it stays the size of the backlog. The
 * lane count (4) is SETTLEMENT_LANES in gateway/src/modules/ledger/settlement.ts; a test checks the two agree.
 */
export class Migration20261128600201_settlement_lane_index extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index if not exists payment_transaction_settle_lane_idx on payment_transaction ((member_id % 4), settle_due_at) where settled_at is null and status in (1, 3, 4);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists payment_transaction_settle_lane_idx;`);
  }
}
