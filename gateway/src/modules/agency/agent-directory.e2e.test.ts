import {
  AgentContractDocument,
  AgentListDocument,
  AgentOfDocument,
  AgentReferralsDocument,
  AgentShareSummaryDocument,
  AnswerAgentReferralDocument,
  ReferAgentPartnerDocument,
  RequestAgentContractDocument,
  SandboxPayDocument,
  SetAgentContractDocument,
} from '../../test/client-operations';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { SANDBOX_CARDS } from '../payments/checkout.messages';
import { basisPointsToPercent, percentToBasisPoints } from '@paydesk/shared/share-rates';

let t: TestApp;
let agent: TestClient;
let ops: TestClient;
let seller: TestClient;
let agentId: number;
beforeAll(async () => {
  t = await createTestApp();
  agent = t.client();
  await agent.login('agent01');
  ops = t.client();
  await ops.login('ops01');
  seller = t.client();
  await seller.login('personal01');
  [{ id: agentId }] = await sql<{ id: number }>(`select id from member where login_name = 'agent01'`);
});
afterAll(() => t.close());

const sql = <T>(q: string, p: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(q, p);
const thisMonth = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
const firstOfMonth = () => `${thisMonth()}-01`;

async function find(search: string | null, first?: number, after?: string | null) {
  const res = await ops.gql(AgentListDocument, { search, first, after });
  return res.data!.agentList;
}

describe('shared/share-rates: the one conversion between percent and basis points', () => {
  it.each([
    ['0.35', 35],
    ['20', 2000],
    ['0.5', 50],
    ['100', 10000],
    ['0', 0],
    [' 2.80 ', 280],
  ])('%s %% is %d basis points and back', (text, bp) => {
    expect(percentToBasisPoints(text)).toBe(bp);
    expect(percentToBasisPoints(basisPointsToPercent(bp))).toBe(bp);
  });
  it.each(['100.01', '0.355', '-1', 'abc', '', '1,5', '1e2'])('refuses %p', (text) => {
    expect(percentToBasisPoints(text)).toBeNull();
  });
  it('writes basis points as percent without trailing zeros', () => {
    expect([35, 2000, 5, 280, 10000].map(basisPointsToPercent)).toEqual(['0.35', '20', '0.05', '2.8', '100']);
  });
});

describe('the operators’ agent list', () => {
  it('finds an agent by part of its name, its login account, its email or its member number', async () => {
    for (const search of ['通路夥伴', 'AGENT0', 'agent01@example', String(agentId)]) {
      const page = await find(search);
      expect(page.errors).toEqual([]);
      expect(page.items.map((i) => i.loginName)).toEqual(['agent01']);
    }
    const row = (await find('通路')).items[0];
    expect(row).toMatchObject({ name: '通路夥伴股份有限公司', state: 'NONE', rates: [], partnerCount: 0 });
    expect((await find('personal01')).items).toEqual([]); // a seller is not an agent
    expect((await find('%')).items).toEqual([]); // wildcards are matched as typed
  });

  it('pages by keyset cursor; sizes outside the documented range are refused', async () => {
    await sql(`update member set is_platform = true where login_name in ('business01', 'newbie01')`);
    const one = await find(null, 1);
    expect(one.items).toHaveLength(1);
    expect(one.hasNextPage).toBe(true);
    const rest = await find(null, 2, one.nextCursor);
    const all = [...one.items, ...rest.items].map((i) => i.loginName);
    expect(new Set(all).size).toBe(3);
    expect(all).toEqual(expect.arrayContaining(['agent01', 'business01', 'newbie01']));
    expect(rest.hasNextPage).toBe(false);
    expect(rest.nextCursor).toBeNull();
    expect((await find(null, 0)).errors.map((e) => [e.field, e.code])).toEqual([['first', 'OUT_OF_RANGE']]);
    expect((await find(null, 101)).errors.map((e) => e.field)).toEqual(['first']);
    expect((await find(null, 10, 'x')).errors.map((e) => e.field)).toEqual(['after']);
    await sql(`update member set is_platform = false where login_name in ('business01', 'newbie01')`);
  });

  it('is for operators only', async () => {
    const res = await agent.gql(AgentListDocument, {});
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('an agent without a contract asks for one', () => {
  it('20 parallel requests make one open request, audited once; ops see 申請合約中 until they set a contract', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => agent.gql(RequestAgentContractDocument)));
    const times = answers.map((a) => a.data!.requestAgentContract);
    expect(times.every((a) => a.errors.length === 0 && a.requestedAt)).toBe(true);
    expect(new Set(times.map((a) => a.requestedAt)).size).toBe(1);
    const [count] = await sql<{ requests: number; audits: number }>(
      `select (select count(*)::int from agent_contract_request where agent_member_id = ?) as requests,
              (select count(*)::int from audit_record where member_id = ? and action = 'agent_contract.request') as audits`,
      [agentId, agentId],
    );
    expect(count).toEqual({ requests: 1, audits: 1 });
    expect((await agent.gql(AgentContractDocument)).data!.agentContractRequest).toBe(times[0].requestedAt);
    expect((await find('agent01')).items[0]).toMatchObject({ state: 'REQUESTED', requestedAt: times[0].requestedAt });
  });

  it('ops set the contract in percent: stored in basis points, shown back in percent, the request answered', async () => {
    const bad = await ops.gql(SetAgentContractDocument, {
      agentMemberId: agentId,
      input: { startsOn: firstOfMonth(), rates: [{ payType: 'CREDIT', percent: '100.5' }] },
    });
    expect(bad.data!.setAgentContract.errors).toEqual([
      expect.objectContaining({ field: 'rates', message: expect.stringContaining('0% 至 100%') }),
    ]);
    const both = await ops.gql(SetAgentContractDocument, {
      agentMemberId: agentId,
      input: { startsOn: firstOfMonth(), rates: [{ payType: 'CREDIT', percent: '1', basisPoints: 100 }] },
    });
    expect(both.data!.setAgentContract.errors.map((e) => e.field)).toEqual(['rates']);

    const set = await ops.gql(SetAgentContractDocument, {
      agentMemberId: agentId,
      input: {
        startsOn: firstOfMonth(),
        rates: [
          { payType: 'CREDIT', percent: '0.35' },
          { payType: 'ATM', percent: '20' },
        ],
      },
    });
    expect(set.data!.setAgentContract.errors).toEqual([]);
    const [stored] = await sql<{ share_rates: Record<string, number> }>(
      'select share_rates from agent_contract where agent_member_id = ?',
      [agentId],
    );
    expect(Object.values(stored.share_rates).sort((a, b) => a - b)).toEqual([35, 2000]);
    const seen = await agent.gql(AgentContractDocument);
    expect(seen.data!.agentContract[0].rates).toEqual(
      expect.arrayContaining([
        { payType: 'CREDIT', basisPoints: 35, percent: '0.35' },
        { payType: 'ATM', basisPoints: 2000, percent: '20' },
      ]),
    );
    expect(seen.data!.agentContractRequest).toBeNull();
    const row = (await find('agent01')).items[0];
    expect(row).toMatchObject({ state: 'ACTIVE', startsOn: firstOfMonth(), requestedAt: null });
    const again = await agent.gql(RequestAgentContractDocument);
    expect(again.data!.requestAgentContract.errors.map((e) => e.code)).toEqual(['HAS_CONTRACT']);
  });
});

describe('partners and this month’s volume', () => {
  it('counts active partners and the volume the agent’s own share summary adds up', async () => {
    const refer = await agent.gql(ReferAgentPartnerDocument, { email: 'personal01@example.com' });
    expect(refer.data!.referAgentPartner.errors).toEqual([]);
    const [invite] = (await seller.gql(AgentReferralsDocument)).data!.agentReferrals.items;
    await seller.gql(AnswerAgentReferralDocument, { id: invite.id, accept: true });
    const buyer = t.client();
    await buyer.openPage();
    const paid = await buyer.gql(SandboxPayDocument, {
      input: {
        token: 'demo-leather-wallet',
        payType: 'CREDIT',
        cardNumber: SANDBOX_CARDS.success,
        buyerName: '林美玲',
        buyerEmail: 'buyer@example.com',
      },
    });
    expect(paid.data!.sandboxPay.errors).toEqual([]);

    const summary = (await agent.gql(AgentShareSummaryDocument, { month: thisMonth() })).data!.agentShareSummary!;
    const volume = summary.rows.reduce((s, r) => s + r.volume, 0);
    expect(volume).toBe(1200); // personal01's demo sales before it accepted do not count
    const row = (await find('agent01')).items[0];
    expect(row).toMatchObject({ partnerCount: 1, monthVolume: volume });
    const one = await ops.gql(AgentOfDocument, { agentMemberId: agentId });
    expect(one.data!.agentOf).toMatchObject({ loginName: 'agent01', partnerCount: 1, monthVolume: 1200 });
    expect(one.data!.agentPartnersOf.items.map((p) => [p.loginName, p.status])).toEqual([['personal01', 'ACTIVE']]);
  });
});
