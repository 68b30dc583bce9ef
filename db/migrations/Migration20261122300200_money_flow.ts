import { Migration } from '@mikro-orm/migrations';

/**
 * Shops' review and JKO fields, payment links, payment transactions, refunds, notify records, bank accounts,
 * the sandbox settlement clock and the append-only audit trail.
 * payment_transaction is also created (minimally) by the public-site issue; both use `if not exists` with the
 * same column names and types, so either migration may run first.
 */
export class Migration20261122300200_money_flow extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table merchant
      add column if not exists review_reason varchar(200),
      add column if not exists reviewed_at timestamptz,
      add column if not exists jko_status smallint not null default 0 check (jko_status in (0, 9, 1, 92)),
      add column if not exists jko_applied_at timestamptz;`);

    this.addSql(`
      create table payment_link (
        id serial primary key,
        merchant_id integer not null references merchant (id),
        member_id integer not null references member (id),
        token varchar(24) not null unique,
        title varchar(60) not null,
        amount integer check (amount is null or amount > 0),
        description varchar(500) not null default '',
        pay_types smallint[] not null,
        installments smallint[] not null default '{}',
        expires_at timestamptz,
        quantity_limit integer check (quantity_limit is null or quantity_limit > 0),
        enabled boolean not null default true,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`create index payment_link_member_idx on payment_link (member_id, created_at desc);`);

    this.addSql(`
      create table if not exists payment_transaction (
        id serial primary key,
        trade_no varchar(20) not null,
        amount integer not null,
        status smallint not null,
        pay_type smallint not null,
        merchant_id integer,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`alter table payment_transaction
      add column if not exists member_id integer references member (id),
      add column if not exists payment_link_id integer references payment_link (id),
      add column if not exists merchant_order_no varchar(28),
      add column if not exists item_name varchar(100) not null default '',
      add column if not exists fee integer not null default 0,
      add column if not exists installments smallint not null default 1,
      add column if not exists buyer_name varchar(60) not null default '',
      add column if not exists buyer_email varchar(254) not null default '',
      add column if not exists payment_code varchar(30),
      add column if not exists code_expires_at timestamptz,
      add column if not exists paid_at timestamptz,
      add column if not exists settle_due_at timestamptz,
      add column if not exists settled_at timestamptz,
      add column if not exists refunded_amount integer not null default 0,
      add column if not exists failure_reason varchar(100);`);
    this.addSql(`create unique index if not exists payment_transaction_trade_no_uq on payment_transaction (trade_no);`);
    this.addSql(
      `create index if not exists payment_transaction_member_idx on payment_transaction (member_id, created_at desc);`,
    );
    this.addSql(
      `create index if not exists payment_transaction_settle_idx on payment_transaction (settle_due_at) where settled_at is null and status in (1, 4);`,
    );
    this.addSql(
      `create unique index if not exists payment_transaction_order_no_uq on payment_transaction (merchant_id, merchant_order_no) where merchant_order_no is not null;`,
    );

    this.addSql(`
      create table refund (
        id bigserial primary key,
        transaction_id bigint not null,
        member_id integer not null references member (id),
        amount integer not null check (amount > 0),
        fee integer not null default 0,
        from_trust integer not null default 0,
        from_held integer not null default 0,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index refund_transaction_idx on refund (transaction_id);`);

    this.addSql(`
      create table notify_record (
        id bigserial primary key,
        transaction_id bigint not null,
        event varchar(20) not null,
        payload jsonb not null,
        status smallint not null default 0,
        created_at timestamptz not null default now()
      );`);

    this.addSql(`
      create table member_bank_account (
        member_id integer primary key references member (id),
        bank_code varchar(3) not null check (bank_code ~ '^[0-9]{3}$'),
        branch_code varchar(4) not null default '',
        account_no varchar(16) not null check (account_no ~ '^[0-9]{10,16}$'),
        account_name varchar(60) not null,
        verified_at timestamptz,
        updated_at timestamptz not null default now()
      );`);

    // Sandbox only: how far "now" is moved forward for one member's settlement.
    this.addSql(`
      create table settlement_clock (
        member_id integer primary key references member (id),
        offset_seconds bigint not null default 0 check (offset_seconds >= 0)
      );`);

    // When an entry happened on the member's own (sandbox) clock: idle-balance rules compare against it.
    this.addSql(`alter table journal_entry add column effective_at timestamptz not null default now();`);

    this.addSql(`
      create table audit_record (
        id bigserial primary key,
        member_id integer references member (id),
        actor varchar(60) not null,
        action varchar(40) not null,
        target varchar(60) not null,
        before jsonb,
        after jsonb,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index audit_record_member_idx on audit_record (member_id, created_at desc);`);
    this.addSql(
      `create trigger audit_record_immutable before update or delete on audit_record for each row execute function ledger_refuse_change();`,
    );
  }
}
