import { PageOf } from '../../core/paging';
import { PayType } from '@paydesk/shared/pay-types';
import { PaymentLinkState } from '@paydesk/shared/payment-link-states';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Money } from '../../schema/money';
import { FieldError } from '../../core/errors';

registerEnumType(PaymentLinkState, {
  name: 'PaymentLinkState',
  description: 'Only an OPEN link takes payments (enabled, unexpired, of an active shop, with quantity left)',
  valuesConfig: {
    OPEN: { description: 'Takes payments' },
    DISABLED: { description: 'Turned off by the seller, or its shop is not active' },
    EXPIRED: { description: 'Past its end date' },
    SOLD_OUT: { description: 'No quantity left' },
  },
});

@ObjectType({ description: 'A one-page payment link (uop)' })
export class PaymentLinkView {
  @Field(() => Int) id!: number;
  @Field(() => Int) merchantId!: number;
  @Field(() => String) merchantName!: string;
  @Field(() => String, { description: 'Public token of the buyer page /pay/:token' }) token!: string;
  @Field(() => String, { description: 'The buyer page’s address, to share' }) url!: string;
  @Field(() => String, { description: 'QR code of the address as a data: URL (PNG)' }) qrCode!: string;
  @Field(() => String) title!: string;
  @Field(() => Int, { nullable: true, description: 'Fixed amount; null lets the buyer enter it' }) amount!:
    number | null;
  @Field(() => String) description!: string;
  @Field(() => [PayType]) payTypes!: number[];
  @Field(() => [Int]) installments!: number[];
  @Field(() => Date, { nullable: true }) expiresAt!: Date | null;
  @Field(() => Int, { nullable: true, description: 'Units for sale in total; null sells without limit' })
  quantityLimit!: number | null;
  @Field(() => Int, { nullable: true, description: 'Most units one order may buy (a link that sells units only)' })
  perOrderLimit!: number | null;
  @Field(() => Boolean) enabled!: boolean;
  // A PaymentLinkState value, as the service's linkState answers it.
  @Field(() => PaymentLinkState) state!: string;
  @Field(() => Int, { description: 'Paid transactions' }) paidCount!: number;
  @Field(() => Int, { description: 'Units of the paid transactions (their quantities summed)' }) unitsSold!: number;
  @Field(() => Money) paidTotal!: number;
  @Field(() => Date) createdAt!: Date;
}

@InputType()
export class PaymentLinkInput {
  @Field(() => Int, { description: 'Merchant id' }) merchantId!: number;
  @Field(() => String, { description: 'Title shown to the buyer' }) title!: string;
  @Field(() => Int, { description: 'Amount, integer TWD; null lets the buyer enter it', nullable: true }) amount?:
    number | null;
  @Field(() => String, { description: 'Text shown to the buyer', nullable: true }) description?: string | null;
  @Field(() => [PayType], { description: 'Pay types offered' }) payTypes!: number[];
  @Field(() => [Int], { description: 'Card instalment counts offered', nullable: true }) installments?: number[] | null;
  @Field(() => Date, { description: 'When the link stops taking payments', nullable: true }) expiresAt?: Date | null;
  @Field(() => Int, { description: 'How many payments the link takes; null for no limit', nullable: true })
  quantityLimit?: number | null;
  @Field(() => Int, { nullable: true, description: 'Needs a fixed amount and a quantity limit, and not above it' })
  perOrderLimit?: number | null;
  @Field(() => Boolean, { description: 'Whether the link takes payments', nullable: true }) enabled?: boolean | null;
}

@ObjectType()
export class PaymentLinkPayload {
  @Field(() => PaymentLinkView, { nullable: true }) link!: PaymentLinkView | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}

@ObjectType({ description: 'What a buyer sees on a payment page' })
export class PublicPaymentLink {
  @Field(() => String) token!: string;
  @Field(() => String) title!: string;
  @Field(() => String) merchantName!: string;
  @Field(() => Int, { nullable: true }) amount!: number | null;
  @Field(() => String) description!: string;
  @Field(() => [PayType]) payTypes!: number[];
  @Field(() => [Int]) installments!: number[];
  @Field(() => [String], { description: 'SPEC §3 card methods the shop offers beyond the lump sum' })
  cardMethods!: string[];
  @Field(() => Boolean) available!: boolean;
  // A PaymentLinkState value, as the service's linkState answers it.
  @Field(() => PaymentLinkState) state!: string;
  @Field(() => Boolean, { description: 'The buyer chooses a quantity (a fixed amount and a quantity limit)' })
  sellsUnits!: boolean;
  @Field(() => Int, { nullable: true, description: 'Units still for sale; null without a quantity limit' })
  unitsLeft!: number | null;
  @Field(() => Int, { nullable: true }) perOrderLimit!: number | null;
  @Field(() => Int, { description: 'The most one order may buy now (1 on a link that sells no units)' })
  maxQuantity!: number;
  @Field(() => String, { description: 'QR code of the page URL as a data: URL (PNG)' }) qrCode!: string;
  @Field(() => String) url!: string;
  @Field(() => Boolean, { description: 'Sandbox checkout is available (never in production)' }) sandbox!: boolean;
  @Field(() => String, {
    nullable: true,
    description: "Where the buyer goes back to the seller's site (an order a site created with a return URL)",
  })
  returnUrl!: string | null;
}

@ObjectType({ description: "A page of the signed-in seller's payment links, newest first" })
export class PaymentLinkPage extends PageOf(PaymentLinkView) {}
