import { WEBHOOK_RETRY_MINUTES } from '@paydesk/shared/webhook-rules';
import { sqlOf } from '../../core/database/sql';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CallbackStatus } from '../notify';
import { claimWebhook, deliverWebhooks, sendWebhook, startWebhookDelivery, type WebhookOptions } from './webhook-queue';
import {
  insertEndpoint,
  insertSellerShop,
  paidEvent,
  startWebhookReceiver,
  webhookAttempts,
  type WebhookReceiver,
} from './webhook-queue.fixtures';
import { webhookEventSubscriber } from './webhook-subscriber';

/**
 * Webhook deliveries run in their own queue: one claimed attempt per POST, each with its log row, retried on the
 * schedule, never posted twice by two workers, and an endpoint that hangs holds only its own slots.
 */
let t: TestApp;
const receivers: WebhookReceiver[] = [];
const em = () => t.orm.em.fork();
const sql = <T>(q: string, p: unknown[] = []) => sqlOf(em())<T>(q, p);
/** The receivers listen on 127.0.0.1: loopback is switched on, as the paid callbacks' tests do. */
const base: WebhookOptions = { policy: { allowLoopback: true } };
const subscriber = webhookEventSubscriber();

async function receiver(answer?: WebhookReceiver['answer']): Promise<WebhookReceiver> {
  const r = await startWebhookReceiver(answer);
  receivers.push(r);
  return r;
}
async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
/** Publishes `n` paid events of the owner's shop through the subscriber; returns their ids. */
async function publish(owner: { memberId: number; shopId: number }, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const event = paidEvent(owner, `T${i}`);
    await subscriber.handle(em(), event);
    ids.push(event.id);
  }
  return ids;
}
const statusesOf = (endpointId: number) =>
  sql<{ status: number }>(`select status from webhook_delivery where endpoint_id = ?`, [endpointId]);
const sorted = (values: string[]) => [...values].sort();

beforeAll(async () => {
  t = await createTestApp({ NOTIFY_ALLOW_LOOPBACK: '1' });
});
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await t.close();
});
afterEach(async () => {
  // Each test starts with nothing due from the others.
  await sql(`update webhook_delivery set status = ? where status = ?`, [
    CallbackStatus.GAVE_UP,
    CallbackStatus.PENDING,
  ]);
});

describe('retries', () => {
  it('retries a failing endpoint on the schedule, logs every attempt with its answer, then gives up', async () => {
    const failing = await receiver({ status: 500, body: 'database down: '.padEnd(400, 'x') });
    const owner = await insertSellerShop(em());
    const endpoint = await insertEndpoint(em(), owner, failing.url);
    const [eventId] = await publish(owner, 1);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= WEBHOOK_RETRY_MINUTES.length + 1; attempt++) {
      const claim = await claimWebhook(em(), base);
      expect(claim).toMatchObject({ attempt, event_id: eventId });
      expect(await sendWebhook(em(), claim!, base)).toBe(false);
      const [row] = await sql<{ minutes: number; status: number }>(
        `select round(extract(epoch from next_attempt_at - now()) / 60)::int as minutes, status
           from webhook_delivery where id = ?`,
        [claim!.delivery_id],
      );
      if (attempt <= WEBHOOK_RETRY_MINUTES.length) {
        expect(row.status).toBe(CallbackStatus.PENDING);
        waits.push(row.minutes);
        // Not due before its time: nothing to claim until the clock reaches it.
        expect(await claimWebhook(em(), base)).toBeNull();
        await sql(`update webhook_delivery set next_attempt_at = now() where id = ?`, [claim!.delivery_id]);
      } else expect(row.status).toBe(CallbackStatus.GAVE_UP);
    }
    expect(waits).toEqual([...WEBHOOK_RETRY_MINUTES]);
    expect(failing.received).toHaveLength(WEBHOOK_RETRY_MINUTES.length + 1);
    const attempts = await webhookAttempts(em(), [endpoint]);
    expect(attempts.map((a) => a.attempt)).toEqual(failing.received.map((_, i) => i + 1));
    for (const a of attempts) {
      expect(a).toMatchObject({ status_code: 500, ok: false, finished: true, error: 'HTTP 500' });
      // The first bytes of the answer, bounded.
      expect(a.answer).toBe('database down: '.padEnd(200, 'x'));
    }
  });

  it('takes any 2xx answer as delivered, whatever its body', async () => {
    const r = await receiver({ status: 204, body: '' });
    const owner = await insertSellerShop(em());
    const endpoint = await insertEndpoint(em(), owner, r.url);
    await publish(owner, 3);
    expect(await deliverWebhooks(em(), base, 2)).toBe(3);
    expect((await statusesOf(endpoint)).map((s) => s.status)).toEqual([1, 1, 1].map(() => CallbackStatus.DELIVERED));
    expect((await webhookAttempts(em(), [endpoint])).every((a) => a.ok && a.status_code === 204)).toBe(true);
  });
});

