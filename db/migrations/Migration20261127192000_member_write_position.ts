import { Migration } from '@mikro-orm/migrations';

/**
 * Where the primary's WAL stood after each member's last committed write (core/database/read-routing.ts): that
 * member's reports read from the primary until the standby has replayed past it. Unlogged: it is a routing hint for
 * the running gateways, never replicated or restored (after a crash it starts empty, which only sends a few reads to
 * a standby a moment early).
 */
export class Migration20261127192000_member_write_position extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create unlogged table member_write_position (member_id integer primary key, lsn pg_lsn not null);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table member_write_position;`);
  }
}
