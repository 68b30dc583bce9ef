import { Permission } from '../../schema/permission';
import { PayType } from '@paydesk/shared/pay-types';
import { JkoStatus } from '@paydesk/shared/jko-statuses';
import { MemberType } from '@paydesk/shared/member-types';
import { MerchantStatus } from '@paydesk/shared/merchant-statuses';
import { EscrowType, GoodsPayType, MerchantType } from '@paydesk/shared/merchant-types';
import { SellType } from '@paydesk/shared/sell-types';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { FieldError } from '../../core/errors';
import { PageOf } from '../../core/paging';

@ObjectType({ description: 'A shop (SPEC §3 merchant)' })
export class MerchantView {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => MerchantStatus) status!: number;
  @Field(() => String, { description: 'zh-TW status name (8 and 92 both read as failed review)' }) statusLabel!: string;
  @Field(() => String, { description: 'Semantic colour token: accent, success, error or primary' })
  statusColor!: string;
  @Field(() => MerchantType) merType!: number;
  @Field(() => SellType) sellType!: number;
  @Field(() => GoodsPayType) goodsPayType!: number;
  @Field(() => EscrowType) escrowType!: number;
  @Field(() => String, { nullable: true }) website!: string | null;
  @Field(() => String, { nullable: true, description: 'Customer-service area code, e.g. 02' }) serviceAreaCode!:
    string | null;
  @Field(() => String, { nullable: true, description: 'Customer-service telephone number without the area code' })
  serviceTel!: string | null;
  @Field(() => String, { nullable: true, description: 'Extension: digits and #' }) serviceExt!: string | null;
  @Field(() => Int, { nullable: true }) businessTypeId!: number | null;
  @Field(() => String, { nullable: true, description: 'zh-TW name of the business type' }) businessTypeName!:
    string | null;
  @Field(() => [PayType], { description: 'PaymentSwitch: the pay types this shop may collect with' })
  paymentSwitch!: number[];
  @Field(() => [String], {
    description: 'SPEC §3 card methods switched on beyond the lump sum (creditred, creditunionpay, applepay)',
  })
  cardMethods!: string[];
  @Field(() => String, { nullable: true }) reviewReason!: string | null;
  @Field(() => JkoStatus, { description: 'JKO Pay application' })
  jkoStatus!: number;
  @Field(() => String, { nullable: true, description: "The operator's reason for the last JKO decision" }) jkoReason!:
    string | null;
  @Field(() => String, { nullable: true, description: 'The JKO merchant number given with the application' })
  jkoMerchantNo!: string | null;
  @Field(() => Boolean, { description: 'Collects payments only while active' }) canCollect!: boolean;
  @Field(() => Date) createdAt!: Date;
}

@InputType()
export class MerchantInput {
  @Field(() => String, { description: 'Merchant name' }) name!: string;
  @Field(() => MerchantType, { description: 'Merchant type' }) merType!: number;
  @Field(() => SellType, { description: 'What is sold' }) sellType!: number;
  @Field(() => GoodsPayType, { description: 'How goods are paid for' }) goodsPayType!: number;
  @Field(() => EscrowType, { description: 'Escrow type' }) escrowType!: number;
  @Field(() => String, { description: 'Website address', nullable: true }) website?: string | null;
  @Field(() => String, { description: 'Service phone area code', nullable: true }) serviceAreaCode?: string | null;
  @Field(() => String, { description: 'Service phone', nullable: true }) serviceTel?: string | null;
  @Field(() => String, { description: 'Service phone extension', nullable: true }) serviceExt?: string | null;
  @Field(() => Int, { description: 'Business type id' }) businessTypeId!: number;
}

@InputType()
export class MerchantReviewInput {
  @Field(() => Int, { description: 'Merchant id' }) id!: number;
  @Field(() => MerchantStatus, {
    description: 'ACTIVE, SUPPLEMENT, REVIEW_FAILED, REJECTED, DISABLED, SUSPENDED or CLOSED',
  })
  status!: number;
  @Field(() => String, { description: 'Review note, shown to the member' }) reason!: string;
  @Field(() => [PayType], { nullable: true, description: 'New PaymentSwitch, when the review changes it' })
  paymentSwitch?: number[] | null;
}

@ObjectType()
export class MerchantPayload {
  @Field(() => MerchantView, { nullable: true }) merchant!: MerchantView | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}

@ObjectType({ description: 'A shop as operators see it: the shop and its owner' })
@Permission('ops_merchants')
export class OpsMerchantView {
  @Field(() => MerchantView) merchant!: MerchantView;
  @Field(() => Int) memberId!: number;
  @Field(() => String) ownerName!: string;
  @Field(() => String) ownerLoginName!: string;
  @Field(() => MemberType) ownerMemType!: number;
  @Field(() => Date, { nullable: true }) reviewedAt!: Date | null;
  @Field(() => Date, { nullable: true }) jkoAppliedAt!: Date | null;
}

@ObjectType({ description: 'A page of the shops waiting for review, oldest first' })
export class MerchantReviewQueuePage extends PageOf(MerchantView, 'oldest first (by id)') {}

@ObjectType({ description: 'A page of the shops as operators see them, awaiting a decision first' })
export class OpsMerchantPage extends PageOf(
  OpsMerchantView,
  'shops awaiting a decision (under review, supplemented or with a JKO application) first, then the others; newest first (by id) within each',
) {}

@InputType()
export class OpsMerchantFilter {
  @Field(() => MerchantStatus, { description: 'Merchant review state', nullable: true }) status?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'Only shops with a JKO application under review' }) jkoPending?:
    boolean | null;
  @Field(() => String, { nullable: true, description: "Part of the shop's name or the owner's name or login name" })
  search?: string | null;
}

@InputType()
export class JkoDecisionInput {
  @Field(() => Int, { description: 'Merchant id' }) merchantId!: number;
  @Field(() => Boolean, { description: 'True approves, false rejects' }) approve!: boolean;
  @Field(() => String, { nullable: true, description: 'Required when the application fails' }) reason?: string | null;
}
