import type { GatewayContext } from '../services';
import { Arg, Ctx, Directive, Mutation, Query, Resolver } from 'type-graphql';
import { NotifySetting, NotifySettingInput, NotifySettingsPayload } from './notify.types';

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
}
