import type { MikroORM } from '@mikro-orm/postgresql';
import { startEventDispatch, type EventDispatch } from '../modules/events/dispatcher';
import { eventSubscribersOf, type Services } from '../modules/services';

/**
 * The event bus's dispatcher, apart from the money jobs: every gateway process polls each second and hands due
 * events to the modules' subscribers (claims in PostgreSQL keep two processes from running one delivery).
 */
export function startEventJobs(orm: MikroORM, services: Services): EventDispatch {
  return startEventDispatch(() => orm.em.fork(), eventSubscribersOf(services));
}
