import { Migration } from '@mikro-orm/migrations';

/** Signup uniqueness, password history, reset tokens, verification codes and the dev mail/SMS outbox. */
export class Migration20261122100100_identity extends Migration {
  override async up(): Promise<void> {
    // SPEC §5: a personal member's phone and email are unique among personal members.
    this.addSql(
      `create unique index member_personal_email_uq on member (lower(email)) where mem_type = 1 and email is not null;`,
    );
    this.addSql(
      `create unique index member_personal_mobile_uq on member (mobile) where mem_type = 1 and mobile is not null;`,
    );

    // The last passwords of a member (current one included), so they cannot be reused.
    this.addSql(`
      create table password_history (
        id serial primary key,
        member_id integer not null references member (id) on delete cascade,
        password_hash text not null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index password_history_member_idx on password_history (member_id, created_at desc);`);

    // Forgot-password tokens: only a SHA-256 of the token is stored; single use, 60 minutes.
    this.addSql(`
      create table password_reset_token (
        id serial primary key,
        member_id integer not null references member (id) on delete cascade,
        token_hash varchar(64) not null unique,
        expires_at timestamptz not null,
        used_at timestamptz,
        created_at timestamptz not null default now()
      );`);

    // 6-digit codes for email and mobile verification; stored hashed, limited attempts.
    this.addSql(`
      create table verification_code (
        id serial primary key,
        member_id integer not null references member (id) on delete cascade,
        channel varchar(6) not null check (channel in ('email', 'mobile')),
        target varchar(254) not null,
        code_hash varchar(64) not null,
        attempts smallint not null default 0,
        expires_at timestamptz not null,
        consumed_at timestamptz,
        created_at timestamptz not null default now()
      );`);
    this.addSql(
      `create index verification_code_member_idx on verification_code (member_id, channel, created_at desc);`,
    );

    // Mail and SMS that were not handed to SMTP/an SMS provider: the developer mailbox reads them.
    this.addSql(`
      create table outbox_message (
        id serial primary key,
        channel varchar(4) not null check (channel in ('mail', 'sms')),
        recipient varchar(254) not null,
        subject varchar(200) not null default '',
        body_text text not null,
        body_html text,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index outbox_message_recipient_idx on outbox_message (lower(recipient), created_at desc);`);
  }
}
