import { Migration } from '@mikro-orm/migrations';

/**
 * Notices, acceptances and per-member gate state (SPEC §3/§4). Kept out of the member table on purpose:
 * the member entity belongs to the identity issue, and acceptances are a history with their own times.
 */
export class Migration20261122120100_notices extends Migration {
  override async up(): Promise<void> {
    // One row per accepted notice: provider_member, provider_platform, tax_2025 ...
    this.addSql(`
      create table notice_acceptance (
        member_id integer not null references member (id),
        notice_key varchar(40) not null,
        accepted_at timestamptz not null default now(),
        accepted_by varchar(40) not null,
        primary key (member_id, notice_key)
      );`);
    this.addSql(`
      create table global_notice (
        id serial primary key,
        type varchar(20) not null default 'info',
        content text not null,
        context varchar(120) not null default '',
        send_type varchar(20) not null default 'all' check (send_type in ('all', 'personal', 'business', 'platform')),
        btn_text varchar(20) not null default '我知道了',
        active boolean not null default true,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`
      create table global_notice_ack (
        notice_id integer not null references global_notice (id),
        member_id integer not null references member (id),
        acked_at timestamptz not null default now(),
        primary key (notice_id, member_id)
      );`);
    // Gate state the member table does not hold: the pending shipping tag (SPTagMerID).
    this.addSql(`
      create table member_gate_state (
        member_id integer primary key references member (id),
        sp_tag_mer_id integer references merchant (id),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`
      create table beneficiary_declaration (
        member_id integer primary key references member (id),
        owners jsonb not null,
        declared_at timestamptz not null default now()
      );`);
  }
}
