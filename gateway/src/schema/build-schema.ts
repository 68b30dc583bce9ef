import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { buildSchema as parseSdl, GraphQLSchema, lexicographicSortSchema } from 'graphql';
import { buildSchema, type ClassType, type NonEmptyArray } from 'type-graphql';
import { RESOLVERS } from './resolvers';
import { enforceGuardDirectives, unguardedRootFields, withGuardDirectives } from './directives';
import './code-enums';

export class SchemaGuardError extends Error {}

/** The contract as SDL with directive definitions and usages (what schema.graphql holds). */
export function printContract(schema: GraphQLSchema): string {
  return `${printSchemaWithDirectives(lexicographicSortSchema(schema))}\n`;
}

/**
 * Builds the gateway schema from type-graphql resolvers and checks it before anything serves it:
 * every directive usage must be declared (a typo such as @permision fails here) and every root
 * field must carry @auth, @permission or @public. Returns the declared schema and the enforced one.
 */
export async function buildGatewaySchema(
  resolvers: NonEmptyArray<ClassType> = RESOLVERS,
): Promise<{ contract: GraphQLSchema; executable: GraphQLSchema }> {
  const built = await buildSchema({ resolvers, validate: false });
  const contract = withGuardDirectives(built);
  try {
    parseSdl(printContract(contract));
  } catch (error) {
    throw new SchemaGuardError(`schema has an undeclared directive: ${(error as Error).message}`);
  }
  const offenders = unguardedRootFields(contract);
  if (offenders.length > 0) {
    throw new SchemaGuardError(
      `every root field needs @auth, @permission or @public; missing on: ${offenders.join(', ')}`,
    );
  }
  return { contract, executable: enforceGuardDirectives(contract) };
}
