import type { GatewayContext } from '../services';
import { NOTIFY_TYPES } from './notify.service';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Permission } from '../../schema/permission';
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
  @Query(() => [NotifySetting], {
    description: `Which addresses receive each kind of notification mail. Bounded: ${NOTIFY_TYPES.length} rows, one per notification type`,
  })
  @Permission('notify_index')
  notifySettings(@Ctx() ctx: GatewayContext): Promise<NotifySetting[]> {
    return ctx.services.notify.list(ctx);
  }

  @Mutation(() => NotifySettingsPayload, { description: 'Sets which addresses receive each kind of notification mail' })
  @Permission('notify_index')
  updateNotifySettings(
    @Ctx() ctx: GatewayContext,
    @Arg('input', () => [NotifySettingInput], { description: 'One row per notification kind' })
    input: NotifySettingInput[],
  ): Promise<NotifySettingsPayload> {
    return ctx.services.notify.update(ctx, input);
  }

  @Query(() => MerchantCallbackSettings, { nullable: true, description: "One of the viewer's shops: its callback" })
  @Permission('merchant_detail')
  merchantCallback(
    @Ctx() ctx: GatewayContext,
    @Arg('merchantId', () => Int, { description: 'Merchant id whose callback settings are read' }) merchantId: number,
  ): Promise<MerchantCallbackSettings | null> {
    return ctx.services.callbacks.settings(ctx, merchantId);
  }

  @Mutation(() => MerchantCallbackPayload, {
    description: 'Account holder: sets (or clears with "") the notify URL; the first one also makes the hash key',
  })
  @Permission('merchant_detail')
  setMerchantNotifyUrl(
    @Ctx() ctx: GatewayContext,
    @Arg('merchantId', () => Int, { description: 'Merchant id' }) merchantId: number,
    @Arg('notifyUrl', { description: 'HTTPS address that receives the paid callback' }) notifyUrl: string,
  ): Promise<MerchantCallbackPayload> {
    return ctx.services.callbacks.setUrl(ctx, merchantId, notifyUrl);
  }

  @Mutation(() => MerchantCallbackPayload, { description: 'Account holder: a new hash key and IV, shown once' })
  @Permission('merchant_detail')
  rotateMerchantHashKey(
    @Ctx() ctx: GatewayContext,
    @Arg('merchantId', () => Int, { description: 'Merchant id' }) merchantId: number,
  ): Promise<MerchantCallbackPayload> {
    return ctx.services.callbacks.rotateKey(ctx, merchantId);
  }

  @Mutation(() => NotifyResendPayload, { description: "Sends a payment's paid callback again now" })
  @Permission('trans_detail')
  resendPaymentNotify(
    @Ctx() ctx: GatewayContext,
    @Arg('tradeNo', { description: 'PayDesk trade number' }) tradeNo: string,
  ): Promise<NotifyResendPayload> {
    return ctx.services.callbacks.resend(ctx, tradeNo);
  }
}
