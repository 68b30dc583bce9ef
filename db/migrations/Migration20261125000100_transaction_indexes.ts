import { Migration } from '@mikro-orm/migrations';

/**
 * `trade_no` had two identical unique indexes (the column's own constraint and a second index), and the
 * settlement index covered statuses (1, 4) while settlement asks for every collected status (1, 3, 4: paid,
 * refunded, partly refunded — `COLLECTED_TX_STATUSES`), so the planner could not use it.
 */
export class Migration20261125000100_transaction_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index if exists payment_transaction_trade_no_uq;`);
    this.addSql(`drop index if exists payment_transaction_settle_idx;`);
    this.addSql(
      `create index payment_transaction_settle_idx on payment_transaction (settle_due_at) where settled_at is null and status in (1, 3, 4);`,
    );
  }
}
