import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config/config';
import { callbackOptions } from '../modules/notify/callback.service';
import { startCallbackDelivery, type CallbackDelivery } from '../modules/notify/callback-queue';

/**
 * Shops' paid callbacks, apart from the money jobs: every gateway process posts due callbacks concurrently (claims in
 * PostgreSQL keep replicas from posting one twice), polling each second, so a slow shop delays neither other shops
 * nor settlement and recurring charges.
 */
export function startCallbackJobs(orm: MikroORM, config: Config): CallbackDelivery {
  return startCallbackDelivery(() => orm.em.fork(), callbackOptions(config));
}
