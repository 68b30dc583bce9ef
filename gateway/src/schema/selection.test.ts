import { buildSchema, graphql } from 'graphql';
import { selectsField } from './selection';

/** selectsField sees a field asked for directly, through fragments, and not when @skip/@include leave it out. */
const schema = buildSchema(`type Page { items: [Int!]! totalCount: Int! } type Query { page: Page! }`);

async function asked(query: string, variableValues: Record<string, unknown> = {}): Promise<boolean> {
  let seen: boolean | undefined;
  const result = await graphql({
    schema,
    source: query,
    variableValues,
    rootValue: {
      page: (_args: unknown, _ctx: unknown, info: Parameters<typeof selectsField>[0]) => {
        seen = selectsField(info, ['totalCount']);
        return { items: [], totalCount: 0 };
      },
    },
  });
  expect(result.errors).toBeUndefined();
  return seen!;
}

it('sees a selected field, directly or through fragments', async () => {
  expect(await asked('{ page { totalCount } }')).toBe(true);
  expect(await asked('{ page { ...P } } fragment P on Page { items totalCount }')).toBe(true);
  expect(await asked('{ page { ... on Page { totalCount } } }')).toBe(true);
});

it('does not see a field left out, skipped or not included', async () => {
  expect(await asked('{ page { items } }')).toBe(false);
  expect(await asked('query($t: Boolean!) { page { items totalCount @include(if: $t) } }', { t: false })).toBe(false);
  expect(await asked('query($t: Boolean!) { page { items totalCount @skip(if: $t) } }', { t: true })).toBe(false);
  expect(await asked('query($t: Boolean!) { page { items totalCount @include(if: $t) } }', { t: true })).toBe(true);
});
