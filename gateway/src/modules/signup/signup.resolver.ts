import type { GatewayContext } from '../services';
import { Arg, Ctx, Directive, Mutation, Resolver } from 'type-graphql';
import { SignupInput, SignupPayload } from './signup.types';

@Resolver()
export class SignupResolver {
  @Mutation(() => SignupPayload, { description: 'Registers a personal, business or buyer account and signs it in' })
  @Directive('@public')
  signup(
    @Ctx() ctx: GatewayContext,
    @Arg('input', () => SignupInput, { description: 'Account, contact, password, kind and consent' })
    input: SignupInput,
  ): Promise<SignupPayload> {
    return ctx.services.signup.signup(ctx, input);
  }
}
