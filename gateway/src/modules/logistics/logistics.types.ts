import { DateRange, OpenRangePageOf } from '../../schema/date-range';
import { PageOf } from '../../core/paging';
import { CalendarDate } from '../../schema/calendar';
import { LogisticsApplicationStatus, LostClaimStatus } from '@paydesk/shared/logistics-statuses';
import { OrderStatus } from '@paydesk/shared/order-statuses';
import { ShipmentStatus } from '@paydesk/shared/shipment-statuses';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { FieldError } from '../../core/errors';

@ObjectType({ description: 'A shop’s logistics application' })
export class LogisticsApplicationView {
  @Field(() => Int) id!: number;
  @Field(() => Int) merchantId!: number;
  @Field(() => String) merchantName!: string;
  @Field(() => [String], { description: 'C2C, B2C, HOME' }) services!: string[];
  @Field(() => String) senderName!: string;
  @Field(() => String) senderMobile!: string;
  @Field(() => String) senderAddress!: string;
  @Field(() => String) returnAddress!: string;
  @Field(() => LogisticsApplicationStatus) status!: LogisticsApplicationStatus;
  @Field(() => String, { nullable: true }) reason!: string | null;
  @Field(() => Date) createdAt!: Date;
}

@InputType()
export class LogisticsApplicationInput {
  @Field(() => Int, { description: 'Merchant id' }) merchantId!: number;
  @Field(() => [String], { description: 'Logistics service keys applied for' }) services!: string[];
  @Field(() => String, { description: 'Sender name' }) senderName!: string;
  @Field(() => String, { description: 'Sender mobile' }) senderMobile!: string;
  @Field(() => String, { description: 'Sender address' }) senderAddress!: string;
  @Field(() => String, { description: 'Address returned parcels go to' }) returnAddress!: string;
}

@ObjectType()
export class LogisticsApplicationPayload {
  @Field(() => LogisticsApplicationView, { nullable: true }) application!: LogisticsApplicationView | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}

@ObjectType({ description: 'A convenience store a receiver picks up at' })
export class ConvenienceStoreView {
  @Field(() => String) code!: string;
  @Field(() => String) chain!: string;
  @Field(() => String) name!: string;
  @Field(() => String) address!: string;
  @Field(() => Boolean) frozen!: boolean;
}

@InputType({ description: 'A parcel to send (also what a quote is asked for)' })
export class ShipmentInput {
  @Field(() => Int, { description: 'Merchant id' }) merchantId!: number;
  @Field(() => String, { description: 'C2C_NORMAL, C2C_FROZEN, B2C_NORMAL, B2C_FROZEN, HOME_NORMAL, HOME_FROZEN' })
  service!: string;
  @Field(() => String, { nullable: true, description: 'Ship a paid storefront order in one step' }) orderNo?:
    string | null;
  @Field(() => String, { description: 'Receiver name' }) receiverName!: string;
  @Field(() => String, { description: 'Receiver mobile' }) receiverMobile!: string;
  @Field(() => String, { description: 'Convenience store code (store pickup)', nullable: true }) storeCode?:
    string | null;
  @Field(() => String, { description: 'Delivery address (home delivery)', nullable: true }) address?: string | null;
  @Field(() => String, { nullable: true, description: 'LOCAL, OUTLYING, ISLAND_TO_ISLAND' }) region?: string | null;
  @Field(() => String, { description: 'Goods name' }) goodsName!: string;
  @Field(() => Int, { description: 'Declared value, integer TWD' }) declaredValue!: number;
  @Field(() => Float, { description: 'Length in cm' }) lengthCm!: number;
  @Field(() => Float, { description: 'Width in cm' }) widthCm!: number;
  @Field(() => Float, { description: 'Height in cm' }) heightCm!: number;
  @Field(() => Float, { description: 'Weight in kg' }) weightKg!: number;
  @Field(() => Int, { description: 'Cash on delivery amount, integer TWD', nullable: true }) codAmount?: number | null;
}

