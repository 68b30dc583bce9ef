import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { FieldError } from '../../core/errors';

@InputType()
export class TradeInquiryInput {
  @Field(() => String, { description: 'Trade number, up to 20 digits' }) tradeNo!: string;
  @Field(() => Int, { description: 'Trade amount, integer TWD' }) amount!: number;
  @Field(() => String, { description: 'Captcha answer' }) captcha!: string;
}

@ObjectType({ description: 'All a buyer may learn about a trade: nothing beyond these three facts' })
export class TradeInquiryResult {
  @Field(() => String) tradeNo!: string;
  @Field(() => String) statusLabel!: string;
  @Field(() => String) merchantName!: string;
  @Field(() => String) payTypeLabel!: string;
}

@ObjectType()
export class TradeInquiryPayload {
  @Field(() => TradeInquiryResult, { nullable: true }) result!: TradeInquiryResult | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}
