import fs from 'node:fs';
import { buildSchema, getNullableType, isListType } from 'graphql';
import { CONTRACT_FILE } from './emit-schema';

/**
 * The list rule over the published contract: a Query field that answers a plain list (not a page) must say in its
 * description why it cannot grow ("Bounded: at most N … because …"), and that bound is enforced where its rows are
 * created. A list that can grow pages with first/after instead, so a new unbounded list cannot land silently.
 */
function unboundedLists(sdl: string): string[] {
  const query = buildSchema(sdl).getQueryType();
  if (!query) return [];
  return Object.values(query.getFields())
    .filter((field) => isListType(getNullableType(field.type)))
    .filter((field) => !/\bBounded: \S/.test(field.description ?? ''))
    .map((field) => field.name);
}

it('every Query field of schema.graphql answering a plain list says how it is bounded', () => {
  expect(unboundedLists(fs.readFileSync(CONTRACT_FILE, 'utf8'))).toEqual([]);
});

it('names a plain list without a bound, and passes pages and bounded lists', () => {
  const sdl = `
    type Page { items: [Int!]! }
    type Query {
      "Every row" grows: [Int!]!
      "Maybe rows" nullableGrows: [Int]
      "Bounded: at most 5 because the code list has 5" fixed: [Int!]!
      "Bounded:" emptyBound: [Int!]!
      "A page" paged: Page!
      "One" single: Int
    }`;
  expect(unboundedLists(sdl)).toEqual(['grows', 'nullableGrows', 'emptyBound']);
});
