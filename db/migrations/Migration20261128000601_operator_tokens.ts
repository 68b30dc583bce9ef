import { Migration } from '@mikro-orm/migrations';

/**
 * Operator tokens (internal tools of the platform) are access tokens that belong to an operator instead of a member:
 * one table, one hashing and verification path. Exactly one owner per token.
 *
 * Every use of an operator token is recorded in `access_token_use` (which token, which operation, refused or not,
 * from which address, when): the operator console shows a token's use log. Insert-only; the index answers a token's
 * log newest first.
 */
export class Migration20261128000601_operator_tokens extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table access_token alter column member_id drop not null,
      add column operator_id integer references operator (id),
      add constraint access_token_one_owner check ((member_id is null) <> (operator_id is null));`);
    this.addSql(
      `create index access_token_operator_idx on access_token (operator_id, id desc) where operator_id is not null;`,
    );
    this.addSql(`
      create table access_token_use (
        id bigserial primary key,
        token_id integer not null references access_token (id),
        operation varchar(100) not null,
        operation_type varchar(12) not null,
        refused boolean not null,
        address varchar(64) not null,
        used_at timestamptz not null default now()
      );`);
    this.addSql(`create index access_token_use_token_idx on access_token_use (token_id, id desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table access_token_use;`);
    this.addSql(`delete from access_token where operator_id is not null;`);
    this.addSql(`alter table access_token drop constraint access_token_one_owner, drop column operator_id,
      alter column member_id set not null;`);
  }
}
