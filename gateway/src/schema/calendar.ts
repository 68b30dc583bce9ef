import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { isCalendarDay } from '@paydesk/shared/taiwan-time';

/**
 * Taiwan calendar months and days as scalars, so a program reads the format in the schema and a malformed value is
 * refused before any resolver runs (a top-level BAD_USER_INPUT / validation error), never answered with a null.
 */
function calendarScalar(
  name: string,
  description: string,
  pattern: RegExp,
  message: string,
  valid: (s: string) => boolean,
) {
  const check = (value: unknown): string => {
    if (typeof value !== 'string' || !pattern.test(value) || !valid(value)) throw new GraphQLError(message);
    return value;
  };
  return new GraphQLScalarType<string, string>({
    name,
    description,
    specifiedByURL: 'https://www.rfc-editor.org/rfc/rfc3339#section-5.6',
    serialize: (value) => check(value),
    parseValue: check,
    parseLiteral(ast) {
      if (ast.kind !== Kind.STRING) throw new GraphQLError(message);
      return check(ast.value);
    },
  });
}

export const MONTH_MESSAGE = '月份格式須為 YYYY-MM（例如 2026-11）';
export const DAY_MESSAGE = '日期格式須為 YYYY-MM-DD（例如 2026-11-27）';

export const Month = calendarScalar(
  'Month',
  'A Taiwan calendar month, YYYY-MM (2026-11); month 01 to 12',
  /^\d{4}-(0[1-9]|1[0-2])$/,
  MONTH_MESSAGE,
  () => true,
);

/**
 * A calendar day (RFC 3339 full-date). Named `Date` in the contract, as programs expect; in TypeScript it is
 * `CalendarDate`, since `Date` there is the timestamp type-graphql maps to DateTimeISO.
 */
export const CalendarDate = calendarScalar(
  'Date',
  'A Taiwan calendar day, YYYY-MM-DD (2026-11-27), RFC 3339 full-date; a real date (2026-02-30 is refused)',
  /^\d{4}-\d{2}-\d{2}$/,
  DAY_MESSAGE,
  isCalendarDay,
);
