import { Migration } from '@mikro-orm/migrations';

/**
 * Shops' callbacks leave the money minute job for a queue of their own: each POST is one claimed attempt, its log
 * row written when it is claimed (so every POST that left the gateway has one) and finished with the answer. An
 * unfinished attempt whose lease has not run out keeps the callback from being claimed again and counts towards its
 * shop's limit of callbacks in flight. Records from before this migration are finished history.
 */
export class Migration20261127100100_notify_callback_claims extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table notify_attempt
      add column lease_until timestamptz,
      add column finished_at timestamptz,
      add column answer varchar(200);`);
    this.addSql(`update notify_attempt set finished_at = created_at, lease_until = created_at;`);
    this.addSql(`alter table notify_attempt alter column lease_until set not null;`);
    this.addSql(
      `create index notify_attempt_in_flight_idx on notify_attempt (notify_record_id) where finished_at is null;`,
    );
  }
}
