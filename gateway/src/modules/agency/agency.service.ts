import type { EntityManager } from '@mikro-orm/postgresql';
import { createUnderCap } from '../../core/owner-cap';
import { OWNER_CAP_MESSAGES, OWNER_CAPS } from '@paydesk/shared/owner-caps';
import { AGENT_PARTNER_OPEN_STATUSES, AgentPartnerStatus, AgentContractStatus } from '@paydesk/shared/agency-statuses';
import { MerchantStatus } from '@paydesk/shared/merchant-statuses';
import { taipeiIsoDay } from '@paydesk/shared/taiwan-time';
import { accountHolderId, ownerId, requireOperator, requireViewer } from '../../core/auth/access';
import type { RequestContext } from '../../core/context';
import { sqlOf } from '../../core/database/sql';
import { fieldError, forbidden, invalidInput, type FieldError } from '../../core/errors';
import { VALIDATORS as V } from '../../core/validation/validators';
import { actorOf, writeAudit, auditActorLabel } from '../audit';
import type { MailService } from '../mail';
import type { TransactionPage, TransactionFilter, TransactionService, SellerWindow } from '../payments';
import { AGENCY_MESSAGES } from './agency.messages';
import { holdsAddressSql, sameHolderSql, SINCE_SQL } from './partner-rules';
import { answerReferral, waitingReferrals } from './referral-answers';
import { agentRow, closeContractRequest, listAgents, openContractRequest, requestContract } from './agent-directory';
import { ratesInBasisPoints, shareRateView } from './share-rate-input';
import {
  agentOpenMonth,
  closeShareMonth,
  monthStart,
  shareGroups,
  shareLinePage,
  shareLines,
  shareTotals,
  type ShareLine,
} from './shares';
import { afterClause, pageFrom, pageRequest, refusedPage, type Page, type PageArgs } from '../../core/paging';
import type {
  AgentContractInput,
  AgentContractPayload,
  AgentContractRequestPayload,
  AgentContractView,
  AgentListPage,
  AgentListRow,
  AgentPartnerPayload,
  AgentPartnerView,
  AgentReferralPayload,
  AgentReferralView,
  ShareDetailPage,
  ShareDetailRow,
  ShareSummary,
} from './agency.types';
import { inTransaction } from '../../core/database/in-transaction';
import { publishEvent } from '../events';

export { AGENCY_MESSAGES };
const M = AGENCY_MESSAGES;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string | null | undefined): value is string =>
  DATE.test(value ?? '') && !Number.isNaN(Date.parse(value ?? ''));

interface ContractRow {
  id: number;
  starts_on: string;
  ends_on: string | null;
  share_rates: Record<string, number>;
  settlement_cycle: string;
  note: string;
  created_by: string;
  created_at: string;
}

const contractStatus = (c: ContractRow, today: string): AgentContractStatus =>
  c.starts_on > today
    ? AgentContractStatus.SCHEDULED
    : c.ends_on !== null && c.ends_on < today
      ? AgentContractStatus.ENDED
      : AgentContractStatus.ACTIVE;

function contractView(c: ContractRow, today: string): AgentContractView {
  return {
    id: c.id,
    startsOn: c.starts_on,
    endsOn: c.ends_on,
    rates: Object.entries(c.share_rates).map(([payType, bp]) => shareRateView(Number(payType), bp)),
    settlementCycle: c.settlement_cycle,
    status: contractStatus(c, today),
    note: c.note,
    createdBy: auditActorLabel(c.created_by, 0), // operators set contracts, never the agent itself
    createdAt: new Date(c.created_at),
  };
}

/** The agency area: contract, partners and referrals, cross-partner inquiry, shared profit. Agents only. */
function shareDetailRow(l: ShareLine): ShareDetailRow {
  return {
    kind: l.kind,
    tradeNo: l.trade_no,
    merchantName: l.merchant_name,
    payType: l.pay_type,
    amount: l.amount,
    platformFee: l.fee,
    share: l.share,
    at: new Date(l.at),
  };
}

const CONTRACT_CAP = { table: 'agent_contract', ownerColumn: 'agent_member_id', cap: OWNER_CAPS.agentContracts };

