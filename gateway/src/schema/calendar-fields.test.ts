import fs from 'node:fs';
import { buildSchema, getNamedType, isObjectType } from 'graphql';
import { CONTRACT_FILE } from './emit-schema';

/**
 * Output fields holding a calendar day or month carry the `Date` or `Month` scalar, never `String`: a program reads
 * the format from the contract and the gateway checks every value it answers. A field counts as a day or a month by
 * its name (…Date, …On, …Until, day, month) or by a description spelling the format out.
 */
const DAY_OR_MONTH_NAME = /(Date|On|Until)$|^(day|month)$/;

it('types every day- or month-valued output field as Date or Month', () => {
  const schema = buildSchema(fs.readFileSync(CONTRACT_FILE, 'utf8'));
  const stringly: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const looksLikeDay = DAY_OR_MONTH_NAME.test(field.name) || /YYYY-MM/.test(field.description ?? '');
      if (looksLikeDay && getNamedType(field.type).name === 'String') stringly.push(`${type.name}.${field.name}`);
    }
  }
  expect(stringly).toEqual([]);
});

it('publishes as Date the day fields the name rule cannot tell (dropOffBy, schedulePreview, recurringToday)', () => {
  const schema = buildSchema(fs.readFileSync(CONTRACT_FILE, 'utf8'));
  const typeOf = (t: string, f: string) => {
    const type = schema.getType(t);
    return isObjectType(type) ? getNamedType(type.getFields()[f]!.type).name : null;
  };
  for (const [t, f] of [
    ['ShipmentView', 'dropOffBy'],
    ['PublicPeriodPlan', 'schedulePreview'],
    ['PeriodChargeView', 'dueDate'],
    ['DayTotal', 'day'],
    ['DateRange', 'from'],
  ])
    expect(`${t}.${f}: ${typeOf(t, f)}`).toBe(`${t}.${f}: Date`);
  expect(getNamedType(schema.getQueryType()!.getFields().recurringToday!.type).name).toBe('Date');
});
