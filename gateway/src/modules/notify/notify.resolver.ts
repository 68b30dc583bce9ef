import { Arg, Ctx, Directive, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context';
import { NotifySetting, NotifySettingInput, NotifySettingsPayload } from './notify.types';

@Resolver()
export class NotifyResolver {
  @Query(() => [NotifySetting])
  @Directive('@permission(key: "notify_index")')
  notifySettings(@Ctx() ctx: RequestContext): Promise<NotifySetting[]> {
    return ctx.services.notify.list(ctx);
  }

  @Mutation(() => NotifySettingsPayload)
  @Directive('@permission(key: "notify_index")')
  updateNotifySettings(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => [NotifySettingInput]) input: NotifySettingInput[],
  ): Promise<NotifySettingsPayload> {
    return ctx.services.notify.update(ctx, input);
  }
}
