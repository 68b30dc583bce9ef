import type { GatewayContext } from '../services';
import { Arg, Args, Ctx, Directive, Int, Mutation, Query, Resolver } from 'type-graphql';
import { PageArgs } from '../../core/paging';
import { AccessTokenInput, AccessTokenPage, AccessTokenPayload } from './access-token.types';

/** Personal access tokens of the signed-in account holder (members; assistants are refused by the service). */
@Resolver()
export class AccessTokenResolver {
  @Query(() => AccessTokenPage, {
    description: "The signed-in seller's API access tokens (never their secrets), newest first, keyset-paged",
  })
  @Directive('@auth(roles: [SELLER])')
  accessTokens(@Ctx() ctx: GatewayContext, @Args() paging: PageArgs): Promise<AccessTokenPage> {
    return ctx.services.accessTokens.page(ctx, paging);
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
