import type { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from '../../config/config';
import { migrate, openOrm, seed } from '../../boot/database';
import { inTransaction } from '../../core/database/in-transaction';
import { sqlOf } from '../../core/database/sql';
import { createTestDatabase } from '../../test/test-database';
import { dispatchEvents } from '../events/dispatcher';
import { publishEvent } from '../events';
import { createServices, eventSubscribersOf } from '../services';
import { NOTICE_TEMPLATES, type NotifiedEventType } from './notice-templates';
import { sampleEvents } from './notification.fixtures';

/**
 * Every event people are told of produces its messages exactly once, however many gateway processes dispatch at
 * once and however often a delivery is retried: one message per (event, recipient, channel), in the outbox.
 */
let orm: MikroORM;
let other: MikroORM;
let seller: number;
let agent: number;
const sql = <T>(q: string, p: unknown[] = []) => sqlOf(orm.em.fork())<T>(q, p);

beforeAll(async () => {
  const url = await createTestDatabase();
  orm = await openOrm(url, 10);
  other = await openOrm(url, 10);
  await migrate(orm);
  await seed(orm, true);
  const members = await sql<{ id: number; login_name: string }>(
    `select id, login_name from member where login_name in ('business01', 'agent01')`,
  );
  seller = members.find((m) => m.login_name === 'business01')!.id;
  agent = members.find((m) => m.login_name === 'agent01')!.id;
});
afterAll(async () => {
  await orm.close();
  await other.close();
});

const config = loadConfig({ APP_ENV: 'test', FRONTEND_DIST: '/nonexistent', DATABASE_URL: 'postgres://unused/x' });
/** Two gateway processes: each builds its own registry and subscribers, as main.ts does. */
const subscribersA = eventSubscribersOf(createServices(config));
const subscribersB = eventSubscribersOf(createServices(config));

it('sends each notified event once under two concurrent dispatchers and a retry', async () => {
  await sql(`delete from member_notify_setting where member_id = ?`, [seller]);
  await sql(`insert into member_notify_setting (member_id, type, emails) values (?, 'payout', ?), (?, 'shipping', ?)`, [
    seller,
    '{"payout.a@example.com","payout.b@example.com"}',
    seller,
    '{"ship@example.com"}',
  ]);
  const [{ email: sellerEmail, mobile: sellerMobile }] = await sql<{ email: string; mobile: string }>(
    `select email, mobile from member where id = ?`,
    [seller],
  );
  const [{ email: agentEmail }] = await sql<{ email: string }>(`select email from member where id = ?`, [agent]);
  // The demo data's own events (its seeded payments and parcels) go out first, so what follows is the samples'.
  await dispatchEvents(orm.em.fork(), subscribersA);
  const [{ max: before }] = await sql<{ max: number }>(`select coalesce(max(id), 0)::int as max from outbox_message`);

  const samples = sampleEvents({ seller, agent });
  const types = Object.keys(NOTICE_TEMPLATES) as NotifiedEventType[];
  const ids = new Map<string, NotifiedEventType>();
  await inTransaction(orm.em.fork(), async (tx) => {
    for (const type of types) ids.set(await publishEvent(tx, samples[type]), type);
  });

  await Promise.all([
    dispatchEvents(orm.em.fork(), subscribersA, 3),
    dispatchEvents(other.em.fork(), subscribersB, 3),
    dispatchEvents(orm.em.fork(), subscribersA, 3),
  ]);
  // A retry after a crash between the send and the delivery's commit would hand the event over again.
  const notifications = subscribersA.find((s) => s.name === 'notifications')!;
  for (const [id, type] of ids)
    await inTransaction(orm.em.fork(), (tx) =>
      notifications.handle(tx, { ...samples[type], id, createdAt: new Date() }),
    );

  const sent = await sql<{ event_id: string; recipient: string; channel: string }>(
    `select event_id, recipient, channel from notification_sent where event_id = any(?::text[])
      order by event_id, channel, recipient`,
    [`{${[...ids.keys()].join(',')}}`],
  );
  const outbox = await sql<{ channel: string; recipient: string; subject: string; body_html: string | null }>(
    `select channel, recipient, subject, body_html from outbox_message where id > ?`,
    [before],
  );
  expect(outbox).toHaveLength(sent.length);

  const buyer = 'buyer.sample@example.com';
  const expected: Record<NotifiedEventType, string[]> = {
    'member.review_decided': [`mail ${sellerEmail}`, `sms ${sellerMobile}`],
    'shop.review_decided': [`mail ${sellerEmail}`],
    'logistics_application.decided': ['mail ship@example.com'],
    'held_funds.daily_summary': ['mail payout.a@example.com', 'mail payout.b@example.com'],
    'withdrawal.paid': ['mail payout.a@example.com', 'mail payout.b@example.com', `sms ${sellerMobile}`],
    'withdrawal.failed': ['mail payout.a@example.com', 'mail payout.b@example.com', `sms ${sellerMobile}`],
    'payment.refunded': [`mail ${buyer}`, `mail ${sellerEmail}`],
    'payment.awaiting': [`mail ${buyer}`, 'sms 0912345678'],
    'parcel.created': [`mail ${buyer}`],
    'parcel.shipped': [`mail ${buyer}`],
    'parcel.arrived': [`mail ${buyer}`, 'sms 0912345678'],
    'parcel.returned': [`mail ${buyer}`, 'mail ship@example.com'],
    'partner.invited': [`mail ${sellerEmail}`],
    'partner.accepted': [`mail ${agentEmail}`, `mail ${sellerEmail}`],
    'subscription.failed': [`mail ${buyer}`, 'sms 0912345678'],
    'subscription.suspended': [`mail ${buyer}`, 'sms 0912345678'],
    'subscription.renewal_upcoming': [`mail ${buyer}`],
    'subscription.terms_changed': [`mail ${buyer}`],
  };
  const got = Object.fromEntries(types.map((type) => [type, [] as string[]])) as Record<NotifiedEventType, string[]>;
  for (const row of sent) got[ids.get(row.event_id)!].push(`${row.channel} ${row.recipient}`);
  for (const type of types) got[type].sort();
  for (const type of types) expected[type] = expected[type].map((r) => r.toLowerCase()).sort();
  expect(got).toEqual(expected);

  // Each (recipient, channel) of an event got one outbox message; mails carry their HTML.
  const outboxKeys = outbox.map((m) => `${m.channel} ${m.recipient.toLowerCase()}`).sort();
  expect(outboxKeys).toEqual(sent.map((s) => `${s.channel} ${s.recipient}`).sort());
  expect(outbox.filter((m) => m.channel === 'mail' && !m.body_html?.includes('<table'))).toEqual([]);
  expect(outbox.some((m) => m.body_html?.includes('<img src="data:image/png;base64,'))).toBe(true);

  const [{ n }] = await sql<{ n: number }>(
    `select count(*)::int as n from domain_event_delivery where subscriber = 'notifications' and done_at is not null
        and attempts = 1 and event_id = any(?::text[])`,
    [`{${[...ids.keys()].join(',')}}`],
  );
  expect(n).toBe(types.length);
});
