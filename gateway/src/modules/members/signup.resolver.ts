import { Arg, Ctx, Directive, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context';
import { SignupInput, SignupPayload } from './signup.types';

@Resolver()
export class SignupResolver {
  @Mutation(() => SignupPayload, { description: 'Registers a personal, business or buyer account and signs it in' })
  @Directive('@public')
  signup(@Ctx() ctx: RequestContext, @Arg('input', () => SignupInput) input: SignupInput): Promise<SignupPayload> {
    return ctx.services.signup.signup(ctx, input);
  }
}
