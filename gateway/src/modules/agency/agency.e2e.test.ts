import request from 'supertest';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { SANDBOX_CARDS } from '../payments/checkout.messages';
import { closeEndedMonths } from './shares';
import type { EntityManager } from '@mikro-orm/postgresql';

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

type Errors = { field: string | null; code: string; message: string }[];
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
  const res = await buyer.gql<{ sandboxPay: { transaction: { tradeNo: string } | null; errors: Errors } }>(
    `mutation($input: SandboxPayInput!) { sandboxPay(input: $input) { transaction { tradeNo } errors { code } } }`,
    {
      input: {
        token: 'demo-leather-wallet',
        payType: 'CREDIT',
        cardNumber: SANDBOX_CARDS.success,
        buyerName: '林美玲',
        buyerEmail: 'buyer@example.com',
      },
    },
  );
  expect(res.data!.sandboxPay.errors).toEqual([]);
  return res.data!.sandboxPay.transaction!.tradeNo;
}

async function ledgerBalanced(): Promise<void> {
  const [sum] = await sql<{ total: string }>('select coalesce(sum(amount), 0)::text as total from posting');
  expect(sum.total).toBe('0');
}

describe('the agency area', () => {
  it('ops set a contract; the agent sees it and its history', async () => {
    const set = (startsOn: string, bp: number) =>
      ops.gql<{ setAgentContract: { contract: { status: string } | null; errors: Errors } }>(
        `mutation($input: AgentContractInput!) { setAgentContract(agentMemberId: ${agentId}, input: $input) { contract { status } errors { field code } } }`,
        {
          input: {
            startsOn,
            rates: [
              { payType: 'CREDIT', basisPoints: bp },
              { payType: 'ATM', basisPoints: 1000 },
            ],
          },
        },
      );
    expect((await set('2025-01-01', 1000)).data!.setAgentContract.errors).toEqual([]);
    expect((await set('2026-01-01', 2000)).data!.setAgentContract.contract!.status).toBe('ACTIVE');
    const bad = await ops.gql<{ setAgentContract: { errors: Errors } }>(
      `mutation { setAgentContract(agentMemberId: ${agentId}, input: { startsOn: "x", rates: [{ payType: CREDIT, basisPoints: 10001 }] }) { errors { field } } }`,
    );
    expect(bad.data!.setAgentContract.errors.map((e) => e.field)).toEqual(['startsOn', 'rates']);
    const seen = await agent.gql<{
      agentContract: { startsOn: string; endsOn: string | null; status: string; createdBy: string }[];
    }>('{ agentContract { startsOn endsOn status createdBy } }');
    // Who set it reads in zh-TW, not as the stored operator:N.
    expect(seen.data!.agentContract).toEqual([
      { startsOn: '2026-01-01', endsOn: null, status: 'ACTIVE', createdBy: '營運人員' },
      { startsOn: '2025-01-01', endsOn: '2025-12-31', status: 'ENDED', createdBy: '營運人員' },
    ]);
  });

  it('refers a seller who accepts; its payments after that appear in inquiry and in the month’s share at the contract rate', async () => {
    const refer = await agent.gql<{ referAgentPartner: { partner: { status: string } | null; errors: Errors } }>(
      `mutation { referAgentPartner(email: "personal01@example.com", note: "夜市攤商") { partner { status } errors { code } } }`,
    );
    expect(refer.data!.referAgentPartner.partner!.status).toBe('INVITED');
    const again = await agent.gql<{ referAgentPartner: { errors: Errors } }>(
      `mutation { referAgentPartner(email: "PERSONAL01@example.com") { errors { code } } }`,
    );
    expect(again.data!.referAgentPartner.errors[0].code).toBe('REFERRED');
    const invites = await partner.gql<{ agentReferrals: { id: number; agentName: string }[] }>(
      '{ agentReferrals { id agentName } }',
    );
    expect(invites.data!.agentReferrals).toHaveLength(1);
    const accepted = await partner.gql<{ answerAgentReferral: { ok: boolean } }>(
      `mutation { answerAgentReferral(id: ${invites.data!.agentReferrals[0].id}, accept: true) { ok } }`,
    );
    expect(accepted.data!.answerAgentReferral.ok).toBe(true);
    const partners = await agent.gql<{ agentPartners: { status: string; loginName: string; memberStatus: string }[] }>(
      '{ agentPartners { status loginName memberStatus } }',
    );
    expect(partners.data!.agentPartners).toEqual([
      { status: 'ACTIVE', loginName: 'personal01', memberStatus: 'ACTIVE' },
    ]);

    const tradeNo = await payPartnerLink();
    const inquiry = await agent.gql<{ agentTransactions: { items: { tradeNo: string }[]; totalCount: number } }>(
      '{ agentTransactions(filter: {}) { items { tradeNo } totalCount } }',
    );
    // personal01's demo payments came before it accepted: neither the inquiry nor the share holds them.
    expect(inquiry.data!.agentTransactions.items.map((i) => i.tradeNo)).toEqual([tradeNo]);
    const summary = await agent.gql<{
      agentShareSummary: {
        share: number;
        closed: boolean;
        rows: { count: number; volume: number; platformFee: number; share: number }[];
        lastMonths: unknown[];
      };
    }>(
      `{ agentShareSummary(month: "${thisMonth()}") { share closed rows { count volume platformFee share } lastMonths { month share } } }`,
    );
    // 1,200 by card: platform fee 34 (2.8%), the agent's 20% of it is 7.
    expect(summary.data!.agentShareSummary).toMatchObject({
      share: 7,
      closed: false,
      rows: [{ count: 1, volume: 1200, platformFee: 34, share: 7 }],
    });
    expect(summary.data!.agentShareSummary.lastMonths).toHaveLength(12);
    const csv = await agent.agent.get(agent.path(`/api/pf/shared/detail.csv?month=${thisMonth()}`));
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(`"收款","=""${tradeNo}"""`);
    const txCsv = await agent.agent.get(agent.path('/api/pf/transactions.csv'));
    expect(txCsv.text).toContain(tradeNo);
  });

  it('a refund takes back its share in the month it happens', async () => {
    const tradeNo = await payPartnerLink();
    const refund = await partner.gql<{ refundTransaction: { errors: Errors } }>(
      `mutation { refundTransaction(input: { tradeNo: "${tradeNo}", amount: 600, idempotencyKey: "agency-refund-1" }) { errors { code } } }`,
    );
    expect(refund.data!.refundTransaction.errors).toEqual([]);
    const detail = await agent.gql<{ agentShareDetail: { kind: string; tradeNo: string; share: number }[] }>(
      `{ agentShareDetail(month: "${thisMonth()}") { kind tradeNo share } }`,
    );
    const lines = detail.data!.agentShareDetail.filter((d) => d.tradeNo === tradeNo);
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
    const open = await ops.gql<{ closeAgentShareMonth: { errors: Errors } }>(
      `mutation { closeAgentShareMonth(agentMemberId: ${agentId}, month: "${thisMonth()}") { errors { code } } }`,
    );
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
    const detail = await agent.gql<{ agentShareDetail: { kind: string; tradeNo: string; share: number }[] }>(
      `{ agentShareDetail(month: "${lastMonth()}") { kind tradeNo share } }`,
    );
    expect(detail.data!.agentShareDetail.filter((d) => d.tradeNo === tradeNo)).toEqual([
      { kind: 'PAYMENT', tradeNo, share: 7 },
    ]);
    const due = detail.data!.agentShareDetail.reduce((sum, d) => sum + d.share, 0);
    const closes = await Promise.all(
      Array.from({ length: 20 }, () =>
        ops.gql<{ closeAgentShareMonth: { paid: number | null; errors: Errors } }>(
          `mutation { closeAgentShareMonth(agentMemberId: ${agentId}, month: "${lastMonth()}") { paid errors { code } } }`,
        ),
      ),
    );
    expect(closes.map((c) => c.data!.closeAgentShareMonth.paid).filter((p) => p !== null)).toEqual([due]);
    await closeEndedMonths(t.orm.em.fork() as EntityManager);
    expect(Number(await held()) - before).toBe(due);
    const summary = await agent.gql<{ agentShareSummary: { closed: boolean; paid: number } }>(
      `{ agentShareSummary(month: "${lastMonth()}") { closed paid } }`,
    );
    expect(summary.data!.agentShareSummary).toEqual({ closed: true, paid: due });
    await ledgerBalanced();
  });

  it('in the sandbox a month closes when the agent’s own clock passes its end, and pays once', async () => {
    await payPartnerLink();
    const month = thisMonth();
    const summary = async () =>
      (
        await agent.gql<{ agentShareSummary: { closed: boolean; share: number; paid: number | null } }>(
          `{ agentShareSummary(month: "${month}") { closed share paid } }`,
        )
      ).data!.agentShareSummary;
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
    const advance = () =>
      agent.gql<{ advanceSettlementClock: { errors: Errors } }>(
        `mutation { advanceSettlementClock(days: ${days}) { errors { code } } }`,
      );
    expect((await advance()).data!.advanceSettlementClock.errors).toEqual([]);
    const closed = await summary();
    expect(closed).toEqual({ closed: true, share: open.share, paid: open.share });
    expect((await held()) - before).toBe(open.share);

    // Moving on, the job, and ops closing it by hand change nothing.
    await advance();
    await closeEndedMonths(t.orm.em.fork() as EntityManager);
    const again = await ops.gql<{ closeAgentShareMonth: { errors: Errors } }>(
      `mutation { closeAgentShareMonth(agentMemberId: ${agentId}, month: "${month}") { errors { code } } }`,
    );
    expect(again.data!.closeAgentShareMonth.errors[0].code).toBe('CLOSED');
    expect((await held()) - before).toBe(open.share);
    await ledgerBalanced();
  });

  it('a token with pf:read fetches the month’s summary with no cookie; other tokens are refused', async () => {
    const make = async (scopes: string[]) =>
      (
        await agent.gql<{ createAccessToken: { secret: string } }>(
          `mutation($input: AccessTokenInput!) { createAccessToken(input: $input) { secret } }`,
          { input: { name: '分潤報表', scopes, expiresInDays: 7 } },
        )
      ).data!.createAccessToken.secret;
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
    const partners = await second.gql<{ agentPartners: unknown[] }>('{ agentPartners { id } }');
    expect(partners.data!.agentPartners).toEqual([]);
    const tx = await second.gql<{ agentTransactions: { totalCount: number } }>(
      '{ agentTransactions(filter: {}) { totalCount } }',
    );
    expect(tx.data!.agentTransactions.totalCount).toBe(0);
    const share = await second.gql<{ agentShareSummary: { share: number; rows: unknown[] } }>(
      `{ agentShareSummary(month: "${thisMonth()}") { share rows { share } } }`,
    );
    expect(share.data!.agentShareSummary).toEqual({ share: 0, rows: [] });
    expect((await second.agent.get(second.path('/api/pf/transactions.csv'))).text.trim().split('\r\n')).toHaveLength(1);
    const detail = await second.gql<{ agentShareDetail: unknown[] }>(
      `{ agentShareDetail(month: "${thisMonth()}") { tradeNo } }`,
    );
    expect(detail.data!.agentShareDetail).toEqual([]);
    const detailCsv = await second.agent.get(second.path(`/api/pf/shared/detail.csv?month=${thisMonth()}`));
    expect(detailCsv.text.trim().split('\r\n')).toHaveLength(1);
    // agent01's partner, by its id: another agent can neither see nor change it.
    const [theirs] = await sql<{ id: number; note: string }>(
      `select id, note from agent_partner where agent_member_id = ? order by id limit 1`,
      [agentId],
    );
    const edit = await second.gql<{ updateAgentPartner: { errors: Errors } }>(
      `mutation { updateAgentPartner(id: ${theirs.id}, note: "搶來的") { errors { code } } }`,
    );
    expect(edit.data?.updateAgentPartner.errors.length ?? edit.errors?.length).toBeGreaterThan(0);
    expect((await sql<{ note: string }>(`select note from agent_partner where id = ?`, [theirs.id]))[0].note).toBe(
      theirs.note,
    );
    // The same over a token of the second agent: its own (empty) agency, nothing of agent01's.
    const secondToken = (
      await second.gql<{ createAccessToken: { secret: string } }>(
        `mutation($input: AccessTokenInput!) { createAccessToken(input: $input) { secret } }`,
        { input: { name: '第二代理商', scopes: ['PF_READ'], expiresInDays: 7 } },
      )
    ).data!.createAccessToken.secret;
    const bearer = (query: string) =>
      request(t.app).post(`${t.config.basePath}/graphql`).set('Authorization', `Bearer ${secondToken}`).send({ query });
    const viaToken = await bearer(
      `{ agentPartners { id } agentTransactions(filter: {}) { totalCount } agentShareSummary(month: "${thisMonth()}") { share rows { share } } agentShareDetail(month: "${thisMonth()}") { tradeNo } }`,
    );
    expect(viaToken.body.errors).toBeUndefined();
    expect(viaToken.body.data).toEqual({
      agentPartners: [],
      agentTransactions: { totalCount: 0 },
      agentShareSummary: { share: 0, rows: [] },
      agentShareDetail: [],
    });
    const csvViaToken = await request(t.app)
      .get(`${t.config.basePath}/api/pf/transactions.csv`)
      .set('Authorization', `Bearer ${secondToken}`);
    expect(csvViaToken.status).toBe(200);
    expect(csvViaToken.text.trim().split('\r\n')).toHaveLength(1);
    await sql(`update member set is_platform = false where login_name = 'business01'`);
    await t.sessionsSettled();

    const plain = t.client();
    await plain.login('business01');
    for (const q of [
      '{ agentPartners { id } }',
      '{ agentContract { id } }',
      `{ agentShareSummary(month: "${thisMonth()}") { share } }`,
    ])
      expect((await plain.gql(q)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
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
    const refused = await plain.gql<{ createAccessToken: { secret: string | null; errors: Errors } }>(
      `mutation($input: AccessTokenInput!) { createAccessToken(input: $input) { secret errors { code } } }`,
      { input: { name: '想看分潤', scopes: ['PF_READ'], expiresInDays: 7 } },
    );
    expect(refused.data?.createAccessToken.secret ?? null).toBeNull();
  });
});
