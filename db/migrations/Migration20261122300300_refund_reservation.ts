import { Migration } from '@mikro-orm/migrations';

/**
 * Refunds that the held-funds balance cannot cover yet are reserved (status 0) and executed by the settlement
 * job as soon as it can; payments made by a signed-in buyer remember the buyer.
 */
export class Migration20261122300300_refund_reservation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table refund add column status smallint not null default 1 check (status in (0, 1)),
      add column executed_at timestamptz;`);
    this.addSql(`update refund set executed_at = created_at where status = 1;`);
    this.addSql(`create index refund_reserved_idx on refund (member_id, id) where status = 0;`);
    this.addSql(
      `alter table payment_transaction add column if not exists buyer_member_id integer references member (id);`,
    );
    this.addSql(
      `create index if not exists payment_transaction_buyer_idx on payment_transaction (buyer_member_id, created_at desc) where buyer_member_id is not null;`,
    );
  }
}
