import { CalendarDate } from '../../schema/calendar';
import { MerchantStatus } from '@paydesk/shared/merchant-statuses';
import { PayType } from '@paydesk/shared/pay-types';
import { Directive, Field, Int, ObjectType } from 'type-graphql';
import { Money } from '../../schema/money';
import { TransactionView } from './payment.types';

@ObjectType()
export class DayTotal {
  @Field(() => CalendarDate, { description: 'The Taiwan day' }) day!: string;
  @Field(() => Money) total!: number;
  @Field(() => Int) count!: number;
}

@ObjectType()
export class PayTypeTotal {
  @Field(() => PayType) payType!: number;
  @Field(() => String) label!: string;
  @Field(() => Money) total!: number;
  @Field(() => Int) count!: number;
}

@ObjectType()
export class ShopStatusCount {
  @Field(() => MerchantStatus) status!: number;
  @Field(() => String) label!: string;
  @Field(() => String) color!: string;
  @Field(() => Int) count!: number;
}

@ObjectType({ description: 'Something the seller should do, with where to do it' })
export class ActionItem {
  @Field(() => String) code!: string;
  @Field(() => String) label!: string;
  @Field(() => String) href!: string;
}

@ObjectType({ description: 'Dashboard home figures; parts the viewer may not see are null' })
@Directive('@auth(roles: [SELLER])')
export class MoneyOverview {
  @Field(() => Money, { nullable: true }) pending!: number | null;
  @Field(() => Money, { nullable: true }) available!: number | null;
  @Field(() => Money, { nullable: true }) withdrawing!: number | null;
  @Field(() => Money) todayTotal!: number;
  @Field(() => Int) todayCount!: number;
  @Field(() => Money) monthTotal!: number;
  @Field(() => Int) monthCount!: number;
  @Field(() => [DayTotal], { description: 'The last 14 days' }) byDay!: DayTotal[];
  @Field(() => [PayTypeTotal], { description: 'This month' }) byPayType!: PayTypeTotal[];
  @Field(() => [TransactionView]) recent!: TransactionView[];
  @Field(() => [ShopStatusCount]) shops!: ShopStatusCount[];
  @Field(() => [ActionItem]) actions!: ActionItem[];
}
