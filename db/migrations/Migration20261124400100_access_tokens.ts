import { Migration } from '@mikro-orm/migrations';

/**
 * Personal access tokens for tools: shown once, stored as a SHA-256, scoped, expiring, revocable.
 * The prefix (the first characters of the token) lets the owner recognise one in the list.
 */
export class Migration20261124400100_access_tokens extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table access_token (
        id serial primary key,
        member_id integer not null references member (id),
        name varchar(40) not null,
        token_prefix varchar(12) not null,
        token_hash varchar(64) not null unique,
        scopes text[] not null check (cardinality(scopes) > 0),
        expires_at timestamptz not null,
        last_used_at timestamptz,
        revoked_at timestamptz,
        created_by varchar(60) not null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index access_token_member_idx on access_token (member_id, id desc);`);
  }
}
