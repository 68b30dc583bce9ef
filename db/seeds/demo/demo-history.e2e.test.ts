import { createTestApp, type TestApp } from '../../../gateway/src/test/test-app';
import { auditLedger } from '../../../gateway/src/modules/ledger/ledger.fixtures';
import { BUSINESS01_HISTORY } from './demo-history';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sql = <T>(q: string, p: unknown[] = []) => t.orm.em.fork().getConnection().execute<T[]>(q, p);

describe('a fresh seed gives every demo account a living history', () => {
  it('business01: payments over the last 60 days in every pay type and state, links, refunds and withdrawals', async () => {
    const rows = await sql<{ pay_type: number; status: number; n: number; older: boolean }>(
      `select t.pay_type, t.status, count(*)::int as n, bool_and((t.created_at at time zone 'Asia/Taipei')::date < (now() at time zone 'Asia/Taipei')::date) as older
         from payment_transaction t join member m on m.id = t.member_id
        where m.login_name = 'business01' and t.shop_order_id is null group by 1, 2`,
    );
    const count = (payType: number | null, status: number | null) =>
      rows
        .filter((r) => (payType === null || r.pay_type === payType) && (status === null || r.status === status))
        .reduce((s, r) => s + r.n, 0);
    // Card (with instalments), ATM, store code, LINE Pay, JKO Pay and AFTEE.
    for (const payType of [1, 2, 3, 7, 9, 11]) expect(count(payType, null)).toBeGreaterThan(0);
    // Paid, awaiting, failed, refunded and partly refunded.
    for (const status of [0, 1, 2, 3, 4]) expect(count(null, status)).toBeGreaterThan(0);
    expect(count(null, null)).toBe(BUSINESS01_HISTORY.payments.length);
    // Nothing is dated today, so the dashboard's today figures start at zero.
    expect(rows.every((r) => r.older)).toBe(true);

    const [spread] = await sql<{ oldest_days: number; instalments: number; settled: number; pending: number }>(
      `select extract(day from now() - min(t.created_at))::int as oldest_days,
              count(*) filter (where t.installments > 1)::int as instalments,
              count(*) filter (where t.settled_at is not null)::int as settled,
              count(*) filter (where t.status = 1 and t.settled_at is null)::int as pending
         from payment_transaction t join member m on m.id = t.member_id where m.login_name = 'business01'`,
    );
    expect(spread.oldest_days).toBeGreaterThanOrEqual(55);
    expect(spread.instalments).toBeGreaterThanOrEqual(2);
    expect(spread.settled).toBeGreaterThan(5);
    expect(spread.pending).toBeGreaterThan(0);
    // Awaiting codes are still valid.
    const [expired] = await sql<{ n: number }>(
      `select count(*)::int as n from payment_transaction where status = 0 and code_expires_at <= now()`,
    );
    expect(expired.n).toBe(0);

    const seller = t.client();
    await seller.login('business01');
    const links = await seller.gql<{ paymentLinks: { items: { title: string }[] } }>(
      `{ paymentLinks { items { title } } }`,
    );
    expect(links.data?.paymentLinks.items.length).toBeGreaterThanOrEqual(3);
    const withdrawals = await seller.gql<{ withdrawals: { items: { status: string }[] } }>(
      `{ withdrawals { items { status } } }`,
    );
    expect(withdrawals.data?.withdrawals.items.map((w) => w.status).sort()).toEqual(['PAID', 'PAID', 'PROCESSING']);
    const balance = await seller.gql<{ balance: { pending: number; available: number; withdrawing: number } }>(
      `{ balance { pending available withdrawing } }`,
    );
    expect(balance.data?.balance.pending).toBeGreaterThan(0);
    expect(balance.data?.balance.available).toBeGreaterThan(0);
    expect(balance.data?.balance.withdrawing).toBeGreaterThan(0);

    const refunds = await sql<{ login_name: string; n: number; from_held: number }>(
      `select m.login_name, count(*)::int as n, sum(r.from_held)::int as from_held from refund r join member m on m.id = r.member_id
        where r.status = 1 group by 1 order by 1`,
    );
    expect(refunds.find((r) => r.login_name === 'business01')?.n).toBeGreaterThanOrEqual(3);
    expect(refunds.find((r) => r.login_name === 'business01')?.from_held).toBeGreaterThan(0);
    const assistant = await sql<{ n: number }>(
      `select count(*)::int as n from assistant a join member m on m.id = a.owner_id where m.login_name = 'business01'`,
    );
    expect(assistant[0]?.n).toBe(1);
  });

  it('personal01 has the same at its scale; buyer01 sees its purchases; ops01 has work in every queue', async () => {
    const [personal] = await sql<{ payments: number; refunds: number; withdrawals: number; failed: number }>(
      `select (select count(*)::int from payment_transaction where member_id = m.id) as payments,
              (select count(*)::int from refund where member_id = m.id) as refunds,
              (select count(*)::int from withdrawal where member_id = m.id and status = 2) as withdrawals,
              (select count(*)::int from payment_transaction where member_id = m.id and status = 2) as failed
         from member m where m.login_name = 'personal01'`,
    );
    expect(personal.payments).toBe(10);
    expect(personal.refunds).toBeGreaterThanOrEqual(2);
    expect(personal.withdrawals).toBe(1);
    expect(personal.failed).toBe(1);

    const buyer = t.client();
    await buyer.login('buyer01', 'BUYER');
    const purchases = await buyer.gql<{ myPayments: { items: { merchantName: string; statusLabel: string }[] } }>(
      `{ myPayments { items { merchantName statusLabel } } }`,
    );
    expect(purchases.data?.myPayments.items.length).toBe(5);
    expect(new Set(purchases.data?.myPayments.items.map((p) => p.merchantName))).toEqual(
      new Set(['好物商行', '小明手作']),
    );

    const ops = t.client();
    await ops.login('ops01');
    const queues = await ops.gql<{
      pendingMembers: { items: { loginName: string }[] };
      opsMerchants: { items: { merchant: { name: string } }[] };
      pendingBankAccounts: { items: { loginName: string }[] };
      pendingLogisticsApplications: { items: { id: number }[] };
    }>(
      `{ pendingMembers { items { loginName } } opsMerchants(filter: { status: UNDER_REVIEW }) { items { merchant { name } } }
         pendingBankAccounts { items { loginName } } pendingLogisticsApplications { items { id } } }`,
    );
    expect(queues.data?.pendingMembers.items.map((m) => m.loginName)).toEqual(['review01', 'review02']);
    expect(queues.data?.opsMerchants.items.map((m) => m.merchant.name)).toEqual(['晨光烘焙坊']);
    expect(queues.data?.pendingBankAccounts.items.map((b) => b.loginName).sort()).toEqual([
      'agent01',
      'review01',
      'review02',
    ]);
    expect(queues.data?.pendingLogisticsApplications.items).toHaveLength(1);
  });

  it('leaves the ledger balanced', async () => {
    expect(await auditLedger(t.orm.em.fork())).toEqual({
      unbalancedEntries: 0,
      driftedAccounts: 0,
      negativeAccounts: 0,
    });
  });
});
