import { CSV_EXPORTS, CSV_MESSAGES, type CsvExportName } from '@paydesk/shared/csv-exports';
import { EARLIEST_TX_DATE } from '@paydesk/shared/transaction-rules';
import { taipeiIsoDay } from '@paydesk/shared/taiwan-time';
import { CONTENT_MESSAGES } from '@paydesk/shared/content-rules';
import { TX_MESSAGES } from '../modules/payments/transaction.service';
import { SaveContentDocument } from '../test/client-operations';
import { createTestApp, type TestApp, type TestClient } from '../test/test-app';
import { DAY_MESSAGE, MONTH_MESSAGE } from './calendar';

/**
 * Dates a program can rely on: a malformed day or month argument is a top-level error (never a null or an ignored
 * filter), day and month fields answer in their scalar's format, every list or report with optional `from`/`to`
 * says in `range` which days it covered (the defaults filled in), and every CSV export names those days in its file
 * name even when the request named none.
 */
let t: TestApp;
let seller: TestClient;
let agent: TestClient;
let ops: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  seller = t.client();
  await seller.login('business01');
  agent = t.client();
  await agent.login('agent01');
  ops = t.client();
  await ops.login('ops01');
});
afterAll(() => t.close());

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const today = () => taipeiIsoDay();
const daysBefore = (n: number) => taipeiIsoDay(new Date(), -n);

async function refused(client: TestClient, query: string, variables: Record<string, unknown>, message: string) {
  const res = await client.gql(query, variables);
  expect(res.data ?? null).toBeNull();
  expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  expect(res.errors?.[0]?.message).toContain(message);
}

describe('a malformed month or day argument', () => {
  it.each(['2026-13', '2026-00', '2026-1', '202611', 'November', ''])(
    'month %p is an error, never a null',
    async (m) => {
      await refused(agent, 'query ($m: Month!) { agentShareSummary(month: $m) { month } }', { m }, MONTH_MESSAGE);
      await refused(
        agent,
        'query ($m: Month!) { agentShareDetail(month: $m) { items { tradeNo } } }',
        { m },
        MONTH_MESSAGE,
      );
    },
  );

  it('is refused written into the query too', async () => {
    const res = await agent.gql('{ agentShareSummary(month: "2026-13") { month } }');
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.[0]?.message).toContain(MONTH_MESSAGE);
  });

  it.each(['2026-02-30', '2026-11-31', '2026-1-05', 'today'])(
    'day %p is an error on every range argument',
    async (d) => {
      await refused(
        seller,
        'query ($d: Date) { transactions(filter: { to: $d }) { items { tradeNo } } }',
        { d },
        DAY_MESSAGE,
      );
      await refused(seller, 'query ($d: Date) { shipmentPage(filter: { from: $d }) { total } }', { d }, DAY_MESSAGE);
      await refused(ops, 'query ($d: Date) { opsDailySales(from: $d) { items { day } } }', { d }, DAY_MESSAGE);
    },
  );
});

