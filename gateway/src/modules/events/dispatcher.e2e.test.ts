import type { MikroORM } from '@mikro-orm/postgresql';
import { migrate, openOrm } from '../../boot/database';
import { inTransaction } from '../../core/database/in-transaction';
import { sqlOf } from '../../core/database/sql';
import { createTestDatabase } from '../../test/test-database';
import { deliverOne, dispatchEvents, EVENT_RETRY_MINUTES, fanOutEvents } from './dispatcher';
import type { DomainEvent, EventSubscriber } from './event-subscriber';
import { publishEvent } from './publish-event';

/**
 * The bus: an event exists only when its transaction committed; every subscriber gets each event once even with two
 * dispatchers (two gateway processes) racing; a failing subscriber's writes roll back and it is tried again later.
 */
let orm: MikroORM;
let other: MikroORM;
const sql = <T>(q: string, p: unknown[] = []) => sqlOf(orm.em.fork())<T>(q, p);

beforeAll(async () => {
  const url = await createTestDatabase();
  orm = await openOrm(url, 8);
  other = await openOrm(url, 8);
  await migrate(orm);
});
afterAll(async () => {
  await orm.close();
  await other.close();
});
beforeEach(() => sql(`truncate domain_event cascade`));

/** A subscriber that counts its calls and writes a row per event in its transaction. */
function counter(name: string, fail: (event: DomainEvent) => boolean = () => false) {
  const seen: string[] = [];
  const subscriber: EventSubscriber = {
    name,
    async handle(em, event) {
      seen.push(event.id);
      await sqlOf(em)(
        `insert into notification_sent (event_id, recipient, channel, template) values (?, ?, 'mail', ?)`,
        [event.id, name, event.type],
      );
      if (fail(event)) throw new Error('subscriber down');
    },
  };
  return { subscriber, seen };
}

it('keeps no event of a rolled-back change', async () => {
  await expect(
    inTransaction(orm.em.fork(), async (tx) => {
      await publishEvent(tx, { type: 'payment.paid', memberId: 1, data: { tradeNo: 'X' } });
      throw new Error('change failed');
    }),
  ).rejects.toThrow('change failed');
  expect(await sql(`select id from domain_event`)).toEqual([]);
});

it('hands 40 events to each of two subscribers once under two racing dispatchers', async () => {
  const ids = await inTransaction(orm.em.fork(), async (tx) => {
    const published: string[] = [];
    for (let i = 0; i < 40; i++)
      published.push(await publishEvent(tx, { type: 'order.paid', shopId: 1, data: { n: i } }));
    return published;
  });
  const a = counter('a');
  const b = counter('b');
  const subs = [a.subscriber, b.subscriber];
  await Promise.all([dispatchEvents(orm.em.fork(), subs, 4), dispatchEvents(other.em.fork(), subs, 4)]);
  expect([...a.seen].sort()).toEqual([...ids].sort());
  expect([...b.seen].sort()).toEqual([...ids].sort());
  const [{ n }] = await sql<{ n: number }>(
    `select count(*)::int as n from domain_event_delivery where done_at is not null and attempts = 1`,
  );
  expect(n).toBe(80);
});

it('passes the event as published', async () => {
  const id = await inTransaction(orm.em.fork(), (tx) =>
    publishEvent(tx, { type: 'withdrawal.paid', memberId: 7, shopId: null, data: { amount: 1200 } }),
  );
  const got: DomainEvent[] = [];
  await dispatchEvents(orm.em.fork(), [{ name: 'x', handle: async (_em, e) => void got.push(e) }]);
  expect(got).toEqual([
    { id, type: 'withdrawal.paid', memberId: 7, shopId: null, data: { amount: 1200 }, createdAt: expect.any(Date) },
  ]);
});

it('rolls a failed delivery back, waits, retries, and gives up after the last wait', async () => {
  const id = await inTransaction(orm.em.fork(), (tx) => publishEvent(tx, { type: 'parcel.shipped', data: {} }));
  const flaky = counter('flaky', () => true);
  await fanOutEvents(orm.em.fork(), [flaky.subscriber]);
  expect(await deliverOne(orm.em.fork(), [flaky.subscriber])).toBe(true);
  // Its write rolled back with it; not due again until the first wait has passed.
  expect(await sql(`select * from notification_sent`)).toEqual([]);
  expect(await deliverOne(orm.em.fork(), [flaky.subscriber])).toBe(false);
  const [row] = await sql<{ attempts: number; last_error: string; wait: number }>(
    `select attempts, last_error, round(extract(epoch from next_attempt_at - now()) / 60)::int as wait
       from domain_event_delivery where event_id = ?`,
    [id],
  );
  expect(row).toEqual({ attempts: 1, last_error: 'subscriber down', wait: EVENT_RETRY_MINUTES[0] });
  for (let i = 1; i <= EVENT_RETRY_MINUTES.length; i++) {
    await sql(`update domain_event_delivery set next_attempt_at = now() where event_id = ?`, [id]);
    expect(await deliverOne(orm.em.fork(), [flaky.subscriber])).toBe(true);
  }
  const [last] = await sql<{ attempts: number; gave_up: boolean }>(
    `select attempts, gave_up_at is not null as gave_up from domain_event_delivery where event_id = ?`,
    [id],
  );
  expect(last).toEqual({ attempts: EVENT_RETRY_MINUTES.length + 1, gave_up: true });
  expect(await deliverOne(orm.em.fork(), [flaky.subscriber])).toBe(false);
});

it('leaves a subscriber it does not know for a process that does', async () => {
  await inTransaction(orm.em.fork(), (tx) => publishEvent(tx, { type: 'order.shipped', data: {} }));
  const known = counter('known');
  const newer = counter('newer');
  await fanOutEvents(orm.em.fork(), [known.subscriber, newer.subscriber]);
  await dispatchEvents(orm.em.fork(), [known.subscriber]);
  expect(known.seen).toHaveLength(1);
  expect(newer.seen).toHaveLength(0);
  await dispatchEvents(orm.em.fork(), [newer.subscriber]);
  expect(newer.seen).toHaveLength(1);
});
