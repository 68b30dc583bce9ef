import { OpenRangePageOf } from '../../schema/date-range';
import { PageOf } from '../../core/paging';
import { CalendarDate } from '../../schema/calendar';
import { RefundReason } from '@paydesk/shared/refund-reasons';
import { DeliveryMethod } from '@paydesk/shared/delivery-methods';
import { OrderStatus } from '@paydesk/shared/order-statuses';
import { PayType } from '@paydesk/shared/pay-types';
import { ShipmentStatus } from '@paydesk/shared/shipment-statuses';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { FieldError } from '../../core/errors';
import { BuyerTransaction } from '../payments';
import { ShippingFeeInput, ShippingFeeView } from './store-delivery.types';

@ObjectType({ description: 'A storefront of one of the member’s shops (seller view)' })
export class StoreView {
  @Field(() => Int) id!: number;
  @Field(() => Int) merchantId!: number;
  @Field(() => String) merchantName!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'Public address /store/{slug}' }) slug!: string;
  @Field(() => String) description!: string;
  @Field(() => String, { nullable: true }) bannerUrl!: string | null;
  @Field(() => [PayType]) payTypes!: number[];
  @Field(() => [Int]) installments!: number[];
  @Field(() => [DeliveryMethod]) deliveryMethods!: number[];
  @Field(() => [ShippingFeeView], { description: 'The fee of each offered delivery method' })
  shippingFees!: ShippingFeeView[];
  @Field(() => Boolean) isOpen!: boolean;
  @Field(() => Int, { description: 'Products this store sells' }) productCount!: number;
  @Field(() => String, { description: 'The public store URL' }) url!: string;
  @Field(() => String, { description: 'QR code of the public URL as a data: URL (PNG)' }) qrCode!: string;
  @Field(() => Date) createdAt!: Date;
}

@InputType()
export class StoreInput {
  @Field(() => Int, { description: 'Merchant id' }) merchantId!: number;
  @Field(() => String, { description: 'Store name' }) name!: string;
  @Field(() => String, { description: 'Public address name' }) slug!: string;
  @Field(() => String, { description: 'Store description', nullable: true }) description?: string | null;
  @Field(() => [PayType], { description: 'Pay types offered' }) payTypes!: number[];
  @Field(() => [Int], { description: 'Card instalment counts offered', nullable: true }) installments?: number[] | null;
  @Field(() => [DeliveryMethod], { description: 'Delivery methods offered' }) deliveryMethods!: number[];
  @Field(() => [ShippingFeeInput], {
    nullable: true,
    description: 'Fees of offered methods; a method left out is free',
  })
  shippingFees?: ShippingFeeInput[] | null;
  @Field(() => Boolean, { description: 'Whether the store takes orders', nullable: true }) isOpen?: boolean | null;
}

@ObjectType()
export class StorePayload {
  @Field(() => StoreView, { nullable: true }) store!: StoreView | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}

@ObjectType({ description: 'A product with its three stock counters (seller view)' })
export class ProductView {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => Int) price!: number;
  @Field(() => String) description!: string;
  @Field(() => Int, { description: 'Units free to sell' }) stock!: number;
  @Field(() => Int, { description: 'Units held by unpaid orders' }) reserved!: number;
  @Field(() => Int, { description: 'Units paid for' }) sold!: number;
  @Field(() => Int, { nullable: true }) perOrderLimit!: number | null;
  @Field(() => Boolean) listed!: boolean;
  @Field(() => Int) sortOrder!: number;
  @Field(() => [String]) imageUrls!: string[];
  @Field(() => [Int], { description: 'Stores that sell it' }) storeIds!: number[];
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

@ObjectType({
  description: "A page of the signed-in seller's products in display order: sortOrder low first, then newest first",
})
export class ProductPage extends PageOf(ProductView) {}

@InputType()
export class ProductInput {
  @Field(() => String, { description: 'Product name' }) name!: string;
  @Field(() => Int, { description: 'Price, integer TWD' }) price!: number;
  @Field(() => String, { description: 'Product description', nullable: true }) description?: string | null;
  @Field(() => Int, { description: 'On hand and unsold: free units plus those unpaid orders hold' }) stock!: number;
  @Field(() => Int, { description: 'Most units per order; null for no limit', nullable: true }) perOrderLimit?:
    number | null;
  @Field(() => Boolean, { description: 'Whether the product is on sale', nullable: true }) listed?: boolean | null;
  @Field(() => Int, { description: 'Display order, low first', nullable: true }) sortOrder?: number | null;
  @Field(() => [Int], { nullable: true, description: 'Stores to sell it in (added at the end of each)' })
  storeIds?: number[] | null;
}

@ObjectType()
export class ProductPayload {
  @Field(() => ProductView, { nullable: true }) product!: ProductView | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}