describe('a day that has the right shape but is not one (2026-02-30)', () => {
  it('is a 400 on every export and the parcel list, never a database error', async () => {
    for (const name of ['transactions', 'ledger', 'withdrawals', 'periodCharges', 'shopOrders', 'parcels'] as const) {
      for (const query of ['from=2026-02-30', 'to=2026-02-30', 'to=yesterday']) {
        const res = await seller.agent.get(seller.path(`${CSV_EXPORTS[name].path}?${query}`));
        expect(`${name}?${query}: ${res.status}`).toBe(`${name}?${query}: 400`);
        const message = { transactions: TX_MESSAGES.date, parcels: DAY_MESSAGE }[name as string] ?? CSV_MESSAGES.date;
        expect(res.body).toEqual({ success: false, message });
      }
    }
    const list = await seller.agent.get(seller.path('/api/shipping/parcels?from=2026-02-30'));
    expect(list.status).toBe(400);
    expect(list.body).toMatchObject({ success: false, message: DAY_MESSAGE });
  });

  it('is a field error on a campaign’s days, and nothing is saved', async () => {
    const before = await t.orm.em
      .getConnection()
      .execute<{ n: number }[]>('select count(*)::int as n from content_item');
    const res = await ops.gql(SaveContentDocument, {
      input: {
        kind: 'CAMPAIGN',
        title: '二月活動',
        bodyHtml: '<p>活動</p>',
        startsOn: '2026-02-01',
        endsOn: '2026-02-30',
      },
    });
    expect(res.data!.saveContent.errors).toEqual([
      { field: 'endsOn', code: 'INVALID', message: CONTENT_MESSAGES.dateInvalid },
    ]);
    const after = await t.orm.em
      .getConnection()
      .execute<{ n: number }[]>('select count(*)::int as n from content_item');
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

describe('day and month fields', () => {
  const expectDays = (values: (string | null | undefined)[], atLeast = 1) => {
    const set = values.filter((v): v is string => v != null);
    expect(set.length).toBeGreaterThanOrEqual(atLeast);
    for (const v of set) expect(v).toMatch(DAY);
  };

  it('answer the seller’s days as YYYY-MM-DD', async () => {
    const res = await seller.gql<{
      recurringToday: string;
      moneyOverview: { byDay: { day: string }[] };
      shipments: { items: { dropOffBy: string; pickupUntil: string | null }[] };
      periodSubscriptions: { items: { nextChargeDate: string | null }[] };
      periodPlans: { firstChargeDate: string | null }[];
      publicPeriodPlan: { schedulePreview: string[] } | null;
    }>(`{
      recurringToday
      moneyOverview { byDay { day } }
      shipments(first: 200) { items { dropOffBy pickupUntil } }
      periodSubscriptions(first: 200) { items { nextChargeDate } }
      periodPlans { firstChargeDate }
      publicPeriodPlan(token: "demo-coffee-monthly") { schedulePreview }
    }`);
    expect(res.errors).toBeUndefined();
    const d = res.data!;
    expect(d.recurringToday).toMatch(DAY);
    expectDays(
      d.moneyOverview.byDay.map((x) => x.day),
      14,
    );
    expectDays(d.shipments.items.map((x) => x.dropOffBy));
    expectDays(
      d.shipments.items.map((x) => x.pickupUntil),
      0,
    );
    expectDays(d.periodSubscriptions.items.map((x) => x.nextChargeDate));
    expectDays(
      d.periodPlans.map((x) => x.firstChargeDate),
      0,
    );
    expectDays(d.publicPeriodPlan?.schedulePreview ?? []);
  });

  it('answer an agent’s months as YYYY-MM', async () => {
    const res = await agent.gql<{ agentShareSummary: { month: string; lastMonths: { month: string }[] } }>(
      `{ agentShareSummary(month: "${today().slice(0, 7)}") { month lastMonths { month } } }`,
    );
    expect(res.errors).toBeUndefined();
    const months = [res.data!.agentShareSummary.month, ...res.data!.agentShareSummary.lastMonths.map((m) => m.month)];
    expect(months).toHaveLength(13);
    for (const m of months) expect(m).toMatch(MONTH);
  });
});

type Range = { from: string; to: string };

describe('the range a list covered', () => {
  const range = 'range { from to }';

  it('transactions, partner and payment-link transactions: the default last 3 days, or the days asked for', async () => {
    const dflt = { from: daysBefore(2), to: today() };
    const asked = { from: '2026-01-01', to: '2026-01-31' };
    for (const [client, field] of [
      [seller, 'transactions'],
      [seller, 'paymentLinkTransactions'],
      [agent, 'agentTransactions'],
    ] as const) {
      const q = `query ($f: TransactionFilter!) { ${field}(filter: $f) { ${range} errors { field } } }`;
      const open = await client.gql<Record<string, { range: Range }>>(q, { f: {} });
      expect(open.errors).toBeUndefined();
      expect(open.data![field]!.range).toEqual(dflt);
      const given = await client.gql<Record<string, { range: Range }>>(q, { f: asked });
      expect(given.data![field]!.range).toEqual(asked);
      const oneSide = await client.gql<Record<string, { range: Range }>>(q, { f: { to: '2026-01-31' } });
      expect(oneSide.data![field]!.range).toEqual({ from: '2026-01-29', to: '2026-01-31' });
    }
  });

  it('shop orders and parcels: everything by default, said as the first day PayDesk holds data to today', async () => {
    const all = { from: EARLIEST_TX_DATE, to: today() };
    const lists = [
      [
        'shopOrders',
        'query ($f: ShopOrderFilter) { shopOrders(filter: $f, first: 200) { items { orderNo } ' + range + ' } }',
      ],
      ['shipments', 'query ($f: ShipmentFilter) { shipments(filter: $f, first: 200) { items { id } ' + range + ' } }'],
      [
        'shipmentPage',
        'query ($f: ShipmentFilter) { shipmentPage(filter: $f, pageSize: 100) { rows { id } total ' + range + ' } }',
      ],
    ] as const;
    const counts = await t.orm.em.getConnection().execute<{ orders: number; parcels: number }[]>(
      `select (select count(*)::int from shop_order o join member m on m.id = o.member_id where m.login_name = 'business01') as orders,
              (select count(*)::int from shipment s join member m on m.id = s.member_id where m.login_name = 'business01') as parcels`,
    );
    for (const [field, q] of lists) {
      const open = await seller.gql<Record<string, { range: Range; items?: unknown[]; total?: number }>>(q, {});
      expect(open.errors).toBeUndefined();
      const page = open.data![field]!;
      expect(page.range).toEqual(all);
      // The defaults drop nothing: every row of the seller is inside them.
      const rows = page.items?.length ?? page.total;
      expect(rows).toBe(field === 'shopOrders' ? counts[0]!.orders : counts[0]!.parcels);
      expect(rows).toBeGreaterThan(0);
      const asked = await seller.gql<Record<string, { range: Range }>>(q, { f: { from: '2026-01-01' } });
      expect(asked.data![field]!.range).toEqual({ from: '2026-01-01', to: today() });
    }
  });

  it('operator reports: the default last 7 days, or the days asked for', async () => {
    for (const field of ['opsDailySales', 'opsSettlementSummary', 'opsWithdrawalSummary']) {
      const q = `query ($from: Date, $to: Date) { ${field}(from: $from, to: $to) { ${range} errors { field } } }`;
      const open = await ops.gql<Record<string, { range: Range }>>(q, {});
      expect(open.errors).toBeUndefined();
      expect(open.data![field]!.range).toEqual({ from: daysBefore(6), to: today() });
      const asked = await ops.gql<Record<string, { range: Range }>>(q, { from: '2026-01-01', to: '2026-01-05' });
      expect(asked.data![field]!.range).toEqual({ from: '2026-01-01', to: '2026-01-05' });
    }
  });
});

describe('CSV file names', () => {
  const disposition = async (name: CsvExportName, query = '') => {
    const res = await seller.agent.get(seller.path(`${CSV_EXPORTS[name].path}?${query}`)).buffer(true);
    expect(res.status).toBe(200);
    return String(res.headers['content-disposition']);
  };

  it('name the days covered when the request names none', async () => {
    const file = (name: CsvExportName, from: string, to: string) =>
      `attachment; filename="${CSV_EXPORTS[name].file}_${from}_${to}.csv"`;
    expect(await disposition('parcels')).toBe(file('parcels', EARLIEST_TX_DATE, today()));
    expect(await disposition('ledger')).toBe(file('ledger', EARLIEST_TX_DATE, today()));
    expect(await disposition('withdrawals')).toBe(file('withdrawals', EARLIEST_TX_DATE, today()));
    expect(await disposition('periodCharges')).toBe(file('periodCharges', EARLIEST_TX_DATE, today()));
    expect(await disposition('shopOrders')).toBe(file('shopOrders', EARLIEST_TX_DATE, today()));
    expect(await disposition('transactions')).toBe(file('transactions', daysBefore(2), today()));
  });

  it('name the days asked for, one side defaulted', async () => {
    expect(await disposition('parcels', 'from=2026-01-01')).toBe(
      `attachment; filename="${CSV_EXPORTS.parcels.file}_2026-01-01_${today()}.csv"`,
    );
    expect(await disposition('parcels', 'from=2026-01-01&to=2026-01-31')).toBe(
      `attachment; filename="${CSV_EXPORTS.parcels.file}_2026-01-01_2026-01-31.csv"`,
    );
  });
});
