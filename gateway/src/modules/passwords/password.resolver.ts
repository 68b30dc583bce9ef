import type { GatewayContext } from '../services';
import { Arg, Ctx, Directive, Mutation, Query, Resolver } from 'type-graphql';
import {
  ChangePasswordInput,
  ForgotPasswordInput,
  PasswordPayload,
  PasswordState,
  ResetPasswordInput,
  ResetTokenStatus,
} from './password.types';

@Resolver()
export class PasswordResolver {
  @Query(() => PasswordState, {
    nullable: true,
    description: "The signed-in member's or buyer's password situation; null for assistants and operators",
  })
  @Directive('@auth')
  passwordState(@Ctx() ctx: GatewayContext): Promise<PasswordState | null> {
    return ctx.services.passwords.state(ctx);
  }

  @Mutation(() => PasswordPayload, { description: "Changes the signed-in user's password" })
  @Directive('@auth')
  changePassword(
    @Ctx() ctx: GatewayContext,
    @Arg('input', () => ChangePasswordInput, { description: 'Old password, new password twice and captcha' })
    input: ChangePasswordInput,
  ): Promise<PasswordPayload> {
    return ctx.services.passwords.change(ctx, input);
  }

  @Mutation(() => PasswordPayload, { description: 'Keep a password older than 90 days; restarts the 90 days' })
  @Directive('@auth')
  keepPassword(@Ctx() ctx: GatewayContext): Promise<PasswordPayload> {
    return ctx.services.passwords.keep(ctx);
  }

  @Mutation(() => PasswordPayload, {
    description: 'Mails a reset link when account and email match; the answer is the same either way',
  })
  @Directive('@public')
  forgotPassword(
    @Ctx() ctx: GatewayContext,
    @Arg('input', () => ForgotPasswordInput, { description: 'Account, email, login kind and captcha' })
    input: ForgotPasswordInput,
  ): Promise<PasswordPayload> {
    return ctx.services.passwords.forgot(ctx, input);
  }

  @Query(() => ResetTokenStatus, { description: 'Whether a password-reset token is still usable; public' })
  @Directive('@public')
  resetTokenStatus(
    @Ctx() ctx: GatewayContext,
    @Arg('token', () => String, { description: 'The token from the reset mail' }) token: string,
  ): Promise<ResetTokenStatus> {
    return ctx.services.passwords.tokenStatus(ctx, token);
  }

  @Mutation(() => PasswordPayload, { description: 'Sets a new password with a reset token from the mail' })
  @Directive('@public')
  resetPassword(
    @Ctx() ctx: GatewayContext,
    @Arg('input', () => ResetPasswordInput, { description: 'Token and new password twice' }) input: ResetPasswordInput,
  ): Promise<PasswordPayload> {
    return ctx.services.passwords.reset(ctx, input);
  }
}
