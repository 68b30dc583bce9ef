import { Migration } from '@mikro-orm/migrations';

/**
 * Public site: news, campaigns and FAQ; contact messages; a PostgreSQL rate limiter shared by
 * replicas; and the minimal payment_transaction the public inquiry reads (the money-flow issue extends it).
 */
export class Migration20261122200100_content extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table content_item (
        id serial primary key,
        kind varchar(10) not null check (kind in ('NEWS', 'CAMPAIGN', 'FAQ')),
        title varchar(120) not null,
        summary varchar(300) not null default '',
        body_html text not null default '',
        category varchar(20),
        status varchar(12) not null default 'DRAFT' check (status in ('DRAFT', 'PUBLISHED', 'UNPUBLISHED')),
        publish_at timestamptz,
        starts_on date,
        ends_on date,
        sort integer not null default 0,
        updated_by varchar(40) not null default '',
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        check (kind <> 'FAQ' or category is not null),
        check (status <> 'PUBLISHED' or publish_at is not null)
      );`);
    this.addSql(`create index content_item_public_idx on content_item (kind, status, publish_at desc, id desc);`);

    this.addSql(`
      create table contact_message (
        id serial primary key,
        name varchar(30) not null,
        email varchar(100) not null,
        phone varchar(20),
        category varchar(20) not null,
        message varchar(2000) not null,
        ip varchar(64) not null,
        created_at timestamptz not null default now()
      );`);

    this.addSql(`
      create table rate_limit_hit (
        bucket varchar(30) not null,
        key varchar(100) not null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index rate_limit_hit_idx on rate_limit_hit (bucket, key, created_at);`);

    this.addSql(`
      create table if not exists payment_transaction (
        id serial primary key,
        trade_no varchar(20) not null unique,
        amount integer not null check (amount >= 0),
        status smallint not null,
        pay_type smallint not null,
        merchant_id integer not null references merchant (id),
        created_at timestamptz not null default now()
      );`);
  }
}
