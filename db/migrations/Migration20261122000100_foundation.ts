import { Migration } from '@mikro-orm/migrations';

/** Identity, assistants, operators, the permission catalogue and the session store. */
export class Migration20261122000100_foundation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table member (
        id serial primary key,
        login_name varchar(20) not null,
        password_hash text not null,
        mem_type smallint not null check (mem_type in (1, 2, 3)),
        name varchar(60) not null,
        email varchar(254),
        mobile varchar(10),
        identity_no varchar(10),
        status smallint not null check (status in (1, 6, 7, 8, 9, 92, 99)),
        is_platform boolean not null default false,
        profile_completed boolean not null default false,
        mail_verified_at timestamptz,
        mobile_verified_at timestamptz,
        default_password boolean not null default false,
        password_changed_at timestamptz not null default now(),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    // Sellers and buyers have separate login pages, so a name is unique within each kind.
    this.addSql(
      `create unique index member_seller_login_name_uq on member (lower(login_name)) where mem_type in (1, 2);`,
    );
    this.addSql(`create unique index member_buyer_login_name_uq on member (lower(login_name)) where mem_type = 3;`);
    this.addSql(
      `create unique index member_seller_identity_uq on member (identity_no) where mem_type in (1, 2) and identity_no is not null;`,
    );

    this.addSql(`
      create table assistant_group (
        id serial primary key,
        owner_id integer not null references member (id),
        name varchar(40) not null,
        permission_keys text[] not null default '{}',
        created_at timestamptz not null default now(),
        unique (owner_id, name)
      );`);
    this.addSql(`
      create table assistant (
        id serial primary key,
        owner_id integer not null references member (id),
        group_id integer not null references assistant_group (id),
        login_name varchar(20) not null,
        password_hash text not null,
        name varchar(60) not null,
        email varchar(254),
        enabled boolean not null default true,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create unique index assistant_login_name_uq on assistant (lower(login_name));`);

    this.addSql(`
      create table operator (
        id serial primary key,
        login_name varchar(20) not null unique,
        password_hash text not null,
        name varchar(60) not null,
        created_at timestamptz not null default now()
      );`);

    this.addSql(`
      create table permission_entry (
        key varchar(60) primary key,
        type varchar(4) not null check (type in ('menu', 'link')),
        bread varchar(40) not null,
        parent_key varchar(60),
        sort smallint not null,
        area varchar(20) not null
      );`);

    // The session store's table, owned by our migrations so nothing else creates or drops it.
    this.addSql(`
      create table "session" (
        sid varchar not null primary key,
        sess json not null,
        expire timestamp(6) not null
      );`);
    this.addSql(`create index session_expire_idx on "session" (expire);`);
  }
}
