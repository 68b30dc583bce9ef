import { PAGE_SIZE } from '@paydesk/shared/api-reference';
import { CallbackStatus } from '@paydesk/shared/callback-statuses';
import { print } from 'graphql';
import {
  AgentOfDocument,
  AgentPartnersDocument,
  AgentReferralsDocument,
  CreateAccessTokenDocument,
  CreateOperatorTokenDocument,
  AnswerAgentReferralDocument,
  ReferAgentPartnerDocument,
  RefundTransactionDocument,
  SandboxPayDocument,
  SetAgentContractDocument,
} from '../test/client-operations';
import { createTestApp, type TestApp, type TestClient } from '../test/test-app';
import { SANDBOX_CARDS } from '../modules/payments/checkout.messages';
import { DAY_MESSAGE } from './calendar';
import request from 'supertest';

/**
 * Every list that can grow pages the same way (core/paging.ts): walked page by page to the end it gives every row
 * once, in the order one large page gives; a page size outside 1..200 or a cursor this list did not hand out is a
 * field error with no rows; many pages read side by side all answer. Demo data gives each list its rows, and where
 * it gives few, the walk uses pages of one.
 */
let t: TestApp;
let seller: TestClient;
let agent: TestClient;
let ops: TestClient;
let invitee: TestClient;
let sellerId: number;
let agentId: number;
let inviteeId: number;
beforeAll(async () => {
  t = await createTestApp();
  seller = t.client();
  await seller.login('business01');
  agent = t.client();
  await agent.login('agent01');
  ops = t.client();
  await ops.login('ops01');
  invitee = t.client();
  await invitee.login('personal01');
  [{ id: sellerId }] = await sql<{ id: number }>(`select id from member where login_name = 'business01'`);
  [{ id: agentId }] = await sql<{ id: number }>(`select id from member where login_name = 'agent01'`);
  [{ id: inviteeId }] = await sql<{ id: number }>(`select id from member where login_name = 'personal01'`);
  await shareLinesThisMonth();
  await sellerSideRows();
  // The demo subscribers' first charges fall a month out: the sandbox clock moved past them gives charge lines.
  const clock = await seller.gql<{ advanceSettlementClock: { errors: unknown[] } }>(
    'mutation { advanceSettlementClock(days: 35) { errors { code } } }',
  );
  expect(clock.data!.advanceSettlementClock.errors).toEqual([]);
  await webhookDeliveries(5);
});

/**
 * Delivery rows for business01 written directly (the queue's sending is not what is tested here); given up, so no
 * worker picks them up.
 */
async function webhookDeliveries(n: number): Promise<void> {
  const [{ id: endpointId }] = await sql<{ id: number }>(
    `insert into webhook_endpoint (member_id, url, secret, events) values (?, 'https://hooks.example.com/paydesk', 'unused', '{payment.paid}') returning id`,
    [sellerId],
  );
  for (let i = 0; i < n; i += 1) {
    await sql(
      `insert into webhook_event (id, type, member_id, data, created_at) values (?, 'payment.paid', ?, '{}', now())`,
      [`evt_paging_${i}`, sellerId],
    );
    await sql(`insert into webhook_delivery (event_id, endpoint_id, status, attempts) values (?, ?, ?, 8)`, [
      `evt_paging_${i}`,
      endpointId,
      CallbackStatus.GAVE_UP,
    ]);
  }
}

/**
 * Rows for the seller-side lists, written directly (what is tested is the paging): more products than one default
 * page, many sharing a display rank (so the walk crosses ties), rejected lost-parcel claims (any number may be),
 * agent01's referrals of several addresses, and invitations from several members (business01 first) waiting for
 * personal01.
 */
