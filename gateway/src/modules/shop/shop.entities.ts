import { ArrayType, Entity, OptionalProps, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';

/** PostgreSQL smallint[] as numbers (MikroORM's ArrayType hands back strings by default). */
const smallintArray = new ArrayType<number>((value) => Number(value));

/** A public storefront of one active shop (merchant): what it sells, how buyers pay and receive. */
@Entity({ tableName: 'store' })
export class Store {
  [OptionalProps]?:
    'description' | 'bannerFile' | 'installments' | 'shippingFees' | 'isOpen' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  memberId!: number;

  @Property({ type: 'integer' })
  merchantId!: number;

  @Property({ type: 'string', length: 40 })
  name!: string;

  /** The public address: /store/{slug}. */
  @Property({ type: 'string', length: 40 })
  slug!: string;

  @Property({ type: 'string', length: 2000 })
  description = '';

  /** Relative to UPLOAD_DIR/store; served by the public banner route. */
  @Property({ type: 'string', length: 80, nullable: true })
  bannerFile: string | null = null;

  /** Pay type codes, within the shop's PaymentSwitch. */
  @Property({ type: smallintArray, columnType: 'smallint[]' })
  payTypes!: number[];

  /** Card instalment counts the store offers (empty: lump sum only). */
  @Property({ type: smallintArray, columnType: 'smallint[]' })
  installments: number[] = [];

  /** DeliveryMethod codes. */
  @Property({ type: smallintArray, columnType: 'smallint[]' })
  deliveryMethods!: number[];

  /** TWD the buyer pays for each offered method, keyed by its DeliveryMethod code (a missing key: free). */
  @Property({ type: 'json', columnType: 'jsonb' })
  shippingFees: Record<string, number> = {};

  @Property({ type: 'boolean' })
  isOpen = true;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** A member's product; its stock is shared by every store that sells it. */
@Entity({ tableName: 'product' })
export class Product {
  [OptionalProps]?:
    | 'description'
    | 'reserved'
    | 'sold'
    | 'perOrderLimit'
    | 'listed'
    | 'sortOrder'
    | 'images'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  memberId!: number;

  @Property({ type: 'string', length: 60 })
  name!: string;

  @Property({ type: 'integer' })
  price!: number;

  @Property({ type: 'string', length: 2000 })
  description = '';

  /** Units free to sell. Moved only by the stock module (shop/stock.ts), never by a plain update. */
  @Property({ type: 'integer' })
  stock!: number;

  /** Units held by unpaid store-code/ATM orders until paid or expired. */
  @Property({ type: 'integer' })
  reserved = 0;

  @Property({ type: 'integer' })
  sold = 0;

  @Property({ type: 'integer', nullable: true })
  perOrderLimit: number | null = null;

  @Property({ type: 'boolean' })
  listed = true;

  @Property({ type: 'integer' })
  sortOrder = 0;

  /** Stored image names, first is the cover. */
  @Property({ type: ArrayType })
  images: string[] = [];

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** Which store sells which product, in which order (sales-manage). */
@Entity({ tableName: 'store_product' })
export class StoreProduct {
  [PrimaryKeyProp]?: ['storeId', 'productId'];
  [OptionalProps]?: 'sortOrder';

  @PrimaryKey({ type: 'integer' })
  storeId!: number;

  @PrimaryKey({ type: 'integer' })
  productId!: number;

  @Property({ type: 'integer' })
  sortOrder = 0;
}

/** A buyer's order in a store; its payment is an ordinary payment_transaction (shop_order_id). */
@Entity({ tableName: 'shop_order' })
export class ShopOrder {
  [OptionalProps]?:
    | 'buyerMemberId'
    | 'deliveryAddress'
    | 'transactionId'
    | 'cancelReason'
    | 'restocked'
    | 'createdAt'
    | 'paidAt'
    | 'shippedAt'
    | 'completedAt'
    | 'closedAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 20 })
  orderNo!: string;

  @Property({ type: 'integer' })
  storeId!: number;

  /** The seller. */
  @Property({ type: 'integer' })
  memberId!: number;

  @Property({ type: 'integer', nullable: true })
  buyerMemberId: number | null = null;

  @Property({ type: 'string', length: 30 })
  buyerName!: string;

  @Property({ type: 'string', length: 254 })
  buyerEmail!: string;

  @Property({ type: 'string', length: 10 })
  buyerMobile!: string;

  @Property({ type: 'smallint' })
  deliveryMethod!: number;

  /** The home address, or the pickup store for a store pickup. */
  @Property({ type: 'string', length: 100 })
  deliveryAddress = '';

  @Property({ type: 'integer' })
  amount!: number;

  @Property({ type: 'smallint' })
  payType!: number;

  /** OrderStatus code. */
  @Property({ type: 'smallint' })
  status!: number;

  @Property({ type: 'integer', nullable: true })
  transactionId: number | null = null;

  /** buyer, seller or expired, for a cancelled order. */
  @Property({ type: 'string', length: 20, nullable: true })
  cancelReason: string | null = null;

  /** A refunded order's units went back on sale. */
  @Property({ type: 'boolean' })
  restocked = false;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  paidAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  shippedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  completedAt: Date | null = null;

  /** When it was cancelled, failed or refunded. */
  @Property({ type: 'datetime', nullable: true })
  closedAt: Date | null = null;

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** One line of an order, priced and named as sold (later product edits do not change it). */
@Entity({ tableName: 'shop_order_item' })
export class ShopOrderItem {
  [PrimaryKeyProp]?: ['orderId', 'productId'];

  @PrimaryKey({ type: 'integer' })
  orderId!: number;

  @PrimaryKey({ type: 'integer' })
  productId!: number;

  @Property({ type: 'string', length: 60 })
  name!: string;

  @Property({ type: 'integer' })
  unitPrice!: number;

  @Property({ type: 'integer' })
  quantity!: number;
}
