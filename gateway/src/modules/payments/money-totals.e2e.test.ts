import type { EntityManager } from '@mikro-orm/postgresql';
import { TransactionStatus } from '@paydesk/shared/transaction-statuses';
import type { TestApp, TestClient } from '../../test/test-app';
import { sqlOf } from '../../core/database/sql';
import { sellerWithLink } from './daily-sales.fixtures';

/**
 * Sums past 2^31 TWD (a big seller's years): the list totals, the dashboard figures and a link's paid total come back
 * exact as Money, not as an "integer out of range" error or a wrapped Int.
 */
let t: TestApp;
let seller: TestClient;
let token: string;
let em: EntityManager;
beforeAll(async () => {
  ({ t, em, seller, token } = await sellerWithLink());
});
afterAll(() => t.close());

const BIG = 1_500_000_000;
const FIGURES = `query($day: TransactionFilter!, $direct: TransactionFilter!, $link: Int!) {
  summary: transactions(filter: $day) { totalAmount }
  direct: transactions(filter: $direct) { totalAmount }
  moneyOverview { todayTotal monthTotal byDay { total } byPayType { total } }
  paymentLink(id: $link) { paidTotal }
}`;

interface Figures {
  summary: { totalAmount: number };
  direct: { totalAmount: number };
  moneyOverview: { todayTotal: number; monthTotal: number; byDay: { total: number }[]; byPayType: { total: number }[] };
  paymentLink: { paidTotal: number };
}

it('adds two payments of 1.5 billion to every sum exactly (3 billion, past the 32-bit Int)', async () => {
  const sql = sqlOf(em);
  const [link] = await sql<{ id: number; member_id: number; merchant_id: number }>(
    'select id, member_id, merchant_id from payment_link where token = ?',
    [token],
  );
  const [{ today }] = await sql<{ today: string }>(
    `select to_char((now() at time zone 'Asia/Taipei')::date, 'YYYY-MM-DD') as today`,
  );
  // The summary answers whole-day filters; a trade-number-free "links only" filter is counted over the payments.
  const variables = {
    day: { from: today, to: today },
    direct: { from: today, to: today, paymentLinksOnly: true },
    link: link!.id,
  };
  const read = async () => {
    const res = await seller.gql<Figures>(FIGURES, variables);
    expect(res.errors).toBeUndefined();
    return res.data!;
  };
  const before = await read();

  await sql(
    `insert into payment_transaction (trade_no, amount, status, pay_type, merchant_id, member_id, payment_link_id, paid_at)
     select '9700000000000000000' || g, ?, ?, 1, ?, ?, ?, now() from generate_series(1, 2) g`,
    [BIG, TransactionStatus.PAID, link!.merchant_id, link!.member_id, link!.id],
  );
  const after = await read();

  const grew = (pick: (f: Figures) => number) => pick(after) - pick(before);
  const sum = (list: { total: number }[]) => list.reduce((a, d) => a + d.total, 0);
  expect(after.summary.totalAmount).toBeGreaterThan(2 ** 31);
  expect({
    summary: grew((f) => f.summary.totalAmount),
    direct: grew((f) => f.direct.totalAmount),
    today: grew((f) => f.moneyOverview.todayTotal),
    month: grew((f) => f.moneyOverview.monthTotal),
    byDay: grew((f) => sum(f.moneyOverview.byDay)),
    byPayType: grew((f) => sum(f.moneyOverview.byPayType)),
    link: grew((f) => f.paymentLink.paidTotal),
  }).toEqual({
    summary: 2 * BIG,
    direct: 2 * BIG,
    today: 2 * BIG,
    month: 2 * BIG,
    byDay: 2 * BIG,
    byPayType: 2 * BIG,
    link: 2 * BIG,
  });
});
