import { Migration } from '@mikro-orm/migrations';

/**
 * Logistics: a shop's application (reviewed by ops), shipments with their status events, the
 * convenience stores a receiver picks from, and lost-parcel claims. Fees move through the ledger: new entry kinds
 * for shipping fees and compensation.
 */
export class Migration20261124600100_logistics extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table journal_entry drop constraint if exists journal_entry_kind_check;`);
    this.addSql(`alter table journal_entry add constraint journal_entry_kind_check check (kind in
      ('payment', 'settlement', 'refund', 'withdrawal', 'withdrawal_paid', 'dormant_fee', 'agent_share', 'shipping_fee', 'compensation'));`);
    this.addSql(`
      create table logistics_application (
        id serial primary key,
        member_id integer not null references member (id),
        merchant_id integer not null references merchant (id),
        services text[] not null check (cardinality(services) > 0 and services <@ array['C2C', 'B2C', 'HOME']),
        sender_name varchar(30) not null,
        sender_mobile varchar(10) not null,
        sender_address varchar(100) not null,
        return_address varchar(100) not null,
        status smallint not null check (status in (1, 2, 3)),
        reason varchar(200),
        created_at timestamptz not null default now(),
        reviewed_at timestamptz,
        reviewed_by varchar(60)
      );`);
    this.addSql(
      `create unique index logistics_application_open_uq on logistics_application (merchant_id) where status in (1, 2);`,
    );
    this.addSql(`
      create table convenience_store (
        code varchar(10) primary key,
        chain varchar(10) not null check (chain in ('711', 'FAMILY', 'HILIFE', 'OK')),
        name varchar(40) not null,
        address varchar(100) not null,
        frozen boolean not null default true
      );`);
    this.addSql(`
      create table shipment (
        id serial primary key,
        logistics_no varchar(20) not null unique,
        member_id integer not null references member (id),
        merchant_id integer not null references merchant (id),
        service varchar(12) not null check (service in ('C2C_NORMAL', 'C2C_FROZEN', 'B2C_NORMAL', 'B2C_FROZEN', 'HOME_NORMAL', 'HOME_FROZEN')),
        shop_order_id integer references shop_order (id),
        receiver_name varchar(30) not null,
        receiver_mobile varchar(10) not null,
        store_code varchar(10) references convenience_store (code),
        address varchar(100) not null default '',
        region varchar(20),
        goods_name varchar(60) not null,
        declared_value integer not null check (declared_value between 1 and 20000),
        length_cm numeric(6, 1) not null,
        width_cm numeric(6, 1) not null,
        height_cm numeric(6, 1) not null,
        weight_kg numeric(6, 2) not null,
        cod_amount integer not null default 0 check (cod_amount >= 0),
        shipping_fee integer not null,
        pickup_fee integer not null default 0,
        cod_fee integer not null default 0,
        size_band_cm integer,
        status smallint not null,
        drop_off_by date not null,
        pickup_until date,
        cod_transaction_id integer references payment_transaction (id),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        check ((store_code is null) = (service like 'HOME%'))
      );`);
    this.addSql(`create index shipment_member_idx on shipment (member_id, created_at desc);`);
    this.addSql(
      `create unique index shipment_shop_order_uq on shipment (shop_order_id) where shop_order_id is not null and status <> 8;`,
    );
    this.addSql(`
      create table shipment_event (
        id serial primary key,
        shipment_id integer not null references shipment (id),
        status smallint not null,
        note varchar(100) not null default '',
        at timestamptz not null default now()
      );`);
    this.addSql(`
      create table lost_claim (
        id serial primary key,
        shipment_id integer not null references shipment (id),
        member_id integer not null references member (id),
        claimed integer not null check (claimed > 0),
        capped integer not null check (capped > 0),
        description varchar(500) not null,
        status smallint not null check (status in (1, 2, 3)),
        paid integer,
        reason varchar(200),
        created_at timestamptz not null default now(),
        reviewed_at timestamptz
      );`);
    this.addSql(`create unique index lost_claim_open_uq on lost_claim (shipment_id) where status in (1, 2);`);
    this.addSql(`insert into convenience_store (code, chain, name, address, frozen) values
      ('131386', '711', '7-ELEVEN 市府門市', '台北市信義區市府路45號', true),
      ('175093', '711', '7-ELEVEN 北車門市', '台北市中正區忠孝西路一段49號', true),
      ('235677', '711', '7-ELEVEN 台中站前門市', '台中市中區台灣大道一段1號', true),
      ('F001234', 'FAMILY', '全家 信義松仁店', '台北市信義區松仁路100號', true),
      ('F004321', 'FAMILY', '全家 板橋府中店', '新北市板橋區府中路29號', true),
      ('F008765', 'FAMILY', '全家 高雄巨蛋店', '高雄市左營區博愛二路777號', false),
      ('H1001', 'HILIFE', '萊爾富 內湖瑞光店', '台北市內湖區瑞光路399號', false),
      ('H2002', 'HILIFE', '萊爾富 新竹光復店', '新竹市東區光復路二段101號', false),
      ('K3003', 'OK', 'OK 台南成大店', '台南市東區大學路1號', false),
      ('K3004', 'OK', 'OK 花蓮中正店', '花蓮縣花蓮市中正路500號', false);`);
  }
}
