import { PAGE_SIZE } from '@paydesk/shared/api-reference';
import { PAGE_MESSAGES } from '../core/paging';
import {
  MyPaymentsDocument,
  MyPurchasesDocument,
  MyShopOrdersDocument,
  MySubscriptionsDocument,
  StoreMyOrderEmailDocument,
} from '../test/client-operations';
import { createTestApp, type TestApp, type TestClient } from '../test/test-app';

/**
 * The buyer area's lists page as every other list (core/paging.ts): the default page size, `first` refused outside
 * 1..200, a cursor this list did not hand out refused, and a walk to the end that meets each row once even when
 * many rows share one time to the microsecond. Each buyer sees only its own rows, whatever cursor it passes.
 */
let t: TestApp;
let buyer: TestClient;
let otherBuyer: TestClient;
let personal: TestClient;
const ids: Record<'buyer' | 'other' | 'seller' | 'merchant' | 'store' | 'plan', number> = {
  buyer: 0,
  other: 0,
  seller: 0,
  merchant: 0,
  store: 0,
  plan: 0,
};

const sql = <T>(q: string, p: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(q, p);

/** More rows than a default page, all made in the same microsecond so only the id tells them apart. */
const MINE = PAGE_SIZE.default + 13;
const THEIRS = 4;
const SAME_TIME = '2026-11-20 10:00:00.123456+08';

beforeAll(async () => {
  t = await createTestApp();
  const columns = await sql<{ column_name: string }>(
    `select column_name from information_schema.columns where table_name = 'member'
      and column_name not in ('id', 'login_name', 'email', 'mobile') and is_generated = 'NEVER' and is_identity = 'NO'`,
  );
  const list = columns.map((c) => `"${c.column_name}"`).join(', ');
  await sql(
    `insert into member (login_name, email, mobile, ${list})
     select 'buyer09', 'buyer09@example.com', '0955000222', ${list} from member where login_name = 'buyer01'`,
  );
  [{ id: ids.buyer }] = await sql<{ id: number }>(`select id from member where login_name = 'buyer01'`);
  [{ id: ids.other }] = await sql<{ id: number }>(`select id from member where login_name = 'buyer09'`);
  [{ seller: ids.seller, merchant: ids.merchant, store: ids.store, plan: ids.plan }] = await sql<{
    seller: number;
    merchant: number;
    store: number;
    plan: number;
  }>(
    `select m.id as seller, s.id as merchant, (select id from store where member_id = m.id limit 1) as store,
            (select id from period_plan where member_id = m.id limit 1) as plan
       from member m join merchant s on s.member_id = m.id where m.login_name = 'business01' limit 1`,
  );
  await seed(ids.buyer, 'A', MINE);
  await seed(ids.other, 'B', THEIRS);
  buyer = t.client();
  await buyer.login('buyer01', 'BUYER');
  otherBuyer = t.client();
  await otherBuyer.login('buyer09', 'BUYER');
  personal = t.client();
  await personal.login('personal01');
});
afterAll(() => t.close());

/**
 * `n` payments, store orders and subscriptions of one buyer, and `n` payments naming an email: personal01's for the
 * first buyer (its 消費者專區 purchases), someone else's for the other. All share one creation time.
 */
async function seed(buyerId: number, tag: string, n: number): Promise<void> {
  const email = tag === 'A' ? 'personal01@example.com' : 'someone-else@example.com';
  await sql(
    `insert into payment_transaction (trade_no, amount, status, pay_type, merchant_id, member_id, buyer_member_id, item_name, created_at)
     select '2099' || ? || lpad(g::text, 15, '0'), 100 + g, 1, 1, ?, ?, ?, '分頁測試', ?::timestamptz from generate_series(1, ?) g`,
    [tag, ids.merchant, ids.seller, buyerId, SAME_TIME, n],
  );
  await sql(
    `insert into payment_transaction (trade_no, amount, status, pay_type, merchant_id, member_id, buyer_email, item_name, created_at)
     select '2098' || ? || lpad(g::text, 15, '0'), 100 + g, 1, 1, ?, ?, ?, '分頁測試', ?::timestamptz from generate_series(1, ?) g`,
    [tag, ids.merchant, ids.seller, email, SAME_TIME, n],
  );
  await sql(
    `insert into shop_order (order_no, store_id, member_id, buyer_member_id, buyer_name, buyer_email, buyer_mobile,
       delivery_method, amount, pay_type, status, created_at)
     select 'SP' || ? || lpad(g::text, 12, '0'), ?, ?, ?, '分頁買家', 'paging@example.com', '0912000000', 1, 100 + g, 1, 1,
            ?::timestamptz from generate_series(1, ?) g`,
    [tag, ids.store, ids.seller, buyerId, SAME_TIME, n],
  );
  await sql(
    `insert into period_subscription (sub_no, plan_id, member_id, merchant_id, buyer_member_id, buyer_name, buyer_email,
       buyer_mobile, card_last4, card_token, status, first_charge_date, amount, cycle, created_at)
     select 'PSP' || ? || lpad(g::text, 12, '0'), ?, ?, ?, ?, '分頁買家', 'paging@example.com', '0912000000', '1111',
            'tok_paging', 1, '2026-12-01', 100 + g, 1, ?::timestamptz from generate_series(1, ?) g`,
    [tag, ids.plan, ids.seller, ids.merchant, buyerId, SAME_TIME, n],
  );
}

/** A page as these tests read it: the keys of its rows (trade, order or subscription numbers). */
interface Page {
  keys: string[];
  hasNextPage: boolean;
  nextCursor: string | null;
  errors: { field: string | null; code: string; message: string }[];
}

type PageVars = { first?: number; after?: string | null };

interface BuyerList {
  field: string;
  /** One page through the client's own document, its rows by key. */
  read: (client: TestClient, vars: PageVars) => Promise<Page>;
  /** Whether the cursor carries a time (lists ordered by a time that can differ from insertion). */
  timed: boolean;
  client: () => TestClient;
  /** The list of the other party: another buyer, or for purchases personal01's list holds no other email. */
  other: (() => TestClient) | null;
  /** How many rows the list has for its client, counted in the database. */
  count: () => Promise<number>;
  /** The prefix of the rows seeded for the other party, which the client must never see. */
  foreign: string;
}

/** The page of a typed answer, its rows by key; a top-level error fails the test. */
function pageFrom<R>(
  res: { data?: Record<string, unknown> | null; errors?: unknown },
  field: string,
  key: (row: R) => string,
): Page {
  expect(res.errors).toBeUndefined();
  const page = res.data![field] as Omit<Page, 'keys'> & { items: R[] };
  return { keys: page.items.map(key), hasNextPage: page.hasNextPage, nextCursor: page.nextCursor, errors: page.errors };
}

const countOf = async (q: string, p: unknown[]) => Number((await sql<{ n: string }>(q, p))[0]!.n);

const LISTS: BuyerList[] = [
  {
    field: 'myPayments',
    read: async (c, v) =>
      pageFrom(await c.gql(MyPaymentsDocument, v), 'myPayments', (r: { tradeNo: string }) => r.tradeNo),
    timed: true,
    client: () => buyer,
    other: () => otherBuyer,
    count: () =>
      countOf(
        `select count(*)::text as n from payment_transaction t where t.buyer_member_id = ?
            or t.period_subscription_id in (select id from period_subscription where buyer_member_id = ?)`,
        [ids.buyer, ids.buyer],
      ),
    foreign: '2099B',
  },
  {
    field: 'myPurchases',
    read: async (c, v) =>
      pageFrom(await c.gql(MyPurchasesDocument, v), 'myPurchases', (r: { tradeNo: string }) => r.tradeNo),
    timed: true,
    client: () => personal,
    other: null,
    count: () =>
      countOf(
        `select count(*)::text as n from payment_transaction t, member me where me.login_name = 'personal01' and (
           (me.mail_verified_at is not null and lower(t.buyer_email) = lower(me.email))
           or (me.mobile_verified_at is not null and t.id in (select transaction_id from shop_order where buyer_mobile = me.mobile)))`,
        [],
      ),
    foreign: '2098B',
  },
  {
    field: 'myShopOrders',
    read: async (c, v) =>
      pageFrom(await c.gql(MyShopOrdersDocument, v), 'myShopOrders', (r: { orderNo: string }) => r.orderNo),
    timed: true,
    client: () => buyer,
    other: () => otherBuyer,
    count: () => countOf('select count(*)::text as n from shop_order where buyer_member_id = ?', [ids.buyer]),
    foreign: 'SPB',
  },
  {
    field: 'mySubscriptions',
    read: async (c, v) =>
      pageFrom(await c.gql(MySubscriptionsDocument, v), 'mySubscriptions', (r: { subNo: string }) => r.subNo),
    timed: false,
    client: () => buyer,
    other: () => otherBuyer,
    count: () => countOf('select count(*)::text as n from period_subscription where buyer_member_id = ?', [ids.buyer]),
    foreign: 'PSPB',
  },
];

const pageOf = (l: BuyerList, vars: PageVars, client = l.client()) => l.read(client, vars);

async function walk(l: BuyerList, size: number, client = l.client()): Promise<string[]> {
  const keys: string[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 500; pages += 1) {
    const page: Page = await pageOf(l, { first: size, after }, client);
    expect(page.errors).toEqual([]);
    expect(page.hasNextPage).toBe(page.nextCursor !== null);
    keys.push(...page.keys);
    if (!page.hasNextPage) return keys;
    expect(page.keys).toHaveLength(size);
    after = page.nextCursor;
  }
  throw new Error('the walk did not end');
}

describe.each(LISTS)('$field', (l) => {
  it('answers a default page of 50 newest first, telling that more follow', async () => {
    const page = await pageOf(l, {});
    expect(page.errors).toEqual([]);
    expect(page.keys).toHaveLength(PAGE_SIZE.default);
    expect(page.hasNextPage).toBe(true);
    expect(page.nextCursor).not.toBeNull();
  });

  it('walked in pages of 7 meets every row once, in the order of one large page, across rows of one time', async () => {
    const whole = await pageOf(l, { first: PAGE_SIZE.max });
    expect(whole.hasNextPage).toBe(false);
    expect(whole.keys.length).toBeGreaterThanOrEqual(MINE);
    expect(whole.keys.length).toBe(await l.count());
    const walked = await walk(l, 7);
    expect(new Set(walked).size).toBe(walked.length);
    expect(walked).toEqual(whole.keys);
  });

  it('refuses a page size outside 1..200 with a field error and no rows', async () => {
    for (const first of [0, PAGE_SIZE.max + 1, -1]) {
      const page = await pageOf(l, { first });
      expect(page).toEqual({
        keys: [],
        hasNextPage: false,
        nextCursor: null,
        errors: [{ field: 'first', code: 'OUT_OF_RANGE', message: PAGE_MESSAGES.first }],
      });
    }
  });

  it('refuses a cursor it did not hand out, and one of the other kind, with a field error and no rows', async () => {
    const id = Buffer.from('id:5').toString('base64url');
    const timed = Buffer.from('at:2026-11-01T00:00:00.000000Z|5').toString('base64url');
    const foreign = l.timed ? id : timed;
    for (const after of ['not a cursor', 'eHl6', Buffer.from('at:yesterday|5').toString('base64url'), foreign]) {
      const page = await pageOf(l, { after });
      expect(page.errors).toEqual([{ field: 'after', code: 'INVALID', message: PAGE_MESSAGES.after }]);
      expect(page.keys).toEqual([]);
    }
    expect((await pageOf(l, { after: l.timed ? timed : id })).errors).toEqual([]);
  });

  it("never shows another buyer's rows, even after that buyer's cursor", async () => {
    const mine = await walk(l, PAGE_SIZE.max);
    expect(mine.filter((k) => k.startsWith(l.foreign))).toEqual([]);
    if (!l.other) return;
    const theirs = await walk(l, 3, l.other());
    expect(theirs).toHaveLength(THEIRS);
    expect(theirs.every((k) => k.startsWith(l.foreign))).toBe(true);
    const first = await pageOf(l, { first: 2 });
    const borrowed = await pageOf(l, { first: PAGE_SIZE.max, after: first.nextCursor }, l.other());
    expect(borrowed.keys.every((k) => k.startsWith(l.foreign))).toBe(true);
  });

  it('answers 20 pages read side by side, each the same as read alone', async () => {
    const first = await pageOf(l, { first: 3 });
    const alone = await pageOf(l, { first: 3, after: first.nextCursor });
    const pages = await Promise.all(
      Array.from({ length: 20 }, (_, i) => pageOf(l, i % 2 ? { first: 3, after: first.nextCursor } : { first: 3 })),
    );
    pages.forEach((p, i) => expect(p).toEqual(i % 2 ? alone : first));
  });
});

it("the order page finds one of the buyer's own orders by number, and none of another buyer's", async () => {
  const own = await buyer.gql(StoreMyOrderEmailDocument, { orderNo: 'SPA000000000007' });
  expect(own.data!.myShopOrders.items).toEqual([{ orderNo: 'SPA000000000007', buyerEmail: 'paging@example.com' }]);
  const theirs = await buyer.gql(StoreMyOrderEmailDocument, { orderNo: 'SPB000000000001' });
  expect(theirs.data!.myShopOrders.items).toEqual([]);
});
