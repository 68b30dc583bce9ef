import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * An order a seller's site created, through the checkout API or the ECPay-compatible cashier: its payment link (the
 * buyer page) and the ECPay fields its paid callback echoes. The seller's MerchantTradeNo is unique per shop.
 */
@Entity({ tableName: 'checkout_order' })
export class CheckoutOrder {
  [OptionalProps]?:
    'createdAt' | 'tradeDesc' | 'storeId' | 'customField1' | 'customField2' | 'customField3' | 'customField4';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer', unique: true })
  paymentLinkId!: number;

  @Property({ type: 'integer' })
  merchantId!: number;

  @Property({ type: 'integer' })
  memberId!: number;

  @Property({ type: 'string', length: 20 })
  merchantTradeNo!: string;

  /** 'api' or 'aio' (the cashier form). */
  @Property({ type: 'string', length: 8 })
  source!: 'api' | 'aio';

  @Property({ type: 'string', length: 200 })
  tradeDesc = '';

  @Property({ type: 'string', length: 20 })
  storeId = '';

  @Property({ type: 'string', length: 50 })
  customField1 = '';

  @Property({ type: 'string', length: 50 })
  customField2 = '';

  @Property({ type: 'string', length: 50 })
  customField3 = '';

  @Property({ type: 'string', length: 50 })
  customField4 = '';

  /** ECPay's ReturnURL: where this order's paid callback goes (else the shop's notify URL). */
  @Property({ type: 'string', length: 200, nullable: true })
  returnUrl: string | null = null;

  /** Where the buyer's "back to the shop" goes (ECPay's ClientBackURL; the API's return URL). */
  @Property({ type: 'string', length: 200, nullable: true })
  clientBackUrl: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  orderResultUrl: string | null = null;

  /** What the order holds, hashed: a repeat of its MerchantTradeNo with other content is refused. */
  @Property({ type: 'string', length: 64 })
  requestHash!: string;

  @Property({ type: 'integer', nullable: true })
  accessTokenId: number | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
