import vm from 'node:vm';
import { WEBHOOK_VERIFY_NODE } from '@paydesk/shared/webhook-rules';
import { sqlOf } from '../../core/database/sql';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { DomainEvent } from '../events';
import { deliverWebhooks } from './webhook-queue';
import {
  insertEndpoint,
  insertSellerShop,
  paidEvent,
  startWebhookReceiver,
  type WebhookReceiver,
} from './webhook-queue.fixtures';
import { webhookEventSubscriber } from './webhook-subscriber';

/** The subscriber queues one delivery per matching endpoint, once, however often it is handed an event. */
let t: TestApp;
let r: WebhookReceiver;
const em = () => t.orm.em.fork();
const subscriber = webhookEventSubscriber();
const deliveriesOf = (eventId: string) =>
  sqlOf(em())<{ endpoint_id: number }>(
    `select endpoint_id from webhook_delivery where event_id = ? order by endpoint_id`,
    [eventId],
  );

beforeAll(async () => {
  t = await createTestApp({ NOTIFY_ALLOW_LOOPBACK: '1' });
  r = await startWebhookReceiver();
});
afterAll(async () => {
  await r.close();
  await t.close();
});

it("queues the event for the shop's endpoints and the member's own ones that chose its type, and no others", async () => {
  const owner = await insertSellerShop(em());
  const other = await insertSellerShop(em());
  const shopHook = await insertEndpoint(em(), owner, r.url, ['payment.paid', 'order.paid']);
  const memberHook = await insertEndpoint(em(), { memberId: owner.memberId }, r.url, ['payment.paid']);
  await insertEndpoint(em(), owner, r.url, ['order.paid']); // another type
  await insertEndpoint(em(), owner, r.url, ['payment.paid'], 'whsec_x', false); // disabled
  await insertEndpoint(em(), other, r.url, ['payment.paid']); // another seller
  const secondShop = await insertSellerShop(em());
  await sqlOf(em())(`update merchant set member_id = ? where id = ?`, [owner.memberId, secondShop.shopId]);
  await insertEndpoint(em(), { memberId: owner.memberId, shopId: secondShop.shopId }, r.url); // another shop
  const event = paidEvent(owner);
  await subscriber.handle(em(), event);
  expect((await deliveriesOf(event.id)).map((d) => d.endpoint_id)).toEqual([shopHook, memberHook]);
});

it('handed one event 20 times at once, queues one delivery per endpoint', async () => {
  const owner = await insertSellerShop(em());
  const endpoints = [await insertEndpoint(em(), owner, r.url), await insertEndpoint(em(), owner, r.url)];
  const event = paidEvent(owner);
  await Promise.all(Array.from({ length: 20 }, () => em().transactional((tx) => subscriber.handle(tx, event))));
  expect((await deliveriesOf(event.id)).map((d) => d.endpoint_id)).toEqual(endpoints);
});

it('ignores the events no endpoint may subscribe to', async () => {
  const owner = await insertSellerShop(em());
  await insertEndpoint(em(), owner, r.url, ['payment.paid']);
  const review: DomainEvent = { ...paidEvent(owner), type: 'member.review_decided' };
  await subscriber.handle(em(), review);
  expect(await deliveriesOf(review.id)).toEqual([]);
});

it("delivers the event's id, type, creation time and object as JSON, signed so the documented verifier accepts it", async () => {
  const owner = await insertSellerShop(em());
  await insertEndpoint(em(), owner, r.url, ['payment.paid'], 'whsec_signing');
  const event = paidEvent(owner, 'T777');
  await subscriber.handle(em(), event);
  await deliverWebhooks(em(), { policy: { allowLoopback: true } }, 1);
  const got = r.received.find((x) => x.eventId === event.id)!;
  expect(got.contentType).toMatch(/^application\/json/);
  expect(JSON.parse(got.body)).toEqual({
    id: event.id,
    type: 'payment.paid',
    created: Math.floor(event.createdAt.getTime() / 1000),
    data: { object: event.data },
  });
  const sandbox = { require, Buffer, Date, Math, Number, String, module: { exports: {} as unknown } };
  vm.runInNewContext(`${WEBHOOK_VERIFY_NODE}\nmodule.exports = verifyPayDeskSignature;`, sandbox);
  const verify = sandbox.module.exports as (body: string, header: string, secret: string) => boolean;
  expect(verify(got.body, got.signature, 'whsec_signing')).toBe(true);
  expect(verify(got.body.replace('T777', 'T778'), got.signature, 'whsec_signing')).toBe(false);
});
