import type { GatewayContext } from '../services';
import { Arg, Ctx, Directive, Mutation, Query, Resolver } from 'type-graphql';
import {
  UpdateContactInput,
  VerificationChannel,
  VerificationPayload,
  VerificationStatus,
  VerifyCodeInput,
} from './verification.types';

@Resolver()
export class VerificationResolver {
  @Query(() => VerificationStatus, { nullable: true, description: 'Null for assistants and operators' })
  @Directive('@auth')
  verificationStatus(@Ctx() ctx: GatewayContext): Promise<VerificationStatus | null> {
    return ctx.services.verification.status(ctx);
  }

  @Mutation(() => VerificationPayload, {
    description: 'Sends a 6-digit code by mail or SMS; limited by the resend countdown',
  })
  @Directive('@auth')
  sendVerificationCode(
    @Ctx() ctx: GatewayContext,
    @Arg('channel', () => VerificationChannel, { description: 'Mail or SMS' }) channel: VerificationChannel,
  ): Promise<VerificationPayload> {
    return ctx.services.verification.send(ctx, channel);
  }

  @Mutation(() => VerificationPayload, { description: 'Checks a verification code sent by mail or SMS' })
  @Directive('@auth')
  verifyCode(
    @Ctx() ctx: GatewayContext,
    @Arg('input', () => VerifyCodeInput, { description: 'Channel and the 6-digit code' }) input: VerifyCodeInput,
  ): Promise<VerificationPayload> {
    return ctx.services.verification.verify(ctx, input.channel, input.code);
  }

  @Mutation(() => VerificationPayload, {
    description: 'Changes email and mobile; a changed one must be verified again (members and buyers, not assistants)',
  })
  @Directive('@auth')
  updateContact(
    @Ctx() ctx: GatewayContext,
    @Arg('input', () => UpdateContactInput, { description: 'New email and mobile' }) input: UpdateContactInput,
  ): Promise<VerificationPayload> {
    return ctx.services.verification.updateContact(ctx, input);
  }
}
