import type { GatewayContext } from '../services';
import { STORE_SEARCH_LIMIT } from './logistics.service';
import { Arg, Args, Ctx, Directive, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Permission } from '../../schema/permission';
import { PageArgs } from '../../core/paging';
import { ShipmentStatus } from '@paydesk/shared/shipment-statuses';
import {
  ConvenienceStoreView,
  LogisticsApplicationInput,
  LogisticsApplicationPage,
  LogisticsApplicationPayload,
  LogisticsApplicationView,
  LostClaimPage,
  LostClaimPayload,
  ShipmentDraftView,
  ShipmentEditInput,
  ShipmentFilter,
  ShipmentListPage,
  ShipmentInput,
  ShipmentPage,
  ShipmentPayload,
  ShipmentQuotePayload,
  ShipmentView,
} from './logistics.types';

/** Logistics (SPEC §2.3 /auth/shipping/*): shipping_* keys on every seller field; ops review applications and claims. */
@Resolver()
export class LogisticsResolver {
  @Query(() => [LogisticsApplicationView], {
    description:
      "The signed-in member's logistics service applications and their review state, newest first. Bounded: at most 5 rows per shop because a shop's approvals each open a service group it lacked (3 groups), one application waits for review at a time, and only its latest rejection is listed",
  })
  @Permission('shipping_apply')
  logisticsApplications(@Ctx() ctx: GatewayContext): Promise<LogisticsApplicationView[]> {
    return ctx.services.logisticsApplications.applications(ctx);
  }

  @Mutation(() => LogisticsApplicationPayload, {
    description: 'Applies for logistics services on a merchant; an operator reviews it',
  })
  @Permission('shipping_apply')
  applyLogistics(
    @Ctx() ctx: GatewayContext,
    @Arg('input', { description: 'Merchant, sender, return address and services' }) input: LogisticsApplicationInput,
  ): Promise<LogisticsApplicationPayload> {
    return ctx.services.logisticsApplications.apply(ctx, input);
  }

  @Query(() => [ConvenienceStoreView], {
    description: `Pickup stores by name, address or code. Bounded: at most ${STORE_SEARCH_LIMIT} matches, the search's limit (a narrower keyword finds the rest)`,
  })
  @Permission('shipping_logistics_list')
  convenienceStores(
    @Ctx() ctx: GatewayContext,
    @Arg('keyword', { description: 'Part of a store name, code or address' }) keyword: string,
    @Arg('frozenOnly', () => Boolean, { description: 'Only stores that take frozen parcels', defaultValue: false })
    frozenOnly: boolean,
  ): Promise<ConvenienceStoreView[]> {
    return ctx.services.logistics.stores(ctx, keyword, frozenOnly);
  }

  @Query(() => ShipmentQuotePayload, { description: 'What a parcel will cost, with its package rule checked' })
  @Permission('shipping_logistics_list')
  shipmentQuote(
    @Ctx() ctx: GatewayContext,
    @Arg('input', { description: 'The parcel to price (size, weight, service, destination)' }) input: ShipmentInput,
  ): Promise<ShipmentQuotePayload> {
    return ctx.services.logistics.quote(ctx, input);
  }

  @Query(() => ShipmentDraftView, {
    nullable: true,
    description: 'A store order of the seller’s as a parcel draft, to edit and create (出貨 from the order)',
  })
  @Permission('shipping_logistics_list')
  shipmentDraft(
    @Ctx() ctx: GatewayContext,
    @Arg('orderNo', { description: 'The store order to ship (its order number)' }) orderNo: string,
  ): Promise<ShipmentDraftView | null> {
    return ctx.services.logistics.draftForOrder(ctx, orderNo);
  }

  @Mutation(() => ShipmentPayload, { description: 'Create a shipment (the service’s create key is checked too)' })
  @Permission('shipping_logistics_list')
  createShipment(
    @Ctx() ctx: GatewayContext,
    @Arg('input', { description: 'Merchant, receiver, parcel size and service' }) input: ShipmentInput,
  ): Promise<ShipmentPayload> {
    return ctx.services.logistics.create(ctx, input);
  }

  @Query(() => ShipmentListPage, {
    description: "The signed-in seller's parcels, newest first, keyset-paged, with the range used",
  })
  @Permission('shipping_list')
  shipments(
    @Ctx() ctx: GatewayContext,
    @Arg('filter', () => ShipmentFilter, { description: 'Optional status, service and date filter', nullable: true })
    filter: ShipmentFilter | null,
    @Args() paging: PageArgs,
  ): Promise<ShipmentListPage> {
    return ctx.services.logistics.list(ctx, filter ?? {}, paging);
  }

