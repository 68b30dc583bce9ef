import { CONTENT_LIMITS, CONTENT_MESSAGES } from '@paydesk/shared/content-rules';
import { OWNER_CAP_MESSAGES, OWNER_CAPS } from '@paydesk/shared/owner-caps';
import { WEBHOOK_ENDPOINTS_MAX } from '@paydesk/shared/webhook-rules';
import {
  CreateAssistantDocument,
  CreateAssistantGroupDocument,
  CreateMerchantDocument,
  CreatePeriodPlanDocument,
  CreateStoreDocument,
  CreateWebhookEndpointDocument,
  MerchantsDocument,
  SaveContentDocument,
  SetAgentContractDocument,
} from '../test/client-operations';
import { createTestApp, type TestApp, type TestClient } from '../test/test-app';
import { WEBHOOK_MESSAGES } from '../modules/webhooks/webhook.service';
import { startWebhookReceiver, type WebhookReceiver } from '../modules/webhooks/webhook-queue.fixtures';

/**
 * Lists answered whole (no paging) say "Bounded: at most N" in the schema; these are the creates that keep the
 * promise. Each list is filled to ten below its cap, then 20 creates race: exactly ten land, the rest are refused
 * with the zh-TW field error, and the count never passes the cap; one more create after that is refused too.
 */
let t: TestApp;
let seller: TestClient;
let ops: TestClient;
let r: WebhookReceiver;
let sellerId: number;
let agentId: number;
let merchantId: number;
let groupId: number;
beforeAll(async () => {
  // The endpoints point at a local receiver.
  t = await createTestApp({ NOTIFY_ALLOW_LOOPBACK: '1' });
  seller = t.client();
  await seller.login('business01');
  ops = t.client();
  await ops.login('ops01');
  r = await startWebhookReceiver({ status: 200, body: 'ok' });
  [{ id: sellerId }] = await sql<{ id: number }>(`select id from member where login_name = 'business01'`);
  [{ id: agentId }] = await sql<{ id: number }>(`select id from member where login_name = 'agent01'`);
  merchantId = (await seller.gql(MerchantsDocument)).data!.merchants.find((m) => m.status === 'ACTIVE')!.id;
});
afterAll(async () => {
  await r.close();
  await t.close();
});

