import type { GatewayContext } from '../services';
import { Arg, Ctx, Directive, Int, Mutation, Query, Resolver } from 'type-graphql';
import { AccessTokenInput, AccessTokenPayload, AccessTokenView } from './access-token.types';

/** Personal access tokens of the signed-in account holder (members; assistants are refused by the service). */
@Resolver()
export class AccessTokenResolver {
  @Query(() => [AccessTokenView])
  @Directive('@auth(roles: [SELLER])')
  accessTokens(@Ctx() ctx: GatewayContext): Promise<AccessTokenView[]> {
    return ctx.services.accessTokens.list(ctx);
  }

  @Mutation(() => AccessTokenPayload)
  @Directive('@auth(roles: [SELLER])')
  createAccessToken(@Ctx() ctx: GatewayContext, @Arg('input') input: AccessTokenInput): Promise<AccessTokenPayload> {
    return ctx.services.accessTokens.create(ctx, input);
  }

  @Mutation(() => AccessTokenPayload)
  @Directive('@auth(roles: [SELLER])')
  revokeAccessToken(@Ctx() ctx: GatewayContext, @Arg('id', () => Int) id: number): Promise<AccessTokenPayload> {
    return ctx.services.accessTokens.revoke(ctx, id);
  }
}
