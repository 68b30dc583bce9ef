import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventType } from '@paydesk/shared/event-catalogue';
import { inTransaction } from '../../core/database/in-transaction';
import { pgArray, sqlOf } from '../../core/database/sql';
import { log } from '../../core/log/logger';
import type { DomainEvent, EventSubscriber } from './event-subscriber';

/**
 * Hands each published event to every subscriber, at least once, safe for several gateway processes:
 * - fan-out: new events (their `fanned_out_at` unset, taken with SKIP LOCKED) get one delivery row per subscriber
 *   this process knows, in one transaction;
 * - delivery: one due row is taken with FOR UPDATE SKIP LOCKED and the subscriber runs inside that transaction, so
 *   its writes (a notification's outbox mail, a webhook's queued post) commit with the row marked done, and no other
 *   worker can take the row meanwhile; a worker that dies rolls back and the row is due again;
 * - a failure rolls the subscriber's writes back and records the attempt apart, due again after
 *   EVENT_RETRY_MINUTES; after the last wait the row is given up (kept, with its error, for the operators).
 */

/** Minutes to wait after each failed attempt; after the last the delivery is given up (7 attempts in all). */
export const EVENT_RETRY_MINUTES = [1, 5, 15, 60, 180, 720] as const;
/** Events fanned out per statement. */
const FAN_OUT_BATCH = 200;

interface EventRow {
  id: string;
  type: EventType;
  member_id: number | null;
  shop_id: number | null;
  data: Record<string, unknown>;
  created_at: Date | string;
  subscriber: string;
  attempts: number;
}

const toEvent = (row: EventRow): DomainEvent => ({
  id: row.id,
  type: row.type,
  memberId: row.member_id,
  shopId: row.shop_id,
  data: row.data,
  createdAt: new Date(row.created_at),
});

/** Gives new events their delivery rows; returns how many events were fanned out. */
export async function fanOutEvents(em: EntityManager, subscribers: readonly EventSubscriber[]): Promise<number> {
  return inTransaction(em.fork(), async (tx) => {
    const sql = sqlOf(tx);
    const events = await sql<{ id: string }>(
      `select id from domain_event where fanned_out_at is null order by seq limit ${FAN_OUT_BATCH}
         for update skip locked`,
    );
    if (events.length === 0) return 0;
    const ids = pgArray(events.map((e) => e.id));
    if (subscribers.length > 0)
      await sql(
        `insert into domain_event_delivery (event_id, subscriber)
         select e, s from unnest(?::text[]) e cross join unnest(?::text[]) s on conflict do nothing`,
        [ids, pgArray(subscribers.map((s) => s.name))],
      );
    await sql(`update domain_event set fanned_out_at = now() where id = any(?::text[])`, [ids]);
    return events.length;
  });
}

/**
 * Takes one due delivery and runs its subscriber in the claim's transaction; returns false when none is due.
 * A subscriber this process does not know (another version's) is left for a process that does.
 */
export async function deliverOne(em: EntityManager, subscribers: readonly EventSubscriber[]): Promise<boolean> {
  const names = pgArray(subscribers.map((s) => s.name));
  let failed: { row: EventRow; error: unknown } | null = null;
  const took = await inTransaction(em.fork(), async (tx) => {
    const sql = sqlOf(tx);
    const [row] = await sql<EventRow>(
      `select e.id, e.type, e.member_id, e.shop_id, e.data, e.created_at, d.subscriber, d.attempts
         from domain_event_delivery d join domain_event e on e.id = d.event_id
        where d.done_at is null and d.gave_up_at is null and d.next_attempt_at <= now()
          and d.subscriber = any(?::text[])
        order by d.next_attempt_at, e.seq limit 1 for update of d skip locked`,
      [names],
    );
    if (!row) return false;
    const subscriber = subscribers.find((s) => s.name === row.subscriber);
    if (!subscriber) return false;
    try {
      // A savepoint: a failing subscriber's writes go, the claim stays held until its failure is recorded.
      await inTransaction(tx, (inner) => subscriber.handle(inner, toEvent(row)));
    } catch (error) {
      failed = { row, error };
      await recordFailure(tx, row, error);
      return true;
    }
    await sql(
      `update domain_event_delivery set done_at = now(), attempts = attempts + 1, last_error = null
        where event_id = ? and subscriber = ?`,
      [row.id, row.subscriber],
    );
    return true;
  });
  if (failed) {
    const { row, error } = failed as { row: EventRow; error: unknown };
    log.warn({ err: error, event: row.id, subscriber: row.subscriber }, 'event subscriber failed');
  }
  return took;
}

async function recordFailure(tx: EntityManager, row: EventRow, error: unknown): Promise<void> {
  const wait = EVENT_RETRY_MINUTES[row.attempts];
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 300);
  await sqlOf(tx)(
    `update domain_event_delivery set attempts = attempts + 1, last_error = ?,
       next_attempt_at = now() + make_interval(mins => ?), gave_up_at = case when ? then now() end
      where event_id = ? and subscriber = ?`,
    [message, wait ?? 0, wait === undefined, row.id, row.subscriber],
  );
}

/** Fans out and delivers everything due now (`lanes` deliveries at once); returns how many deliveries ran. */
export async function dispatchEvents(
  em: EntityManager,
  subscribers: readonly EventSubscriber[],
  lanes = 2,
): Promise<number> {
  while ((await fanOutEvents(em, subscribers)) > 0);
  let ran = 0;
  const lane = async () => {
    while (await deliverOne(em, subscribers)) ran++;
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return ran;
}

export interface EventDispatch {
  /** Stops polling and waits for the round in flight. */
  stop(): Promise<void>;
}

/** Keeps dispatching: one round every `pollMs`, never two rounds of one process at once. */
export function startEventDispatch(
  em: () => EntityManager,
  subscribers: readonly EventSubscriber[],
  pollMs = 1_000,
): EventDispatch {
  let round: Promise<void> | null = null;
  const tick = () => {
    if (round) return;
    round = dispatchEvents(em(), subscribers)
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, 'event dispatch failed'),
      )
      .finally(() => {
        round = null;
      });
  };
  const timer = setInterval(tick, pollMs);
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await round;
    },
  };
}
