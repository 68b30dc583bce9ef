import type { EntityManager } from '@mikro-orm/postgresql';
import { WEBHOOK_EVENT_TYPES } from '@paydesk/shared/event-catalogue';
import type { EventSubscriber } from '../events';
import { CallbackStatus } from '../notify';
import { pgArray, sqlOf } from '../../core/database/sql';

const WEBHOOK_TYPES: readonly string[] = WEBHOOK_EVENT_TYPES;

/**
 * The sellers' webhooks on the event bus: for each published event a seller's endpoint may subscribe to, one
 * delivery per enabled endpoint that chose its type (a shop's endpoints for the event's shop, a member's own
 * endpoints for the event's member), queued for webhook-queue.ts. Written in the dispatcher's transaction; handed
 * the same event twice (a retry, a second worker) it queues nothing more, on the (event, endpoint) unique key.
 */
export function webhookEventSubscriber(): EventSubscriber {
  return {
    name: 'webhooks',
    async handle(em, event) {
      if (!WEBHOOK_TYPES.includes(event.type) || (event.memberId === null && event.shopId === null)) return;
      const sql = sqlOf(em);
      const endpoints = await sql<{ id: number }>(
        `select id from webhook_endpoint where enabled and ? = any(events)
            and ((merchant_id is not null and merchant_id = ?) or (merchant_id is null and member_id = ?))`,
        [event.type, event.shopId, event.memberId],
      );
      if (endpoints.length === 0) return;
      await queueEvent(
        em,
        event,
        endpoints.map((e) => e.id),
      );
    },
  };
}

/** An event as stored and sent: a published DomainEvent, or a seller's test event. */
export interface StoredEvent {
  id: string;
  type: string;
  memberId: number | null;
  shopId: number | null;
  data: Record<string, unknown>;
  createdAt: Date;
}

/** Stores an event (once) and queues one delivery of it per endpoint (once each); returns the new deliveries. */
export async function queueEvent(em: EntityManager, event: StoredEvent, endpointIds: number[]): Promise<number[]> {
  const sql = sqlOf(em);
  await sql(
    `insert into webhook_event (id, type, member_id, shop_id, data, created_at) values (?, ?, ?, ?, ?::jsonb, ?)
     on conflict (id) do nothing`,
    [event.id, event.type, event.memberId, event.shopId, JSON.stringify(event.data), event.createdAt],
  );
  const rows = await sql<{ id: string }>(
    `insert into webhook_delivery (event_id, endpoint_id, status, next_attempt_at)
     select ?, e, ?, now() from unnest(?::int[]) e
     on conflict (event_id, endpoint_id) do nothing returning id`,
    [event.id, CallbackStatus.PENDING, pgArray(endpointIds)],
  );
  return rows.map((r) => Number(r.id));
}
