import { DeliveryMethod } from '@paydesk/shared/delivery-methods';
import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'What a store charges the buyer for one delivery method' })
export class ShippingFeeView {
  @Field(() => DeliveryMethod) deliveryMethod!: number;
  @Field(() => Int, { description: 'TWD, 0 for free shipping' }) fee!: number;
}

@InputType({ description: 'The fee a store charges for one of the delivery methods it offers' })
export class ShippingFeeInput {
  @Field(() => DeliveryMethod, { description: 'The delivery method the fee is for' }) deliveryMethod!: number;
  @Field(() => Int, { description: 'TWD, 0 to SHOP_LIMITS.shippingFeeMax' }) fee!: number;
}

@ObjectType({ description: 'Whether a shop may offer a delivery method in its stores, and why not' })
export class DeliveryOption {
  @Field(() => DeliveryMethod) deliveryMethod!: number;
  @Field(() => Boolean, { description: 'The shop is approved to ship this way' }) available!: boolean;
  @Field(() => String, { nullable: true, description: 'Why it is unavailable (zh-TW), null when available' })
  reason!: string | null;
}
