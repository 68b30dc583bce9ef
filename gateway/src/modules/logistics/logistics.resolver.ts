import type { GatewayContext } from '../services';
import { Arg, Ctx, Directive, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Permission } from '../../schema/permission';
import { ShipmentStatus } from '@paydesk/shared/shipment-statuses';
import {
  ConvenienceStoreView,
  LogisticsApplicationInput,
  LogisticsApplicationPayload,
  LogisticsApplicationView,
  LostClaimPayload,
  LostClaimView,
  ShipmentDraftView,
  ShipmentEditInput,
  ShipmentFilter,
  ShipmentInput,
  ShipmentPage,
  ShipmentPayload,
  ShipmentQuotePayload,
  ShipmentView,
} from './logistics.types';

/** Logistics (SPEC §2.3 /auth/shipping/*): shipping_* keys on every seller field; ops review applications and claims. */
@Resolver()
export class LogisticsResolver {
  @Query(() => [LogisticsApplicationView])
  @Permission('shipping_apply')
  logisticsApplications(@Ctx() ctx: GatewayContext): Promise<LogisticsApplicationView[]> {
    return ctx.services.logisticsApplications.applications(ctx);
  }

  @Mutation(() => LogisticsApplicationPayload)
  @Permission('shipping_apply')
  applyLogistics(
    @Ctx() ctx: GatewayContext,
    @Arg('input') input: LogisticsApplicationInput,
  ): Promise<LogisticsApplicationPayload> {
    return ctx.services.logisticsApplications.apply(ctx, input);
  }

  @Query(() => [ConvenienceStoreView], { description: 'Pickup stores by name, address or code' })
  @Permission('shipping_logistics_list')
  convenienceStores(
    @Ctx() ctx: GatewayContext,
    @Arg('keyword') keyword: string,
    @Arg('frozenOnly', () => Boolean, { defaultValue: false }) frozenOnly: boolean,
  ): Promise<ConvenienceStoreView[]> {
    return ctx.services.logistics.stores(ctx, keyword, frozenOnly);
  }

  @Query(() => ShipmentQuotePayload, { description: 'What a parcel will cost, with its package rule checked' })
  @Permission('shipping_logistics_list')
  shipmentQuote(@Ctx() ctx: GatewayContext, @Arg('input') input: ShipmentInput): Promise<ShipmentQuotePayload> {
    return ctx.services.logistics.quote(ctx, input);
  }

  @Query(() => ShipmentDraftView, {
    nullable: true,
    description: 'A store order of the seller’s as a parcel draft, to edit and create (出貨 from the order)',
  })
  @Permission('shipping_logistics_list')
  shipmentDraft(@Ctx() ctx: GatewayContext, @Arg('orderNo') orderNo: string): Promise<ShipmentDraftView | null> {
    return ctx.services.logistics.draftForOrder(ctx, orderNo);
  }

  @Mutation(() => ShipmentPayload, { description: 'Create a shipment (the service’s create key is checked too)' })
  @Permission('shipping_logistics_list')
  createShipment(@Ctx() ctx: GatewayContext, @Arg('input') input: ShipmentInput): Promise<ShipmentPayload> {
    return ctx.services.logistics.create(ctx, input);
  }

  @Query(() => [ShipmentView])
  @Permission('shipping_list')
  shipments(
    @Ctx() ctx: GatewayContext,
    @Arg('filter', () => ShipmentFilter, { nullable: true }) filter?: ShipmentFilter | null,
  ): Promise<ShipmentView[]> {
    return ctx.services.logistics.list(ctx, filter ?? {});
  }

