import { Migration } from '@mikro-orm/migrations';

/** Shops (SPEC §3 merchant): the money-flow issue extends this table; gates count a member's shops from it. */
export class Migration20261122000300_merchant extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table merchant (
        id serial primary key,
        member_id integer not null references member (id),
        name varchar(60) not null,
        status smallint not null default 9 check (status in (1, 2, 3, 7, 8, 9, 91, 92)),
        mer_type smallint not null check (mer_type in (1, 2)),
        sell_type varchar(1) not null check (sell_type in ('1', '2', '3', '4')),
        goods_pay_type smallint not null check (goods_pay_type in (1, 2, 3, 4)),
        escrow_type smallint not null default 0 check (escrow_type in (0, 1, 2, 3)),
        website varchar(255),
        business_type_id integer,
        payment_switch text[] not null default '{}',
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`create index merchant_member_idx on merchant (member_id, status);`);
  }
}