async function sellerSideRows(): Promise<void> {
  await sql(
    `insert into product (member_id, name, price, stock, sort_order)
       select ?, '分頁商品 ' || n, 100 + n, 5, n % 3 from generate_series(1, ?) n`,
    [sellerId, PAGE_SIZE.default + 7],
  );
  const [shipment] = await sql<{ id: number }>('select id from shipment where member_id = ? order by id limit 1', [
    sellerId,
  ]);
  for (let i = 0; i < 5; i += 1)
    await sql(
      `insert into lost_claim (shipment_id, member_id, claimed, capped, description, status, reason) values (?, ?, 500, 500, '分頁測試', 3, '不符')`,
      [shipment!.id, sellerId],
    );
  for (let i = 0; i < 4; i += 1) {
    const res = await agent.gql(ReferAgentPartnerDocument, { email: `paging-${i}@example.com`, note: '分頁測試' });
    expect(res.data!.referAgentPartner.errors).toEqual([]);
  }
  // Tokens through the mutations (issued under their owner's lock), one of each revoked: revoked ones stay listed.
  for (let i = 0; i < 4; i += 1) {
    const input = { name: `分頁權杖 ${i}`, expiresInDays: 7 };
    const mine = await seller.gql(CreateAccessTokenDocument, { input: { ...input, scopes: ['TRANSACTIONS_READ'] } });
    expect(mine.data!.createAccessToken.errors).toEqual([]);
    const tool = await ops.gql(CreateOperatorTokenDocument, { input: { ...input, scopes: ['OPS_MEMBERS_READ'] } });
    expect(tool.data!.createOperatorToken.errors).toEqual([]);
  }
  await sql(
    `update access_token set revoked_at = now() where id in (select min(id) from access_token group by member_id, operator_id)`,
  );
  const [{ email }] = await sql<{ email: string }>('select email from member where id = ?', [inviteeId]);
  await sql(
    `insert into agent_partner (agent_member_id, email, status, note)
       select id, ?, 1, '' from member where id not in (?, ?) order by id <> ?, id limit 4`,
    [email, inviteeId, agentId, sellerId],
  );
}

/** agent01 gains personal01 as a partner, whose four payments and one refund make this month's share lines. */
async function shareLinesThisMonth(): Promise<void> {
  const [{ id: agentId }] = await sql<{ id: number }>(`select id from member where login_name = 'agent01'`);
  const contract = await ops.gql(SetAgentContractDocument, {
    agentMemberId: agentId,
    input: { startsOn: '2026-01-01', rates: [{ payType: 'CREDIT', basisPoints: 2000 }] },
  });
  expect(contract.data!.setAgentContract.errors).toEqual([]);
  const partner = t.client();
  await partner.login('personal01');
  await agent.gql(ReferAgentPartnerDocument, { email: 'personal01@example.com', note: '分頁測試' });
  const invites = await partner.gql(AgentReferralsDocument);
  await partner.gql(AnswerAgentReferralDocument, { id: invites.data!.agentReferrals.items[0]!.id, accept: true });
  const trades: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const buyer = t.client();
    await buyer.openPage();
    const paid = await buyer.gql(SandboxPayDocument, {
      input: {
        token: 'demo-leather-wallet',
        payType: 'CREDIT',
        cardNumber: SANDBOX_CARDS.success,
        buyerName: '林美玲',
        buyerEmail: 'buyer@example.com',
      },
    });
    trades.push(paid.data!.sandboxPay.transaction!.tradeNo);
  }
  const refund = await partner.gql(RefundTransactionDocument, {
    input: { tradeNo: trades[0]!, amount: 100, reason: 'BUYER_REQUEST', idempotencyKey: 'paging-refund-1' },
  });
  expect(refund.data!.refundTransaction.errors).toEqual([]);
}
afterAll(() => t.close());

