import type { ModuleManifest } from '../manifest';
import { notificationSubscriber } from './notification.subscriber';

/** The notifications module's part of the gateway registries (see ../manifest.ts): one event subscriber. */
export const notificationsModule: ModuleManifest = {
  name: 'notifications',
  eventSubscribers: (services) => [notificationSubscriber(services.mail, services.sms)],
};
