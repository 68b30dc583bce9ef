import { Migration } from '@mikro-orm/migrations';

/**
 * Captchas leave the session for a table of their own, so an answer is spent by one atomic DELETE: parallel
 * requests of one session each held their own copy of the session and all passed.
 * Only a hash of the code is kept.
 */
export class Migration20261123000100_login_hardening extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table captcha_challenge (
      session_id varchar(128) primary key,
      code_hash char(64) not null,
      issued_at timestamptz not null default now()
    );`);
    this.addSql(`create index captcha_challenge_issued_idx on captcha_challenge (issued_at);`);
  }
}
