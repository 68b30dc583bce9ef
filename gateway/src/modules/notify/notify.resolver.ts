import type { GatewayContext } from '../services';
import { Arg, Ctx, Directive, Int, Mutation, Query, Resolver } from 'type-graphql';
import {
  MerchantCallbackPayload,
  MerchantCallbackSettings,
  NotifyResendPayload,
  NotifySetting,
  NotifySettingInput,
  NotifySettingsPayload,
} from './notify.types';

@Resolver()
export class NotifyResolver {
  @Query(() => [NotifySetting])
  @Directive('@permission(key: "notify_index")')
  notifySettings(@Ctx() ctx: GatewayContext): Promise<NotifySetting[]> {
    return ctx.services.notify.list(ctx);
  }

  @Mutation(() => NotifySettingsPayload)
  @Directive('@permission(key: "notify_index")')
  updateNotifySettings(
    @Ctx() ctx: GatewayContext,
    @Arg('input', () => [NotifySettingInput]) input: NotifySettingInput[],
  ): Promise<NotifySettingsPayload> {
    return ctx.services.notify.update(ctx, input);
  }

  @Query(() => MerchantCallbackSettings, { nullable: true, description: "One of the viewer's shops: its callback" })
  @Directive('@permission(key: "merchant_detail")')
  merchantCallback(
    @Ctx() ctx: GatewayContext,
    @Arg('merchantId', () => Int) merchantId: number,
  ): Promise<MerchantCallbackSettings | null> {
    return ctx.services.callbacks.settings(ctx, merchantId);
  }

  @Mutation(() => MerchantCallbackPayload, {
    description: 'Account holder: sets (or clears with "") the notify URL; the first one also makes the hash key',
  })
  @Directive('@permission(key: "merchant_detail")')
  setMerchantNotifyUrl(
    @Ctx() ctx: GatewayContext,
    @Arg('merchantId', () => Int) merchantId: number,
    @Arg('notifyUrl') notifyUrl: string,
  ): Promise<MerchantCallbackPayload> {
    return ctx.services.callbacks.setUrl(ctx, merchantId, notifyUrl);
  }

  @Mutation(() => MerchantCallbackPayload, { description: 'Account holder: a new hash key and IV, shown once' })
  @Directive('@permission(key: "merchant_detail")')
  rotateMerchantHashKey(
    @Ctx() ctx: GatewayContext,
    @Arg('merchantId', () => Int) merchantId: number,
  ): Promise<MerchantCallbackPayload> {
    return ctx.services.callbacks.rotateKey(ctx, merchantId);
  }

  @Mutation(() => NotifyResendPayload, { description: "Sends a payment's paid callback again now" })
  @Directive('@permission(key: "trans_detail")')
  resendPaymentNotify(@Ctx() ctx: GatewayContext, @Arg('tradeNo') tradeNo: string): Promise<NotifyResendPayload> {
    return ctx.services.callbacks.resend(ctx, tradeNo);
  }
}