export class AgencyService {
  constructor(
    private readonly transactions: TransactionService,
    private readonly mail: MailService,
  ) {}

  /** The agent whose area this viewer works in (the owner, for an assistant); the guard already checked the flag. */
  private agentId(ctx: RequestContext): number {
    if (!requireViewer(ctx).isPlatform) throw forbidden();
    return ownerId(ctx);
  }

  private async contracts(em: EntityManager, agentId: number): Promise<AgentContractView[]> {
    const rows = await sqlOf(em)<ContractRow>(
      `select id, starts_on::text, ends_on::text, share_rates, settlement_cycle, note, created_by, created_at
         from agent_contract where agent_member_id = ? order by starts_on desc, id desc`,
      [agentId],
    );
    const today = taipeiIsoDay();
    return rows.map((r) => contractView(r, today));
  }

  /** The agent's contracts, newest first: the one in force and its history (contract_info). */
  contractHistory(ctx: RequestContext): Promise<AgentContractView[]> {
    return this.contracts(ctx.em, this.agentId(ctx));
  }

  /** Operators: an agent's contracts. */
  agentContracts(ctx: RequestContext, agentMemberId: number): Promise<AgentContractView[]> {
    requireOperator(ctx);
    return this.contracts(ctx.em, agentMemberId);
  }

  /** Operators set a new contract version; the open version before it ends the day before the new one starts. */
  async setContract(
    ctx: RequestContext,
    agentMemberId: number,
    input: AgentContractInput,
  ): Promise<AgentContractPayload> {
    const operator = requireOperator(ctx);
    const sql = sqlOf(ctx.em);
    const [agent] = await sql<{ is_platform: boolean }>('select is_platform from member where id = ?', [agentMemberId]);
    const errors: FieldError[] = [];
    if (!agent?.is_platform) errors.push(fieldError('agentMemberId', 'NOT_AGENT', M.notAgent));
    if (!isDate(input.startsOn)) errors.push(fieldError('startsOn', 'INVALID', M.date));
    if (input.endsOn && !isDate(input.endsOn)) errors.push(fieldError('endsOn', 'INVALID', M.date));
    else if (input.endsOn && input.endsOn < input.startsOn) errors.push(fieldError('endsOn', 'ORDER', M.dateOrder));
    const rates = ratesInBasisPoints(input.rates);
    if (!rates) errors.push(fieldError('rates', 'INVALID', M.rates));
    if ((input.note ?? '').length > 200) errors.push(fieldError('note', 'TOO_LONG', M.note));
    if (errors.length || !rates) return { contract: null, errors };
    const made = await createUnderCap(ctx.em, CONTRACT_CAP, agentMemberId, async (tx) => {
      const q = sqlOf(tx);
      await q(
        `update agent_contract set ends_on = (?::date - 1) where agent_member_id = ? and starts_on < ?::date
           and (ends_on is null or ends_on >= ?::date)`,
        [input.startsOn, agentMemberId, input.startsOn, input.startsOn],
      );
      const [row] = await q<{ id: number }>(
        `insert into agent_contract (agent_member_id, starts_on, ends_on, share_rates, note, created_by)
         values (?, ?, ?, ?::jsonb, ?, ?) returning id`,
        [
          agentMemberId,
          input.startsOn,
          input.endsOn ?? null,
          JSON.stringify(rates),
          (input.note ?? '').trim(),
          operator.id,
        ],
      );
      await writeAudit(tx, {
        memberId: agentMemberId,
        actor: operator.id,
        action: 'agent_contract.set',
        target: `agent_contract:${row?.id}`,
        after: { startsOn: input.startsOn, endsOn: input.endsOn ?? null, rates },
      });
      await closeContractRequest(tx, agentMemberId, operator.id);
      return row?.id;
    });
    if (made.full) return { contract: null, errors: [fieldError(null, 'TOO_MANY', OWNER_CAP_MESSAGES.agentContracts)] };
    const contract = (await this.contracts(ctx.em, agentMemberId)).find((c) => c.id === made.value) ?? null;
    return { contract, errors: [] };
  }

