import type { GatewayContext } from '../services';
import { OWNER_CAPS } from '@paydesk/shared/owner-caps';
import { DELIVERY_METHOD_LIST } from '@paydesk/shared/delivery-methods';
import { Arg, Args, Ctx, Directive, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Permission } from '../../schema/permission';
import { PageArgs } from '../../core/paging';
import { ACTION_KEYS } from '@paydesk/shared/action-rights';
import {
  ShopOrderBuyerPage,
  ShopCheckoutInput,
  ShopCheckoutPayload,
  ProductInput,
  ProductPage,
  ProductPayload,
  ProductView,
  RefundShopOrderInput,
  ShopOrderFilter,
  ShopOrderPage,
  ShopOrderPayload,
  ShopOrderView,
  Storefront,
  StoreInput,
  StorePayload,
  StoreSales,
  StoreSalesPayload,
  StoreView,
} from './shop.types';
import { DeliveryOption } from './store-delivery.types';

/** Storefronts (SPEC §2.3 /auth/shop/*): every seller field carries its shop_* key; the buyer side is public. */
@Resolver()
export class ShopResolver {
  @Query(() => [StoreView], {
    description: `The signed-in seller's stores. Bounded: at most ${OWNER_CAPS.stores} per seller, because creating one beyond that is refused`,
  })
  @Permission('shop_store_list')
  stores(@Ctx() ctx: GatewayContext): Promise<StoreView[]> {
    return ctx.services.stores.list(ctx);
  }

  @Query(() => StoreView, { description: 'One store of the signed-in seller, or null when not theirs', nullable: true })
  @Permission('shop_store_edit')
  store(
    @Ctx() ctx: GatewayContext,
    @Arg('id', () => Int, { description: 'Store id' }) id: number,
  ): Promise<StoreView | null> {
    return ctx.services.stores.get(ctx, id);
  }

  @Query(() => [DeliveryOption], {
    description: `Each delivery method and whether the shop may offer it in a store (its logistics approval). Bounded: ${DELIVERY_METHOD_LIST.entries.length} rows, one per delivery method`,
  })
  @Permission('shop_store_list')
  storeDeliveryOptions(
    @Ctx() ctx: GatewayContext,
    @Arg('merchantId', () => Int, { description: 'One of the seller’s shops' }) merchantId: number,
  ): Promise<DeliveryOption[]> {
    return ctx.services.stores.deliveryOptions(ctx, merchantId);
  }

  @Mutation(() => StorePayload, { description: "Creates a store on one of the seller's merchants" })
  @Permission('shop_store_create')
  createStore(
    @Ctx() ctx: GatewayContext,
    @Arg('input', { description: 'Name, public address name, pay types and delivery methods' }) input: StoreInput,
  ): Promise<StorePayload> {
    return ctx.services.stores.create(ctx, input);
  }

  @Mutation(() => StorePayload, { description: 'Updates a store' })
  @Permission('shop_store_edit')
  updateStore(
    @Ctx() ctx: GatewayContext,
    @Arg('id', () => Int, { description: 'Store id' }) id: number,
    @Arg('input', { description: 'Name, public address name, pay types and delivery methods' }) input: StoreInput,
  ): Promise<StorePayload> {
    return ctx.services.stores.update(ctx, id, input);
  }

  @Query(() => ProductPage, {
    description: "The signed-in seller's shop products in display order (sortOrder low first), keyset-paged",
  })
  @Permission('shop_product_list')
  products(@Ctx() ctx: GatewayContext, @Args() paging: PageArgs): Promise<ProductPage> {
    return ctx.services.products.page(ctx, paging);
  }

  @Query(() => ProductView, {
    description: 'One shop product of the signed-in seller, or null when not theirs',
    nullable: true,
  })
  @Permission('shop_product_edit')
  product(
    @Ctx() ctx: GatewayContext,
    @Arg('id', () => Int, { description: 'Product id' }) id: number,
  ): Promise<ProductView | null> {
    return ctx.services.products.get(ctx, id);
  }

  @Mutation(() => ProductPayload, { description: 'Creates a shop product' })
  @Permission('shop_product_create')
  createProduct(
    @Ctx() ctx: GatewayContext,
    @Arg('input', { description: 'Name, price and limits' }) input: ProductInput,
  ): Promise<ProductPayload> {
    return ctx.services.products.create(ctx, input);
  }

  @Mutation(() => ProductPayload, { description: 'Updates a shop product' })
  @Permission('shop_product_edit')
  updateProduct(
    @Ctx() ctx: GatewayContext,
    @Arg('id', () => Int, { description: 'Product id' }) id: number,
    @Arg('input', { description: 'Name, price and limits' }) input: ProductInput,
  ): Promise<ProductPayload> {
    return ctx.services.products.update(ctx, id, input);
  }

  @Query(() => StoreSales, { nullable: true, description: 'Which products a store sells, in order' })
  @Permission('shop_sales_manage')
  storeSales(
    @Ctx() ctx: GatewayContext,
    @Arg('storeId', () => Int, { description: 'Store id' }) storeId: number,
  ): Promise<StoreSales | null> {
    return ctx.services.products.sales(ctx, storeId);
  }

