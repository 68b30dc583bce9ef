import type { ModuleManifest } from '../manifest';
import { WebhookResolver } from './webhook.resolver';
import { WebhookService } from './webhook.service';
import { webhookEventSubscriber } from './webhook-subscriber';
import { webhookOptions } from './webhook-options';

/** The webhooks module's part of the gateway registries (see ../manifest.ts). */
export const webhooksModule: ModuleManifest = {
  name: 'webhooks',
  resolvers: [WebhookResolver],
  createServices: (config) => ({ webhooks: new WebhookService(webhookOptions(config)) }),
  eventSubscribers: () => [webhookEventSubscriber()],
};