@ObjectType({ description: 'What a parcel costs, before it is created' })
export class ShipmentQuote {
  @Field(() => Int) shippingFee!: number;
  @Field(() => Int) pickupFee!: number;
  @Field(() => Int, { description: 'Taken from the collected cash on delivery' }) codFee!: number;
  @Field(() => Int, { description: 'Charged to held funds when the parcel is created' }) chargedNow!: number;
  @Field(() => Int, { nullable: true }) sizeBandCm!: number | null;
  @Field(() => Int) dropOffDays!: number;
  @Field(() => Int, { nullable: true }) pickupWindowDays!: number | null;
  @Field(() => Int) compensationCap!: number;
}

@ObjectType()
export class ShipmentQuotePayload {
  @Field(() => ShipmentQuote, { nullable: true }) quote!: ShipmentQuote | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}

@ObjectType()
export class ShipmentEventView {
  @Field(() => ShipmentStatus) status!: number;
  @Field(() => String) note!: string;
  @Field(() => Date) at!: Date;
}

@ObjectType({ description: 'A shipment (物流單)' })
export class ShipmentView {
  @Field(() => Int) id!: number;
  @Field(() => String) logisticsNo!: string;
  @Field(() => Int) merchantId!: number;
  @Field(() => String) service!: string;
  @Field(() => String, { description: 'SPEC §3 shipping type: SPC2C, SPC2CFRZ, SPB2C, SPB2CFRZ (HOME, HOMEFRZ)' })
  shippingType!: string;
  @Field(() => String, { nullable: true }) orderNo!: string | null;
  @Field(() => String) receiverName!: string;
  @Field(() => String) receiverMobile!: string;
  @Field(() => String, { nullable: true, description: 'The pickup store code of a store parcel' }) storeCode!:
    string | null;
  @Field(() => String, { nullable: true }) storeName!: string | null;
  @Field(() => String) address!: string;
  @Field(() => String, { nullable: true }) region!: string | null;
  @Field(() => String) goodsName!: string;
  @Field(() => Int) declaredValue!: number;
  @Field(() => Float) lengthCm!: number;
  @Field(() => Float) widthCm!: number;
  @Field(() => Float) heightCm!: number;
  @Field(() => Float) weightKg!: number;
  @Field(() => Int) codAmount!: number;
  @Field(() => Int) shippingFee!: number;
  @Field(() => Int) pickupFee!: number;
  @Field(() => Int) codFee!: number;
  @Field(() => Int, { nullable: true }) sizeBandCm!: number | null;
  @Field(() => ShipmentStatus) status!: number;
  @Field(() => CalendarDate, { description: 'The last day to drop it off (Taiwan date)' }) dropOffBy!: string;
  @Field(() => CalendarDate, {
    nullable: true,
    description: 'The last day to pick it up at the store (Taiwan date); null until it arrives',
  })
  pickupUntil!: string | null;
  @Field(() => Boolean, { description: 'The drop-off deadline or pickup window ends within a day' })
  nearDeadline!: boolean;
  @Field(() => String, { nullable: true }) codTradeNo!: string | null;
  @Field(() => [ShipmentEventView]) events!: ShipmentEventView[];
  @Field(() => Date) createdAt!: Date;
}

@ObjectType()
export class ShipmentPayload {
  @Field(() => ShipmentView, { nullable: true }) shipment!: ShipmentView | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}

@InputType()
export class ShipmentFilter {
  @Field(() => ShipmentStatus, { description: 'Parcel status', nullable: true }) status?: number | null;
  @Field(() => String, { description: 'Logistics service key', nullable: true }) service?: string | null;
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
  @Field(() => String, { nullable: true, description: 'SPEC §5 logistics number (up to 20 letters or digits)' })
  logisticsNo?: string | null;
  @Field(() => String, { nullable: true, description: 'Receiver name or mobile, or order number' }) keyword?:
    string | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'True: only lost parcels with no open (pending or paid) claim, those a claim may still be filed for',
  })
  claimable?: boolean | null;
}

