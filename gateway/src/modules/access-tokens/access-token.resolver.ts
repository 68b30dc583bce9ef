import type { GatewayContext } from '../services';
import { Arg, Ctx, Directive, Int, Mutation, Query, Resolver } from 'type-graphql';
import { AccessTokenInput, AccessTokenPayload, AccessTokenView } from './access-token.types';

/** Personal access tokens of the signed-in account holder (members; assistants are refused by the service). */
@Resolver()
export class AccessTokenResolver {
  @Query(() => [AccessTokenView], {
    description: "The signed-in seller's API access tokens (never their secrets), newest first",
  })
  @Directive('@auth(roles: [SELLER])')
  accessTokens(@Ctx() ctx: GatewayContext): Promise<AccessTokenView[]> {
    return ctx.services.accessTokens.list(ctx);
  }

  @Mutation(() => AccessTokenPayload, {
    description: 'Creates an API access token; its secret is shown once in the answer',
  })
  @Directive('@auth(roles: [SELLER])')
  createAccessToken(
    @Ctx() ctx: GatewayContext,
    @Arg('input', { description: 'Name, scopes and lifetime of the token' }) input: AccessTokenInput,
  ): Promise<AccessTokenPayload> {
    return ctx.services.accessTokens.create(ctx, input);
  }

  @Mutation(() => AccessTokenPayload, {
    description: 'Revokes an access token at once; later calls with it are refused',
  })
  @Directive('@auth(roles: [SELLER])')
  revokeAccessToken(
    @Ctx() ctx: GatewayContext,
    @Arg('id', () => Int, { description: 'Access token id' }) id: number,
  ): Promise<AccessTokenPayload> {
    return ctx.services.accessTokens.revoke(ctx, id);
  }
}