  /** The agent's referrals and partners, with each partner's own review state (merchant.list), a page at a time. */
  partners(ctx: RequestContext, paging: PageArgs): Promise<Page<AgentPartnerView>> {
    return this.partnerPage(ctx.em, this.agentId(ctx), paging);
  }

  /** One of the agent's partners as the list shows it, or null when it is not this agent's. */
  async partner(ctx: RequestContext, id: number): Promise<AgentPartnerView | null> {
    const [view] = await this.partnersOf(ctx.em, this.agentId(ctx), { sql: 'a.id = ?', params: [id] }, null);
    return view ?? null;
  }

  /** Operators: the agents whose name, account, email or member number matches, a page at a time. */
  agentList(
    ctx: RequestContext,
    opts: { search?: string | null; first?: number | null; after?: string | null },
  ): Promise<AgentListPage> {
    requireOperator(ctx);
    return listAgents(ctx.em, opts);
  }

  /** Operators: one agent's row and its partners, for the page where its contract is set. */
  async agentOf(ctx: RequestContext, agentMemberId: number): Promise<AgentListRow | null> {
    requireOperator(ctx);
    return agentRow(ctx.em, agentMemberId);
  }

  /** Operators: an agent's referrals and partners, a page at a time. */
  agentPartnersOf(ctx: RequestContext, agentMemberId: number, paging: PageArgs): Promise<Page<AgentPartnerView>> {
    requireOperator(ctx);
    return this.partnerPage(ctx.em, agentMemberId, paging);
  }

  /** When the agent asked for a contract that ops have not set yet, or null. */
  contractRequest(ctx: RequestContext): Promise<Date | null> {
    return openContractRequest(ctx.em, this.agentId(ctx));
  }

  /** An agent without a contract asks ops for one; asking again while it waits changes nothing. */
  requestContract(ctx: RequestContext): Promise<AgentContractRequestPayload> {
    return requestContract(ctx.em, this.agentId(ctx), actorOf(ctx.viewer));
  }

  private async partnerPage(em: EntityManager, agentId: number, paging: PageArgs): Promise<Page<AgentPartnerView>> {
    const req = pageRequest(paging);
    if (req.errors.length) return refusedPage(req.errors);
    const rows = await this.partnersOf(em, agentId, afterClause(req, 'a.id'), req.limit);
    return pageFrom(
      rows,
      req,
      (p) => ({ id: p.id, at: null }),
      (p) => p,
    );
  }

  /** The agent's partners matching `where` (newest referral first), at most `limit` of them (null: all). */
  private async partnersOf(
    em: EntityManager,
    agentId: number,
    where: { sql: string; params: unknown[] },
    limit: number | null,
  ): Promise<AgentPartnerView[]> {
    const rows = await sqlOf(em)<{
      id: number;
      email: string;
      status: AgentPartnerStatus;
      member_name: string | null;
      login_name: string | null;
      member_status: number | null;
      active_shops: number;
      note: string;
      created_at: string;
      accepted_at: string | null;
    }>(
      `select a.id, a.email, a.status, m.name as member_name, m.login_name, m.status as member_status, a.note, a.created_at, a.accepted_at,
              (select count(*)::int from merchant s where s.member_id = m.id and s.status = ?) as active_shops
         from agent_partner a left join member m on m.id = a.partner_member_id
        where a.agent_member_id = ? and ${where.sql} order by a.id desc ${limit === null ? '' : 'limit ?'}`,
      [MerchantStatus.ACTIVE, agentId, ...where.params, ...(limit === null ? [] : [limit])],
    );
    return rows.map((r) => ({
      id: r.id,
      email: r.email,
      status: r.status,
      memberName: r.member_name,
      loginName: r.login_name,
      memberStatus: r.member_status,
      activeShops: r.active_shops,
      note: r.note,
      createdAt: new Date(r.created_at),
      acceptedAt: r.accepted_at ? new Date(r.accepted_at) : null,
    }));
  }

