import { Migration } from '@mikro-orm/migrations';

/**
 * The notify records written at payment are delivered. Mails (the buyer's receipt, the seller's
 * trade notice) go out once per record (`mailed_at`); a shop's server-to-server callback is tried until its server
 * answers `1|OK`, on a backoff schedule, every attempt logged. A shop keeps an optional notify URL and the hash key
 * and IV its callbacks are signed with (CheckMacValue, as ECPay does).
 */
export class Migration20261125000200_notify_delivery extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table merchant
      add column notify_url varchar(300),
      add column hash_key varchar(32),
      add column hash_iv varchar(32);`);
    this.addSql(`alter table notify_record
      add column mailed_at timestamptz,
      add column callback_status smallint not null default 0 check (callback_status in (0, 1, 2, 3)),
      add column callback_attempts integer not null default 0,
      add column next_attempt_at timestamptz not null default now();`);
    // Records from before this migration were never delivered: their mails are not sent now (they are history).
    this.addSql(`update notify_record set mailed_at = created_at, callback_status = 3;`);
    this.addSql(`create index notify_record_mail_idx on notify_record (id) where mailed_at is null;`);
    this.addSql(
      `create index notify_record_callback_idx on notify_record (next_attempt_at) where callback_status = 0;`,
    );
    this.addSql(`create index notify_record_transaction_idx on notify_record (transaction_id);`);
    this.addSql(`
      create table notify_attempt (
        id bigserial primary key,
        notify_record_id bigint not null references notify_record (id),
        attempt integer not null check (attempt >= 1),
        url varchar(300) not null,
        status_code integer,
        ok boolean not null,
        error varchar(200),
        created_at timestamptz not null default now(),
        unique (notify_record_id, attempt)
      );`);
  }
}
