import { taipeiIsoDay } from '@paydesk/shared/taiwan-time';
import request from 'supertest';
import {
  AdvanceSettlementClockDocument,
  CreateOperatorTokenDocument,
  LedgerLinesDocument,
  OpsDailySalesDocument,
  OpsSettlementSummaryDocument,
  OpsWithdrawalSummaryDocument,
  TransactionsDocument,
  WithdrawDocument,
  WithdrawPageDocument,
} from '../../test/client-operations';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { pay, paymentLinkOf } from '../payments/daily-sales.fixtures';

let t: TestApp;
let ops: TestClient;
let seller: TestClient;
let sellerId: number;
const to = taipeiIsoDay();
const from = taipeiIsoDay(new Date(), -60);

beforeAll(async () => {
  t = await createTestApp();
  ops = t.client();
  await ops.login('ops01');
  seller = t.client();
  await seller.login('business01');
  const [row] = await t.orm.em
    .getConnection()
    .execute<{ id: number }[]>(`select id from member where login_name = 'business01'`);
  sellerId = row.id;
  // Fresh money of today on top of the demo data: three payments, settled, and a withdrawal.
  const link = await paymentLinkOf(seller);
  for (let i = 0; i < 3; i += 1) expect((await pay(t, link)).data?.sandboxPay.errors).toEqual([]);
  await seller.gql(AdvanceSettlementClockDocument, { days: 10 });
  await seller.gql(WithdrawDocument, { input: { amount: 500, idempotencyKey: 'ops-report-withdraw-1' } });
});
afterAll(() => t.close());

/** Every row of a report, paged with `first` to the end; also how many pages it took. */
async function allPages<R>(
  fetch: (
    after: string | null,
  ) => Promise<{ items: R[]; hasNextPage: boolean; nextCursor: string | null; errors: unknown[] }>,
) {
  const rows: R[] = [];
  let after: string | null = null;
  let pages = 0;
  for (;;) {
    const page = await fetch(after);
    expect(page.errors).toEqual([]);
    rows.push(...page.items);
    pages += 1;
    if (!page.hasNextPage) {
      expect(page.nextCursor).toBeNull();
      return { rows, pages };
    }
    expect(page.items.length).toBeGreaterThan(0);
    after = page.nextCursor;
  }
}

const sum = <R>(rows: R[], f: (r: R) => number) => rows.reduce((s, r) => s + f(r), 0);