  @Query(() => ShipmentPage, { description: 'The parcel list (物流明細): filtered, newest first, one page' })
  @Permission('shipping_detail')
  shipmentPage(
    @Ctx() ctx: GatewayContext,
    @Arg('filter', () => ShipmentFilter, { nullable: true }) filter: ShipmentFilter | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: 20 }) pageSize: number,
  ): Promise<ShipmentPage> {
    return ctx.services.shipmentDesk.page(ctx, filter ?? {}, page, pageSize);
  }

  @Mutation(() => ShipmentPayload, {
    description: 'Edit a parcel not yet dropped off; goodsType is its shipping type code (the edit page’s URL)',
  })
  @Permission('shipping_list')
  updateShipment(
    @Ctx() ctx: GatewayContext,
    @Arg('id', () => Int) id: number,
    @Arg('goodsType') goodsType: string,
    @Arg('input') input: ShipmentEditInput,
  ): Promise<ShipmentPayload> {
    return ctx.services.shipmentDesk.update(ctx, id, goodsType, input);
  }

  @Query(() => [ConvenienceStoreView], {
    description: 'Pickup stores a buyer picks at a store checkout, by name, address or code',
  })
  @Directive('@public')
  pickupStores(@Ctx() ctx: GatewayContext, @Arg('keyword') keyword: string): Promise<ConvenienceStoreView[]> {
    return ctx.services.logistics.stores(ctx, keyword.slice(0, 40), false);
  }

  @Query(() => ShipmentView, { nullable: true })
  @Permission('shipping_detail')
  shipment(@Ctx() ctx: GatewayContext, @Arg('id', () => Int) id: number): Promise<ShipmentView | null> {
    return ctx.services.logistics.get(ctx, id);
  }

  @Mutation(() => ShipmentPayload, {
    description: 'Cancel a shipment not yet dropped off; in the sandbox, also play the carrier and move it along',
  })
  @Permission('shipping_list')
  advanceShipment(
    @Ctx() ctx: GatewayContext,
    @Arg('id', () => Int) id: number,
    @Arg('to', () => ShipmentStatus) to: number,
  ): Promise<ShipmentPayload> {
    return ctx.services.logistics.advance(ctx, id, to as ShipmentStatus);
  }

  @Query(() => [LostClaimView])
  @Permission('shipping_lost')
  lostClaims(@Ctx() ctx: GatewayContext): Promise<LostClaimView[]> {
    return ctx.services.lostClaims.claims(ctx);
  }

  @Mutation(() => LostClaimPayload)
  @Permission('shipping_lost')
  claimLostParcel(
    @Ctx() ctx: GatewayContext,
    @Arg('shipmentId', () => Int) shipmentId: number,
    @Arg('amount', () => Int) amount: number,
    @Arg('description') description: string,
  ): Promise<LostClaimPayload> {
    return ctx.services.lostClaims.claim(ctx, shipmentId, amount, description);
  }

  @Query(() => [LogisticsApplicationView], { description: 'Operators: applications waiting for review' })
  @Directive('@auth(roles: [OPERATOR])')
  pendingLogisticsApplications(@Ctx() ctx: GatewayContext): Promise<LogisticsApplicationView[]> {
    return ctx.services.logisticsApplications.pendingApplications(ctx);
  }

  @Mutation(() => LogisticsApplicationPayload)
  @Directive('@auth(roles: [OPERATOR])')
  reviewLogisticsApplication(
    @Ctx() ctx: GatewayContext,
    @Arg('id', () => Int) id: number,
    @Arg('approve', () => Boolean) approve: boolean,
    @Arg('reason', () => String, { nullable: true }) reason?: string | null,
  ): Promise<LogisticsApplicationPayload> {
    return ctx.services.logisticsApplications.reviewApplication(ctx, id, approve, reason ?? null);
  }

  @Query(() => [LostClaimView], { description: 'Operators: lost-parcel claims waiting for review' })
  @Directive('@auth(roles: [OPERATOR])')
  pendingLostClaims(@Ctx() ctx: GatewayContext): Promise<LostClaimView[]> {
    return ctx.services.lostClaims.pendingClaims(ctx);
  }

  @Mutation(() => LostClaimPayload)
  @Directive('@auth(roles: [OPERATOR])')
  reviewLostClaim(
    @Ctx() ctx: GatewayContext,
    @Arg('id', () => Int) id: number,
    @Arg('approve', () => Boolean) approve: boolean,
    @Arg('reason', () => String, { nullable: true }) reason?: string | null,
  ): Promise<LostClaimPayload> {
    return ctx.services.lostClaims.reviewClaim(ctx, id, approve, reason ?? null);
  }
}
