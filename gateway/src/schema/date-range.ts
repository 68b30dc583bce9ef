import { Field, ObjectType, type ClassType } from 'type-graphql';
import { EARLIEST_TX_DATE } from '@paydesk/shared/transaction-rules';
import { taipeiIsoDay } from '@paydesk/shared/taiwan-time';
import { PageOf } from '../core/paging';
import { CalendarDate } from './calendar';

/**
 * The Taiwan days a list or report covered, echoed on its page so a program that left `from`/`to` out reads which
 * defaults were used instead of guessing them (and a program that gave them sees them as applied).
 */
@ObjectType({
  description:
    'The Taiwan days a list or report covered, both inclusive: the ones asked for, or the defaults it used when none was given',
})
export class DateRange {
  @Field(() => CalendarDate, { description: 'First day covered (the default when `from` was not given)' })
  from!: string;

  @Field(() => CalendarDate, { description: 'Last day covered (the default when `to` was not given)' })
  to!: string;
}

/**
 * The range of a list whose default is "everything": from the first day PayDesk holds data (as the CSV exports
 * start by default) to today in Taiwan. Every row lies inside it, so applying it changes no answer and lets the
 * page say which days it covered.
 */
export function openRange(from: string | null | undefined, to: string | null | undefined): DateRange {
  return { from: from || EARLIEST_TX_DATE, to: to || taipeiIsoDay() };
}

/**
 * A page of a list whose range defaults to everything (`openRange`): the range it covered, and the deprecated flat
 * `from`/`to` as they were asked for (null when left out), kept for programs that read them before `range` existed.
 */
export function OpenRangePageOf<T extends object>(item: ClassType<T>) {
  @ObjectType()
  abstract class OpenRangePage extends PageOf(item) {
    @Field(() => CalendarDate, {
      nullable: true,
      description: 'The `from` asked for; null when none was given',
      deprecationReason: 'Use `range`, which also names the defaults',
    })
    from!: string | null;

    @Field(() => CalendarDate, {
      nullable: true,
      description: 'The `to` asked for; null when none was given',
      deprecationReason: 'Use `range`, which also names the defaults',
    })
    to!: string | null;

    @Field(() => DateRange, { description: 'The Taiwan days this page covers, defaults filled in' })
    range!: DateRange;
  }
  return OpenRangePage;
}