  /** The agent refers a seller by email (new or existing); the seller accepts in its own back office. */
  async refer(ctx: RequestContext, email: string, note: string | null): Promise<AgentPartnerPayload> {
    const agentId = this.agentId(ctx);
    const address = email.trim();
    const problem = V.email(address);
    if (problem) return { partner: null, errors: [fieldError('email', 'INVALID', problem)] };
    if ((note ?? '').length > 100) return { partner: null, errors: [fieldError('note', 'TOO_LONG', M.note)] };
    const sql = sqlOf(ctx.em);
    const [agent] = await sql<{ email: string | null; name: string }>('select email, name from member where id = ?', [
      agentId,
    ]);
    const [self] = await sql<{ self: boolean }>(
      `select exists (select 1 from member me, (select ?::int as id) g
         where ${holdsAddressSql('me', '?')} and ${sameHolderSql('g.id', 'me.id')}) as self`,
      [agentId, address],
    );
    if ((agent?.email && agent.email.toLowerCase() === address.toLowerCase()) || self?.self)
      return { partner: null, errors: [fieldError('email', 'SELF', M.self)] };
    // The invitation mail is the notifications module's (partner.invited), published with the referral.
    const [row] = await inTransaction(ctx.em, async (tx) => {
      const inserted = await sqlOf(tx)<{ id: number }>(
        `insert into agent_partner (agent_member_id, email, status, note) values (?, ?, ?, ?) on conflict do nothing returning id`,
        [agentId, address, AgentPartnerStatus.INVITED, (note ?? '').trim()],
      );
      if (inserted[0])
        await publishEvent(tx, {
          type: 'partner.invited',
          memberId: agentId,
          data: {
            id: inserted[0].id,
            status: 'INVITED',
            invitedBy: 'agent',
            agentMemberId: agentId,
            agentName: agent?.name ?? null,
            sellerEmail: address,
            loginUrl: `${ctx.config.appUrl}${ctx.config.basePath}/login`,
          },
        });
      return inserted;
    });
    if (!row) return { partner: null, errors: [fieldError('email', 'REFERRED', M.referred)] };
    await writeAudit(ctx.em, {
      memberId: agentId,
      actor: actorOf(ctx.viewer),
      action: 'agent_partner.refer',
      target: `agent_partner:${row.id}`,
      after: { email: address },
    });
    return { partner: await this.partner(ctx, row.id), errors: [] };
  }

  /** What an agent may edit of a partner: its own note, and ending the partnership. */
  async updatePartner(ctx: RequestContext, id: number, note: string, remove: boolean): Promise<AgentPartnerPayload> {
    const agentId = this.agentId(ctx);
    if (note.length > 100) return { partner: null, errors: [fieldError('note', 'TOO_LONG', M.note)] };
    const [row] = await sqlOf(ctx.em)<{ id: number }>(
      `update agent_partner set note = ?, status = case when ? and status in (${AGENT_PARTNER_OPEN_STATUSES.join(', ')}) then ? else status end
        where id = ? and agent_member_id = ? returning id`,
      [note.trim(), remove, AgentPartnerStatus.REMOVED, id, agentId],
    );
    if (!row) return { partner: null, errors: [fieldError(null, 'NOT_FOUND', M.notFound)] };
    return { partner: await this.partner(ctx, id), errors: [] };
  }

  /** Invitations waiting for the signed-in account holder: those to the address it holds (verified). */
  async referrals(ctx: RequestContext, paging: PageArgs): Promise<Page<AgentReferralView>> {
    const req = pageRequest(paging);
    if (req.errors.length) return refusedPage(req.errors);
    const rows = await waitingReferrals(ctx.em, accountHolderId(ctx.viewer), req);
    return pageFrom(
      rows,
      req,
      (r) => ({ id: r.id, at: null }),
      (r) => r,
    );
  }

  /** The invited seller accepts (becoming the agent's partner from now on) or declines. */
  answerReferral(ctx: RequestContext, id: number, accept: boolean): Promise<AgentReferralPayload> {
    return answerReferral(ctx.em, accountHolderId(ctx.viewer), id, accept);
  }

  /** The agent's active partners, each with the moment it accepted: nothing of a partner before that is the agent's. */
  private async partnerWindows(em: EntityManager, agentId: number): Promise<SellerWindow[]> {
    return sqlOf(em)<SellerWindow>(
      `select partner_member_id as "memberId", ${SINCE_SQL} as since from agent_partner
        where agent_member_id = ? and status = ? order by partner_member_id`,
      [agentId, AgentPartnerStatus.ACTIVE],
    );
  }

