import request from 'supertest';
import { COLLECTED_TX_STATUSES } from '@paydesk/shared/transaction-statuses';
import {
  AgentReferralsDocument,
  AnswerAgentReferralDocument,
  CreateAccessTokenDocument,
  ReferAgentPartnerDocument,
} from '../../test/client-operations';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';

let t: TestApp;
let agent: TestClient;
let token: string;
/** Each partner's acceptance, set between two of its demo-history transactions. */
const accepted = new Map<number, string>();
/** personal01's transaction made at the very moment it accepted, and the one just before. */
let atAcceptance: string;
let justBefore: string;
/** business01's transaction a microsecond before it accepted. */
let aMicrosecondBefore: string;

type Row = { trade_no: string; created_at: string; member_id: number; amount: number; status: number };
const sql = <T>(q: string, p: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(q, p);
const taipeiDay = (daysAgo: number) =>
  new Date(Date.now() + 8 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
const FROM = taipeiDay(90);
const TO = taipeiDay(0);

beforeAll(async () => {
  t = await createTestApp();
  agent = t.client();
  await agent.login('agent01');
  for (const login of ['personal01', 'business01']) {
    const refer = await agent.gql(ReferAgentPartnerDocument, { email: `${login}@example.com` });
    expect(refer.data!.referAgentPartner.errors).toEqual([]);
    const seller = t.client();
    await seller.login(login);
    const [invite] = (await seller.gql(AgentReferralsDocument)).data!.agentReferrals.items;
    const answer = await seller.gql(AnswerAgentReferralDocument, { id: invite.id, accept: true });
    expect(answer.data!.answerAgentReferral.ok).toBe(true);
  }
  // The partnerships move back into the sellers' demo history, as if accepted weeks ago: personal01 at the exact
  // moment of one of its transactions (which therefore counts), business01 a microsecond after one (which does not).
  const history = async (login: string) =>
    sql<Row>(
      `select t.trade_no, t.created_at::text, t.member_id from payment_transaction t join member m on m.id = t.member_id
        where m.login_name = ? order by t.created_at, t.id`,
      [login],
    );
  const personal = await history('personal01');
  const business = await history('business01');
  const mid = (rows: Row[]) => Math.floor(rows.length / 2);
  atAcceptance = personal[mid(personal)].trade_no;
  justBefore = personal[mid(personal) - 1].trade_no;
  aMicrosecondBefore = business[mid(business)].trade_no;
  const moves: [Row, string][] = [
    [personal[mid(personal)], '0'],
    [business[mid(business)], '1 microsecond'],
  ];
  for (const [row, after] of moves) {
    const [set] = await sql<{ accepted_at: string }>(
      `update agent_partner set accepted_at = ?::timestamptz + ?::interval
        where partner_member_id = ? and status = 2 returning accepted_at::text`,
      [row.created_at, after, row.member_id],
    );
    accepted.set(row.member_id, set.accepted_at);
  }
  const made = await agent.gql(CreateAccessTokenDocument, {
    input: { name: '合作商店交易', scopes: ['PF_READ'], expiresInDays: 7 },
  });
  token = made.data!.createAccessToken.secret!;
});
afterAll(() => t.close());

/** What the agent may see: each partner's transactions in the range made at or after its acceptance. */
async function expected(): Promise<Row[]> {
  const rows = await sql<Row>(
    `select t.trade_no, t.created_at::text, t.member_id, t.amount, t.status from payment_transaction t
      where t.member_id = any(?::int[])
        and t.created_at >= (?::date)::timestamp at time zone 'Asia/Taipei'
        and t.created_at < (?::date + 1)::timestamp at time zone 'Asia/Taipei'`,
    [`{${[...accepted.keys()].join(',')}}`, FROM, TO],
  );
  const after = await sql<{ trade_no: string }>(
    `select t.trade_no from payment_transaction t join agent_partner a on a.partner_member_id = t.member_id
      where a.status = 2 and t.created_at >= a.accepted_at`,
  );
  const counted = new Set(after.map((r) => r.trade_no));
  return rows.filter((r) => counted.has(r.trade_no));
}

type Page = {
  items: { tradeNo: string; buyerName: string; createdAt: string }[];
  nextCursor: string | null;
  totalCount: number;
  totalAmount: number;
};
// One query for the session and for a program's token, so both answers compare field for field.
const PAGE = `query($filter: TransactionFilter!) { agentTransactions(filter: $filter) {
  items { tradeNo buyerName createdAt } nextCursor totalCount totalAmount } }`;

/** Every page of the inquiry, through a session or a token. */
async function inquiry(
  via: 'session' | 'token',
): Promise<{ tradeNos: string[]; totalCount: number; totalAmount: number }> {
  const tradeNos: string[] = [];
  let after: string | null = null;
  let first: Page | null = null;
  do {
    const variables = { filter: { from: FROM, to: TO, first: 40, after } };
    const page: Page =
      via === 'session'
        ? (await agent.gql<{ agentTransactions: Page }>(PAGE, variables)).data!.agentTransactions
        : (
            (await request(t.app)
              .post(`${t.config.basePath}/graphql`)
              .set('Authorization', `Bearer ${token}`)
              .send({ query: PAGE, variables })
              .expect(200)) as { body: { data: { agentTransactions: Page } } }
          ).body.data.agentTransactions;
    first ??= page;
    tradeNos.push(...page.items.map((i) => i.tradeNo));
    after = page.nextCursor;
  } while (after);
  return { tradeNos, totalCount: first.totalCount, totalAmount: first.totalAmount };
}

async function csvTradeNos(via: 'session' | 'token'): Promise<string[]> {
  const path = `/api/pf/transactions.csv?from=${FROM}&to=${TO}`;
  const res =
    via === 'session'
      ? await agent.agent.get(agent.path(path))
      : await request(t.app).get(`${t.config.basePath}${path}`).set('Authorization', `Bearer ${token}`);
  expect(res.status).toBe(200);
  const lines = res.text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(1);
  return lines.map((line) => /^"=""([^"]+)"""/.exec(line)![1]);
}

describe('the agent sees its partners’ transactions from their acceptance on', () => {
  it('the inquiry lists and totals only those, by session and by token, with the boundary to the microsecond', async () => {
    const want = await expected();
    const wantNos = want.map((r) => r.trade_no).sort();
    const everything = await sql<{ n: number }>(
      `select count(*)::int as n from payment_transaction where member_id = any(?::int[])`,
      [`{${[...accepted.keys()].join(',')}}`],
    );
    // Both sides of each acceptance are in the data, so the window decides.
    expect(wantNos.length).toBeGreaterThan(1);
    expect(wantNos.length).toBeLessThan(everything[0].n);
    expect(wantNos).toContain(atAcceptance);
    expect(wantNos).not.toContain(justBefore);
    expect(wantNos).not.toContain(aMicrosecondBefore);

    for (const via of ['session', 'token'] as const) {
      const got = await inquiry(via);
      expect([...got.tradeNos].sort()).toEqual(wantNos);
      expect(got.totalCount).toBe(want.length);
      expect(got.totalAmount).toBe(
        want
          .filter((r) => (COLLECTED_TX_STATUSES as readonly number[]).includes(r.status))
          .reduce((sum, r) => sum + r.amount, 0),
      );
    }
    // Looking one up by its trade number does not reach behind the acceptance either.
    const lookup = await agent.gql<{ agentTransactions: Page }>(PAGE, {
      filter: { from: FROM, to: TO, tradeNo: justBefore },
    });
    expect(lookup.data!.agentTransactions).toMatchObject({ items: [], totalCount: 0, totalAmount: 0 });
  });

  it('the CSV export holds the same rows, by session and by token', async () => {
    const wantNos = (await expected()).map((r) => r.trade_no).sort();
    expect((await csvTradeNos('session')).sort()).toEqual(wantNos);
    expect((await csvTradeNos('token')).sort()).toEqual(wantNos);
  });

  it('22 parallel reads (pages, CSV, token) all answer the same set', async () => {
    const wantNos = (await expected()).map((r) => r.trade_no).sort();
    const reads = await Promise.all([
      ...Array.from({ length: 8 }, () => inquiry('session').then((r) => r.tradeNos)),
      ...Array.from({ length: 6 }, () => inquiry('token').then((r) => r.tradeNos)),
      ...Array.from({ length: 4 }, () => csvTradeNos('session')),
      ...Array.from({ length: 4 }, () => csvTradeNos('token')),
    ]);
    for (const r of reads) expect([...r].sort()).toEqual(wantNos);
  });
});
