import { Migration } from '@mikro-orm/migrations';

/**
 * The agency area: an agent's contract (revenue-share rates per pay type, set by ops, every version
 * kept), the partners it referred (by email; the partner accepts), and closed months of shared profit. A closed
 * month is one row per (agent, month), so closing it twice pays once.
 */
export class Migration20261124500100_agency extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table journal_entry drop constraint if exists journal_entry_kind_check;`);
    this.addSql(`alter table journal_entry add constraint journal_entry_kind_check
      check (kind in ('payment', 'settlement', 'refund', 'withdrawal', 'withdrawal_paid', 'dormant_fee', 'agent_share'));`);
    this.addSql(`
      create table agent_contract (
        id serial primary key,
        agent_member_id integer not null references member (id),
        starts_on date not null,
        ends_on date,
        share_rates jsonb not null,
        settlement_cycle varchar(10) not null default 'monthly' check (settlement_cycle in ('monthly')),
        note varchar(200) not null default '',
        created_by varchar(60) not null,
        created_at timestamptz not null default now(),
        check (ends_on is null or ends_on >= starts_on)
      );`);
    this.addSql(`create index agent_contract_agent_idx on agent_contract (agent_member_id, starts_on desc, id desc);`);
    this.addSql(`
      create table agent_partner (
        id serial primary key,
        agent_member_id integer not null references member (id),
        email varchar(254) not null,
        partner_member_id integer references member (id),
        status smallint not null check (status in (1, 2, 3, 4)),
        note varchar(100) not null default '',
        created_at timestamptz not null default now(),
        accepted_at timestamptz,
        check ((status = 2) = (partner_member_id is not null and accepted_at is not null))
      );`);
    // A seller belongs to one agent at a time; an agent refers an email once while it is open.
    this.addSql(`create unique index agent_partner_member_uq on agent_partner (partner_member_id) where status = 2;`);
    this.addSql(
      `create unique index agent_partner_email_uq on agent_partner (agent_member_id, lower(email)) where status in (1, 2);`,
    );
    this.addSql(`
      create table agent_share_month (
        agent_member_id integer not null references member (id),
        month date not null check (extract(day from month) = 1),
        share integer not null,
        paid integer not null check (paid >= 0),
        closed_at timestamptz not null default now(),
        primary key (agent_member_id, month)
      );`);
  }
}
