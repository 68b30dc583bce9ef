import { sqlOf } from '../../core/database/sql';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FORBIDDEN = '很抱歉，您沒有操作權限';
const sql = <T extends object>(text: string, params: unknown[] = []) => sqlOf(t.orm.em.fork())<T>(text, params);
const PURCHASES = '{ myPurchases { items { tradeNo merchantName amount statusLabel } } }';
type Answer = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };

/** A paid payment at business01's shop by a buyer with this email; with a mobile, a store order carries it. */
async function purchase(tradeNo: string, buyerEmail: string, buyerMobile?: string): Promise<void> {
  const [{ memberId, merchantId }] = await sql<{ memberId: number; merchantId: number }>(
    `select m.id as "memberId", s.id as "merchantId" from member m join merchant s on s.member_id = m.id
      where m.login_name = 'business01' limit 1`,
  );
  const [{ id }] = await sql<{ id: number }>(
    `insert into payment_transaction (trade_no, amount, status, pay_type, merchant_id, member_id, fee, paid_at,
       settle_due_at, created_at, buyer_email)
     values (?, 880, 1, 1, ?, ?, 25, now(), now() + interval '5 days', now(), ?) returning id`,
    [tradeNo, merchantId, memberId, buyerEmail],
  );
  if (!buyerMobile) return;
  const [{ storeId }] = await sql<{ storeId: number }>(
    'select id as "storeId" from store where member_id = ? limit 1',
    [memberId],
  );
  await sql(
    `insert into shop_order (order_no, store_id, member_id, buyer_name, buyer_email, buyer_mobile, delivery_method,
       amount, pay_type, status, transaction_id)
     values (?, ?, ?, '王小明', 'other@example.com', ?, 1, 880, 1, 2, ?)`,
    [`S${tradeNo.slice(-12)}`, storeId, memberId, buyerMobile, id],
  );
}

describe("a personal member's buyer view (消費者專區)", () => {
  it('lists what it bought with its verified email (any case) or mobile, and nothing of others', async () => {
    await purchase('20260401000000000001', 'Personal01@Example.com');
    await purchase('20260401000000000002', 'buyer-other@example.com', '0912345678');
    await purchase('20260401000000000003', 'someone@example.com');
    const c = t.client();
    await c.login('personal01');
    const res = await c.gql<{ myPurchases: { items: { tradeNo: string; merchantName: string; amount: number }[] } }>(
      PURCHASES,
    );
    const mine = res.data!.myPurchases.items.map((p) => p.tradeNo).filter((n) => n.startsWith('20260401'));
    expect(mine.sort()).toEqual(['20260401000000000001', '20260401000000000002']);
    expect(res.data!.myPurchases.items.find((p) => p.tradeNo === '20260401000000000001')).toMatchObject({
      merchantName: '好物商行',
      amount: 880,
    });
  });

  it('leaves out an email that is not verified', async () => {
    await sql(`update member set mail_verified_at = null where login_name = 'personal01'`);
    await t.sessionsSettled();
    const c = t.client();
    await c.login('personal01');
    const res = await c.gql<{ myPurchases: { items: { tradeNo: string }[] } }>(PURCHASES);
    const mine = res.data!.myPurchases.items.map((p) => p.tradeNo).filter((n) => n.startsWith('20260401'));
    expect(mine).toEqual(['20260401000000000002']);
    await sql(`update member set mail_verified_at = now() where login_name = 'personal01'`);
  });

  it('is for personal members only: a business member and an assistant are refused', async () => {
    for (const account of ['business01', 'assist01']) {
      const c = t.client();
      await c.login(account);
      const res = (await c.gql(PURCHASES)) as Answer;
      expect([account, res.errors?.[0]?.extensions?.code]).toEqual([account, 'FORBIDDEN']);
    }
  });
});

describe('assistant pages are for business members (SPEC §2.3)', () => {
  it('refuses a personal member every assistant query and mutation at the guard', async () => {
    const c = t.client();
    await c.login('personal01');
    for (const query of [
      '{ assistants { loginName } }',
      '{ assistantGroups { name } }',
      '{ assistantGroup(id: 1) { name } }',
      'mutation { createAssistantGroup(input: { name: "x", permissionKeys: ["trans_detail"] }) { errors { code } } }',
    ]) {
      const res = (await c.gql(query)) as Answer;
      expect([query, res.errors?.[0]?.extensions?.code, res.errors?.[0]?.message]).toEqual([
        query,
        'FORBIDDEN',
        FORBIDDEN,
      ]);
    }
    const [{ groups }] = await sql<{ groups: number }>(
      `select count(*)::int as groups from assistant_group g join member m on m.id = g.owner_id where m.login_name = 'personal01'`,
    );
    expect(groups).toBe(0);
    const viewer = await c.gql<{ viewer: { permissions: string[] } }>('{ viewer { permissions } }');
    expect(viewer.data!.viewer.permissions.filter((k) => k.startsWith('assistant_'))).toEqual([]);
  });

  it('still serves them to a business member', async () => {
    const c = t.client();
    await c.login('business01');
    const res = await c.gql<{ assistants: { loginName: string }[] }>('{ assistants { loginName } }');
    expect(res.data!.assistants.map((a) => a.loginName)).toEqual(['assist01']);
  });
});
