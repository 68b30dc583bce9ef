import { Migration } from '@mikro-orm/migrations';

/** Member completion (detailed data, documents, own bank account) and the operators' review log. */
export class Migration20261122100200_member_completion extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table member_profile (
        member_id integer primary key references member (id) on delete cascade,
        address varchar(100) not null,
        contact_phone varchar(20) not null,
        boss_name varchar(60),
        boss_national_id varchar(10),
        bank_code varchar(3) not null,
        bank_account varchar(16) not null,
        bank_account_name varchar(60) not null,
        submitted_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    // Files live under UPLOAD_DIR; the table keeps who owns them and what they are.
    this.addSql(`
      create table member_document (
        id serial primary key,
        member_id integer not null references member (id) on delete cascade,
        kind varchar(20) not null check (kind in ('id_front', 'id_back', 'second_doc', 'boss_id_front', 'boss_id_back', 'registration')),
        original_name varchar(200) not null,
        stored_name varchar(80) not null unique,
        mime varchar(40) not null,
        size_bytes integer not null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index member_document_member_idx on member_document (member_id, kind, id desc);`);
    this.addSql(`
      create table member_review (
        id serial primary key,
        member_id integer not null references member (id) on delete cascade,
        operator_id integer not null references operator (id),
        decision smallint not null check (decision in (1, 8, 92, 99)),
        reason text,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index member_review_member_idx on member_review (member_id, id desc);`);
  }
}
