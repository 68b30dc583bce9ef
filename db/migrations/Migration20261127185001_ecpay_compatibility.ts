import { Migration } from '@mikro-orm/migrations';

/**
 * What a seller's ECPay-built site needs (ADR 0041): every shop a merchant number in ECPay's form (7 digits, from
 * 3000001, backfilled in shop order, assigned at creation by the column's default) and a sandbox HashKey/HashIV pair
 * to try the cashier before its live pair exists; the orders a site creates (API or AIO cashier), each a one-unit
 * payment link plus the ECPay fields a callback echoes, unique per shop by the seller's MerchantTradeNo.
 */
export class Migration20261127185001_ecpay_compatibility extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create sequence merchant_no_seq start 3000001;`);
    this.addSql(`alter table merchant add column merchant_no varchar(10);`);
    this.addSql(`update merchant m set merchant_no = n.no
      from (select id, nextval('merchant_no_seq')::text as no from (select id from merchant order by id) o) n
     where n.id = m.id;`);
    this.addSql(`alter table merchant alter column merchant_no set default nextval('merchant_no_seq')::text,
      alter column merchant_no set not null, add constraint merchant_no_uq unique (merchant_no);`);
    // Sandbox credentials only (a live pair is made by the notify settings and shown once).
    this.addSql(`alter table merchant
      add column test_hash_key varchar(32) not null default substr(md5(random()::text || clock_timestamp()::text), 1, 16),
      add column test_hash_iv varchar(32) not null default substr(md5(random()::text || clock_timestamp()::text), 1, 16);`);
    this.addSql(`
      create table checkout_order (
        id serial primary key,
        payment_link_id integer not null unique references payment_link (id),
        merchant_id integer not null references merchant (id),
        member_id integer not null references member (id),
        merchant_trade_no varchar(20) not null,
        source varchar(8) not null check (source in ('api', 'aio')),
        trade_desc varchar(200) not null default '',
        store_id varchar(20) not null default '',
        custom_field1 varchar(50) not null default '',
        custom_field2 varchar(50) not null default '',
        custom_field3 varchar(50) not null default '',
        custom_field4 varchar(50) not null default '',
        return_url varchar(200),
        client_back_url varchar(200),
        order_result_url varchar(200),
        request_hash varchar(64) not null,
        access_token_id integer references access_token (id),
        created_at timestamptz not null default now(),
        constraint checkout_order_trade_no_uq unique (merchant_id, merchant_trade_no)
      );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table checkout_order;`);
    this.addSql(`alter table merchant drop column merchant_no, drop column test_hash_key, drop column test_hash_iv;`);
    this.addSql(`drop sequence merchant_no_seq;`);
  }
}