  @Mutation(() => StoreSalesPayload, { description: 'The store sells exactly these products, in this order' })
  @Permission('shop_sales_manage')
  saveStoreSales(
    @Ctx() ctx: GatewayContext,
    @Arg('storeId', () => Int, { description: 'Store id' }) storeId: number,
    @Arg('productIds', () => [Int], { description: 'Ids of the products the store sells, in display order' })
    productIds: number[],
  ): Promise<StoreSalesPayload> {
    return ctx.services.products.saveSales(ctx, storeId, productIds);
  }

  @Query(() => ShopOrderPage, {
    description: "The signed-in seller's shop orders, newest first, keyset-paged, with the range used",
  })
  @Permission('shop_transaction')
  shopOrders(
    @Ctx() ctx: GatewayContext,
    @Arg('filter', () => ShopOrderFilter, { description: 'Optional status and store filter', nullable: true })
    filter: ShopOrderFilter | null,
    @Args() paging: PageArgs,
  ): Promise<ShopOrderPage> {
    return ctx.services.shopOrders.page(ctx, filter ?? {}, paging);
  }

  @Query(() => ShopOrderView, {
    description: 'One shop order of the signed-in seller, or null when not theirs',
    nullable: true,
  })
  @Permission('shop_transaction')
  shopOrder(
    @Ctx() ctx: GatewayContext,
    @Arg('orderNo', { description: 'Shop order number' }) orderNo: string,
  ): Promise<ShopOrderView | null> {
    return ctx.services.shopOrders.get(ctx, orderNo);
  }

  @Mutation(() => ShopOrderPayload, { description: 'Cancels an unpaid or unshipped shop order' })
  @Permission(ACTION_KEYS.manageShopOrders)
  cancelShopOrder(
    @Ctx() ctx: GatewayContext,
    @Arg('orderNo', { description: 'Shop order number' }) orderNo: string,
  ): Promise<ShopOrderPayload> {
    return ctx.services.shopOrders.cancel(ctx, orderNo);
  }

  @Mutation(() => ShopOrderPayload, { description: 'Marks a paid shop order as shipped' })
  @Permission(ACTION_KEYS.manageShopOrders)
  shipShopOrder(
    @Ctx() ctx: GatewayContext,
    @Arg('orderNo', { description: 'Shop order number' }) orderNo: string,
  ): Promise<ShopOrderPayload> {
    return ctx.services.shopOrders.ship(ctx, orderNo);
  }

  @Mutation(() => ShopOrderPayload, { description: 'Marks a shipped shop order as completed' })
  @Permission(ACTION_KEYS.manageShopOrders)
  completeShopOrder(
    @Ctx() ctx: GatewayContext,
    @Arg('orderNo', { description: 'Shop order number' }) orderNo: string,
  ): Promise<ShopOrderPayload> {
    return ctx.services.shopOrders.complete(ctx, orderNo);
  }

  @Mutation(() => ShopOrderPayload, { description: 'Refunds a paid shop order in full, once per idempotency key' })
  @Permission(ACTION_KEYS.manageShopOrders)
  refundShopOrder(
    @Ctx() ctx: GatewayContext,
    @Arg('input', { description: 'Order number and idempotency key' }) input: RefundShopOrderInput,
  ): Promise<ShopOrderPayload> {
    return ctx.services.shopOrders.refund(ctx, input);
  }

  @Query(() => Storefront, { nullable: true, description: 'The public store page' })
  @Directive('@public')
  storefront(
    @Ctx() ctx: GatewayContext,
    @Arg('slug', { description: "The store's public address name" }) slug: string,
  ): Promise<Storefront | null> {
    return ctx.services.stores.publicPage(ctx, slug);
  }

  @Mutation(() => ShopCheckoutPayload, { description: 'A buyer’s checkout in a store (sandbox payment)' })
  @Directive('@public')
  placeShopOrder(
    @Ctx() ctx: GatewayContext,
    @Arg('input', { description: 'Store, lines, buyer, delivery and payment' }) input: ShopCheckoutInput,
  ): Promise<ShopCheckoutPayload> {
    return ctx.services.shopCheckout.place(ctx, input);
  }

  @Query(() => ShopOrderView, { nullable: true, description: 'An order for whoever knows its number and email' })
  @Directive('@public')
  shopOrderReceipt(
    @Ctx() ctx: GatewayContext,
    @Arg('orderNo', { description: 'Shop order number' }) orderNo: string,
    @Arg('email', { description: "The buyer's email given at checkout; must match the order" }) email: string,
  ): Promise<ShopOrderView | null> {
    return ctx.services.shopCheckout.receipt(ctx, orderNo, email);
  }

  @Query(() => ShopOrderBuyerPage, {
    description: 'The signed-in buyer’s storefront orders, newest first, keyset-paged',
  })
  @Directive('@auth(roles: [BUYER])')
  myShopOrders(
    @Ctx() ctx: GatewayContext,
    @Arg('orderNo', () => String, {
      nullable: true,
      description: "Only the order with this number (the store's order page looks up its email so); none: every order",
    })
    orderNo: string | null,
    @Args() paging: PageArgs,
  ): Promise<ShopOrderBuyerPage> {
    return ctx.services.shopCheckout.mine(ctx, paging, orderNo);
  }
}
