import { cursorTimeSql, type PageKey } from '../../core/paging';
import type { EntityManager } from '@mikro-orm/postgresql';
import { COLLECTED_TX_STATUSES } from '@paydesk/shared/transaction-statuses';
import { AgentPartnerStatus } from '@paydesk/shared/agency-statuses';
import { RefundStatus } from '@paydesk/shared/refund-statuses';
import { moneyTransaction } from '../../core/database/money-transaction';
import { sqlOf } from '../../core/database/sql';
import { writeAudit } from '../audit';
import { payAgentShare } from '../ledger';
import { inPartnershipSql, sameHolderSql } from './partner-rules';
import { publishEvent } from '../events';

/**
 * Shared profit: an agent earns, on every payment a partner collects for a sale made after accepting the referral
 * (created at or after the acceptance), the contract's rate (basis points, per pay type) of the platform fee,
 * rounded to whole TWD. A partner that is the agent itself (partner-rules' sameHolderSql, checked again here because
 * a representative's ID may be filled in after acceptance) earns it nothing. A refund takes back
 * the same part of that payment's share in the month the refund is executed. Months are Taiwan calendar months;
 * the contract of the month is the one in force on its last day.
 */
export interface ShareLine {
  kind: 'payment' | 'refund';
  id: number;
  trade_no: string;
  partner_member_id: number;
  merchant_name: string;
  pay_type: number;
  amount: number;
  fee: number;
  share: number;
  at: string;
}

const MONTH_START = `(?::date)::timestamp at time zone 'Asia/Taipei'`;
const MONTH_END = `((?::date) + interval '1 month')::timestamp at time zone 'Asia/Taipei'`;
const RATE = `coalesce((c.share_rates ->> t.pay_type::text)::int, 0)`;

/** 'YYYY-MM' or 'YYYY-MM-DD' → the month's first day, or null. */
export function monthStart(month: string): string | null {
  const m = /^(\d{4})-(0[1-9]|1[0-2])(?:-\d{2})?$/.exec(month.trim());
  return m ? `${m[1]}-${m[2]}-01` : null;
}

/** The SQL of every payment and refund of the agent's partners that counts in a month (unordered), with its share. */
function shareLinesSql(agentId: number, month: string): { sql: string; params: unknown[] } {
  const contract = `(select share_rates from agent_contract where agent_member_id = ? and starts_on <= ((?::date) + interval '1 month' - interval '1 day')::date
      and (ends_on is null or ends_on >= ?::date) order by starts_on desc, id desc limit 1)`;
  return {
    sql: `with c as ${contract},
          p as (select partner_member_id, accepted_at from agent_partner a where agent_member_id = ? and status = ${AgentPartnerStatus.ACTIVE}
                  and not ${sameHolderSql('a.agent_member_id', 'a.partner_member_id')})
     select 'payment' as kind, t.id, t.trade_no, t.member_id as partner_member_id, m.name as merchant_name, t.pay_type,
            t.amount, t.fee, round(t.fee * ${RATE} / 10000.0)::int as share, t.paid_at as at
       from payment_transaction t join p on p.partner_member_id = t.member_id cross join c join merchant m on m.id = t.merchant_id
      where t.status in (${COLLECTED_TX_STATUSES.join(', ')}) and ${inPartnershipSql('t', 'p')}
        and t.paid_at >= ${MONTH_START} and t.paid_at < ${MONTH_END}
     union all
     select 'refund', r.id, t.trade_no, t.member_id, m.name, t.pay_type, -r.amount, 0,
            -round(round(t.fee * ${RATE} / 10000.0) * r.amount / t.amount)::int, r.executed_at
       from refund r join payment_transaction t on t.id = r.transaction_id join p on p.partner_member_id = t.member_id
            cross join c join merchant m on m.id = t.merchant_id
      where r.status = ${RefundStatus.EXECUTED} and ${inPartnershipSql('t', 'p')}
        and r.executed_at >= ${MONTH_START} and r.executed_at < ${MONTH_END}`,
    params: [agentId, month, month, agentId, month, month, month, month],
  };
}

/** Every payment and refund of the agent's partners that counts in a month, with its share, oldest first. */
export async function shareLines(em: EntityManager, agentId: number, month: string): Promise<ShareLine[]> {
  const q = shareLinesSql(agentId, month);
  return sqlOf(em)<ShareLine>(`${q.sql} order by at, id`, q.params);
}

/** A month's share lines added up by the database: payments less refunds (volume) and the agent's share. */
export async function shareTotals(
  em: EntityManager,
  agentId: number,
  month: string,
): Promise<{ volume: number; share: number }> {
  const q = shareLinesSql(agentId, month);
  const [row] = await sqlOf(em)<{ volume: string; share: string }>(
    `select coalesce(sum(x.amount), 0)::bigint as volume, coalesce(sum(x.share), 0)::bigint as share
       from (${q.sql}) x`,
    q.params,
  );
  return { volume: Number(row?.volume ?? 0), share: Number(row?.share ?? 0) };
}

/** One row per partner and pay type of a month's share lines. */
export interface ShareGroup {
  partnerMemberId: number;
  /** The shop of the partner's oldest line that month. */
  merchantName: string;
  payType: number;
  /** Payments (a refund is not one). */
  count: number;
  volume: number;
  platformFee: number;
  share: number;
}

