import { print } from 'graphql';
import request from 'supertest';
import {
  CSV_DEFAULT_FROM,
  CSV_EXPORTS,
  CSV_MESSAGES,
  CSV_RAW_ACCEPT,
  csvHeader,
  type CsvExportName,
} from '@paydesk/shared/csv-exports';
import { taipeiIsoDateTime, taipeiIsoDay } from '@paydesk/shared/taiwan-time';
import {
  AdvanceSettlementClockDocument,
  CreateAccessTokenDocument,
  WithdrawDocument,
  LedgerLinesDocument,
  PeriodChargesDocument,
  RevokeAccessTokenDocument,
  ShipmentsDocument,
  ShopOrdersDocument,
  TransactionsDocument,
  WithdrawPageDocument,
  type Ops,
} from './client-operations';
import { TOKEN_MESSAGES, TOKEN_SCOPES } from '@paydesk/shared/token-scopes';
import { MESSAGES } from '../core/errors';
import { BILL_MESSAGES } from '../modules/bill/bill.service';
import { expectCodedLabels } from './csv-code-cells';
import { csvRecords, parseCsv } from './csv-parse';
import { createTestApp, type GraphQLResponse, type TestApp, type TestClient } from './test-app';

/**
 * Every export in both formats, read back by a CSV parser that respects quoting, gives the figures GraphQL gives
 * through the session; the program format keeps every identifier and phone number as its exact text.
 */
let t: TestApp;
let seller: TestClient;
const FROM = '2022-08-01';
const TO = taipeiIsoDay();
// Past the sandbox clock's days, for what the clock's work writes.
const LATER = taipeiIsoDay(new Date(), 60);
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/;

beforeAll(async () => {
  t = await createTestApp();
  seller = t.client();
  await seller.login('business01');
});
afterAll(() => t.close());

async function download(name: CsvExportName, query: string, headers: Record<string, string> = {}) {
  let req = seller.agent.get(seller.path(`${CSV_EXPORTS[name].path}?${query}`)).buffer(true);
  for (const [k, v] of Object.entries(headers)) req = req.set(k, v);
  const res = await req;
  return {
    status: res.status,
    text: res.text,
    body: res.body as unknown,
    disposition: String(res.headers['content-disposition'] ?? ''),
  };
}

/** Both formats of one export: each parsed, with the header of its format; the raw file has no BOM. */
async function both(name: CsvExportName, query: string) {
  const raw = await download(name, `${query}&format=raw`);
  const excel = await download(name, query);
  expect([raw.status, excel.status]).toEqual([200, 200]);
  expect(raw.text.charCodeAt(0)).not.toBe(0xfeff);
  expect(excel.text.charCodeAt(0)).toBe(0xfeff);
  const r = csvRecords(raw.text);
  const e = csvRecords(excel.text);
  expect(r.header).toEqual(csvHeader(CSV_EXPORTS[name].columns, 'raw'));
  expect(e.header).toEqual(csvHeader(CSV_EXPORTS[name].columns, 'excel'));
  expect(e.rows).toHaveLength(r.rows.length);
  return { raw: r.rows, excel: e.rows, disposition: raw.disposition };
}

