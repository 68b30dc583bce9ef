import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  defaultFieldResolver,
  DirectiveLocation,
  GraphQLDirective,
  GraphQLEnumType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLSchema,
  GraphQLString,
  isObjectType,
  type GraphQLFieldConfig,
} from 'graphql';
import { assertGuard, type Guard } from '../core/auth/access';
import type { Viewer } from '../core/viewer';

/** Adds @auth, @permission and @public to a schema built by type-graphql, reusing its own Role enum. */
export function withGuardDirectives(schema: GraphQLSchema): GraphQLSchema {
  const roleType = schema.getType('Role');
  if (!(roleType instanceof GraphQLEnumType)) throw new Error('the schema must define the Role enum');
  const locations = [DirectiveLocation.FIELD_DEFINITION, DirectiveLocation.OBJECT];
  const directives = [
    new GraphQLDirective({
      name: 'auth',
      description: 'Signed-in viewers only; with roles, the viewer needs one of them',
      locations,
      args: { roles: { type: new GraphQLList(new GraphQLNonNull(roleType)) } },
    }),
    new GraphQLDirective({
      name: 'permission',
      description:
        'Sellers only; an assistant also needs this key in its group (DESIGN §3). An operator key (ops_…) is for operators only',
      locations,
      args: { key: { type: new GraphQLNonNull(GraphQLString) } },
    }),
    new GraphQLDirective({ name: 'public', description: 'Open to everyone, signed in or not', locations }),
  ];
  return new GraphQLSchema({ ...schema.toConfig(), directives: [...schema.getDirectives(), ...directives] });
}

type Node = Parameters<typeof getDirective>[1];

function readGuard(schema: GraphQLSchema, node: Node): Guard {
  return {
    auth: getDirective(schema, node, 'auth')?.[0] as Guard['auth'],
    permission: getDirective(schema, node, 'permission')?.[0] as Guard['permission'],
    public: getDirective(schema, node, 'public')?.[0] as Guard['public'],
  };
}

const hasGuard = (g: Guard) => Boolean(g.auth || g.permission || g.public);

interface GuardedContext {
  viewer: Viewer | null;
}

/**
 * Wraps every field resolver whose field or parent type carries a guard, so the check runs however
 * the field is reached: aliases, fragments, nesting or several operations in one document.
 */
export function enforceGuardDirectives(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (fieldConfig, _fieldName, typeName) => {
      const fieldGuard = readGuard(schema, fieldConfig as GraphQLFieldConfig<unknown, unknown>);
      const parentType = schema.getType(typeName);
      const typeGuard = parentType && isObjectType(parentType) ? readGuard(schema, parentType) : {};
      const guards = [typeGuard, fieldGuard].filter(hasGuard);
      if (guards.length === 0) return fieldConfig;
      const resolve = fieldConfig.resolve ?? defaultFieldResolver;
      return {
        ...fieldConfig,
        resolve(source, args, context: GuardedContext, info) {
          for (const guard of guards) assertGuard(guard, context.viewer);
          return resolve(source, args, context, info);
        },
      };
    },
  });
}

/** Refuses a schema where a Query or Mutation field has no guard (Redwood's rule): returns the offenders. */
export function unguardedRootFields(schema: GraphQLSchema): string[] {
  const offenders: string[] = [];
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!root) continue;
    const typeGuard = readGuard(schema, root);
    for (const field of Object.values(root.getFields())) {
      if (!hasGuard(readGuard(schema, field)) && !hasGuard(typeGuard)) offenders.push(`${root.name}.${field.name}`);
    }
  }
  return offenders;
}
