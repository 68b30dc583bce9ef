import { Migration } from '@mikro-orm/migrations';

/**
 * Recurring collection: a seller's plans, buyers' subscriptions to them and every charge attempt.
 * Exactly-once charging lives in the database: one attempt row per (subscription, period, attempt), and at most
 * one paid attempt per (subscription, period), so two schedulers or a retry after a crash cannot charge twice.
 */
export class Migration20261124300100_recurring extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table period_plan (
        id serial primary key,
        member_id integer not null references member (id),
        merchant_id integer not null references merchant (id),
        token varchar(24) not null unique,
        title varchar(60) not null,
        description varchar(500) not null default '',
        amount integer not null check (amount between 1 and 200000),
        cycle smallint not null check (cycle in (1, 2, 3)),
        total_charges integer check (total_charges between 2 and 120),
        trial_days integer not null default 0 check (trial_days between 0 and 90),
        first_charge_date date,
        enabled boolean not null default true,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`create index period_plan_member_idx on period_plan (member_id, id desc);`);
    this.addSql(`
      create table period_subscription (
        id serial primary key,
        sub_no varchar(20) not null unique,
        plan_id integer not null references period_plan (id),
        member_id integer not null references member (id),
        buyer_member_id integer references member (id),
        buyer_name varchar(30) not null,
        buyer_email varchar(254) not null,
        buyer_mobile varchar(10) not null,
        card_last4 varchar(4) not null,
        card_token varchar(40) not null,
        status smallint not null check (status in (1, 2, 3, 4, 5, 6)),
        first_charge_date date not null,
        charges_done integer not null default 0 check (charges_done >= 0),
        next_period integer not null default 0,
        next_attempt integer not null default 0,
        next_charge_date date,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        closed_at timestamptz
      );`);
    this.addSql(`create index period_subscription_member_idx on period_subscription (member_id, id desc);`);
    this.addSql(`create index period_subscription_buyer_idx on period_subscription (buyer_member_id, id desc);`);
    this.addSql(
      `create index period_subscription_due_idx on period_subscription (next_charge_date) where status in (1, 3);`,
    );
    this.addSql(`
      create table period_charge (
        id serial primary key,
        subscription_id integer not null references period_subscription (id),
        period_no integer not null check (period_no >= 0),
        attempt integer not null check (attempt >= 0),
        due_date date not null,
        paid boolean not null,
        transaction_id integer references payment_transaction (id),
        failure_reason varchar(100),
        created_at timestamptz not null default now(),
        unique (subscription_id, period_no, attempt)
      );`);
    this.addSql(`create unique index period_charge_paid_uq on period_charge (subscription_id, period_no) where paid;`);
    this.addSql(
      `alter table payment_transaction add column period_subscription_id integer references period_subscription (id);`,
    );
  }
}
