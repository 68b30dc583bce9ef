import request from 'supertest';
import {
  AdvanceSettlementClockDocument,
  AgentContractDocument,
  AgentPartnerDocument,
  AgentPartnersDocument,
  AgentReferralsDocument,
  AgentShareDetailDocument,
  AgentShareSummaryDocument,
  AgentTransactionsDocument,
  AnswerAgentReferralDocument,
  CloseAgentShareMonthDocument,
  CreateAccessTokenDocument,
  ReferAgentPartnerDocument,
  RefundTransactionDocument,
  SandboxPayDocument,
  SetAgentContractDocument,
  UpdateAgentPartnerDocument,
  type Ops,
} from '../../test/client-operations';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { expectCodedLabels } from '../../test/csv-code-cells';
import { csvRecords } from '../../test/csv-parse';
import { CSV_EXPORTS, csvHeader } from '@paydesk/shared/csv-exports';
import { SANDBOX_CARDS } from '../payments/checkout.messages';
import { closeEndedMonths } from './shares';

let t: TestApp;
let agent: TestClient;
let ops: TestClient;
let partner: TestClient;
let agentId: number;
beforeAll(async () => {
  t = await createTestApp();
  agent = t.client();
  await agent.login('agent01');
  ops = t.client();
  await ops.login('ops01');
  partner = t.client();
  await partner.login('personal01');
  [{ id: agentId }] = await sql<{ id: number }>(`select id from member where login_name = 'agent01'`);
});
afterAll(() => t.close());

const sql = <T>(q: string, p: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(q, p);
const thisMonth = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
const lastMonth = () => {
  const d = new Date(Date.now() + 8 * 3_600_000);
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 7);
};

async function payPartnerLink(): Promise<string> {
  const buyer = t.client();
  await buyer.openPage();
  const res = await buyer.gql(SandboxPayDocument, {
    input: {
      token: 'demo-leather-wallet',
      payType: 'CREDIT',
      cardNumber: SANDBOX_CARDS.success,
      buyerName: '林美玲',
      buyerEmail: 'buyer@example.com',
    },
  });
  expect(res.data!.sandboxPay.errors).toEqual([]);
  return res.data!.sandboxPay.transaction!.tradeNo;
}

/** A trade's lines in the share detail, as kind, trade number and share. */
function shareLines(detail: Ops.AgentShareDetailQuery['agentShareDetail'], tradeNo: string) {
  return detail.items.filter((d) => d.tradeNo === tradeNo).map(({ kind, share }) => ({ kind, tradeNo, share }));
}

async function ledgerBalanced(): Promise<void> {
  const [sum] = await sql<{ total: string }>('select coalesce(sum(amount), 0)::text as total from posting');
  expect(sum.total).toBe('0');
}