@ObjectType({ description: 'One product as a store’s sales list shows it' })
export class StoreSalesLine {
  @Field(() => ProductView) product!: ProductView;
  @Field(() => Boolean) assigned!: boolean;
  @Field(() => Int, { nullable: true }) position!: number | null;
}

@ObjectType({ description: 'Which products a store sells, in order (sales-manage)' })
export class StoreSales {
  @Field(() => StoreView) store!: StoreView;
  @Field(() => [StoreSalesLine]) lines!: StoreSalesLine[];
}

@ObjectType()
export class StoreSalesPayload {
  @Field(() => StoreSales, { nullable: true }) sales!: StoreSales | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}

@ObjectType({ description: 'A product on the public store page' })
export class StorefrontProduct {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => Int) price!: number;
  @Field(() => String) description!: string;
  @Field(() => Int, { description: 'Units a buyer can take now' }) available!: number;
  @Field(() => Int, { nullable: true }) perOrderLimit!: number | null;
  @Field(() => [String]) imageUrls!: string[];
}

@ObjectType({ description: 'The public store page' })
export class Storefront {
  @Field(() => String) slug!: string;
  @Field(() => String) name!: string;
  @Field(() => String) merchantName!: string;
  @Field(() => String) description!: string;
  @Field(() => String, { nullable: true }) bannerUrl!: string | null;
  @Field(() => Boolean, { description: 'Open and its shop active' }) isOpen!: boolean;
  @Field(() => [PayType]) payTypes!: number[];
  @Field(() => [Int]) installments!: number[];
  @Field(() => [String], { description: 'SPEC §3 card methods the shop offers beyond the lump sum' })
  cardMethods!: string[];
  @Field(() => [DeliveryMethod]) deliveryMethods!: number[];
  @Field(() => [ShippingFeeView], { description: 'The fee of each offered delivery method' })
  shippingFees!: ShippingFeeView[];
  @Field(() => [StorefrontProduct]) products!: StorefrontProduct[];
  @Field(() => Boolean, { description: 'Sandbox checkout is available (never in production)' }) sandbox!: boolean;
}

@InputType()
export class OrderLineInput {
  @Field(() => Int, { description: 'Product id' }) productId!: number;
  @Field(() => Int, { description: 'Quantity, at least 1' }) quantity!: number;
}

@InputType({ description: 'A buyer’s checkout: the cart, who receives it, how, and how it is paid (sandbox)' })
export class ShopCheckoutInput {
  @Field(() => String, { description: "The store's public address name" }) slug!: string;
  @Field(() => [OrderLineInput], { description: 'Products and quantities' }) lines!: OrderLineInput[];
  @Field(() => Int, {
    description:
      'The order total (TWD, goods and shipping fee) the buyer saw; the checkout is refused, and nothing taken, when prices or the fee changed since',
  })
  expectedAmount!: number;
  @Field(() => String, { description: 'Buyer name' }) buyerName!: string;
  @Field(() => String, { description: 'Buyer email' }) buyerEmail!: string;
  @Field(() => String, { description: 'Buyer mobile' }) buyerMobile!: string;
  @Field(() => DeliveryMethod, { description: 'Delivery method' }) deliveryMethod!: number;
  @Field(() => String, { description: 'Home address (a store pickup takes pickupStoreCode)' }) deliveryAddress!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The pickup store code from convenienceStores, for a store pickup; an unknown code is refused',
  })
  pickupStoreCode?: string | null;
  @Field(() => PayType, { description: 'Pay type' }) payType!: number;
  @Field(() => String, { description: 'Card number for card payments', nullable: true }) cardNumber?: string | null;
  @Field(() => Int, { description: 'Instalment count', nullable: true }) installments?: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'SPEC §3 card method with pay type CREDIT: credit (default), creditred, creditunionpay or applepay',
  })
  cardMethod?: string | null;
}

@ObjectType()
export class ShopOrderItemView {
  @Field(() => Int) productId!: number;
  @Field(() => String) name!: string;
  @Field(() => Int) unitPrice!: number;
  @Field(() => Int) quantity!: number;
}

@ObjectType({ description: 'A step of a parcel’s journey' })
export class OrderParcelEventView {
  @Field(() => ShipmentStatus) status!: number;
  @Field(() => String) note!: string;
  @Field(() => Date) at!: Date;
}

@ObjectType({ description: 'The parcel an order ships in: its tracking number, state and history' })
export class OrderParcelView {
  @Field(() => Int) id!: number;
  @Field(() => String, { description: 'The tracking (logistics) number' }) logisticsNo!: string;
  @Field(() => String, { description: 'C2C_NORMAL … HOME_FROZEN' }) service!: string;
  @Field(() => ShipmentStatus) status!: number;
  @Field(() => String, { nullable: true, description: 'The pickup store, for a store parcel' }) storeName!:
    string | null;
  @Field(() => CalendarDate, { nullable: true, description: 'The last day to pick it up at the store (Taiwan date)' })
  pickupUntil!: string | null;
  @Field(() => [OrderParcelEventView], { description: 'Oldest first' }) events!: OrderParcelEventView[];
}