it('transactions: every row of the range with buyer name and email, as GraphQL pages them', async () => {
  const listed: { tradeNo: string; amount: number; buyerName: string; buyerEmail: string; createdAt: string }[] = [];
  let after: string | null = null;
  for (;;) {
    const page: GraphQLResponse<Ops.TransactionsQuery> = await seller.gql(TransactionsDocument, {
      filter: { from: FROM, to: TO, first: 200, after },
      withTotals: false,
    });
    listed.push(...page.data!.transactions.items);
    after = page.data!.transactions.nextCursor ?? null;
    if (!after) break;
  }
  expect(listed.length).toBeGreaterThan(0);
  const { raw, excel, disposition } = await both('transactions', `from=${FROM}&to=${TO}`);
  expect(disposition).toContain(`transactions_${FROM}_${TO}.csv`);
  expect(raw.map((r) => [r.trade_no, Number(r.amount), r.buyer_name, r.buyer_email, r.created_at])).toEqual(
    listed.map((i) => [i.tradeNo, i.amount, i.buyerName, i.buyerEmail, taipeiIsoDateTime(new Date(i.createdAt))]),
  );
  expect(raw.every((r) => /^\d{20}$/.test(r.trade_no!) && ISO.test(r.created_at!))).toBe(true);
  // The spreadsheet format keeps the 20 digits as the formula ="…" and shows the same buyers.
  expect(excel.map((r) => r['交易序號'])).toEqual(listed.map((i) => `="${i.tradeNo}"`));
  expect(excel.map((r) => r['買家電子信箱'])).toEqual(listed.map((i) => i.buyerEmail));
});

it('chooses the program format by Accept too, and refuses an unknown format in the JSON envelope', async () => {
  const byAccept = await download('transactions', `from=${FROM}&to=${TO}`, { Accept: CSV_RAW_ACCEPT });
  expect(byAccept.text).toBe((await download('transactions', `from=${FROM}&to=${TO}&format=raw`)).text);
  const wrong = await download('ledger', 'format=xlsx');
  expect(wrong.status).toBe(400);
  expect(JSON.parse(wrong.text)).toEqual({ success: false, message: CSV_MESSAGES.format });
  const reversed = await download('withdrawals', `from=${TO}&to=${FROM}`);
  expect(JSON.parse(reversed.text)).toEqual({ success: false, message: CSV_MESSAGES.order });
  // An unknown account is refused as the list refuses it, never exported as every account.
  const savings = await download('ledger', 'account=savings');
  expect(savings.status).toBe(400);
  expect(JSON.parse(savings.text)).toEqual({ success: false, message: BILL_MESSAGES.account });
  expect((await download('ledger', 'account=held')).status).toBe(200);
});

it('帳戶明細: the postings of the range with the balance after each, as ledgerLines lists them', async () => {
  const page = (await seller.gql(LedgerLinesDocument, { first: 200 })).data!.ledgerLines;
  expect(page.hasNextPage).toBe(false);
  const lines = page.items;
  expect(lines.length).toBeGreaterThan(0);
  const { raw, excel, disposition } = await both('ledger', `from=${FROM}&to=${TO}`);
  expect(disposition).toContain(`ledger_${FROM}_${TO}.csv`);
  const fig = (r: Record<string, string>) => [
    Number(r.entry_id),
    Number(r.amount),
    Number(r.balance_after),
    r.trade_no,
  ];
  expect(raw.slice(0, lines.length).map(fig)).toEqual(
    lines.map((l) => [l.entryId, l.amount, l.balanceAfter, l.tradeNo ?? '']),
  );
  expect(excel.map((r) => Number(r['金額']))).toEqual(raw.map((r) => Number(r.amount)));
  // With no range named, the file holds everything up to today, and its name says so.
  const byDefault = await download('ledger', 'format=raw');
  expect(byDefault.disposition).toContain(`ledger_${CSV_DEFAULT_FROM}_${TO}.csv`);
  expect(byDefault.text).toBe((await download('ledger', `from=${CSV_DEFAULT_FROM}&format=raw`)).text);
});

