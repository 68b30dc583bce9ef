import type { EntityManager } from '@mikro-orm/postgresql';
import { AgentContractState, AgentContractStatus, AgentPartnerStatus } from '@paydesk/shared/agency-statuses';
import { AGENT_LIST_PAGE_SIZE } from '@paydesk/shared/api-reference';
import { taipeiIsoDay } from '@paydesk/shared/taiwan-time';
import { inTransaction } from '../../core/database/in-transaction';
import { sqlOf } from '../../core/database/sql';
import { fieldError, type FieldError } from '../../core/errors';
import { writeAudit } from '../audit';
import { AGENCY_MESSAGES as M } from './agency.messages';
import { monthStart, shareTotals } from './shares';
import { shareRateView } from './share-rate-input';
import type { AgentListPage, AgentListRow } from './agency.types';

/**
 * The operators' agent list and the agents' contract requests. An agent's state is its open request when it has no
 * contract in force or waiting to start, else the state of the contract shown: the one in force today, else the
 * newest version.
 */

interface AgentRowSql {
  id: number;
  name: string;
  login_name: string;
  email: string | null;
  partners: number;
  starts_on: string | null;
  ends_on: string | null;
  share_rates: Record<string, number> | null;
  requested_at: string | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function stateOf(r: AgentRowSql, today: string): AgentContractState {
  const contract = !r.starts_on
    ? null
    : r.starts_on > today
      ? AgentContractStatus.SCHEDULED
      : r.ends_on !== null && r.ends_on < today
        ? AgentContractStatus.ENDED
        : AgentContractStatus.ACTIVE;
  if (contract === AgentContractStatus.ACTIVE) return AgentContractState.ACTIVE;
  if (contract === AgentContractStatus.SCHEDULED) return AgentContractState.SCHEDULED;
  if (r.requested_at) return AgentContractState.REQUESTED;
  return contract === AgentContractStatus.ENDED ? AgentContractState.ENDED : AgentContractState.NONE;
}

/**
 * This month's partner volume of an agent: payments less refunds that count towards its share, the figure its own
 * share summary adds up (shares.ts is the one rule of what counts).
 */
async function monthVolume(em: EntityManager, agentId: number, month: string): Promise<number> {
  return (await shareTotals(em, agentId, month)).volume;
}

async function agentRows(em: EntityManager, where: string, params: unknown[], limit: number): Promise<AgentListRow[]> {
  const today = taipeiIsoDay();
  const rows = await sqlOf(em)<AgentRowSql>(
    `select m.id, m.name, m.login_name, m.email, c.starts_on::text, c.ends_on::text, c.share_rates, r.requested_at,
            (select count(*)::int from agent_partner p where p.agent_member_id = m.id and p.status = ?) as partners
       from member m
       left join lateral (select starts_on, ends_on, share_rates from agent_contract k where k.agent_member_id = m.id
              order by (k.starts_on <= ?::date and (k.ends_on is null or k.ends_on >= ?::date)) desc,
                       k.starts_on desc, k.id desc limit 1) c on true
       left join agent_contract_request r on r.agent_member_id = m.id and r.closed_at is null
      where m.is_platform and ${where}
      order by m.id limit ?`,
    [AgentPartnerStatus.ACTIVE, today, today, ...params, limit],
  );
  const month = monthStart(today) ?? today;
  const out: AgentListRow[] = [];
  for (const r of rows)
    out.push({
      memberId: r.id,
      name: r.name,
      loginName: r.login_name,
      email: r.email,
      state: stateOf(r, today),
      rates: Object.entries(r.share_rates ?? {}).map(([payType, bp]) => shareRateView(Number(payType), bp)),
      startsOn: r.starts_on,
      endsOn: r.ends_on,
      requestedAt: r.requested_at ? new Date(r.requested_at) : null,
      partnerCount: r.partners,
      monthVolume: await monthVolume(em, r.id, month),
    });
  return out;
}

/** Agents whose name, login name, email or member number matches, one keyset page in member order. */
export async function listAgents(
  em: EntityManager,
  opts: { search?: string | null; first?: number | null; after?: string | null },
): Promise<AgentListPage> {
  const errors: FieldError[] = [];
  const first = opts.first ?? AGENT_LIST_PAGE_SIZE.default;
  if (!Number.isInteger(first) || first < 1 || first > AGENT_LIST_PAGE_SIZE.max)
    errors.push(fieldError('first', 'OUT_OF_RANGE', M.pageSize));
  if (opts.after != null && !/^[1-9]\d{0,9}$/.test(opts.after)) errors.push(fieldError('after', 'INVALID', M.cursor));
  const search = (opts.search ?? '').trim();
  if (search.length > 60) errors.push(fieldError('search', 'TOO_LONG', M.search));
  if (errors.length) return { items: [], nextCursor: null, hasNextPage: false, errors };
  const where: string[] = ['m.id > ?'];
  const params: unknown[] = [Number(opts.after ?? 0)];
  if (search) {
    const like = `%${escapeLike(search)}%`;
    where.push(
      `(m.name ilike ? or m.login_name ilike ? or m.email ilike ?${/^\d{1,9}$/.test(search) ? ' or m.id = ?' : ''})`,
    );
    params.push(like, like, like);
    if (/^\d{1,9}$/.test(search)) params.push(Number(search));
  }
  const rows = await agentRows(em, where.join(' and '), params, first + 1);
  const more = rows.length > first;
  const items = rows.slice(0, first);
  return {
    items,
    hasNextPage: more,
    nextCursor: more ? String(items[items.length - 1]?.memberId) : null,
    errors: [],
  };
}

/** One agent's row (for the page an operator opens), or null when the member is not an agent. */
export async function agentRow(em: EntityManager, agentId: number): Promise<AgentListRow | null> {
  return (await agentRows(em, 'm.id = ?', [agentId], 1))[0] ?? null;
}

/** When the agent's open contract request was made, or null. */
export async function openContractRequest(em: EntityManager, agentId: number): Promise<Date | null> {
  const [row] = await sqlOf(em)<{ requested_at: string }>(
    'select requested_at from agent_contract_request where agent_member_id = ? and closed_at is null',
    [agentId],
  );
  return row ? new Date(row.requested_at) : null;
}

/**
 * The agent asks for a contract. Only an agent with no contract in force or waiting to start may ask; asking again
 * while a request is open changes nothing (the open-request index holds under parallel clicks) and is audited once.
 */
export async function requestContract(
  em: EntityManager,
  agentId: number,
  actor: string,
): Promise<{ requestedAt: Date | null; errors: FieldError[] }> {
  const row = await agentRow(em, agentId);
  if (!row) return { requestedAt: null, errors: [fieldError(null, 'NOT_AGENT', M.notAgent)] };
  if (row.state === AgentContractState.ACTIVE || row.state === AgentContractState.SCHEDULED)
    return { requestedAt: null, errors: [fieldError(null, 'HAS_CONTRACT', M.hasContract)] };
  return inTransaction(em, async (tx) => {
    const [inserted] = await sqlOf(tx)<{ id: number; requested_at: string }>(
      `insert into agent_contract_request (agent_member_id) values (?)
       on conflict (agent_member_id) where closed_at is null do nothing returning id, requested_at`,
      [agentId],
    );
    if (inserted)
      await writeAudit(tx, {
        memberId: agentId,
        actor,
        action: 'agent_contract.request',
        target: `agent_contract_request:${inserted.id}`,
      });
    return {
      requestedAt: inserted ? new Date(inserted.requested_at) : await openContractRequest(tx, agentId),
      errors: [],
    };
  });
}

/** Ops set a contract: the agent's open request is answered (kept as history), in the contract's transaction. */
export async function closeContractRequest(tx: EntityManager, agentId: number, operatorId: string): Promise<void> {
  await sqlOf(tx)(
    'update agent_contract_request set closed_at = now(), closed_by = ? where agent_member_id = ? and closed_at is null',
    [operatorId, agentId],
  );
}
