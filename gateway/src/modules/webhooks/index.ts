/** The webhooks module's public surface: what other modules and the jobs may import. */
export { webhookEventSubscriber } from './webhook-subscriber';
export { startWebhookDelivery } from './webhook-queue';
export { webhookOptions } from './webhook-options';