const sql = <T>(q: string, p: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(q, p);

interface Page {
  items: Record<string, unknown>[];
  hasNextPage: boolean;
  nextCursor: string | null;
  errors: { field: string | null; code: string; message: string }[];
}

interface PagedList {
  field: string;
  /** The list's own arguments before the paging ones, as a GraphQL argument list ('' for none). */
  args: string | (() => string);
  /** Fields that identify a row. */
  fields: string;
  client: () => TestClient;
  /** How many rows the whole list has, counted in the database; null where only the one large page tells. */
  count: (() => Promise<number>) | null;
  /** The key its cursors carry, when not the id alone. */
  cursor?: 'time' | 'rank';
}

const thisMonth = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
const countOf = async (q: string) => Number((await sql<{ n: string }>(q, [sellerId]))[0]!.n);

const LISTS: PagedList[] = [
  {
    field: 'withdrawals',
    args: '',
    fields: 'id',
    client: () => seller,
    count: () => countOf('select count(*)::text as n from withdrawal where member_id = ?'),
  },
  {
    field: 'ledgerLines',
    args: '',
    fields: 'entryId account amount',
    client: () => seller,
    count: () =>
      countOf(
        'select count(*)::text as n from posting p join ledger_account a on a.id = p.account_id where a.member_id = ?',
      ),
  },
  {
    field: 'paymentLinks',
    args: '',
    fields: 'id',
    client: () => seller,
    count: () => countOf('select count(*)::text as n from payment_link where member_id = ?'),
  },
  {
    field: 'shopOrders',
    args: 'filter: {}',
    fields: 'orderNo createdAt',
    client: () => seller,
    count: () => countOf('select count(*)::text as n from shop_order where member_id = ?'),
    cursor: 'time',
  },
  {
    field: 'shipments',
    args: 'filter: {}',
    fields: 'id',
    client: () => seller,
    count: () => countOf('select count(*)::text as n from shipment where member_id = ?'),
  },
  {
    field: 'periodSubscriptions',
    args: 'filter: {}',
    fields: 'subNo',
    client: () => seller,
    count: () => countOf('select count(*)::text as n from period_subscription where member_id = ?'),
  },
  {
    field: 'periodCharges',
    args: '',
    fields: 'subNo period attempt',
    client: () => seller,
    count: () =>
      countOf(
        'select count(*)::text as n from period_charge c join period_subscription s on s.id = c.subscription_id where s.member_id = ?',
      ),
  },
  {
    field: 'webhookDeliveries',
    args: '',
    fields: 'id eventId',
    client: () => seller,
    count: () =>
      countOf(
        'select count(*)::text as n from webhook_delivery d join webhook_endpoint e on e.id = d.endpoint_id where e.member_id = ?',
      ),
  },
  {
    field: 'agentShareDetail',
    args: `month: "${thisMonth()}"`,
    fields: 'kind tradeNo at',
    client: () => agent,
    count: null,
    cursor: 'time',
  },
  {
    field: 'products',
    args: '',
    fields: 'id sortOrder',
    client: () => seller,
    count: () => countOf('select count(*)::text as n from product where member_id = ?'),
    cursor: 'rank',
  },
  {
    field: 'lostClaims',
    args: '',
    fields: 'id logisticsNo',
    client: () => seller,
    count: () => countOf('select count(*)::text as n from lost_claim where member_id = ?'),
  },
  {
    field: 'agentPartners',
    args: '',
    fields: 'id email',
    client: () => agent,
    count: async () =>
      Number(
        (
          await sql<{ n: string }>('select count(*)::text as n from agent_partner where agent_member_id = ?', [agentId])
        )[0]!.n,
      ),
  },
  {
    field: 'agentPartnersOf',
    args: 'agentMemberId: AGENT',
    fields: 'id email status',
    client: () => ops,
    count: async () =>
      Number(
        (
          await sql<{ n: string }>('select count(*)::text as n from agent_partner where agent_member_id = ?', [agentId])
        )[0]!.n,
      ),
  },
  {
    field: 'agentReferrals',
    args: '',
    fields: 'id agentName',
    client: () => invitee,
    count: async () =>
      Number(
        (
          await sql<{ n: string }>(
            `select count(*)::text as n from agent_partner a join member me on me.id = ? where a.status = 1 and lower(a.email) = lower(me.email)`,
            [inviteeId],
          )
        )[0]!.n,
      ),
  },
  {
    field: 'accessTokens',
    args: '',
    fields: 'id name revokedAt',
    client: () => seller,
    count: () => countOf('select count(*)::text as n from access_token where member_id = ?'),
  },
  {
    field: 'operatorTokens',
    args: '',
    fields: 'id name revokedAt',
    client: () => ops,
    count: async () =>
      Number(
        (
          await sql<{ n: string }>(
            `select count(*)::text as n from access_token t join operator o on o.id = t.operator_id where o.login_name = 'ops01'`,
          )
        )[0]!.n,
      ),
  },
  {
    field: 'auditTrail',
    args: '',
    fields: 'id action createdAt',
    client: () => seller,
    count: () => countOf('select count(*)::text as n from audit_record where member_id = ?'),
  },
  {
    field: 'memberAuditTrail',
    args: () => `memberId: ${sellerId}`,
    fields: 'id action createdAt',
    client: () => ops,
    count: () => countOf('select count(*)::text as n from audit_record where member_id = ?'),
  },
];

const argsOf = (l: PagedList) => (typeof l.args === 'function' ? l.args() : l.args).replace('AGENT', String(agentId));

const query = (l: PagedList) => `query ($first: Int, $after: String) {
  ${l.field}(${argsOf(l) ? `${argsOf(l)}, ` : ''}first: $first, after: $after) {
    items { ${l.fields} } hasNextPage nextCursor errors { field code message }
  }
}`;

async function pageOf(l: PagedList, vars: { first?: number; after?: string | null }): Promise<Page> {
  const res = await l.client().gql<Record<string, Page>>(query(l), vars);
  expect(res.errors).toBeUndefined();
  return res.data![l.field]!;
}

describe.each(LISTS)('$field', (l) => {
  it('walked page by page gives every row once, in the order of one large page, and ends with hasNextPage false', async () => {
    const whole = await pageOf(l, { first: PAGE_SIZE.max });
    expect(whole.errors).toEqual([]);
    expect(whole.hasNextPage).toBe(false);
    expect(whole.nextCursor).toBeNull();
    expect(whole.items.length).toBeGreaterThanOrEqual(2);
    if (l.count) expect(whole.items.length).toBe(await l.count());
    const size = Math.max(1, Math.floor(whole.items.length / 3));
    const walked: Record<string, unknown>[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const page: Page = await pageOf(l, { first: size, after });
      expect(page.errors).toEqual([]);
      expect(page.items.length).toBeLessThanOrEqual(size);
      expect(page.hasNextPage).toBe(page.nextCursor !== null);
      walked.push(...page.items);
      pages += 1;
      if (!page.hasNextPage) break;
      expect(page.items).toHaveLength(size);
      after = page.nextCursor;
      expect(pages).toBeLessThan(500);
    }
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(new Set(walked.map((r) => JSON.stringify(r))).size).toBe(walked.length);
    expect(walked).toEqual(whole.items);
  });

  it('refuses a page size outside 1..200 and a foreign cursor with a field error and no rows', async () => {
    for (const first of [0, PAGE_SIZE.max + 1, -1]) {
      const page = await pageOf(l, { first });
      expect(page.errors).toEqual([{ field: 'first', code: 'OUT_OF_RANGE', message: '每頁筆數須為 1 至 200 的整數' }]);
      expect(page.items).toEqual([]);
      expect(page.hasNextPage).toBe(false);
    }
    const id = Buffer.from('id:5').toString('base64url');
    const timed = Buffer.from('at:2026-11-01T00:00:00.000000Z|5').toString('base64url');
    const ranked = Buffer.from('rank:1|5').toString('base64url');
    const ownKind = { id, time: timed, rank: ranked }[l.cursor ?? 'id'];
    for (const after of ['not a cursor', 'eHl6', Buffer.from('id:').toString('base64url'), id, timed, ranked]) {
      const page = await pageOf(l, { after });
      // A well-formed cursor of another kind (id for a time-ordered list, rank for an id-ordered one...) is foreign.
      const fits = after === ownKind;
      if (fits) expect(page.errors).toEqual([]);
      else {
        expect(page.errors).toEqual([{ field: 'after', code: 'INVALID', message: '分頁參數錯誤，請重新查詢' }]);
        expect(page.items).toEqual([]);
      }
    }
  });

  it('answers 20 pages read side by side, each the same as read alone', async () => {
    const first = await pageOf(l, { first: 1 });
    const alone = await pageOf(l, { first: 1, after: first.nextCursor });
    const pages = await Promise.all(
      Array.from({ length: 20 }, (_, i) => pageOf(l, i % 2 ? { first: 1, after: first.nextCursor } : { first: 1 })),
    );
    pages.forEach((p, i) => expect(p).toEqual(i % 2 ? alone : first));
  });
});

describe('the seller-side lists', () => {
  const byField = (field: string) => LISTS.find((l) => l.field === field)!;

  it('give the default page size without `first`, and say more follow', async () => {
    const page = await pageOf(byField('products'), {});
    expect(page.errors).toEqual([]);
    expect(page.items).toHaveLength(PAGE_SIZE.default);
    expect(page.hasNextPage).toBe(true);
    expect(page.nextCursor).not.toBeNull();
  });

  it('keep products in display order across pages: sortOrder low first, then newest first', async () => {
    const whole = await pageOf(byField('products'), { first: PAGE_SIZE.max });
    const keys = whole.items.map((p) => [p.sortOrder as number, -(p.id as number)]);
    const sorted = [...keys].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
    expect(keys).toEqual(sorted);
  });

  it('never show another member’s rows', async () => {
    const other = t.client();
    await other.login('personal01');
    const own = async (field: string, c: TestClient) =>
      (await pageOf({ ...byField(field), client: () => c }, { first: PAGE_SIZE.max })).items.map((r) => r.id);
    const sellerProducts = await own('products', seller);
    expect(sellerProducts.length).toBeGreaterThan(PAGE_SIZE.default);
    const otherProducts = await own('products', other);
    expect(otherProducts.filter((id) => sellerProducts.includes(id))).toEqual([]);
    const sellerClaims = await own('lostClaims', seller);
    expect(sellerClaims.length).toBeGreaterThanOrEqual(5);
    expect((await own('lostClaims', other)).filter((id) => sellerClaims.includes(id))).toEqual([]);
    // business01 was invited by no one: personal01's invitations are personal01's alone.
    expect(await own('agentReferrals', seller)).toEqual([]);
    // Another member's referrals (business01 invited personal01 above) hold none of agent01's.
    const agentPartners = await own('agentPartners', agent);
    const ofOther = (await ops.gql(AgentOfDocument, { agentMemberId: sellerId, first: PAGE_SIZE.max })).data!
      .agentPartnersOf;
    expect(ofOther.errors).toEqual([]);
    expect(ofOther.items.map((p) => p.email)).toEqual(['personal01@example.com']);
    expect(agentPartners).not.toContain(ofOther.items[0]!.id);
    // agentPartnersOf is an operator's view: an agent asking for it is refused, not answered with rows.
    const asAgent = await agent.gql(AgentOfDocument, { agentMemberId: agentId });
    expect(asAgent.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('opens the same paged agentPartners over an agent token with the PF_READ scope', async () => {
    const secret = (
      await agent.gql(CreateAccessTokenDocument, { input: { name: '分頁', scopes: ['PF_READ'], expiresInDays: 7 } })
    ).data!.createAccessToken.secret!;
    const walked: unknown[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 50; pages += 1) {
      const res = await request(t.app)
        .post(`${t.config.basePath}/graphql`)
        .set('Authorization', `Bearer ${secret}`)
        .send({
          query: print(AgentPartnersDocument),
          variables: { first: 2, after },
        });
      expect(res.body.errors).toBeUndefined();
      const page = res.body.data.agentPartners as Page;
      expect(page.errors).toEqual([]);
      walked.push(...page.items.map((i) => i.id));
      if (!page.hasNextPage) break;
      after = page.nextCursor;
    }
    expect(walked).toEqual((await pageOf(byField('agentPartners'), { first: PAGE_SIZE.max })).items.map((i) => i.id));
  });
});

describe('ledgerLines account', () => {
  it('refuses an account that is not trust, held or withdrawing rather than listing every account', async () => {
    const res = await seller.gql<{ ledgerLines: Page }>(
      `{ ledgerLines(account: "savings") { items { entryId } errors { field code } } }`,
    );
    expect(res.data!.ledgerLines).toEqual({ items: [], errors: [{ field: 'account', code: 'INVALID' }] });
    const held = await seller.gql<{ ledgerLines: { items: { account: string }[] } }>(
      `{ ledgerLines(account: "held", first: 200) { items { account } } }`,
    );
    expect(held.data!.ledgerLines.items.length).toBeGreaterThan(0);
    expect(new Set(held.data!.ledgerLines.items.map((i) => i.account))).toEqual(new Set(['held']));
  });
});

describe('the Date scalar', () => {
  const ORDERS = `query ($filter: ShopOrderFilter) { shopOrders(filter: $filter) { items { orderNo } from to } }`;

  it('refuses a date that is not a real YYYY-MM-DD with a top-level zh-TW error, never an ignored filter', async () => {
    for (const from of ['2026-02-30', '2026-1-05', '20261105', 'yesterday', '']) {
      const res = await seller.gql(ORDERS, { filter: { from } });
      expect(res.data ?? null).toBeNull();
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0].message).toContain(DAY_MESSAGE);
    }
    const literal = await seller.gql(`{ shipments(filter: { to: "2026-13-01" }) { items { id } } }`);
    expect(literal.data ?? null).toBeNull();
    expect(literal.errors?.[0].message).toContain(DAY_MESSAGE);
    const tx = await seller.gql(`{ transactions(filter: { from: "2026-11-31" }) { items { tradeNo } } }`);
    expect(tx.errors?.[0].message).toContain(DAY_MESSAGE);
  });

  it('answers with the range the list covered: the one asked for, or null for an open side', async () => {
    const open = await seller.gql<{ shopOrders: { from: string | null; to: string | null } }>(ORDERS, {});
    expect(open.data!.shopOrders).toMatchObject({ from: null, to: null });
    const asked = await seller.gql<{ shopOrders: { from: string | null; to: string | null } }>(ORDERS, {
      filter: { from: '2026-01-01', to: '2026-01-31' },
    });
    expect(asked.data!.shopOrders).toMatchObject({ from: '2026-01-01', to: '2026-01-31' });
  });
});

it('agentShareSummary answers a well-formed month with a summary, never null', async () => {
  const res = await agent.gql<{ agentShareSummary: { month: string } | null }>(
    `{ agentShareSummary(month: "1999-01") { month } }`,
  );
  expect(res.errors).toBeUndefined();
  expect(res.data!.agentShareSummary).toEqual({ month: '1999-01' });
});