describe('the agency area', () => {
  it('ops set a contract; the agent sees it and its history', async () => {
    const set = (startsOn: string, bp: number) =>
      ops.gql(SetAgentContractDocument, {
        agentMemberId: agentId,
        input: {
          startsOn,
          rates: [
            { payType: 'CREDIT', basisPoints: bp },
            { payType: 'ATM', basisPoints: 1000 },
          ],
        },
      });
    expect((await set('2025-01-01', 1000)).data!.setAgentContract.errors).toEqual([]);
    expect((await set('2026-01-01', 2000)).data!.setAgentContract.contract!.status).toBe('ACTIVE');
    // A day that cannot be parsed is refused by the Date scalar before the rules run (a top-level error).
    const unparsed = await ops.gql(SetAgentContractDocument, {
      agentMemberId: agentId,
      input: { startsOn: 'x', rates: [{ payType: 'CREDIT', basisPoints: 1000 }] },
    });
    expect(unparsed.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const bad = await ops.gql(SetAgentContractDocument, {
      agentMemberId: agentId,
      input: { startsOn: '2026-01-01', rates: [{ payType: 'CREDIT', basisPoints: 10001 }] },
    });
    expect(bad.data!.setAgentContract.errors.map((e) => e.field)).toEqual(['rates']);
    const seen = await agent.gql(AgentContractDocument);
    // Who set it reads in zh-TW, not as the stored operator:N.
    const contracts = seen.data!.agentContract.map(({ startsOn, endsOn, status, createdBy }) => ({
      startsOn,
      endsOn,
      status,
      createdBy,
    }));
    expect(contracts).toEqual([
      { startsOn: '2026-01-01', endsOn: null, status: 'ACTIVE', createdBy: '營運人員' },
      { startsOn: '2025-01-01', endsOn: '2025-12-31', status: 'ENDED', createdBy: '營運人員' },
    ]);
  });

  it('refers a seller who accepts; its payments after that appear in inquiry and in the month’s share at the contract rate', async () => {
    const refer = await agent.gql(ReferAgentPartnerDocument, { email: 'personal01@example.com', note: '夜市攤商' });
    expect(refer.data!.referAgentPartner.partner!.status).toBe('INVITED');
    const again = await agent.gql(ReferAgentPartnerDocument, { email: 'PERSONAL01@example.com' });
    expect(again.data!.referAgentPartner.errors[0].code).toBe('REFERRED');
    const invites = await partner.gql(AgentReferralsDocument);
    expect(invites.data!.agentReferrals.items).toHaveLength(1);
    const accepted = await partner.gql(AnswerAgentReferralDocument, {
      id: invites.data!.agentReferrals.items[0]!.id,
      accept: true,
    });
    expect(accepted.data!.answerAgentReferral.ok).toBe(true);
    const partners = await agent.gql(AgentPartnersDocument);
    expect(partners.data!.agentPartners.items).toEqual([
      expect.objectContaining({ status: 'ACTIVE', loginName: 'personal01', memberStatus: 'ACTIVE' }),
    ]);

    const tradeNo = await payPartnerLink();
    const inquiry = await agent.gql(AgentTransactionsDocument, { filter: {} });
    // personal01's demo payments came before it accepted: neither the inquiry nor the share holds them.
    expect(inquiry.data!.agentTransactions.items.map((i) => i.tradeNo)).toEqual([tradeNo]);
    const summary = await agent.gql(AgentShareSummaryDocument, { month: thisMonth() });
    // 1,200 by card: platform fee 34 (2.8%), the agent's 20% of it is 7.
    expect(summary.data!.agentShareSummary).toMatchObject({
      share: 7,
      closed: false,
      rows: [expect.objectContaining({ count: 1, volume: 1200, platformFee: 34, share: 7 })],
    });
    expect(summary.data!.agentShareSummary!.lastMonths).toHaveLength(12);
    const csv = await agent.agent.get(agent.path(`/api/pf/shared/detail.csv?month=${thisMonth()}`));
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(`"收款","=""${tradeNo}"""`);
    const txCsv = await agent.agent.get(agent.path('/api/pf/transactions.csv'));
    expect(txCsv.text).toContain(tradeNo);
    // The program format writes codes (PAYMENT, CREDIT, SUCCESS…) where the Excel format writes labels.
    const raw = (path: string) => agent.agent.get(agent.path(`${path}format=raw`)).buffer(true);
    const detailPath = `/api/pf/shared/detail.csv?month=${thisMonth()}&`;
    expectCodedLabels('sharedProfit', (await raw(detailPath)).text, csv.text);
    expectCodedLabels('partnerTransactions', (await raw('/api/pf/transactions.csv?')).text, txCsv.text);
    expect(csvRecords((await raw(detailPath)).text).rows).toEqual([
      expect.objectContaining({ kind: 'PAYMENT', trade_no: tradeNo, pay_type: 'CREDIT' }),
    ]);
  });

  it('a refund takes back its share in the month it happens', async () => {
    const tradeNo = await payPartnerLink();
    const refund = await partner.gql(RefundTransactionDocument, {
      input: { tradeNo, amount: 600, reason: 'BUYER_REQUEST', idempotencyKey: 'agency-refund-1' },
    });
    expect(refund.data!.refundTransaction.errors).toEqual([]);
    const detail = await agent.gql(AgentShareDetailDocument, { month: thisMonth() });
    const lines = shareLines(detail.data!.agentShareDetail, tradeNo);
    expect(lines).toEqual([
      { kind: 'PAYMENT', tradeNo, share: 7 },
      { kind: 'REFUND', tradeNo, share: -4 },
    ]);
  });

  it('closing an ended month credits the agent’s held funds once, however often it is closed', async () => {
    // The partnership and one payment move to last month, as if they happened then.
    const tradeNo = await payPartnerLink();
    await sql(`update agent_partner set accepted_at = accepted_at - interval '40 days' where agent_member_id = ?`, [
      agentId,
    ]);
    await sql(
      `update payment_transaction set paid_at = date_trunc('month', now()) - interval '3 days' where trade_no = ?`,
      [tradeNo],
    );
    const open = await ops.gql(CloseAgentShareMonthDocument, { agentMemberId: agentId, month: thisMonth() });
    expect(open.data!.closeAgentShareMonth.errors[0].code).toBe('OPEN');
    const held = async () =>
      (
        await sql<{ balance: number }>(`select balance from ledger_account where member_id = ? and kind = 'held'`, [
          agentId,
        ])
      )[0]?.balance ?? 0;
    const before = Number(await held());
    // The month's share: this payment's 7, plus whatever personal01's demo history (demo-history.ts) paid in the
    // partnership's window last month.
    const detail = await agent.gql(AgentShareDetailDocument, { month: lastMonth(), first: 200 });
    expect(detail.data!.agentShareDetail.hasNextPage).toBe(false);
    expect(shareLines(detail.data!.agentShareDetail, tradeNo)).toEqual([{ kind: 'PAYMENT', tradeNo, share: 7 }]);
    const due = detail.data!.agentShareDetail.items.reduce((sum, d) => sum + d.share, 0);
    const closes = await Promise.all(
      Array.from({ length: 20 }, () =>
        ops.gql(CloseAgentShareMonthDocument, { agentMemberId: agentId, month: lastMonth() }),
      ),
    );
    expect(closes.map((c) => c.data!.closeAgentShareMonth.paid).filter((p) => p !== null)).toEqual([due]);
    await closeEndedMonths(t.orm.em.fork());
    expect(Number(await held()) - before).toBe(due);
    const summary = await agent.gql(AgentShareSummaryDocument, { month: lastMonth() });
    expect(summary.data!.agentShareSummary).toMatchObject({ closed: true, paid: due });
    await ledgerBalanced();
  });

  it('in the sandbox a month closes when the agent’s own clock passes its end, and pays once', async () => {
    await payPartnerLink();
    const month = thisMonth();
    const summary = async () => {
      const { closed, share, paid } = (await agent.gql(AgentShareSummaryDocument, { month })).data!.agentShareSummary!;
      return { closed, share, paid };
    };
    const open = await summary();
    expect(open.closed).toBe(false);
    expect(open.share).toBeGreaterThan(0);
    const held = async () =>
      Number(
        (
          await sql<{ balance: number }>(`select balance from ledger_account where member_id = ? and kind = 'held'`, [
            agentId,
          ])
        )[0]?.balance ?? 0,
      );
    const before = await held();
    // Days until the second of next month in Taiwan: the month has ended on the agent's clock.
    const now = new Date(Date.now() + 8 * 3_600_000);
    const nextSecond = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 2);
    const days = Math.ceil((nextSecond - now.getTime()) / 86_400_000);
    const advance = () => agent.gql(AdvanceSettlementClockDocument, { days });
    expect((await advance()).data!.advanceSettlementClock.errors).toEqual([]);
    const closed = await summary();
    expect(closed).toEqual({ closed: true, share: open.share, paid: open.share });
    expect((await held()) - before).toBe(open.share);

    // Moving on, the job, and ops closing it by hand change nothing.
    await advance();
    await closeEndedMonths(t.orm.em.fork());
    const again = await ops.gql(CloseAgentShareMonthDocument, { agentMemberId: agentId, month });
    expect(again.data!.closeAgentShareMonth.errors[0].code).toBe('CLOSED');
    expect((await held()) - before).toBe(open.share);
    await ledgerBalanced();
  });

  it('a token with pf:read fetches the month’s summary with no cookie; other tokens are refused', async () => {
    const make = async (scopes: Ops.TokenScope[]) =>
      (await agent.gql(CreateAccessTokenDocument, { input: { name: '分潤報表', scopes, expiresInDays: 7 } })).data!
        .createAccessToken.secret;
    // A program's query, sent the same way with the cookie to compare.
    const query = `{ agentShareSummary(month: "${thisMonth()}") { share rows { merchantName share } } }`;
    const ok = await request(t.app)
      .post(`${t.config.basePath}/graphql`)
      .set('Authorization', `Bearer ${await make(['PF_READ'])}`)
      .send({ query });
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data).toEqual((await agent.gql(query)).data);
    expect(ok.body.data.agentShareSummary.share).toBeGreaterThan(0);
    const other = await request(t.app)
      .post(`${t.config.basePath}/graphql`)
      .set('Authorization', `Bearer ${await make(['TRANSACTIONS_READ'])}`)
      .send({ query });
    expect(other.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('isolation', () => {
  it('a second agent sees none of agent01’s partners, transactions or shares; a non-agent is refused everywhere', async () => {
    await sql(`update member set is_platform = true where login_name = 'business01'`);
    await t.sessionsSettled();
    const second = t.client();
    await second.login('business01');
    const partners = await second.gql(AgentPartnersDocument);
    expect(partners.data!.agentPartners.items).toEqual([]);
    // One partner by id (the edit page): agent01's own, and null for anyone else's.
    const [mine] = (await agent.gql(AgentPartnersDocument)).data!.agentPartners.items;
    expect((await agent.gql(AgentPartnerDocument, { id: mine!.id })).data!.agentPartner).toEqual(mine);
    const asSecond = await second.gql(AgentPartnerDocument, { id: mine!.id });
    expect(asSecond.errors).toBeUndefined();
    expect(asSecond.data!.agentPartner).toBeNull();
    const tx = await second.gql(AgentTransactionsDocument, { filter: {} });
    expect(tx.data!.agentTransactions.totalCount).toBe(0);
    const share = await second.gql(AgentShareSummaryDocument, { month: thisMonth() });
    expect(share.data!.agentShareSummary).toMatchObject({ share: 0, rows: [] });
    expect((await second.agent.get(second.path('/api/pf/transactions.csv'))).text.trim().split('\r\n')).toHaveLength(1);
    const detail = await second.gql(AgentShareDetailDocument, { month: thisMonth() });
    expect(detail.data!.agentShareDetail.items).toEqual([]);
    const detailCsv = await second.agent.get(second.path(`/api/pf/shared/detail.csv?month=${thisMonth()}`));
    expect(detailCsv.text.trim().split('\r\n')).toHaveLength(1);
    // agent01's partner, by its id: another agent can neither see nor change it.
    const [theirs] = await sql<{ id: number; note: string }>(
      `select id, note from agent_partner where agent_member_id = ? order by id limit 1`,
      [agentId],
    );
    const edit = await second.gql(UpdateAgentPartnerDocument, { id: theirs.id, note: '搶來的', remove: false });
    expect(edit.data?.updateAgentPartner.errors.length ?? edit.errors?.length).toBeGreaterThan(0);
    expect((await sql<{ note: string }>(`select note from agent_partner where id = ?`, [theirs.id]))[0].note).toBe(
      theirs.note,
    );
    // The same over a token of the second agent: its own (empty) agency, nothing of agent01's.
    const secondToken = (
      await second.gql(CreateAccessTokenDocument, {
        input: { name: '第二代理商', scopes: ['PF_READ'], expiresInDays: 7 },
      })
    ).data!.createAccessToken.secret!;
    const bearer = (query: string) =>
      request(t.app).post(`${t.config.basePath}/graphql`).set('Authorization', `Bearer ${secondToken}`).send({ query });
    const viaToken = await bearer(
      `{ agentPartners(first: 10) { items { id } hasNextPage } agentTransactions(filter: {}) { totalCount } agentShareSummary(month: "${thisMonth()}") { share rows { share } } agentShareDetail(month: "${thisMonth()}") { items { tradeNo } } }`,
    );
    expect(viaToken.body.errors).toBeUndefined();
    expect(viaToken.body.data).toEqual({
      agentPartners: { items: [], hasNextPage: false },
      agentTransactions: { totalCount: 0 },
      agentShareSummary: { share: 0, rows: [] },
      agentShareDetail: { items: [] },
    });
    const csvViaToken = await request(t.app)
      .get(`${t.config.basePath}/api/pf/transactions.csv`)
      .set('Authorization', `Bearer ${secondToken}`);
    expect(csvViaToken.status).toBe(200);
    expect(csvViaToken.text.trim().split('\r\n')).toHaveLength(1);
    // The other pf export opens to the same read-only scope.
    const detailViaToken = await request(t.app)
      .get(`${t.config.basePath}/api/pf/shared/detail.csv?month=${thisMonth()}&format=raw`)
      .set('Authorization', `Bearer ${secondToken}`);
    expect(detailViaToken.status).toBe(200);
    expect(csvRecords(detailViaToken.text).header).toEqual(csvHeader(CSV_EXPORTS.sharedProfit.columns, 'raw'));
    await sql(`update member set is_platform = false where login_name = 'business01'`);
    await t.sessionsSettled();

    const plain = t.client();
    await plain.login('business01');
    for (const res of [
      await plain.gql(AgentPartnersDocument),
      await plain.gql(AgentContractDocument),
      await plain.gql(AgentShareSummaryDocument, { month: thisMonth() }),
    ])
      expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await plain.agent.get(plain.path('/api/pf/transactions.csv'))).status).toBe(403);
    expect((await plain.agent.get(plain.path(`/api/pf/shared/detail.csv?month=${thisMonth()}`))).status).toBe(403);
    // No longer an agent, the pf token it made is refused on every pf field and path as well.
    const stale = await bearer(`{ agentShareSummary(month: "${thisMonth()}") { share } }`);
    expect(stale.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const staleCsv = await request(t.app)
      .get(`${t.config.basePath}/api/pf/transactions.csv`)
      .set('Authorization', `Bearer ${secondToken}`);
    expect(staleCsv.status).toBe(403);
    // And a non-agent cannot make a pf token at all.
    const refused = await plain.gql(CreateAccessTokenDocument, {
      input: { name: '想看分潤', scopes: ['PF_READ'], expiresInDays: 7 },
    });
    expect(refused.data?.createAccessToken.secret ?? null).toBeNull();
  });
});