  /** Transactions across the agent's partners from their acceptance on, with the seller inquiry's filters and pages. */
  async inquiry(
    ctx: RequestContext,
    filter: TransactionFilter,
    opts: { totals?: boolean } = {},
  ): Promise<TransactionPage> {
    return this.transactions.pageOf(ctx.em, await this.partnerWindows(ctx.em, this.agentId(ctx)), filter, opts);
  }

  /** For the CSV: the viewer's agent's partners, each from its acceptance on (the inquiry's scope). */
  async inquiryScope(ctx: RequestContext): Promise<SellerWindow[]> {
    return this.partnerWindows(ctx.em, this.agentId(ctx));
  }

  async summary(ctx: RequestContext, month: string): Promise<ShareSummary> {
    const agentId = this.agentId(ctx);
    const first = monthStart(month);
    // The Month scalar refuses a malformed month first; a caller past it still gets an error, never a null.
    if (!first) throw invalidInput('month', M.month);
    const rows = await shareGroups(ctx.em, agentId, first);
    const monthShare = rows.reduce((sum, r) => sum + r.share, 0);
    const closedMonths = await sqlOf(ctx.em)<{ month: string; share: number; paid: number }>(
      `select to_char(month, 'YYYY-MM-DD') as month, share, paid from agent_share_month where agent_member_id = ?
        and month > ?::date - interval '12 months' and month <= ?::date`,
      [agentId, first, first],
    );
    const lastMonths = [];
    for (let i = 11; i >= 0; i--) {
      const d = new Date(Date.parse(`${first}T00:00:00Z`));
      d.setUTCMonth(d.getUTCMonth() - i);
      const m = d.toISOString().slice(0, 10);
      const closed = closedMonths.find((c) => c.month === m);
      const share = closed ? closed.share : m === first ? monthShare : (await shareTotals(ctx.em, agentId, m)).share;
      lastMonths.push({ month: m.slice(0, 7), share, closed: Boolean(closed) });
    }
    const closed = closedMonths.find((c) => c.month === first);
    return {
      month: first.slice(0, 7),
      closed: Boolean(closed),
      paid: closed?.paid ?? null,
      share: monthShare,
      rows,
      lastMonths,
    };
  }

  /** Every share line of the month, oldest first (the CSV export). */
  async detail(ctx: RequestContext, month: string): Promise<ShareDetailRow[]> {
    const first = monthStart(month);
    if (!first) return [];
    return (await shareLines(ctx.em, this.agentId(ctx), first)).map(shareDetailRow);
  }

  /** One keyset page of the month's share lines, oldest first (the Month scalar has checked the month). */
  async detailPage(ctx: RequestContext, month: string, paging: PageArgs): Promise<ShareDetailPage> {
    const agentId = this.agentId(ctx);
    const first = monthStart(month);
    const req = pageRequest(paging, true);
    if (!first) req.errors.push(fieldError('month', 'INVALID', M.month));
    if (!first || req.errors.length) return refusedPage(req.errors);
    const rows = await shareLinePage(ctx.em, agentId, first, req.after, req.limit);
    return pageFrom(rows, req, (l) => ({ id: l.id, at: l.cursor_at, tag: l.kind }), shareDetailRow);
  }

  /** Operators (and the job): close an ended month of an agent; closing it again changes nothing. */
  async closeMonth(
    ctx: RequestContext,
    agentMemberId: number,
    month: string,
  ): Promise<{ paid: number | null; errors: FieldError[] }> {
    requireOperator(ctx);
    const first = monthStart(month);
    if (!first) return { paid: null, errors: [fieldError('month', 'INVALID', M.month)] };
    if (first >= (await agentOpenMonth(ctx.em, agentMemberId)))
      return { paid: null, errors: [fieldError('month', 'OPEN', M.monthOpen)] };
    const paid = await closeShareMonth(ctx.em, agentMemberId, first);
    return paid === null
      ? { paid: null, errors: [fieldError('month', 'CLOSED', M.closedAlready)] }
      : { paid, errors: [] };
  }
}
