import express from 'express';
import request from 'supertest';
import { sqlOf } from '../../core/database/sql';
import { requirePermission } from '../../core/http/require-permission';
import { ViewerKind } from '../../core/viewer';
import { createTestApp, type TestApp } from '../../test/test-app';
import { recordPayment } from '../ledger/held-funds';
import { auditLedger } from '../ledger/ledger.fixtures';
import { loadViewer } from '../auth/viewer-loader';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FORBIDDEN = '很抱歉，您沒有操作權限';
const sql = <T extends object>(text: string, params: unknown[] = []) => sqlOf(t.orm.em.fork())<T>(text, params);
type Answer = { errors?: { message: string; extensions?: { code?: string } }[]; data?: Record<string, unknown> | null };

/** A paid, unsettled payment of business01's shop, recorded through the ledger like a checkout. */
async function paidPayment(tradeNo: string, amount: number): Promise<void> {
  const [{ memberId, merchantId }] = await sql<{ memberId: number; merchantId: number }>(
    `select m.id as "memberId", s.id as "merchantId" from member m join merchant s on s.member_id = m.id
      where m.login_name = 'business01' limit 1`,
  );
  await t.orm.em.fork().transactional(async (tx) => {
    const [row] = await sqlOf(tx)<{ id: number }>(
      `insert into payment_transaction (trade_no, amount, status, pay_type, merchant_id, member_id, fee, paid_at, settle_due_at, created_at)
       values (?, ?, 1, 1, ?, ?, 28, now(), now() + interval '5 days', now()) returning id`,
      [tradeNo, amount, merchantId, memberId],
    );
    await recordPayment(tx, { memberId, transactionId: row.id, amount, fee: 28 });
  });
}

const REFUND = `mutation($input: RefundInput!) { refundTransaction(input: $input) {
  transaction { refundedAmount } errors { code message } } }`;