@ObjectType({ description: 'A storefront order' })
export class ShopOrderView {
  @Field(() => String) orderNo!: string;
  @Field(() => Int) storeId!: number;
  @Field(() => String) storeName!: string;
  @Field(() => String) storeSlug!: string;
  @Field(() => OrderStatus) status!: number;
  @Field(() => Int, { description: 'The charged total: goods and shipping fee' }) amount!: number;
  @Field(() => Int, { description: 'The goods total' }) goodsAmount!: number;
  @Field(() => Int, { description: 'The shipping fee the buyer paid' }) shippingFee!: number;
  @Field(() => String, { nullable: true, description: 'The pickup store code of a store pickup' }) pickupStoreCode!:
    string | null;
  @Field(() => PayType) payType!: number;
  @Field(() => String) buyerName!: string;
  @Field(() => String) buyerEmail!: string;
  @Field(() => String) buyerMobile!: string;
  @Field(() => DeliveryMethod) deliveryMethod!: number;
  @Field(() => String) deliveryAddress!: string;
  @Field(() => [ShopOrderItemView]) items!: ShopOrderItemView[];
  @Field(() => String, { nullable: true }) tradeNo!: string | null;
  @Field(() => String, { nullable: true, description: 'Store code or ATM account while unpaid' }) paymentCode!:
    string | null;
  @Field(() => Date, { nullable: true }) codeExpiresAt!: Date | null;
  @Field(() => Int, { description: 'Refunded so far' }) refundedAmount!: number;
  @Field(() => Date, { nullable: true, description: 'When the last refund was made' }) refundedAt!: Date | null;
  @Field(() => RefundReason, {
    nullable: true,
    description: "The last refund's reason, as the payment's refunds carry it (none before reasons were kept)",
  })
  refundReason!: number | null;
  @Field(() => String, { nullable: true, description: "The seller's note on that reason; null when none" })
  refundNote!: string | null;
  @Field(() => OrderParcelView, { nullable: true, description: 'Its parcel (the latest, a cancelled one aside)' })
  parcel!: OrderParcelView | null;
  @Field(() => String, { nullable: true }) cancelReason!: string | null;
  @Field(() => Boolean) restocked!: boolean;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { nullable: true }) paidAt!: Date | null;
  @Field(() => Date, { nullable: true }) shippedAt!: Date | null;
  @Field(() => Date, { nullable: true }) completedAt!: Date | null;
  @Field(() => Date, { nullable: true }) closedAt!: Date | null;
}

@ObjectType()
export class ShopCheckoutPayload {
  @Field(() => ShopOrderView, { nullable: true }) order!: ShopOrderView | null;
  @Field(() => BuyerTransaction, { nullable: true }) transaction!: BuyerTransaction | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}

@InputType()
export class ShopOrderFilter {
  @Field(() => Int, { description: 'Store id', nullable: true }) storeId?: number | null;
  @Field(() => OrderStatus, { description: 'Order status', nullable: true }) status?: number | null;
  @Field(() => String, { nullable: true, description: 'Order number, buyer name, email or mobile' }) keyword?:
    string | null;
  @Field(() => CalendarDate, {
    nullable: true,
    description: 'First day (Taiwan time); none: the first day PayDesk holds data, as `range` says',
  })
  from?: string | null;
  @Field(() => CalendarDate, {
    nullable: true,
    description: 'Last day, inclusive (Taiwan time); none: today, as `range` says',
  })
  to?: string | null;
}

@ObjectType({ description: "A page of the signed-in seller's shop orders, newest first, and the range it covers" })
export class ShopOrderPage extends OpenRangePageOf(ShopOrderView) {}

@ObjectType({ description: "A page of the signed-in buyer's storefront orders, newest first by order time" })
export class ShopOrderBuyerPage extends PageOf(ShopOrderView) {}

@InputType()
export class RefundShopOrderInput {
  @Field(() => String, { description: 'Shop order number' }) orderNo!: string;
  @Field(() => Boolean, { description: 'Put the units back on sale' }) restock!: boolean;
  @Field(() => String, { description: 'A key chosen by the caller; a repeat with the same key refunds once' })
  idempotencyKey!: string;
  @Field(() => RefundReason, { nullable: true, description: 'Why (BUYER_REQUEST when not given); OTHER needs a note' })
  reason?: number | null;
  @Field(() => String, { nullable: true, description: 'Free text for OTHER, up to 100 characters' }) note?:
    string | null;
}

@ObjectType()
export class ShopOrderPayload {
  @Field(() => ShopOrderView, { nullable: true }) order!: ShopOrderView | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}
