import { sqlOf } from '../../core/database/sql';
import {
  CreateWebhookEndpointDocument,
  DeleteWebhookEndpointDocument,
  ResendWebhookDeliveryDocument,
  SendWebhookTestEventDocument,
  UpdateWebhookEndpointDocument,
  WebhookDeliveriesDocument,
  WebhookEndpointsDocument,
  WebhookSecretDocument,
} from '../../test/client-operations';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-queue.fixtures';

/** The settings page's operations, as a seller uses them: endpoints, secrets, the log, resend and a test event. */
let t: TestApp;
let seller: TestClient;
let other: TestClient;
let r: WebhookReceiver;
beforeAll(async () => {
  t = await createTestApp({ NOTIFY_ALLOW_LOOPBACK: '1' });
  seller = t.client();
  await seller.login('business01');
  other = t.client();
  await other.login('personal01');
  r = await startWebhookReceiver({ status: 500, body: 'not yet' });
});
afterAll(async () => {
  await r.close();
  await t.close();
});

const create = async (client: TestClient, url: string, events = ['payment.paid', 'order.paid']) =>
  (await client.gql(CreateWebhookEndpointDocument, { input: { url, events, description: '官網' } })).data!
    .createWebhookEndpoint;

it('refuses internal addresses, unknown events and another member’s shop, and changes nothing', async () => {
  const internal = await create(seller, 'http://10.0.0.5/hook');
  expect(internal.errors.map((e) => [e.field, e.message])).toEqual([['url', '網址不可指向內部網路位址']]);
  const unknown = await create(seller, r.url, ['member.review_decided']);
  expect(unknown.errors.map((e) => e.field)).toEqual(['events']);
  const none = await create(seller, r.url, []);
  expect(none.errors.map((e) => e.message)).toEqual(['請至少選擇一種事件']);
  const [foreign] = await sqlOf(t.orm.em.fork())<{ id: number }>(
    `select m.id from merchant m join member u on u.id = m.member_id where u.login_name <> 'business01' limit 1`,
  );
  const res = await seller.gql(CreateWebhookEndpointDocument, {
    input: { url: r.url, events: ['payment.paid'], merchantId: foreign.id },
  });
  expect(res.data!.createWebhookEndpoint.errors.map((e) => e.field)).toEqual(['merchantId']);
  expect((await seller.gql(WebhookEndpointsDocument)).data!.webhookEndpoints).toEqual([]);
});

it('creates an endpoint with its secret, reveals and rotates it, updates and deletes it, for its owner only', async () => {
  const made = await create(seller, r.url);
  expect(made.success).toBe(true);
  expect(made.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  const id = made.endpoint!.id;
  const shown = (await seller.gql(WebhookSecretDocument, { id, rotate: false })).data!.webhookSecret;
  expect(shown.secret).toBe(made.secret);
  const rotated = (await seller.gql(WebhookSecretDocument, { id, rotate: true })).data!.webhookSecret;
  expect(rotated.secret).not.toBe(made.secret);
  // Another member sees nothing of it and cannot touch it.
  expect((await other.gql(WebhookEndpointsDocument)).data!.webhookEndpoints).toEqual([]);
  expect((await other.gql(WebhookSecretDocument, { id, rotate: false })).data!.webhookSecret.secret).toBeNull();
  expect((await other.gql(DeleteWebhookEndpointDocument, { id })).data!.deleteWebhookEndpoint.success).toBe(false);
  const updated = await seller.gql(UpdateWebhookEndpointDocument, {
    id,
    input: { url: r.url, events: ['order.shipped'], enabled: false },
  });
  expect(updated.data!.updateWebhookEndpoint.endpoint).toMatchObject({ events: ['order.shipped'], enabled: false });
  expect((await seller.gql(DeleteWebhookEndpointDocument, { id })).data!.deleteWebhookEndpoint.success).toBe(true);
  expect((await seller.gql(WebhookEndpointsDocument)).data!.webhookEndpoints).toEqual([]);
});

it('sends a test event now, lists it as failing with its answer, and resends it', async () => {
  const made = await create(seller, r.url);
  const endpointId = made.endpoint!.id;
  const test = (await seller.gql(SendWebhookTestEventDocument, { endpointId })).data!.sendWebhookTestEvent;
  expect(test.success).toBe(false);
  expect(test.delivery).toMatchObject({ eventType: 'payment.paid', status: 'PENDING' });
  expect(test.delivery!.eventId).toMatch(/^evt_test_/);
  expect(test.delivery!.attempts).toEqual([
    expect.objectContaining({ attempt: 1, statusCode: 500, answer: 'not yet' }),
  ]);
  expect(JSON.parse(r.received.at(-1)!.body)).toMatchObject({ type: 'payment.paid', data: { object: { test: true } } });

  const failing = (await seller.gql(WebhookDeliveriesDocument, { failingOnly: true })).data!.webhookDeliveries.items;
  expect(failing.map((d) => d.id)).toEqual([test.delivery!.id]);
  expect((await other.gql(WebhookDeliveriesDocument, { failingOnly: true })).data!.webhookDeliveries.items).toEqual([]);

  r.answer = { status: 200, body: 'ok' };
  const resent = (await seller.gql(ResendWebhookDeliveryDocument, { id: test.delivery!.id })).data!
    .resendWebhookDelivery;
  expect(resent).toMatchObject({ success: true, message: '已送達', delivery: { status: 'DELIVERED' } });
  expect(resent.delivery!.attempts.map((a) => a.ok)).toEqual([false, true]);
  expect((await seller.gql(WebhookDeliveriesDocument, { failingOnly: true })).data!.webhookDeliveries.items).toEqual(
    [],
  );
  const log = (await seller.gql(WebhookDeliveriesDocument, { endpointId })).data!.webhookDeliveries.items;
  expect(log).toHaveLength(1);
  expect(
    (await other.gql(ResendWebhookDeliveryDocument, { id: test.delivery!.id })).data!.resendWebhookDelivery.success,
  ).toBe(false);
});