describe('acts that move money or change a sale need their own key, apart from viewing', () => {
  it('refuses assist01 (group 出納助理: viewing only) every refund, ship, cancel and subscription move', async () => {
    await paidPayment('20260301000000000001', 1000);
    const [order] = await sql<{ orderNo: string; status: number }>(
      `select o.order_no as "orderNo", o.status from shop_order o join member m on m.id = o.member_id
        where m.login_name = 'business01' order by o.id limit 1`,
    );
    expect(order).toBeDefined();
    const c = t.client();
    await c.login('assist01');
    // Viewing still works: the group holds trans_detail.
    const view = await c.gql<{ transaction: { transaction: { refundedAmount: number } } }>(
      '{ transaction(tradeNo: "20260301000000000001") { transaction { refundedAmount } } }',
    );
    expect(view.data?.transaction.transaction.refundedAmount).toBe(0);
    const attempts: [string, string, Record<string, unknown>][] = [
      [
        'refundTransaction',
        REFUND,
        { input: { tradeNo: '20260301000000000001', amount: 100, reason: 'BUYER_REQUEST', idempotencyKey: 'a-1' } },
      ],
      [
        'shipShopOrder',
        'mutation($o: String!) { shipShopOrder(orderNo: $o) { errors { code } } }',
        { o: order.orderNo },
      ],
      [
        'cancelShopOrder',
        'mutation($o: String!) { cancelShopOrder(orderNo: $o) { errors { code } } }',
        { o: order.orderNo },
      ],
      [
        'completeShopOrder',
        'mutation($o: String!) { completeShopOrder(orderNo: $o) { errors { code } } }',
        { o: order.orderNo },
      ],
      [
        'refundShopOrder',
        'mutation($i: RefundShopOrderInput!) { refundShopOrder(input: $i) { errors { code } } }',
        { i: { orderNo: order.orderNo, restock: false, idempotencyKey: 'a-2' } },
      ],
      ['pausePeriodSubscription', 'mutation { pausePeriodSubscription(subNo: "S1") { errors { code } } }', {}],
      ['resumePeriodSubscription', 'mutation { resumePeriodSubscription(subNo: "S1") { errors { code } } }', {}],
      ['cancelPeriodSubscription', 'mutation { cancelPeriodSubscription(subNo: "S1") { errors { code } } }', {}],
    ];
    for (const [field, query, variables] of attempts) {
      const res = (await c.gql(query, variables)) as Answer;
      expect([field, res.errors?.[0]?.extensions?.code, res.errors?.[0]?.message]).toEqual([
        field,
        'FORBIDDEN',
        FORBIDDEN,
      ]);
    }
    // Nothing moved and nothing changed.
    const [tx] = await sql<{ refunds: number }>(
      `select count(r.id)::int as refunds from payment_transaction p left join refund r on r.transaction_id = p.id
        where p.trade_no = '20260301000000000001'`,
    );
    expect(tx.refunds).toBe(0);
    const [after] = await sql<{ status: number }>('select status from shop_order where order_no = ?', [order.orderNo]);
    expect(after.status).toBe(order.status);
  });

  it('refuses assist01 on the REST guard with the same keys (403 envelope), and passes the owner', async () => {
    const [{ id }] = await sql<{ id: number }>(`select id from assistant where login_name = 'assist01'`);
    const assistant = await loadViewer(t.orm.em.fork(), { kind: ViewerKind.ASSISTANT, id });
    const [{ ownerId }] = await sql<{ ownerId: number }>(
      `select id as "ownerId" from member where login_name = 'business01'`,
    );
    const owner = await loadViewer(t.orm.em.fork(), { kind: ViewerKind.MEMBER, id: ownerId });
    for (const key of ['trans_refund', 'shop_order_manage', 'period_order_manage'] as const) {
      for (const [viewer, status] of [
        [assistant, 403],
        [owner, 200],
      ] as const) {
        const app = express();
        app.use((req, _res, next) => {
          req.viewer = viewer;
          next();
        });
        app.post('/act', requirePermission(key), (_req, res) => void res.json({ success: true }));
        const res = await request(app).post('/act');
        expect([key, viewer?.account, res.status]).toEqual([key, viewer?.account, status]);
        if (status === 403) expect(res.body).toEqual({ success: false, message: FORBIDDEN });
      }
    }
  });

  it('lets an assistant refund once its group holds trans_refund; 20 retries of one request refund once', async () => {
    await paidPayment('20260301000000000002', 1000);
    const owner = t.client();
    await owner.login('business01');
    const groups = await owner.gql<{ assistantGroups: { id: number; name: string; permissionKeys: string[] }[] }>(
      '{ assistantGroups { id name permissionKeys } }',
    );
    const group = groups.data!.assistantGroups.find((g) => g.name === '出納助理')!;
    const saved = await owner.gql<{ updateAssistantGroup: { errors: unknown[] } }>(
      `mutation($id: Int!, $i: AssistantGroupInput!) { updateAssistantGroup(id: $id, input: $i) { errors { code } } }`,
      { id: group.id, i: { name: group.name, permissionKeys: [...group.permissionKeys, 'trans_refund'] } },
    );
    expect(saved.data!.updateAssistantGroup.errors).toEqual([]);

    const c = t.client();
    await c.login('assist01');
    const input = {
      tradeNo: '20260301000000000002',
      amount: 300,
      reason: 'BUYER_REQUEST',
      idempotencyKey: 'assistant-refund-1',
    };
    const answers = (await Promise.all(Array.from({ length: 20 }, () => c.gql(REFUND, { input })))) as Answer[];
    for (const a of answers) expect(a.errors).toBeUndefined();
    const [row] = await sql<{ refunds: number; total: number }>(
      `select count(r.id)::int as refunds, coalesce(sum(r.amount), 0)::int as total
         from payment_transaction p left join refund r on r.transaction_id = p.id
        where p.trade_no = '20260301000000000002'`,
    );
    expect(row).toEqual({ refunds: 1, total: 300 });
    // Still no right to ship or cancel: the key grants refunds of payments only.
    const ship = (await c.gql('mutation { shipShopOrder(orderNo: "X") { errors { code } } }')) as Answer;
    expect(ship.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await auditLedger(t.orm.em)).toEqual({ unbalancedEntries: 0, driftedAccounts: 0, negativeAccounts: 0 });
  });

  it('keeps every act for the owner, whose viewer holds the new keys', async () => {
    const owner = t.client();
    await owner.login('business01');
    const res = await owner.gql<{ viewer: { permissions: string[] } }>('{ viewer { permissions } }');
    expect(res.data!.viewer.permissions).toEqual(
      expect.arrayContaining(['trans_refund', 'shop_order_manage', 'period_order_manage']),
    );
  });
});