@ObjectType({ description: 'A page of the logistics applications waiting for review, newest first' })
export class LogisticsApplicationPage extends PageOf(LogisticsApplicationView) {}

@ObjectType({ description: "A page of the signed-in seller's parcels, newest first, and the range it covers" })
export class ShipmentListPage extends OpenRangePageOf(ShipmentView) {}

@ObjectType({ description: 'A claim for a lost parcel' })
export class LostClaimView {
  @Field(() => Int) id!: number;
  @Field(() => String) logisticsNo!: string;
  @Field(() => Int) claimed!: number;
  @Field(() => Int, { description: 'The claim within the service’s compensation cap' }) capped!: number;
  @Field(() => String) description!: string;
  @Field(() => LostClaimStatus) status!: LostClaimStatus;
  @Field(() => Int, { nullable: true }) paid!: number | null;
  @Field(() => String, { nullable: true }) reason!: string | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType({ description: 'A page of lost-parcel claims, newest first' })
export class LostClaimPage extends PageOf(LostClaimView) {}

@ObjectType()
export class LostClaimPayload {
  @Field(() => LostClaimView, { nullable: true }) claim!: LostClaimView | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}

@ObjectType({ description: 'A store order as a parcel to create: the form filled in from the order, to edit and send' })
export class ShipmentDraftView {
  @Field(() => String) orderNo!: string;
  @Field(() => OrderStatus) orderStatus!: number;
  @Field(() => Int) merchantId!: number;
  @Field(() => String, { description: 'C2C_NORMAL, B2C_NORMAL or HOME_NORMAL, from the delivery the buyer chose' })
  service!: string;
  @Field(() => String) receiverName!: string;
  @Field(() => String) receiverMobile!: string;
  @Field(() => String, { nullable: true, description: 'The pickup store found in the store list' }) storeCode!:
    string | null;
  @Field(() => String, { nullable: true }) storeName!: string | null;
  @Field(() => String, { nullable: true }) address!: string | null;
  @Field(() => String) goodsName!: string;
  @Field(() => Int) declaredValue!: number;
  @Field(() => Int, { description: 'The order amount when the buyer pays on pickup or delivery, else 0' })
  codAmount!: number;
  @Field(() => Int, { nullable: true, description: 'The order’s live parcel, when it has one' }) shipmentId!:
    number | null;
  @Field(() => String, { nullable: true }) logisticsNo!: string | null;
  // The seller's last parcel of the same service gives the box, so shipping the usual package is one click.
  @Field(() => Float, { nullable: true, description: 'Length (cm) of the seller’s last parcel of this service' })
  lengthCm!: number | null;
  @Field(() => Float, { nullable: true, description: 'Width (cm) of the seller’s last parcel of this service' })
  widthCm!: number | null;
  @Field(() => Float, { nullable: true, description: 'Height (cm) of the seller’s last parcel of this service' })
  heightCm!: number | null;
  @Field(() => Float, { nullable: true, description: 'Weight (kg) of the seller’s last parcel of this service' })
  weightKg!: number | null;
}

@ObjectType({ description: 'One page of the parcel list (物流明細)' })
export class ShipmentPage {
  @Field(() => [ShipmentView]) rows!: ShipmentView[];
  @Field(() => Int, { description: 'Parcels matching the filter' }) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
  @Field(() => DateRange, { description: 'The Taiwan days this page covers, defaults filled in' })
  range!: DateRange;
}

@InputType({ description: 'What can still change on a parcel before it is dropped off' })
export class ShipmentEditInput {
  @Field(() => String, { description: 'Receiver name' }) receiverName!: string;
  @Field(() => String, { description: 'Receiver mobile (09xxxxxxxx)' }) receiverMobile!: string;
  @Field(() => String, { nullable: true, description: 'Store parcels: another pickup store of the list' })
  storeCode?: string | null;
  @Field(() => String, { nullable: true, description: 'Home parcels: the address (its region stays)' })
  address?: string | null;
  @Field(() => String, { description: 'Goods name as the label shows it' }) goodsName!: string;
}
