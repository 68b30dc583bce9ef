import { OPERATOR_TOKEN_LIMITS } from '@paydesk/shared/token-scopes';
import type { GatewayContext } from '../services';
import { Arg, Args, Ctx, Directive, Int, Mutation, Query, Resolver } from 'type-graphql';
import { PageArgs } from '../../core/paging';
import {
  OperatorTokenInput,
  OperatorTokenPage,
  OperatorTokenPayload,
  OperatorTokenUsePage,
} from './operator-token.types';

/**
 * An operator's tokens for internal tools. Operators in a session only: `@auth` fields are never open to a token,
 * so a token cannot make, list or revoke tokens.
 */
@Resolver()
export class OperatorTokenResolver {
  @Query(() => OperatorTokenPage, {
    description: "The signed-in operator's tokens for internal tools (never their secrets), newest first, keyset-paged",
  })
  @Directive('@auth(roles: [OPERATOR])')
  operatorTokens(@Ctx() ctx: GatewayContext, @Args() paging: PageArgs): Promise<OperatorTokenPage> {
    return ctx.services.operatorTokens.page(ctx, paging);
  }

  @Query(() => OperatorTokenUsePage, { description: "One of the operator's tokens: its uses, newest first" })
  @Directive('@auth(roles: [OPERATOR])')
  operatorTokenUses(
    @Ctx() ctx: GatewayContext,
    @Arg('tokenId', () => Int, { description: 'Operator token id' }) tokenId: number,
    @Arg('first', () => Int, {
      nullable: true,
      description: `Page size: default ${OPERATOR_TOKEN_LIMITS.usesPageDefault}, 1 to ${OPERATOR_TOKEN_LIMITS.usesPageMax}; outside that the answer carries a field error (first, OUT_OF_RANGE) and no rows`,
    })
    first: number | null,
    @Arg('after', () => String, { nullable: true, description: 'Cursor from the previous page (nextCursor)' })
    after: string | null,
  ): Promise<OperatorTokenUsePage> {
    return ctx.services.operatorTokens.uses(ctx, tokenId, first, after);
  }

  @Mutation(() => OperatorTokenPayload, {
    description: 'Creates an operator token for internal tools; its secret is shown once in the answer',
  })
  @Directive('@auth(roles: [OPERATOR])')
  createOperatorToken(
    @Ctx() ctx: GatewayContext,
    @Arg('input', { description: 'Name, scopes and lifetime of the token' }) input: OperatorTokenInput,
  ): Promise<OperatorTokenPayload> {
    return ctx.services.operatorTokens.create(ctx, input);
  }

  @Mutation(() => OperatorTokenPayload, {
    description: 'Revokes an operator token at once; later calls with it are refused',
  })
  @Directive('@auth(roles: [OPERATOR])')
  revokeOperatorToken(
    @Ctx() ctx: GatewayContext,
    @Arg('id', () => Int, { description: 'Operator token id' }) id: number,
  ): Promise<OperatorTokenPayload> {
    return ctx.services.operatorTokens.revoke(ctx, id);
  }
}