it('withdrawals and recurring charges: the rows and figures GraphQL gives', async () => {
  // The sandbox clock 40 days on: the demo payments settle and the demo subscriptions' first charges run.
  expect((await seller.gql(AdvanceSettlementClockDocument, { days: 40 })).data!.advanceSettlementClock.errors).toEqual(
    [],
  );
  // business01's withdrawal account is on file and verified (demo seed), so it can withdraw at once.
  for (const key of ['csv-wd-0001', 'csv-wd-0002']) {
    const made = await seller.gql(WithdrawDocument, { input: { amount: 500, idempotencyKey: key } });
    expect(made.data!.withdraw.errors).toEqual([]);
  }
  const withdrawalPage = (await seller.gql(WithdrawPageDocument, { first: 200 })).data!.withdrawals;
  expect(withdrawalPage.hasNextPage).toBe(false);
  const withdrawals = withdrawalPage.items;
  expect(withdrawals.filter((x) => x.status === 'PROCESSING').length).toBeGreaterThanOrEqual(2);
  const w = await both('withdrawals', `from=${FROM}&to=${LATER}`);
  // A withdrawal not yet paid out has an empty paid_at; a paid one its instant.
  expect(w.raw.map((r) => r.paid_at)).toEqual(
    withdrawals.map((x) => (x.paidAt ? taipeiIsoDateTime(new Date(x.paidAt)) : '')),
  );
  expect(
    w.raw.map((r) => [Number(r.withdrawal_id), Number(r.amount), Number(r.net), r.status, r.bank_account]),
  ).toEqual(withdrawals.map((x) => [x.id, x.amount, x.net, x.status, x.bankAccountMasked]));
  const chargePage = (await seller.gql(PeriodChargesDocument, { first: 200 })).data!.periodCharges;
  expect(chargePage.hasNextPage).toBe(false);
  const charges = chargePage.items;
  expect(charges.length).toBeGreaterThan(0);
  const c = await both('periodCharges', `from=${FROM}&to=${LATER}`);
  expect(c.raw.map((r) => [r.sub_no, Number(r.period), Number(r.attempt), Number(r.amount), r.trade_no])).toEqual(
    charges.map((x) => [x.subNo, x.period, x.attempt, x.amount, x.tradeNo ?? '']),
  );
  expect(c.raw.every((r) => /^\d{4}-\d{2}-\d{2}$/.test(r.due_date!) && ISO.test(r.created_at!))).toBe(true);
});

it('shop orders and parcels: phone numbers keep their leading zero in both formats', async () => {
  const orderPage = (await seller.gql(ShopOrdersDocument, { filter: { from: FROM, to: TO }, first: 200 })).data!
    .shopOrders;
  expect(orderPage.hasNextPage).toBe(false);
  const orders = orderPage.items;
  expect(orders.length).toBeGreaterThan(0);
  const o = await both('shopOrders', `from=${FROM}&to=${TO}&status=PAID`);
  expect(o.disposition).toContain(`shop-orders_paid_${FROM}_${TO}.csv`);
  const paid = orders.filter((x) => x.status === 'PAID');
  expect(o.raw.map((r) => [r.order_no, Number(r.amount), r.buyer_mobile])).toEqual(
    paid.map((x) => [x.orderNo, x.amount, x.buyerMobile]),
  );
  expect(o.raw.every((r) => /^09\d{8}$/.test(r.buyer_mobile!))).toBe(true);
  expect(o.excel.map((r) => r['手機'])).toEqual(paid.map((x) => `="${x.buyerMobile}"`));
  const parcelPage = (await seller.gql(ShipmentsDocument, { first: 200 })).data!.shipments;
  expect(parcelPage.hasNextPage).toBe(false);
  const parcels = parcelPage.items;
  const p = await both('parcels', 'x=1');
  expect(p.raw.map((r) => [r.logistics_no, r.receiver_mobile])).toEqual(
    parcels.map((x) => [x.logisticsNo, x.receiverMobile]),
  );
});

it.each(['transactions', 'ledger', 'withdrawals', 'periodCharges', 'shopOrders', 'parcels'] as CsvExportName[])(
  '%s: every status or kind cell is a code of the shared list in the raw file, its label in the Excel file',
  async (name) => {
    // LATER: what the sandbox clock's work wrote (withdrawals, charges) is in range too.
    const raw = await download(name, `from=${FROM}&to=${LATER}&format=raw`);
    const excel = await download(name, `from=${FROM}&to=${LATER}`);
    expectCodedLabels(name, raw.text, excel.text);
  },
);

