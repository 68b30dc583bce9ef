import { Migration } from '@mikro-orm/migrations';

/**
 * Storefronts: stores of a shop, the member's products, which store sells which product, and buyer
 * orders. Stock is three counters on the product so an order can move units atomically: `stock` is free to sell,
 * `reserved` is held by unpaid store-code/ATM orders, `sold` is paid. Every move keeps all three at or above zero.
 */
export class Migration20261124200100_storefront extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table store (
        id serial primary key,
        member_id integer not null references member (id),
        merchant_id integer not null references merchant (id),
        name varchar(40) not null,
        slug varchar(40) not null,
        description varchar(2000) not null default '',
        banner_file varchar(80),
        pay_types smallint[] not null,
        installments smallint[] not null default '{}',
        delivery_methods smallint[] not null check (delivery_methods <@ array[1, 2, 3]::smallint[]),
        is_open boolean not null default true,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`create unique index store_slug_uq on store (slug);`);
    this.addSql(`create index store_member_idx on store (member_id, id);`);
    this.addSql(`
      create table product (
        id serial primary key,
        member_id integer not null references member (id),
        name varchar(60) not null,
        price integer not null check (price between 1 and 1000000),
        description varchar(2000) not null default '',
        stock integer not null check (stock >= 0),
        reserved integer not null default 0 check (reserved >= 0),
        sold integer not null default 0 check (sold >= 0),
        per_order_limit integer check (per_order_limit >= 1),
        listed boolean not null default true,
        sort_order integer not null default 0,
        images text[] not null default '{}',
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`create index product_member_idx on product (member_id, sort_order, id);`);
    this.addSql(`
      create table store_product (
        store_id integer not null references store (id) on delete cascade,
        product_id integer not null references product (id) on delete cascade,
        sort_order integer not null default 0,
        primary key (store_id, product_id)
      );`);
    this.addSql(`
      create table shop_order (
        id serial primary key,
        order_no varchar(20) not null unique,
        store_id integer not null references store (id),
        member_id integer not null references member (id),
        buyer_member_id integer references member (id),
        buyer_name varchar(30) not null,
        buyer_email varchar(254) not null,
        buyer_mobile varchar(10) not null,
        delivery_method smallint not null check (delivery_method in (1, 2, 3)),
        delivery_address varchar(100) not null default '',
        amount integer not null check (amount > 0),
        pay_type smallint not null,
        status smallint not null check (status in (1, 2, 3, 4, 5, 6, 7)),
        transaction_id integer references payment_transaction (id),
        cancel_reason varchar(20),
        restocked boolean not null default false,
        created_at timestamptz not null default now(),
        paid_at timestamptz,
        shipped_at timestamptz,
        completed_at timestamptz,
        closed_at timestamptz,
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`create index shop_order_member_idx on shop_order (member_id, created_at desc);`);
    this.addSql(`create index shop_order_buyer_idx on shop_order (buyer_member_id, created_at desc);`);
    this.addSql(`create index shop_order_awaiting_idx on shop_order (created_at) where status = 1;`);
    this.addSql(`
      create table shop_order_item (
        order_id integer not null references shop_order (id) on delete cascade,
        product_id integer not null references product (id),
        name varchar(60) not null,
        unit_price integer not null check (unit_price > 0),
        quantity integer not null check (quantity >= 1),
        primary key (order_id, product_id)
      );`);
    this.addSql(`alter table payment_transaction add column shop_order_id integer references shop_order (id);`);
    this.addSql(
      `create index payment_transaction_shop_order_idx on payment_transaction (shop_order_id) where shop_order_id is not null;`,
    );
  }
}