describe('two gateway workers', () => {
  it('post each event once, one log row per attempt, the endpoint limit holding across both', async () => {
    const slow = await receiver({ status: 200, body: 'ok', delayMs: 300 });
    const quick = await receiver();
    const owner = await insertSellerShop(em());
    const endpoints = [await insertEndpoint(em(), owner, slow.url), await insertEndpoint(em(), owner, quick.url)];
    const ids = await publish(owner, 12);
    const opts = { ...base, timeoutMs: 5_000, perEndpoint: 3, pollMs: 50, concurrency: 8 };
    const workers = [startWebhookDelivery(em, opts), startWebhookDelivery(em, opts)];
    try {
      await waitFor(async () => {
        const rows = await sql<{ n: number }>(
          `select count(*)::int as n from webhook_delivery where endpoint_id = any(?::int[]) and status = ?`,
          [`{${endpoints.join(',')}}`, CallbackStatus.DELIVERED],
        );
        return rows[0].n === 24;
      }, 30_000);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    expect(sorted(slow.received.map((r) => r.eventId))).toEqual(sorted(ids));
    expect(sorted(quick.received.map((r) => r.eventId))).toEqual(sorted(ids));
    expect(slow.maxConcurrent).toBeLessThanOrEqual(3);
    const attempts = await webhookAttempts(em(), endpoints);
    expect(attempts).toHaveLength(24);
    expect(attempts.every((a) => a.attempt === 1 && a.ok && a.finished)).toBe(true);
  }, 40_000);

  it('24 parallel claimers take no more than the endpoint limit at once', async () => {
    const r = await receiver();
    const owner = await insertSellerShop(em());
    const endpoint = await insertEndpoint(em(), owner, r.url);
    await publish(owner, 40);
    const claims = await Promise.all(Array.from({ length: 24 }, () => claimWebhook(em(), { ...base, perEndpoint: 2 })));
    const taken = claims.filter((c) => c !== null);
    expect(taken).toHaveLength(2);
    expect(new Set(taken.map((c) => c.delivery_id)).size).toBe(2);
    expect((await webhookAttempts(em(), [endpoint])).filter((a) => !a.finished)).toHaveLength(2);
    await Promise.all(taken.map((c) => sendWebhook(em(), c, base)));
  });
});

describe('a hanging endpoint', () => {
  it('never delays another endpoint: it holds its own limit of posts while the other receives every event', async () => {
    const hanging = await receiver(null);
    const healthy = await receiver();
    const owner = await insertSellerShop(em());
    const stuck = await insertEndpoint(em(), owner, hanging.url);
    const fine = await insertEndpoint(em(), owner, healthy.url);
    // The hanging endpoint's events come first in the queue.
    const ids = await publish(owner, 15);
    const worker = startWebhookDelivery(em, { ...base, timeoutMs: 60_000, perEndpoint: 2, pollMs: 50, concurrency: 4 });
    try {
      // Received and recorded (the answer is written just after the receiver has the body).
      const delivered = async () => (await statusesOf(fine)).every((s) => s.status === CallbackStatus.DELIVERED);
      await waitFor(async () => healthy.received.length === 15 && (await delivered()), 30_000);
      expect(sorted(healthy.received.map((r) => r.eventId))).toEqual(sorted(ids));
      // Counted, not timed: the hanging endpoint got exactly its limit, none of them answered.
      expect(hanging.received).toHaveLength(2);
      expect((await webhookAttempts(em(), [stuck])).filter((a) => !a.finished)).toHaveLength(2);
    } finally {
      // Cut the hanging connections so the worker's posts end now.
      await hanging.close();
      await worker.stop();
    }
  }, 40_000);
});
