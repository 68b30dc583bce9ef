import fs from 'node:fs';
import { buildSchema, isEnumType, isInputObjectType, type GraphQLObjectType } from 'graphql';
import { CONTRACT_FILE } from './emit-schema';

/**
 * The description rule over the published contract: a script author reads the schema, not our code, so every Query
 * and Mutation field, every argument, every input field and every enum value says what it is. Reads the committed
 * schema.graphql (the file the developer page publishes), which `npm run check:contract` keeps equal to the gateway.
 */
function undescribed(sdl: string): string[] {
  const schema = buildSchema(sdl);
  const missing: string[] = [];
  const roots = [schema.getQueryType(), schema.getMutationType()].filter((t): t is GraphQLObjectType => !!t);
  for (const root of roots) {
    for (const field of Object.values(root.getFields())) {
      if (!field.description?.trim()) missing.push(`${root.name}.${field.name}`);
      for (const arg of field.args)
        if (!arg.description?.trim()) missing.push(`${root.name}.${field.name}(${arg.name})`);
    }
  }
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields()))
        if (!field.description?.trim()) missing.push(`${type.name}.${field.name}`);
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) if (!value.description?.trim()) missing.push(`${type.name}.${value.name}`);
    }
  }
  return missing;
}

it('describes every root field, argument, input field and enum value of schema.graphql', () => {
  expect(undescribed(fs.readFileSync(CONTRACT_FILE, 'utf8'))).toEqual([]);
});

it('names what lacks a description', () => {
  const sdl = `
    type Query { "described" a(x: Int): Int, b: Int }
    input I { "described" c: Int, d: Int }
    enum E { "described" ONE, TWO }
    type Mutation { "described" m(i: I, e: E): Int }`;
  expect(undescribed(sdl).sort()).toEqual(['E.TWO', 'I.d', 'Mutation.m(e)', 'Mutation.m(i)', 'Query.a(x)', 'Query.b']);
});