type ScopeKey = Ops.CreateAccessTokenMutationVariables['input']['scopes'][number];
const scopeKeyOf = (name: CsvExportName) => TOKEN_SCOPES.find((s) => s.scope === CSV_EXPORTS[name].scope)!.key;
const tokenFor = async (scope: ScopeKey) => {
  const made = await seller.gql(CreateAccessTokenDocument, {
    input: { name: scope, scopes: [scope], expiresInDays: 1 },
  });
  return { id: made.data!.createAccessToken.token!.id, secret: made.data!.createAccessToken.secret! };
};
const byToken = (name: CsvExportName, secret: string) =>
  request(t.app)
    .get(`${t.config.basePath}${CSV_EXPORTS[name].path}?format=raw&from=${FROM}&to=${TO}`)
    .set('Authorization', `Bearer ${secret}`)
    .buffer(true);

it("opens each seller export to a read-only token holding the export's scope, and to no other", async () => {
  // The agency exports need an agent: agency.e2e.test.ts downloads them with a pf:read token.
  const names: CsvExportName[] = ['transactions', 'ledger', 'withdrawals', 'periodCharges', 'shopOrders', 'parcels'];
  for (const name of names) {
    const own = await tokenFor(scopeKeyOf(name));
    const answer = await byToken(name, own.secret);
    expect([name, answer.status]).toEqual([name, 200]);
    expect(csvRecords(answer.text).header).toEqual(csvHeader(CSV_EXPORTS[name].columns, 'raw'));
    // A read scope of another area is refused in the JSON envelope, before any byte of CSV.
    const other = TOKEN_SCOPES.find((s) => !('write' in s) && !s.agentOnly && s.scope !== CSV_EXPORTS[name].scope)!;
    const refused = await byToken(name, (await tokenFor(other.key)).secret);
    expect([name, refused.status, refused.body]).toEqual([name, 403, { success: false, message: MESSAGES.forbidden }]);
  }
});

it('parcels: a shipping:read token downloads the same file as the session; revoked, it is refused at once', async () => {
  const shipping = await tokenFor('SHIPPING_READ');
  const viaToken = await byToken('parcels', shipping.secret);
  expect(viaToken.status).toBe(200);
  expect(viaToken.text).toBe((await download('parcels', `from=${FROM}&to=${TO}&format=raw`)).text);
  // The same token reads the parcel list the export comes from.
  const list = await request(t.app)
    .post(`${t.config.basePath}/graphql`)
    .set('Authorization', `Bearer ${shipping.secret}`)
    .send({ query: print(ShipmentsDocument), variables: { first: 1 } });
  expect(list.body.errors).toBeUndefined();
  expect(list.body.data.shipments.items).toHaveLength(1);
  const withoutScope = await byToken('parcels', (await tokenFor('SHOP_READ')).secret);
  expect([withoutScope.status, withoutScope.body]).toEqual([403, { success: false, message: MESSAGES.forbidden }]);
  expect((await seller.gql(RevokeAccessTokenDocument, { id: shipping.id })).data!.revokeAccessToken.errors).toEqual([]);
  const revoked = await byToken('parcels', shipping.secret);
  expect([revoked.status, revoked.body]).toEqual([401, { success: false, message: TOKEN_MESSAGES.invalid }]);
});

it('20 parallel downloads get the same file', async () => {
  const names: CsvExportName[] = ['transactions', 'ledger', 'withdrawals', 'periodCharges', 'shopOrders'];
  const single = await Promise.all(names.map((n) => download(n, `from=${FROM}&to=${TO}&format=raw`)));
  const parallel = await Promise.all(
    Array.from({ length: 20 }, (_, i) => download(names[i % names.length]!, `from=${FROM}&to=${TO}&format=raw`)),
  );
  expect(parallel.map((r) => r.status)).toEqual(Array(20).fill(200));
  parallel.forEach((r, i) => expect(r.text).toBe(single[i % names.length]!.text));
  expect(parseCsv(single[0]!.text).length).toBeGreaterThan(1);
});
