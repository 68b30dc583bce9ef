import 'reflect-metadata';
import { getDirective } from '@graphql-tools/utils';
import { getNamedType, isObjectType, type GraphQLSchema } from 'graphql';
import { Ctx, Directive, Field, FieldResolver, ObjectType, Query, Resolver } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { buildGatewaySchema } from './build-schema';

// Types whose values are member, merchant, transaction or ledger data (by name).
const SENSITIVE =
  /^(Member|Merchant|Transaction|Ledger|Assistant|Withdraw|Bill|Balance|Journal|Payout|Refund|Shop|Store|Product|Order|Period|Shipment|Shipping|PaymentLink|Uop|Partner|Shared)/;

const guarded = (schema: GraphQLSchema, node: Parameters<typeof getDirective>[1]) =>
  ['auth', 'permission', 'public'].some((name) => getDirective(schema, node, name)?.length);

/** Every field returning sensitive data that carries no guard, on itself or its parent type. */
export function unguardedSensitiveFields(schema: GraphQLSchema): string[] {
  const offenders: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const typeGuarded = guarded(schema, type);
    for (const field of Object.values(type.getFields())) {
      const named = getNamedType(field.type);
      // Code lists (MemberType, TransactionStatus…) are enums: a vocabulary, not anyone's data.
      if (!isObjectType(named)) continue;
      const returned = named.name;
      // `*Ref` types are the public tariff tables of the reference module (SPEC §9), not anyone's data.
      if (!SENSITIVE.test(returned) || returned.endsWith('Ref')) continue;
      // A field inside a type of the same data is covered by the guard on the field that reached that type.
      const root = type === schema.getQueryType() || type === schema.getMutationType();
      if (!root && SENSITIVE.test(type.name)) continue;
      if (!typeGuarded && !guarded(schema, field)) offenders.push(`${type.name}.${field.name}`);
    }
  }
  return offenders;
}

@ObjectType()
class MerchantSecret {
  @Field(() => String)
  name!: string;
}

@ObjectType()
class Holder {
  @Field(() => String)
  id!: string;
}

@Resolver(() => Holder)
class LeakyResolver {
  @Query(() => Holder)
  @Directive('@public')
  holder(): Holder {
    return { id: '1' };
  }

  // Reachable under a public field, returns merchant data, and has no guard of its own.
  @FieldResolver(() => MerchantSecret)
  merchant(@Ctx() _ctx: unknown): MerchantSecret {
    return { name: 'leak' };
  }
}

describe('schema walk: sensitive data is always guarded', () => {
  it('finds no unguarded field returning member, merchant, transaction or ledger data', async () => {
    const { contract } = await buildGatewaySchema();
    expect(unguardedSensitiveFields(contract)).toEqual([]);
  });

  it('catches a nested field returning merchant data without a guard', async () => {
    const { contract } = await buildGatewaySchema([AuthResolver, LeakyResolver]);
    expect(unguardedSensitiveFields(contract)).toEqual(['Holder.merchant']);
  });

  it('walks the real nested member data (Viewer.profile is guarded by member_edit)', async () => {
    const { contract } = await buildGatewaySchema();
    const viewer = contract.getType('Viewer');
    expect(isObjectType(viewer) && guarded(contract, viewer.getFields().profile!)).toBe(true);
  });
});
