import { Migration } from '@mikro-orm/migrations';

/** Failed-login bookkeeping shared by every replica: consecutive failures, locks and an hourly log. */
export class Migration20261122000200_login_throttle extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table login_throttle (
        account_key varchar(40) primary key,
        consecutive_failures integer not null default 0,
        locked_until timestamptz,
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`
      create table login_failure (
        id bigserial primary key,
        account_key varchar(40) not null,
        ip varchar(64) not null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index login_failure_account_idx on login_failure (account_key, created_at);`);
    this.addSql(`create index login_failure_ip_idx on login_failure (ip, created_at);`);
  }
}
