import { Migration } from '@mikro-orm/migrations';

/**
 * Sellers' webhooks: endpoints (per shop, or per member when no shop is named) choosing their event types; the
 * events they were sent (the object's state as published, so a resend sends the same body); one delivery per
 * (event, endpoint), unique so a subscriber handed one event twice queues it once; and one attempt row per POST,
 * written when it is claimed and finished with the answer, as the paid callbacks' queue does. An unfinished attempt
 * whose lease has not run out holds its delivery and counts towards its endpoint's limit in flight.
 */
export class Migration20261127190001_webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table webhook_endpoint (
      id serial primary key,
      member_id integer not null references member (id),
      merchant_id integer references merchant (id) on delete cascade,
      url varchar(300) not null,
      description varchar(100),
      secret varchar(80) not null,
      events text[] not null,
      enabled boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now());`);
    this.addSql(`create index webhook_endpoint_member_idx on webhook_endpoint (member_id);`);
    this.addSql(`create table webhook_event (
      id varchar(60) primary key,
      type varchar(60) not null,
      member_id integer,
      shop_id integer,
      data jsonb not null,
      created_at timestamptz not null);`);
    this.addSql(`create table webhook_delivery (
      id bigserial primary key,
      event_id varchar(60) not null references webhook_event (id),
      endpoint_id integer not null references webhook_endpoint (id) on delete cascade,
      status smallint not null,
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      created_at timestamptz not null default now(),
      constraint webhook_delivery_event_endpoint_key unique (event_id, endpoint_id));`);
    this.addSql(`create index webhook_delivery_due_idx on webhook_delivery (next_attempt_at, id);`);
    this.addSql(`create index webhook_delivery_endpoint_idx on webhook_delivery (endpoint_id, id);`);
    this.addSql(`create table webhook_attempt (
      id bigserial primary key,
      delivery_id bigint not null references webhook_delivery (id) on delete cascade,
      endpoint_id integer not null,
      attempt integer not null,
      url varchar(300) not null,
      status_code integer,
      ok boolean not null default false,
      error varchar(200),
      answer varchar(200),
      lease_until timestamptz not null,
      created_at timestamptz not null default now(),
      finished_at timestamptz);`);
    this.addSql(`create index webhook_attempt_delivery_idx on webhook_attempt (delivery_id, attempt);`);
    this.addSql(
      `create index webhook_attempt_in_flight_idx on webhook_attempt (endpoint_id) where finished_at is null;`,
    );
  }
}
