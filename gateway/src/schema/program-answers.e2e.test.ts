import { AgentShareSummaryDocument } from '../test/client-operations';
import { createTestApp, type TestApp, type TestClient } from '../test/test-app';
import { MONTH_MESSAGE } from './calendar';

/**
 * Answers a program can act on: a malformed argument is an error, never a silent null, and paging says where it
 * stands (hasNextPage) and refuses a page size outside its limits instead of clamping it.
 */
let t: TestApp;
let agent: TestClient;
let seller: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  agent = t.client();
  await agent.login('agent01');
  seller = t.client();
  await seller.login('business01');
});
afterAll(() => t.close());

it('refuses a malformed month with a top-level zh-TW error, literal or variable', async () => {
  const literal = await agent.gql(`{ agentShareSummary(month: "2026-13") { share } }`);
  expect(literal.data ?? null).toBeNull();
  expect(literal.errors?.[0].message).toContain(MONTH_MESSAGE);
  for (const month of ['2026-13', '2026-1', '202611', 'next month']) {
    const res = await agent.gql(AgentShareSummaryDocument, { month });
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0].message).toContain(MONTH_MESSAGE);
  }
  const good = await agent.gql(AgentShareSummaryDocument, { month: '2026-11' });
  expect(good.errors).toBeUndefined();
});

interface Page {
  transactions: {
    items: { tradeNo: string }[];
    hasNextPage: boolean;
    nextCursor: string | null;
    totalCount: number;
    errors: { field: string; code: string; message: string }[];
  };
}
// What a program selects (hasNextPage, which the screens do not use), so a string operation.
const PAGE = `query ($filter: TransactionFilter!) {
  transactions(filter: $filter) { items { tradeNo } hasNextPage nextCursor totalCount errors { field code message } }
}`;

it('refuses a page size outside 1..200 with a field error and pages to the end with hasNextPage', async () => {
  for (const first of [0, 201, 1000, -1]) {
    const res = await seller.gql<Page>(PAGE, { filter: { from: '2022-08-01', first } });
    expect(res.data!.transactions.errors).toEqual([
      { field: 'first', code: 'OUT_OF_RANGE', message: '每頁筆數須為 1 至 200 的整數' },
    ]);
    expect(res.data!.transactions.items).toEqual([]);
  }
  const seen: string[] = [];
  let after: string | null = null;
  let total = 0;
  for (let pages = 0; pages < 200; pages += 1) {
    const res: { data?: Page | null } = await seller.gql<Page>(PAGE, {
      filter: { from: '2022-08-01', first: 200, after },
    });
    const page = res.data!.transactions;
    total = page.totalCount;
    seen.push(...page.items.map((i) => i.tradeNo));
    expect(page.hasNextPage).toBe(page.nextCursor !== null);
    if (!page.hasNextPage) break;
    after = page.nextCursor;
  }
  expect(total).toBeGreaterThan(0);
  expect(new Set(seen).size).toBe(total);
});
