import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventType } from '@paydesk/shared/event-catalogue';

/**
 * A published business event as its subscribers receive it. It was written in the same transaction as the change
 * it reports (an outbox), so an event exists exactly when its change committed; `id` is stable across retries and
 * is what subscribers deduplicate on.
 */
export interface DomainEvent {
  /** `evt_` + a random id; unique. */
  id: string;
  type: EventType;
  /** The member (seller, agent or buyer) the event concerns, when one does. */
  memberId: number | null;
  /** The shop the event concerns, when one does (webhook endpoints are per shop). */
  shopId: number | null;
  /** The object's current state when the event was published, as the webhook body's `data.object` carries it. */
  data: Record<string, unknown>;
  createdAt: Date;
}

/**
 * Something that acts on published events (the notification mails, the sellers' webhooks). The dispatcher calls
 * `handle` at least once per event and subscriber; a subscriber makes its own effect idempotent on `event.id`
 * (a unique key on what it writes), because two gateway workers and a retry after a crash may both hand it over.
 */
export interface EventSubscriber {
  /** Stable name, recorded with each event it has handled. */
  name: string;
  handle(em: EntityManager, event: DomainEvent): Promise<void>;
}