  @Query(() => ShipmentPage, { description: 'The parcel list (物流明細): filtered, newest first, one page' })
  @Permission('shipping_detail')
  shipmentPage(
    @Ctx() ctx: GatewayContext,
    @Arg('filter', () => ShipmentFilter, {
      nullable: true,
      description: 'Status, service, logistics number, keyword; null: all',
    })
    filter: ShipmentFilter | null,
    @Arg('page', () => Int, { defaultValue: 1, description: 'Page number, from 1' }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: 20, description: 'Parcels a page (1 to 100)' }) pageSize: number,
  ): Promise<ShipmentPage> {
    return ctx.services.shipmentDesk.page(ctx, filter ?? {}, page, pageSize);
  }

  @Mutation(() => ShipmentPayload, {
    description: 'Edit a parcel not yet dropped off; goodsType is its shipping type code (the edit page’s URL)',
  })
  @Permission('shipping_list')
  updateShipment(
    @Ctx() ctx: GatewayContext,
    @Arg('id', () => Int, { description: 'The parcel' }) id: number,
    @Arg('goodsType', { description: 'Its shipping type code (SPC2C, SPB2C, SPC2CFRZ, SPB2CFRZ, HOME, HOMEFRZ)' })
    goodsType: string,
    @Arg('input', { description: 'What changes' }) input: ShipmentEditInput,
  ): Promise<ShipmentPayload> {
    return ctx.services.shipmentDesk.update(ctx, id, goodsType, input);
  }

  @Query(() => [ConvenienceStoreView], {
    description: `Pickup stores a buyer picks at a store checkout, by name, address or code. Bounded: at most ${STORE_SEARCH_LIMIT} matches, the search's limit (a narrower keyword finds the rest)`,
  })
  @Directive('@public')
  pickupStores(
    @Ctx() ctx: GatewayContext,
    @Arg('keyword', { description: 'Part of a store name, address or code' }) keyword: string,
  ): Promise<ConvenienceStoreView[]> {
    return ctx.services.logistics.stores(ctx, keyword.slice(0, 40), false);
  }

  @Query(() => ShipmentView, {
    description: 'One parcel of the signed-in seller with its tracking, or null when not theirs',
    nullable: true,
  })
  @Permission('shipping_detail')
  shipment(
    @Ctx() ctx: GatewayContext,
    @Arg('id', () => Int, { description: 'Shipment id' }) id: number,
  ): Promise<ShipmentView | null> {
    return ctx.services.logistics.get(ctx, id);
  }

  @Mutation(() => ShipmentPayload, {
    description: 'Cancel a shipment not yet dropped off; in the sandbox, also play the carrier and move it along',
  })
  @Permission('shipping_list')
  advanceShipment(
    @Ctx() ctx: GatewayContext,
    @Arg('id', () => Int, { description: 'Shipment id' }) id: number,
    @Arg('to', () => ShipmentStatus, { description: 'The parcel status to move to' }) to: number,
  ): Promise<ShipmentPayload> {
    return ctx.services.logistics.advance(ctx, id, to as ShipmentStatus);
  }

  @Query(() => LostClaimPage, {
    description: "The signed-in member's lost-parcel claims and their review state, newest first, keyset-paged",
  })
  @Permission('shipping_lost')
  lostClaims(@Ctx() ctx: GatewayContext, @Args() paging: PageArgs): Promise<LostClaimPage> {
    return ctx.services.lostClaims.claims(ctx, paging);
  }

  @Mutation(() => LostClaimPayload, { description: 'Files a claim for a lost parcel; an operator reviews it' })
  @Permission('shipping_lost')
  claimLostParcel(
    @Ctx() ctx: GatewayContext,
    @Arg('shipmentId', () => Int, { description: 'Shipment id' }) shipmentId: number,
    @Arg('amount', () => Int, { description: 'Claimed amount, integer TWD' }) amount: number,
    @Arg('description', { description: 'What was lost and how' }) description: string,
  ): Promise<LostClaimPayload> {
    return ctx.services.lostClaims.claim(ctx, shipmentId, amount, description);
  }

  @Query(() => LogisticsApplicationPage, {
    description: 'Operators: applications waiting for review, keyset-paged, newest first (by id)',
  })
  @Permission('ops_reviews')
  pendingLogisticsApplications(
    @Ctx() ctx: GatewayContext,
    @Args() paging: PageArgs,
  ): Promise<LogisticsApplicationPage> {
    return ctx.services.logisticsApplications.pendingApplications(ctx, paging);
  }

  @Mutation(() => LogisticsApplicationPayload, { description: 'Approves or rejects a logistics application' })
  @Directive('@auth(roles: [OPERATOR])')
  reviewLogisticsApplication(
    @Ctx() ctx: GatewayContext,
    @Arg('id', () => Int, { description: 'Application id' }) id: number,
    @Arg('approve', () => Boolean, { description: 'True approves, false rejects' }) approve: boolean,
    @Arg('reason', () => String, { description: 'Why it is rejected; required when rejecting', nullable: true })
    reason?: string | null,
  ): Promise<LogisticsApplicationPayload> {
    return ctx.services.logisticsApplications.reviewApplication(ctx, id, approve, reason ?? null);
  }

  @Query(() => LostClaimPage, {
    description: 'Operators: lost-parcel claims waiting for review, keyset-paged, newest first (by id)',
  })
  @Permission('ops_reviews')
  pendingLostClaims(@Ctx() ctx: GatewayContext, @Args() paging: PageArgs): Promise<LostClaimPage> {
    return ctx.services.lostClaims.pendingClaims(ctx, paging);
  }

  @Mutation(() => LostClaimPayload, {
    description: 'Approves or rejects a lost-parcel claim; approval credits the claimed amount',
  })
  @Directive('@auth(roles: [OPERATOR])')
  reviewLostClaim(
    @Ctx() ctx: GatewayContext,
    @Arg('id', () => Int, { description: 'Claim id' }) id: number,
    @Arg('approve', () => Boolean, { description: 'True approves, false rejects' }) approve: boolean,
    @Arg('reason', () => String, { description: 'Why it is rejected; required when rejecting', nullable: true })
    reason?: string | null,
  ): Promise<LostClaimPayload> {
    return ctx.services.lostClaims.reviewClaim(ctx, id, approve, reason ?? null);
  }
}
