import { Migration } from '@mikro-orm/migrations';

/**
 * The event bus's outbox: every business event is a `domain_event` row written in the transaction of the change it
 * reports; `domain_event_delivery` is one row per (event, subscriber), claimed with row locks so two gateway
 * processes never hand one event to one subscriber at once, and retried with a back-off until it succeeds.
 * `notification_sent` is the notification subscriber's unique key: one message per (event, recipient, channel).
 */
export class Migration20261127182001_domain_events extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table domain_event (
      id varchar(40) primary key,
      seq bigserial not null unique,
      type varchar(60) not null,
      member_id integer null,
      shop_id integer null,
      data jsonb not null default '{}'::jsonb,
      created_at timestamptz not null default now(),
      fanned_out_at timestamptz null
    );`);
    this.addSql(`create index domain_event_fan_out_idx on domain_event (seq) where fanned_out_at is null;`);
    this.addSql(`create index domain_event_member_idx on domain_event (member_id, created_at desc);`);
    // The Taiwan days whose held-funds summaries were published (once per day, whichever worker gets there first).
    this.addSql(`create table held_funds_summary_day (
      day date primary key,
      published_at timestamptz not null default now()
    );`);
    this.addSql(`create table domain_event_delivery (
      event_id varchar(40) not null references domain_event (id) on delete cascade,
      subscriber varchar(60) not null,
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      done_at timestamptz null,
      gave_up_at timestamptz null,
      last_error varchar(300) null,
      primary key (event_id, subscriber)
    );`);
    this.addSql(
      `create index domain_event_delivery_due_idx on domain_event_delivery (next_attempt_at)
        where done_at is null and gave_up_at is null;`,
    );
    this.addSql(`create table notification_sent (
      event_id varchar(40) not null references domain_event (id) on delete cascade,
      recipient varchar(254) not null,
      channel varchar(4) not null,
      template varchar(60) not null,
      sent_at timestamptz not null default now(),
      primary key (event_id, recipient, channel)
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table held_funds_summary_day;`);
    this.addSql(`drop table notification_sent;`);
    this.addSql(`drop table domain_event_delivery;`);
    this.addSql(`drop table domain_event;`);
  }
}