const sql = <T>(q: string, p: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(q, p);
const countOf = async (q: string, p: unknown[]) => Number((await sql<{ n: string }>(q, p))[0]!.n);

type Errors = { field?: string | null; code: string; message: string }[];

interface Capped {
  list: string;
  cap: number;
  message: string;
  count: () => Promise<number>;
  /** The n-th create (n unique across the run); answers its field errors. */
  create: (n: number) => Promise<Errors>;
}

let seq = 0;
const CAPPED: Capped[] = [
  {
    list: 'merchants',
    cap: OWNER_CAPS.merchants,
    message: OWNER_CAP_MESSAGES.merchants,
    count: () => countOf('select count(*) as n from merchant where member_id = ?', [sellerId]),
    create: async (n) =>
      (
        await seller.gql(CreateMerchantDocument, {
          input: {
            name: `上限商店 ${n}`,
            merType: 'ONLINE',
            sellType: 'PHYSICAL',
            goodsPayType: 'NON_PREPAID',
            escrowType: 'NONE',
            businessTypeId: 1,
          },
        })
      ).data!.createMerchant.errors,
  },
  {
    list: 'stores',
    cap: OWNER_CAPS.stores,
    message: OWNER_CAP_MESSAGES.stores,
    count: () => countOf('select count(*) as n from store where member_id = ?', [sellerId]),
    create: async (n) =>
      (
        await seller.gql(CreateStoreDocument, {
          input: {
            merchantId,
            name: `上限賣場 ${n}`,
            slug: `cap-store-${n}`,
            payTypes: ['CREDIT'],
            installments: [],
            deliveryMethods: ['HOME'],
          },
        })
      ).data!.createStore.errors,
  },
  {
    list: 'periodPlans',
    cap: OWNER_CAPS.periodPlans,
    message: OWNER_CAP_MESSAGES.periodPlans,
    count: () => countOf('select count(*) as n from period_plan where member_id = ?', [sellerId]),
    create: async (n) =>
      (
        await seller.gql(CreatePeriodPlanDocument, {
          input: { merchantId, title: `上限方案 ${n}`, amount: 300, cycle: 'MONTHLY' },
        })
      ).data!.createPeriodPlan.errors,
  },
  {
    list: 'assistantGroups',
    cap: OWNER_CAPS.assistantGroups,
    message: OWNER_CAP_MESSAGES.assistantGroups,
    count: () => countOf('select count(*) as n from assistant_group where owner_id = ?', [sellerId]),
    create: async (n) => {
      const res = await seller.gql(CreateAssistantGroupDocument, {
        input: { name: `上限群組 ${n}`, permissionKeys: ['shipping_list'] },
      });
      groupId = res.data!.createAssistantGroup.group?.id ?? groupId;
      return res.data!.createAssistantGroup.errors;
    },
  },
  {
    list: 'assistants',
    cap: OWNER_CAPS.assistants,
    message: OWNER_CAP_MESSAGES.assistants,
    count: () => countOf('select count(*) as n from assistant where owner_id = ?', [sellerId]),
    create: async (n) =>
      (
        await seller.gql(CreateAssistantDocument, {
          input: { loginName: `capas${n}`, name: '上限助理', groupId, enabled: true, password: 'Assist+Pass2026x' },
        })
      ).data!.createAssistant.errors,
  },
  {
    list: 'webhookEndpoints',
    cap: WEBHOOK_ENDPOINTS_MAX,
    message: WEBHOOK_MESSAGES.tooMany,
    count: () => countOf('select count(*) as n from webhook_endpoint where member_id = ?', [sellerId]),
    create: async () =>
      (await seller.gql(CreateWebhookEndpointDocument, { input: { url: r.url, events: ['payment.paid'] } })).data!
        .createWebhookEndpoint.errors,
  },
  {
    list: 'agentContract',
    cap: OWNER_CAPS.agentContracts,
    message: OWNER_CAP_MESSAGES.agentContracts,
    count: () => countOf('select count(*) as n from agent_contract where agent_member_id = ?', [agentId]),
    create: async (n) =>
      (
        await ops.gql(SetAgentContractDocument, {
          agentMemberId: agentId,
          input: {
            startsOn: new Date(Date.UTC(2030, 0, 1) + n * 86_400_000).toISOString().slice(0, 10),
            rates: [{ payType: 'CREDIT', basisPoints: 1000 }],
          },
        })
      ).data!.setAgentContract.errors,
  },
  {
    list: 'faqList',
    cap: CONTENT_LIMITS.faqMax,
    message: CONTENT_MESSAGES.faqTooMany,
    count: () => countOf(`select count(*) as n from content_item where kind = 'FAQ'`, []),
    create: async (n) =>
      (
        await ops.gql(SaveContentDocument, {
          input: { kind: 'FAQ', category: 'payment', title: `上限問題 ${n}`, bodyHtml: '<p>答</p>' },
        })
      ).data!.saveContent.errors,
  },
];

const inParallel = (n: number, c: Capped) => Promise.all(Array.from({ length: n }, () => c.create((seq += 1))));

describe.each(CAPPED)('$list', (c) => {
  it('lets 20 racing creates fill the cap exactly, refuses the rest and any create after with a zh-TW error', async () => {
    const room = Math.min(10, c.cap - (await c.count()));
    expect(room).toBeGreaterThan(0);
    for (let left = c.cap - room - (await c.count()); left > 0; left -= 20)
      expect((await inParallel(Math.min(20, left), c)).flat()).toEqual([]);
    expect(await c.count()).toBe(c.cap - room);

    const raced = await inParallel(20, c);
    expect(raced.filter((errors) => errors.length === 0)).toHaveLength(room);
    const refused = raced.filter((errors) => errors.length > 0);
    for (const errors of refused)
      expect(errors).toEqual([expect.objectContaining({ field: null, code: 'TOO_MANY', message: c.message })]);
    expect(await c.count()).toBe(c.cap);

    expect(await c.create((seq += 1))).toEqual([
      expect.objectContaining({ field: null, code: 'TOO_MANY', message: c.message }),
    ]);
    expect(await c.count()).toBe(c.cap);
  });
});
