import type { ModuleManifest } from '../manifest';
import { NotifyResolver } from './notify.resolver';
import { MemberNotifySetting } from './notify-setting.entity';
import { NotifyService } from './notify.service';
import { CallbackService, callbackOptions } from './callback.service';

/** The notify module's part of the gateway registries (see ../manifest.ts). */
export const notifyModule: ModuleManifest = {
  name: 'notify',
  resolvers: [NotifyResolver],
  entities: [MemberNotifySetting],
  createServices: (config) => ({
    notify: new NotifyService(),
    callbacks: new CallbackService(callbackOptions(config)),
  }),
};
