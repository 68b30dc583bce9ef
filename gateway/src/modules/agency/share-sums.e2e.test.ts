import {
  AgentOfDocument,
  AgentReferralsDocument,
  AgentShareSummaryDocument,
  AnswerAgentReferralDocument,
  ReferAgentPartnerDocument,
  RefundTransactionDocument,
  SetAgentContractDocument,
} from '../../test/client-operations';
import { PayType } from '@paydesk/shared/pay-types';
import { TransactionStatus } from '@paydesk/shared/transaction-statuses';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { shareGroups, shareLines, shareTotals, type ShareLine } from './shares';

/**
 * The summary, the month totals and the operators' volume add share lines up in the database; the lines themselves
 * (the detail and its CSV) are the reference. Two partners whose demo history counts from three months back give
 * several pay types, shops and refunds in each month.
 */
let t: TestApp;
let agent: TestClient;
let ops: TestClient;
let agentId: number;
const sql = <T>(q: string, p: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(q, p);

beforeAll(async () => {
  t = await createTestApp();
  agent = t.client();
  await agent.login('agent01');
  ops = t.client();
  await ops.login('ops01');
  [{ id: agentId }] = await sql<{ id: number }>(`select id from member where login_name = 'agent01'`);
  const contract = await ops.gql(SetAgentContractDocument, {
    agentMemberId: agentId,
    input: {
      startsOn: '2025-01-01',
      rates: [
        { payType: 'CREDIT', basisPoints: 2000 },
        { payType: 'ATM', basisPoints: 1000 },
        { payType: 'CVS', basisPoints: 1500 },
      ],
    },
  });
  expect(contract.data!.setAgentContract.errors).toEqual([]);
  for (const login of ['personal01', 'business01']) {
    const seller = t.client();
    await seller.login(login);
    const refer = await agent.gql(ReferAgentPartnerDocument, { email: `${login}@example.com` });
    expect(refer.data!.referAgentPartner.errors).toEqual([]);
    const [invite] = (await seller.gql(AgentReferralsDocument)).data!.agentReferrals.items;
    await seller.gql(AnswerAgentReferralDocument, { id: invite!.id, accept: true });
    // A refund of a collected card payment of this month, so refunds take shares back in the month checked.
    const [paid] = await sql<{ trade_no: string; amount: number }>(
      `select t.trade_no, t.amount from payment_transaction t join member m on m.id = t.member_id
        where m.login_name = ? and t.pay_type = ? and t.status = ? and t.amount >= 200 order by t.id desc limit 1`,
      [login, PayType.CREDIT, TransactionStatus.PAID],
    );
    if (paid) {
      const refund = await seller.gql(RefundTransactionDocument, {
        input: { tradeNo: paid.trade_no, amount: 100, reason: 'BUYER_REQUEST', idempotencyKey: `sums-${login}` },
      });
      expect(refund.data!.refundTransaction.errors).toEqual([]);
    }
  }
  await sql(`update agent_partner set accepted_at = now() - interval '3 months' where agent_member_id = ?`, [agentId]);
});
afterAll(() => t.close());

const monthsBack = (n: number) => {
  const d = new Date(Date.now() + 8 * 3_600_000);
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - n);
  return d.toISOString().slice(0, 10);
};

/** The reference: lines grouped in JS by partner and pay type, in the order each group's first line came. */
function groupedInJs(lines: ShareLine[]) {
  const groups = new Map<string, { partnerMemberId: number; merchantName: string; payType: number } & Sums>();
  for (const l of lines) {
    const key = `${l.partner_member_id}:${l.pay_type}`;
    const g = groups.get(key) ?? {
      partnerMemberId: l.partner_member_id,
      merchantName: l.merchant_name,
      payType: l.pay_type,
      count: 0,
      volume: 0,
      platformFee: 0,
      share: 0,
    };
    if (l.kind === 'payment') g.count += 1;
    g.volume += l.amount;
    g.platformFee += l.fee;
    g.share += l.share;
    groups.set(key, g);
  }
  return [...groups.values()];
}
interface Sums {
  count: number;
  volume: number;
  platformFee: number;
  share: number;
}

describe('share sums in the database', () => {
  it('give what the month’s lines add up to, month by month', async () => {
    const kinds = new Set<string>();
    const payTypes = new Set<number>();
    for (const month of [monthsBack(0), monthsBack(1), monthsBack(2)]) {
      const em = t.orm.em.fork();
      const lines = await shareLines(em, agentId, month);
      lines.forEach((l) => (kinds.add(l.kind), payTypes.add(l.pay_type)));
      const byKey = (g: { partnerMemberId: number; payType: number }) => `${g.partnerMemberId}:${g.payType}`;
      const sorted = <T extends { partnerMemberId: number; payType: number }>(gs: T[]) =>
        [...gs].sort((a, b) => byKey(a).localeCompare(byKey(b)));
      expect(sorted(await shareGroups(em, agentId, month))).toEqual(sorted(groupedInJs(lines)));
      expect(await shareTotals(em, agentId, month)).toEqual({
        volume: lines.reduce((s, l) => s + l.amount, 0),
        share: lines.reduce((s, l) => s + l.share, 0),
      });
    }
    // The months held what the sums must get right: payments and refunds, several pay types.
    expect([...kinds].sort()).toEqual(['payment', 'refund']);
    expect(payTypes.size).toBeGreaterThan(1);
  });

  it('the agent’s summary, its last months and the operators’ volume read the same figures', async () => {
    const month = monthsBack(0);
    const lines = await shareLines(t.orm.em.fork(), agentId, month);
    const summary = (await agent.gql(AgentShareSummaryDocument, { month: month.slice(0, 7) })).data!.agentShareSummary!;
    expect(summary.share).toBe(lines.reduce((s, l) => s + l.share, 0));
    expect(summary.rows.reduce((s, r) => s + r.count, 0)).toBe(lines.filter((l) => l.kind === 'payment').length);
    const before = await shareLines(t.orm.em.fork(), agentId, monthsBack(1));
    expect(summary.lastMonths.at(-2)).toEqual({
      month: monthsBack(1).slice(0, 7),
      share: before.reduce((s, l) => s + l.share, 0),
      closed: false,
    });
    const row = (await ops.gql(AgentOfDocument, { agentMemberId: agentId })).data!.agentOf!;
    expect(row.monthVolume).toBe(lines.reduce((s, l) => s + l.amount, 0));
    expect(row.partnerCount).toBe(2);
  });
});
