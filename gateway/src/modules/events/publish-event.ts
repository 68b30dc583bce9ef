import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventType } from '@paydesk/shared/event-catalogue';
import { sqlOf } from '../../core/database/sql';

/** What a state change reports; the id and the time are the bus's. */
export interface PublishedEvent {
  type: EventType;
  memberId?: number | null;
  shopId?: number | null;
  data?: Record<string, unknown>;
}

/**
 * Writes an event into the outbox in the caller's transaction: it exists exactly when the change it reports
 * committed, and the dispatcher hands it to every subscriber afterwards. Call it at the state change itself, with the
 * object's state as it is now; never outside the change's transaction (a rollback would leave a false event).
 */
export async function publishEvent(tx: EntityManager, event: PublishedEvent): Promise<string> {
  const id = `evt_${crypto.randomBytes(12).toString('base64url')}`;
  await sqlOf(tx)(`insert into domain_event (id, type, member_id, shop_id, data) values (?, ?, ?, ?, ?::jsonb)`, [
    id,
    event.type,
    event.memberId ?? null,
    event.shopId ?? null,
    JSON.stringify(event.data ?? {}),
  ]);
  return id;
}
