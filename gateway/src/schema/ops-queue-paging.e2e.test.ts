import request from 'supertest';
import { PAGE_SIZE } from '@paydesk/shared/api-reference';
import { LogisticsApplicationStatus, LostClaimStatus } from '@paydesk/shared/logistics-statuses';
import { JkoStatus } from '@paydesk/shared/jko-statuses';
import { MemberStatus } from '@paydesk/shared/member-statuses';
import { MerchantStatus } from '@paydesk/shared/merchant-statuses';
import { CreateOperatorTokenDocument } from '../test/client-operations';
import { createTestApp, type TestApp, type TestClient } from '../test/test-app';

/**
 * The operator queues page like every other list (core/paging.ts): a default page of 50, `first` outside 1..200
 * and foreign cursors refused as field errors with no rows, every row once when walked to the end in the order of
 * one large page, members and operator tokens without the scope refused. Demo data gives each queue its first rows;
 * rows added here make some long enough to need more than one default page.
 */
let t: TestApp;
let ops: TestClient;
let seller: TestClient;
/** Shops added to the review queue: more than one default page. */
const ADDED_SHOPS = PAGE_SIZE.default + 5;

const sql = <T>(q: string, p: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(q, p);

beforeAll(async () => {
  t = await createTestApp();
  ops = t.client();
  await ops.login('ops01');
  seller = t.client();
  await seller.login('personal01');
  await sql(
    `insert into merchant (member_id, name, status, mer_type, sell_type, goods_pay_type, business_type_id)
     select m.member_id, '排隊小舖' || g, ?, m.mer_type, m.sell_type, m.goods_pay_type, m.business_type_id
       from (select * from merchant order by id limit 1) m, generate_series(1, ?) g`,
    [MerchantStatus.UNDER_REVIEW, ADDED_SHOPS],
  );
  // One application per shop may wait; five of the new shops apply.
  await sql(
    `insert into logistics_application (member_id, merchant_id, services, sender_name, sender_mobile, sender_address, return_address, status)
     select member_id, id, '{C2C}', '王小明', '0912345678', '台北市信義區市府路1號', '', ? from merchant
      where name like '排隊小舖%' order by id limit 5`,
    [LogisticsApplicationStatus.PENDING],
  );
  await sql(
    `insert into lost_claim (shipment_id, member_id, claimed, capped, description, status)
     select id, member_id, 500, 500, '包裹遺失', ? from shipment order by id limit 4`,
    [LostClaimStatus.PENDING],
  );
  // Two waiting members and two waiting accounts share a time to the microsecond: the id decides their order.
  await sql(
    `update member_profile set submitted_at = '2026-11-01T01:02:03.456789Z'
      where member_id in (select id from member where login_name in ('review01', 'review02'))`,
  );
  await sql(
    `update member_bank_account set updated_at = '2026-11-01T01:02:03.456789Z'
      where member_id in (select id from member where login_name in ('review01', 'review02'))`,
  );
});
afterAll(() => t.close());

interface Page {
  items: Record<string, unknown>[];
  hasNextPage: boolean;
  nextCursor: string | null;
  errors: { field: string | null; code: string; message: string }[];
}

interface Queue {
  field: string;
  args: string;
  fields: string;
  /** The operator token scope that opens the queue. */
  scope: string;
  /** Rows the queue has in the database, in its order. */
  rows: () => Promise<unknown[]>;
  /** How a row of the answer reads as one of `rows`. */
  key: (item: Record<string, unknown>) => unknown;
}

const AWAITING = `${MerchantStatus.UNDER_REVIEW}, ${MerchantStatus.SUPPLEMENT}`;
const ids = async (q: string, p: unknown[] = []) => (await sql<{ id: number }>(q, p)).map((r) => r.id);

const QUEUES: Queue[] = [
  {
    field: 'pendingMembers',
    args: '',
    fields: 'id loginName',
    scope: 'OPS_MEMBERS_READ',
    rows: () =>
      ids(
        `select m.id from member m join member_profile p on p.member_id = m.id
          where m.status = ${MemberStatus.PENDING_REVIEW} and m.profile_completed order by p.submitted_at, m.id`,
      ),
    key: (i) => i.id,
  },
  {
    field: 'pendingBankAccounts',
    args: '',
    fields: 'memberId loginName',
    scope: 'OPS_REVIEWS_READ',
    rows: () =>
      ids(
        `select member_id as id from member_bank_account
          where verified_at is null and rejected_at is null order by updated_at, member_id`,
      ),
    key: (i) => i.memberId,
  },
  {
    field: 'merchantReviewQueue',
    args: '',
    fields: 'id name',
    scope: 'OPS_MERCHANTS_READ',
    rows: () => ids(`select id from merchant where status in (${AWAITING}) order by id`),
    key: (i) => i.id,
  },
  {
    field: 'opsMerchants',
    args: 'filter: {}',
    fields: 'merchant { id status jkoStatus }',
    scope: 'OPS_MERCHANTS_READ',
    rows: () =>
      ids(
        `select id from merchant
          order by case when status in (${AWAITING}) or jko_status = ${JkoStatus.PENDING} then 0 else 1 end, id desc`,
      ),
    key: (i) => (i.merchant as { id: number }).id,
  },
  {
    field: 'pendingLogisticsApplications',
    args: '',
    fields: 'id merchantName',
    scope: 'OPS_REVIEWS_READ',
    rows: () =>
      ids(`select id from logistics_application where status = ${LogisticsApplicationStatus.PENDING} order by id desc`),
    key: (i) => i.id,
  },
  {
    field: 'pendingLostClaims',
    args: '',
    fields: 'id logisticsNo',
    scope: 'OPS_REVIEWS_READ',
    rows: () => ids(`select id from lost_claim where status = ${LostClaimStatus.PENDING} order by id desc`),
    key: (i) => i.id,
  },
];

const query = (q: Queue) => `query ($first: Int, $after: String) {
  ${q.field}(${q.args ? `${q.args}, ` : ''}first: $first, after: $after) {
    items { ${q.fields} } hasNextPage nextCursor errors { field code message }
  }
}`;

async function pageOf(q: Queue, vars: { first?: number; after?: string | null }, client = ops): Promise<Page> {
  const res = await client.gql<Record<string, Page>>(query(q), vars);
  expect(res.errors).toBeUndefined();
  return res.data![q.field]!;
}

/** Walks the queue with pages of `size` and returns every row seen, checking each page's shape on the way. */
async function walk(q: Queue, size: number): Promise<Record<string, unknown>[]> {
  const walked: Record<string, unknown>[] = [];
  let after: string | null = null;
  for (let pages = 1; ; pages += 1) {
    const page: Page = await pageOf(q, { first: size, after });
    expect(page.errors).toEqual([]);
    expect(page.hasNextPage).toBe(page.nextCursor !== null);
    walked.push(...page.items);
    if (!page.hasNextPage) return walked;
    expect(page.items).toHaveLength(size);
    after = page.nextCursor;
    expect(pages).toBeLessThan(300);
  }
}

describe.each(QUEUES)('$field', (q) => {
  it('walked page by page gives every waiting row once, in the queue order of one large page', async () => {
    const rows = await q.rows();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const whole = await pageOf(q, { first: PAGE_SIZE.max });
    expect(whole).toMatchObject({ errors: [], hasNextPage: false, nextCursor: null });
    expect(whole.items.map(q.key)).toEqual(rows);
    for (const size of [1, Math.max(2, Math.floor(rows.length / 3))]) {
      const walked = await walk(q, size);
      expect(new Set(walked.map(q.key)).size).toBe(walked.length);
      expect(walked).toEqual(whole.items);
    }
  });

  it('gives a default page of 50 rows, or all when fewer wait', async () => {
    const rows = await q.rows();
    const page = await pageOf(q, {});
    expect(page.errors).toEqual([]);
    expect(page.items.map(q.key)).toEqual(rows.slice(0, PAGE_SIZE.default));
    expect(page.hasNextPage).toBe(rows.length > PAGE_SIZE.default);
    if (page.hasNextPage) {
      const next = await pageOf(q, { after: page.nextCursor });
      expect(next.items.map(q.key)).toEqual(rows.slice(PAGE_SIZE.default, 2 * PAGE_SIZE.default));
    }
  });

  it('refuses a page size outside 1..200 and a cursor it did not hand out, with a field error and no rows', async () => {
    for (const first of [0, PAGE_SIZE.max + 1, -1]) {
      const page = await pageOf(q, { first });
      expect(page).toEqual({
        items: [],
        hasNextPage: false,
        nextCursor: null,
        errors: [{ field: 'first', code: 'OUT_OF_RANGE', message: '每頁筆數須為 1 至 200 的整數' }],
      });
    }
    const cursors = {
      id: Buffer.from('id:5').toString('base64url'),
      timed: Buffer.from('at:2026-11-01T00:00:00.000000Z|5').toString('base64url'),
      grouped: Buffer.from('id:awaiting|5').toString('base64url'),
    };
    const fits: Record<string, keyof typeof cursors> = {
      pendingMembers: 'timed',
      pendingBankAccounts: 'timed',
      opsMerchants: 'grouped',
    };
    const mine = fits[q.field] ?? 'id';
    for (const after of ['not a cursor', 'eHl6', Buffer.from('id:').toString('base64url'), ...Object.values(cursors)]) {
      const page = await pageOf(q, { after });
      if (after === cursors[mine]) expect(page.errors).toEqual([]);
      else
        expect(page).toEqual({
          items: [],
          hasNextPage: false,
          nextCursor: null,
          errors: [{ field: 'after', code: 'INVALID', message: '分頁參數錯誤，請重新查詢' }],
        });
    }
  });

  it('answers 20 pages read side by side, each the same as read alone', async () => {
    const first = await pageOf(q, { first: 1 });
    const alone = await pageOf(q, { first: 1, after: first.nextCursor });
    const pages = await Promise.all(
      Array.from({ length: 20 }, (_, i) => pageOf(q, i % 2 ? { first: 1, after: first.nextCursor } : { first: 1 })),
    );
    pages.forEach((p, i) => expect(p).toEqual(i % 2 ? alone : first));
  });

  it('refuses members, and opens for an operator token with its scope, page after page', async () => {
    const refused = await seller.gql(query(q), { first: 1 });
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(refused.data ?? null).toBeNull();
    const made = await ops.gql(CreateOperatorTokenDocument, {
      input: { name: `分頁 ${q.field}`, scopes: [q.scope as 'OPS_MEMBERS_READ'], expiresInDays: 1 },
    });
    const secret = made.data!.createOperatorToken.secret!;
    const tool = (vars: object) =>
      request(t.app)
        .post(`${t.config.basePath}/graphql`)
        .set('Authorization', `Bearer ${secret}`)
        .send({ query: query(q), variables: vars });
    const one = await tool({ first: 1 });
    expect(one.body.errors).toBeUndefined();
    const two = await tool({ first: 1, after: one.body.data[q.field].nextCursor });
    expect(two.body.errors).toBeUndefined();
    expect([...one.body.data[q.field].items, ...two.body.data[q.field].items]).toEqual(
      (await pageOf(q, { first: 2 })).items,
    );
  });
});

describe('opsMerchants groups', () => {
  it('keeps the filter while paging and moves a decided shop out of the awaiting group', async () => {
    const Q: Queue = { ...QUEUES.find((x) => x.field === 'opsMerchants')!, args: 'filter: { search: "排隊小舖" }' };
    const walked = await walk(Q, 7);
    expect(walked).toHaveLength(ADDED_SHOPS);
    const [newest] = walked.map(Q.key) as number[];
    await sql(`update merchant set status = ? where id = ?`, [MerchantStatus.ACTIVE, newest]);
    const after = (await walk(Q, 7)).map(Q.key);
    expect(after).toHaveLength(ADDED_SHOPS);
    expect(after[after.length - 1]).toBe(newest);
  });
});