/** A month's share lines grouped by partner and pay type, in the order each group's first line came. */
export async function shareGroups(em: EntityManager, agentId: number, month: string): Promise<ShareGroup[]> {
  const q = shareLinesSql(agentId, month);
  const rows = await sqlOf(em)<{
    partner_member_id: number;
    merchant_name: string;
    pay_type: number;
    count: number;
    volume: string;
    fee: string;
    share: string;
  }>(
    `select x.partner_member_id, x.pay_type, (array_agg(x.merchant_name order by x.at, x.id))[1] as merchant_name,
            count(*) filter (where x.kind = 'payment')::int as count, sum(x.amount)::bigint as volume,
            sum(x.fee)::bigint as fee, sum(x.share)::bigint as share
       from (${q.sql}) x
      group by x.partner_member_id, x.pay_type
      order by min(x.at), x.partner_member_id, x.pay_type`,
    q.params,
  );
  return rows.map((r) => ({
    partnerMemberId: r.partner_member_id,
    merchantName: r.merchant_name,
    payType: r.pay_type,
    count: r.count,
    volume: Number(r.volume),
    platformFee: Number(r.fee),
    share: Number(r.share),
  }));
}

/**
 * A keyset page of a month's share lines, oldest first by time, then kind and id (a payment and a refund may share
 * an id, being rows of two tables): `limit` lines after the key.
 */
export async function shareLinePage(
  em: EntityManager,
  agentId: number,
  month: string,
  after: PageKey | null,
  limit: number,
): Promise<(ShareLine & { cursor_at: string })[]> {
  const q = shareLinesSql(agentId, month);
  const key = after?.at
    ? { sql: '(x.at, x.kind, x.id) > (?::timestamptz, ?, ?)', params: [after.at, after.tag ?? '', after.id] }
    : null;
  return sqlOf(em)<ShareLine & { cursor_at: string }>(
    `select x.*, ${cursorTimeSql('x.at')} as cursor_at from (${q.sql}) x ${key ? `where ${key.sql}` : ''}
      order by x.at, x.kind, x.id limit ?`,
    [...q.params, ...(key?.params ?? []), limit],
  );
}

/**
 * Closes an agent's month: its share is frozen in agent_share_month (one row per agent and month, so a second
 * close, by the job on another replica or by hand, changes nothing) and a positive share is paid into the agent's
 * held funds through the ledger in the same transaction. Returns the share paid, or null if already closed.
 */
export async function closeShareMonth(em: EntityManager, agentId: number, month: string): Promise<number | null> {
  return moneyTransaction(em, async (tx) => {
    const sql = sqlOf(tx);
    const [claimed] = await sql<{ month: string }>(
      `insert into agent_share_month (agent_member_id, month, share, paid) values (?, ?, 0, 0)
       on conflict do nothing returning month`,
      [agentId, month],
    );
    if (!claimed) return null;
    const { share } = await shareTotals(tx, agentId, month);
    const paid = Math.max(0, share);
    await sql('update agent_share_month set share = ?, paid = ? where agent_member_id = ? and month = ?', [
      share,
      paid,
      agentId,
      month,
    ]);
    await payAgentShare(tx, { memberId: agentId, amount: paid, month });
    await writeAudit(tx, {
      memberId: agentId,
      actor: 'system',
      action: 'agent_share.close',
      target: `agent_share:${month.slice(0, 7)}`,
      after: { share, paid },
    });
    await publishEvent(tx, {
      type: 'agent_month.closed',
      memberId: agentId,
      data: { month: month.slice(0, 7), share, paid },
    });
    return paid;
  });
}

/**
 * The job: every agent with a contract closes each ended month not closed yet (the last 12 at most). A month has
 * ended on the agent's own clock (the sandbox clock when one moved it; real time everywhere else), so in the
 * sandbox an agent can watch a month close. `agentId` limits it to one agent (the sandbox clock's step).
 */
export async function closeEndedMonths(em: EntityManager, opts: { agentId?: number } = {}): Promise<number> {
  const due = await sqlOf(em.fork())<{ agent: number; month: string }>(
    `select c.agent_member_id as agent, to_char(m, 'YYYY-MM-DD') as month
       from (select agent_member_id, min(starts_on) as since,
                    (now() + make_interval(secs => coalesce((select k.offset_seconds from settlement_clock k
                       where k.member_id = agent_member_id), 0))) at time zone 'Asia/Taipei' as agent_now
               from agent_contract ${opts.agentId ? 'where agent_member_id = ?' : ''}
              group by agent_member_id) c
       cross join generate_series(
         greatest(date_trunc('month', c.since), date_trunc('month', c.agent_now) - interval '12 months'),
         date_trunc('month', c.agent_now) - interval '1 month', interval '1 month') m
      where not exists (select 1 from agent_share_month s where s.agent_member_id = c.agent_member_id and s.month = m::date)`,
    opts.agentId ? [opts.agentId] : [],
  );
  let closed = 0;
  for (const d of due) if ((await closeShareMonth(em, d.agent, d.month)) !== null) closed++;
  return closed;
}

/** The first day ('YYYY-MM-01') of the month the agent's clock is in: months from it on are still open. */
export async function agentOpenMonth(em: EntityManager, agentId: number): Promise<string> {
  const [row] = await sqlOf(em)<{ first: string }>(
    `select to_char(date_trunc('month', (now() + make_interval(secs => coalesce((select offset_seconds
        from settlement_clock where member_id = ?), 0))) at time zone 'Asia/Taipei'), 'YYYY-MM-DD') as first`,
    [agentId],
  );
  return row?.first ?? '';
}
