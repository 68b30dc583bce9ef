import { DateRange } from '../../schema/date-range';
import { OPS_REPORT_LIMITS as L } from '@paydesk/shared/ops-report-rules';
import { PayType } from '@paydesk/shared/pay-types';
import { WithdrawalStatus } from '@paydesk/shared/withdrawal-statuses';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { FieldError } from '../../core/errors';
import { CalendarDate } from '../../schema/calendar';
import { Money } from '../../schema/money';

@ArgsType()
export class OpsReportArgs {
  @Field(() => CalendarDate, {
    nullable: true,
    description: `First Taiwan day, inclusive; default ${L.defaultDays - 1} days before \`to\` (the answer says which range it used)`,
  })
  from?: string | null;

  @Field(() => CalendarDate, { nullable: true, description: 'Last Taiwan day, inclusive; default today (Taiwan)' })
  to?: string | null;

  @Field(() => Int, { nullable: true, description: 'Only this seller (member id); all sellers when absent' })
  memberId?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: `Page size: default ${L.pageDefault}, 1 to ${L.pageMax}; outside that the answer carries a field error (first, OUT_OF_RANGE) and no rows`,
  })
  first?: number | null;

  @Field(() => String, { nullable: true, description: 'Cursor from the previous page (nextCursor)' })
  after?: string | null;
}

@ObjectType({ description: "One seller's payments of one Taiwan day and pay type (from the daily summary)" })
export class OpsDailySalesRow {
  @Field(() => CalendarDate, { description: 'Taiwan day the payments were made' }) day!: string;
  @Field(() => Int, { description: 'Seller (member id)' }) memberId!: number;
  @Field(() => String, { description: "Seller's login name" }) loginName!: string;
  @Field(() => String, { description: "Seller's name" }) memberName!: string;
  @Field(() => PayType, { description: 'Pay type' }) payType!: number;
  @Field(() => Int, { description: 'Payments made, every status (as the transaction list counts them)' })
  count!: number;
  @Field(() => Money, {
    description: 'Amount of the collected ones (paid, refunded, partly refunded), as the transaction list sums it',
  })
  amount!: number;
}

@ObjectType({ description: 'What settlement moved from trust to held funds on one Taiwan day' })
export class OpsSettlementRow {
  @Field(() => CalendarDate, { description: 'Taiwan day of the settlement entries' }) day!: string;
  @Field(() => Int, { description: 'Payments settled with money moved' }) count!: number;
  @Field(() => Money, { description: "The settled payments' amounts" }) gross!: number;
  @Field(() => Money, { description: "The settled payments' fees" }) fee!: number;
  @Field(() => Money, { description: 'Moved from trust to held funds (net of fees and refunds taken from trust)' })
  amount!: number;
}

@ObjectType({ description: 'Withdrawals requested on one Taiwan day, by status' })
export class OpsWithdrawalRow {
  @Field(() => CalendarDate, { description: 'Taiwan day the withdrawals were requested' }) day!: string;
  @Field(() => WithdrawalStatus, { description: 'Withdrawal status' }) status!: number;
  @Field(() => Int, { description: 'Withdrawals' }) count!: number;
  @Field(() => Money, { description: 'Amount requested' }) amount!: number;
  @Field(() => Money, { description: 'Withdrawal fees' }) fee!: number;
  @Field(() => Money, { description: 'Paid to the banks (amount less fee)' }) net!: number;
}

/** The fields every report page has: its range (defaults applied), paging and refused arguments. */
@ObjectType({ description: 'The fields every operator report page has' })
abstract class OpsReportPage {
  @Field(() => CalendarDate, {
    description: 'First day of the range used (the default when none was given)',
    deprecationReason: 'Use `range`, which also names the defaults',
  })
  from!: string;
  @Field(() => CalendarDate, {
    description: 'Last day of the range used (the default when none was given)',
    deprecationReason: 'Use `range`, which also names the defaults',
  })
  to!: string;
  @Field(() => DateRange, { description: 'The Taiwan days this page covers, defaults filled in' })
  range!: DateRange;
  @Field(() => Boolean, { description: 'Whether another page follows (then nextCursor is set)' })
  hasNextPage!: boolean;
  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page; null on the last page' })
  nextCursor!: string | null;
  @Field(() => [FieldError], { description: 'Refused arguments (from, to, first, after); then no rows' })
  errors!: FieldError[];
}

@ObjectType({ description: 'Daily totals per seller and pay type, by day, seller and pay type' })
export class OpsDailySalesPage extends OpsReportPage {
  @Field(() => [OpsDailySalesRow], { description: 'Rows of this page' }) items!: OpsDailySalesRow[];
}

@ObjectType({ description: 'Settlement per day, by day' })
export class OpsSettlementPage extends OpsReportPage {
  @Field(() => [OpsSettlementRow], { description: 'Rows of this page' }) items!: OpsSettlementRow[];
}

@ObjectType({ description: 'Withdrawals per day and status, by day and status' })
export class OpsWithdrawalPage extends OpsReportPage {
  @Field(() => [OpsWithdrawalRow], { description: 'Rows of this page' }) items!: OpsWithdrawalRow[];
}
