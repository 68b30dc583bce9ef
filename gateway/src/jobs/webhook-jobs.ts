import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config/config';
import type { DeliveryLoop } from '../core/queue/delivery-loop';
import { startWebhookDelivery, webhookOptions } from '../modules/webhooks';

/**
 * Sellers' webhooks, apart from the money jobs and the paid callbacks: every gateway process posts due deliveries
 * concurrently (claims in PostgreSQL keep replicas from posting one twice), so an endpoint that hangs delays no other.
 */
export function startWebhookJobs(orm: MikroORM, config: Config): DeliveryLoop {
  return startWebhookDelivery(() => orm.em.fork(), webhookOptions(config));
}