describe('operator reports', () => {
  it('daily totals per seller and pay type page to the end and equal the seller’s own transaction list', async () => {
    const whole = await ops.gql(OpsDailySalesDocument, { from, to, memberId: sellerId, first: 200 });
    const all = whole.data!.opsDailySales;
    expect(all.errors).toEqual([]);
    expect(all.hasNextPage).toBe(false);
    expect(all.items.length).toBeGreaterThan(1);
    const paged = await allPages(async (after) => {
      const r = await ops.gql(OpsDailySalesDocument, { from, to, memberId: sellerId, first: 1, after });
      return r.data!.opsDailySales;
    });
    expect(paged.pages).toBe(all.items.length);
    expect(paged.rows).toEqual(all.items);
    const mine = await seller.gql(TransactionsDocument, { filter: { from, to, first: 1 }, withTotals: true });
    const list = mine.data!.transactions;
    expect(sum(paged.rows, (r) => r.count)).toBe(list.totalCount);
    expect(sum(paged.rows, (r) => r.amount)).toBe(list.totalAmount);
    // Today's three fresh card payments are in today's credit line.
    const today = paged.rows.find((r) => r.day === to && r.payType === 'CREDIT');
    expect(today?.count).toBeGreaterThanOrEqual(3);
    expect(today).toMatchObject({ memberId: sellerId, loginName: 'business01' });
  });

  it('settlement per day equals the held-funds lines on the seller’s balance screen', async () => {
    const { rows } = await allPages(async (after) => {
      const r = await ops.gql(OpsSettlementSummaryDocument, { from, to, memberId: sellerId, first: 2, after });
      return r.data!.opsSettlementSummary;
    });
    expect(rows.length).toBeGreaterThan(0);
    // The seller's screen pages too: one full page of 200 holds all the demo seller's lines.
    const lines = await seller.gql(LedgerLinesDocument, { account: 'held', first: 200 });
    expect(lines.data!.ledgerLines.hasNextPage).toBe(false);
    const settled = lines.data!.ledgerLines.items.filter((l) => {
      const day = taipeiIsoDay(new Date(l.createdAt));
      return l.kind === 'SETTLEMENT' && day >= from && day <= to;
    });
    expect(sum(rows, (r) => r.amount)).toBe(sum(settled, (l) => l.amount));
    expect(sum(rows, (r) => r.count)).toBe(settled.length);
    // Settlement moves what the payment left in trust: never more than its amount less the fee.
    for (const r of rows) expect(r.amount).toBeLessThanOrEqual(r.gross - r.fee);
  });

  it('withdrawals per day and status equal the seller’s withdrawal list', async () => {
    const { rows } = await allPages(async (after) => {
      const r = await ops.gql(OpsWithdrawalSummaryDocument, { from, to, memberId: sellerId, first: 1, after });
      return r.data!.opsWithdrawalSummary;
    });
    const page = await seller.gql(WithdrawPageDocument, { first: 200 });
    expect(page.data!.withdrawals.hasNextPage).toBe(false);
    const listed = page.data!.withdrawals.items.filter((w) => {
      const day = taipeiIsoDay(new Date(w.requestedAt));
      return day >= from && day <= to;
    });
    expect(listed.length).toBeGreaterThan(0);
    expect(sum(rows, (r) => r.count)).toBe(listed.length);
    expect(sum(rows, (r) => r.amount)).toBe(sum(listed, (w) => w.amount));
    expect(sum(rows, (r) => r.net)).toBe(sum(listed, (w) => w.net));
    for (const status of new Set(listed.map((w) => w.status)))
      expect(
        sum(
          rows.filter((r) => r.status === status),
          (r) => r.count,
        ),
      ).toBe(listed.filter((w) => w.status === status).length);
  });

  it('say which range they used, and refuse out-of-range pages, reversed or too long ranges and bad cursors', async () => {
    const defaults = await ops.gql(OpsDailySalesDocument, {});
    expect(defaults.data!.opsDailySales).toMatchObject({
      range: { from: taipeiIsoDay(new Date(), -6), to },
      errors: [],
    });
    for (const first of [0, 201]) {
      const r = await ops.gql(OpsSettlementSummaryDocument, { first });
      expect(r.data!.opsSettlementSummary).toMatchObject({
        items: [],
        hasNextPage: false,
        errors: [{ field: 'first', code: 'OUT_OF_RANGE', message: '每頁筆數須為 1 至 200 的整數' }],
      });
    }
    const reversed = await ops.gql(OpsWithdrawalSummaryDocument, { from: to, to: from });
    expect(reversed.data!.opsWithdrawalSummary.errors).toEqual([
      { field: 'from', code: 'ORDER', message: '起日不可晚於迄日' },
    ]);
    const long = await ops.gql(OpsWithdrawalSummaryDocument, { from: '2024-01-01', to: '2025-12-31' });
    expect(long.data!.opsWithdrawalSummary.errors[0]).toMatchObject({ field: 'from', code: 'RANGE_TOO_LONG' });
    const cursor = await ops.gql(OpsDailySalesDocument, { after: 'not-a-cursor' });
    expect(cursor.data!.opsDailySales.errors[0]).toMatchObject({ field: 'after', code: 'INVALID' });
    // Not a calendar day: refused by the scalar before any resolver runs.
    const day = await ops.gql(OpsDailySalesDocument, { from: '2026-02-30' });
    expect(day.errors?.[0].message).toContain('日期格式須為 YYYY-MM-DD');
  });

  it('are open to an operator token with the reports scope, with the same figures', async () => {
    const made = await ops.gql(CreateOperatorTokenDocument, {
      input: { name: '日報', scopes: ['OPS_REPORTS_READ'], expiresInDays: 7 },
    });
    const secret = made.data!.createOperatorToken.secret!;
    const query = `query Daily($from: Date, $to: Date, $memberId: Int) {
      opsDailySales(from: $from, to: $to, memberId: $memberId, first: 200) { items { day payType count amount } errors { code } } }`;
    const res = await request(t.app)
      .post(`${t.config.basePath}/graphql`)
      .set('Authorization', `Bearer ${secret}`)
      .send({ query, variables: { from, to, memberId: sellerId } });
    expect(res.body.errors).toBeUndefined();
    const session = await ops.gql(OpsDailySalesDocument, { from, to, memberId: sellerId, first: 200 });
    expect(res.body.data.opsDailySales.items).toEqual(
      session.data!.opsDailySales.items.map(({ day, payType, count, amount }) => ({ day, payType, count, amount })),
    );
    // Sellers do not reach them, even with every permission of their own.
    expect((await seller.gql(OpsDailySalesDocument, {})).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
