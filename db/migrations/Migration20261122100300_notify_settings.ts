import { Migration } from '@mikro-orm/migrations';

/** Which notifications go to which addresses (/auth/member/notify): up to 5 emails per type. */
export class Migration20261122100300_notify_settings extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table member_notify_setting (
        member_id integer not null references member (id) on delete cascade,
        type varchar(20) not null check (type in ('trade', 'payout', 'shipping', 'system')),
        emails text[] not null check (cardinality(emails) <= 5),
        updated_at timestamptz not null default now(),
        primary key (member_id, type)
      );`);
  }
}
