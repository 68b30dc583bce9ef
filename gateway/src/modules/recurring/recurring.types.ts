import { PageOf } from '../../core/paging';
import { CalendarDate } from '../../schema/calendar';
import { PeriodCycle, SubscriptionStatus } from '@paydesk/shared/period-rules';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { FieldError } from '../../core/errors';

@ObjectType({ description: 'A recurring plan (定期定額), seller view' })
export class PeriodPlanView {
  @Field(() => Int) id!: number;
  @Field(() => Int) merchantId!: number;
  @Field(() => String) merchantName!: string;
  @Field(() => String) token!: string;
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => Int) amount!: number;
  @Field(() => PeriodCycle) cycle!: number;
  @Field(() => Int, { nullable: true, description: 'null: until cancelled' }) totalCharges!: number | null;
  @Field(() => Int) trialDays!: number;
  @Field(() => CalendarDate, { nullable: true, description: 'The first charge day (Taiwan date)' })
  firstChargeDate!: string | null;
  @Field(() => Boolean) enabled!: boolean;
  @Field(() => Int) activeSubscriptions!: number;
  @Field(() => String) url!: string;
  @Field(() => String, { description: 'QR code of the subscribe page as a data: URL (PNG)' }) qrCode!: string;
  @Field(() => Date) createdAt!: Date;
}

@InputType()
export class PeriodPlanInput {
  @Field(() => Int, { description: 'Merchant id' }) merchantId!: number;
  @Field(() => String, { description: 'Title shown to the buyer' }) title!: string;
  @Field(() => String, { description: 'Text shown to the buyer', nullable: true }) description?: string | null;
  @Field(() => Int, { description: 'Amount per charge, integer TWD' }) amount!: number;
  @Field(() => PeriodCycle, { description: 'Charge cycle' }) cycle!: number;
  @Field(() => Int, { description: 'Number of charges; null until cancelled', nullable: true }) totalCharges?:
    number | null;
  @Field(() => Int, { description: 'Days before the first charge', nullable: true }) trialDays?: number | null;
  @Field(() => CalendarDate, {
    nullable: true,
    description:
      'The first charge day (Taiwan date), today to 1 year ahead; none: the day of subscribing (after the trial)',
  })
  firstChargeDate?: string | null;
  @Field(() => Boolean, { description: 'Whether the plan takes subscriptions', nullable: true }) enabled?:
    boolean | null;
}

@ObjectType()
export class PeriodPlanPayload {
  @Field(() => PeriodPlanView, { nullable: true }) plan!: PeriodPlanView | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}

@ObjectType({ description: 'The public subscribe page of a plan' })
export class PublicPeriodPlan {
  @Field(() => String) token!: string;
  @Field(() => String) title!: string;
  @Field(() => String) merchantName!: string;
  @Field(() => String) description!: string;
  @Field(() => Int) amount!: number;
  @Field(() => PeriodCycle) cycle!: number;
  @Field(() => Int, { nullable: true }) totalCharges!: number | null;
  @Field(() => Int) trialDays!: number;
  @Field(() => Boolean) available!: boolean;
  @Field(() => [CalendarDate], { description: 'The first due days if one subscribed today (Taiwan dates)' })
  schedulePreview!: string[];
  @Field(() => Boolean) sandbox!: boolean;
}

@InputType({ description: 'The terms a buyer was shown on the subscribe page and agrees to' })
export class PeriodTermsInput {
  @Field(() => Int, { description: 'Amount per charge (TWD) as the page showed it' }) amount!: number;
  @Field(() => PeriodCycle, { description: 'Charge cycle as the page showed it' }) cycle!: number;
  @Field(() => Int, { nullable: true, description: 'Number of charges shown; null for until cancelled' })
  totalCharges?: number | null;
  @Field(() => Int, { description: 'Trial days before the first charge, as shown' }) trialDays!: number;
}

@InputType()
export class PeriodSubscribeInput {
  @Field(() => String, { description: "The plan's public token" }) token!: string;
  @Field(() => PeriodTermsInput, {
    nullable: true,
    description: 'The terms the buyer agreed to; refused (TERMS_CHANGED) when the plan no longer reads so',
  })
  agreedTerms?: PeriodTermsInput | null;
  @Field(() => String, { description: 'Buyer name' }) buyerName!: string;
  @Field(() => String, { description: 'Buyer email' }) buyerEmail!: string;
  @Field(() => String, { description: 'Buyer mobile' }) buyerMobile!: string;
  @Field(() => String, { description: 'Card number (sandbox)' }) cardNumber!: string;
  @Field(() => String, {
    description: 'The image captcha of the page (GET /api/login/image_captcha), spent by the try',
  })
  captcha!: string;
}

@ObjectType({ description: 'One charge attempt of a subscription' })
export class PeriodChargeView {
  @Field(() => Int, { description: '1-based period number' }) period!: number;
  @Field(() => Int, { description: '0 is the first try, then the retries' }) attempt!: number;
  @Field(() => CalendarDate, { description: 'The day the charge falls due (Taiwan date)' }) dueDate!: string;
  @Field(() => Boolean) paid!: boolean;
  @Field(() => String, { nullable: true }) tradeNo!: string | null;
  @Field(() => Int) amount!: number;
  @Field(() => String, { nullable: true }) failureReason!: string | null;
  @Field(() => String) subNo!: string;
  @Field(() => String) planTitle!: string;
  @Field(() => String) buyerName!: string;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType({ description: 'A buyer’s subscription to a plan' })
export class PeriodSubscriptionView {
  @Field(() => String) subNo!: string;
  @Field(() => Int) planId!: number;
  @Field(() => String) planTitle!: string;
  @Field(() => String) merchantName!: string;
  @Field(() => Int) amount!: number;
  @Field(() => PeriodCycle) cycle!: number;
  @Field(() => Int, { nullable: true }) totalCharges!: number | null;
  @Field(() => SubscriptionStatus) status!: number;
  @Field(() => String) buyerName!: string;
  @Field(() => String) buyerEmail!: string;
  @Field(() => String) buyerMobile!: string;
  @Field(() => String, { description: 'Masked card' }) card!: string;
  @Field(() => Int) chargesDone!: number;
  @Field(() => CalendarDate, {
    nullable: true,
    description: 'The next charge day (Taiwan date); null when none follows',
  })
  nextChargeDate!: string | null;
  @Field(() => [PeriodChargeView]) charges!: PeriodChargeView[];
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { nullable: true }) closedAt!: Date | null;
}

@ObjectType()
export class PeriodSubscriptionPayload {
  @Field(() => PeriodSubscriptionView, { nullable: true }) subscription!: PeriodSubscriptionView | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}

@InputType()
export class PeriodSubscriptionFilter {
  @Field(() => Int, { description: 'Plan id', nullable: true }) planId?: number | null;
  @Field(() => SubscriptionStatus, { description: 'Subscription status', nullable: true }) status?: number | null;
  @Field(() => String, { nullable: true, description: 'Subscription number, buyer name, email or mobile' })
  keyword?: string | null;
}

@ObjectType({ description: "A page of the subscriptions to the signed-in seller's plans, newest first" })
export class PeriodSubscriptionPage extends PageOf(PeriodSubscriptionView) {}

@ObjectType({ description: "A page of the signed-in buyer's subscriptions, newest first" })
export class PeriodSubscriptionBuyerPage extends PageOf(PeriodSubscriptionView) {}

@ObjectType({ description: "A page of the charge attempts of the signed-in seller's subscriptions, newest first" })
export class PeriodChargePage extends PageOf(PeriodChargeView) {}
