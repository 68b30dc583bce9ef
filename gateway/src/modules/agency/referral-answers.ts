import type { EntityManager } from '@mikro-orm/postgresql';
import { AgentPartnerStatus } from '@paydesk/shared/agency-statuses';
import { sqlOf } from '../../core/database/sql';
import { fieldError } from '../../core/errors';
import { AGENCY_MESSAGES as M } from './agency.messages';
import type { AgentReferralPayload, AgentReferralView } from './agency.types';
import { holdsAddressSql, sameHolderSql } from './partner-rules';
import { publishEvent } from '../events';
import { inTransaction } from '../../core/database/in-transaction';
import { afterClause, type PageRequest } from '../../core/paging';

/** Invitations waiting for the account holder (those to the address it holds, verified), newest first, one page. */
export async function waitingReferrals(
  em: EntityManager,
  memberId: number,
  req: PageRequest,
): Promise<AgentReferralView[]> {
  const after = afterClause(req, 'a.id');
  const rows = await sqlOf(em)<{ id: number; agent_name: string; created_at: string }>(
    `select a.id, g.name as agent_name, a.created_at from agent_partner a join member g on g.id = a.agent_member_id
         join member me on me.id = ? where a.status = ${AgentPartnerStatus.INVITED} and ${holdsAddressSql('me', 'a.email')}
           and ${after.sql} order by a.id desc limit ?`,
    [memberId, ...after.params, req.limit],
  );
  return rows.map((r) => ({ id: r.id, agentName: r.agent_name, createdAt: new Date(r.created_at) }));
}

/** Why this member may not answer this invitation now (accepting when `accept`), or null when it may. */
async function answerProblem(em: EntityManager, memberId: number, id: number, accept: boolean) {
  const [invite] = await sqlOf(em)<{ open: boolean; verified: boolean; self: boolean }>(
    `select a.status = ${AgentPartnerStatus.INVITED} as open, me.mail_verified_at is not null as verified,
              ${sameHolderSql('a.agent_member_id', 'me.id')} as self
         from agent_partner a join member me on me.id = ? where a.id = ? and lower(a.email) = lower(me.email)`,
    [memberId, id],
  );
  if (!invite) return fieldError(null, 'NOT_FOUND', M.notFound);
  if (!invite.open) return fieldError(null, 'ANSWERED', M.answered);
  if (!invite.verified) return fieldError(null, 'EMAIL_UNVERIFIED', M.emailUnverified);
  if (accept && invite.self) return fieldError(null, 'SELF_PARTNER', M.selfPartner);
  return null;
}

/**
 * The invited seller accepts (becoming the agent's partner from now on) or declines. Only the holder of the
 * invited address, verified, may answer, and never the agent itself; the update checks it all again, so a change
 * between the check and the update (a switched email, a parallel answer) finds nothing to update.
 */
export async function answerReferral(
  em: EntityManager,
  memberId: number,
  id: number,
  accept: boolean,
): Promise<AgentReferralPayload> {
  const problem = await answerProblem(em, memberId, id, accept);
  if (problem) return { ok: false, errors: [problem] };
  try {
    const [row] = await inTransaction(em, async (tx) => {
      const answered = await sqlOf(tx)<{ id: number; agent_member_id: number; accepted_at: Date | null }>(
        `update agent_partner a set status = ?, partner_member_id = ?, accepted_at = case when ? then now() end
             from member me where me.id = ? and a.id = ? and a.status = ${AgentPartnerStatus.INVITED} and ${holdsAddressSql('me', 'a.email')}
              and (not ? or not ${sameHolderSql('a.agent_member_id', 'me.id')})
             returning a.id, a.agent_member_id, a.accepted_at`,
        [
          accept ? AgentPartnerStatus.ACTIVE : AgentPartnerStatus.DECLINED,
          accept ? memberId : null,
          accept,
          memberId,
          id,
          accept,
        ],
      );
      const [a] = answered;
      if (a && accept) {
        const names = await sqlOf(tx)<{ id: number; name: string }>(`select id, name from member where id in (?, ?)`, [
          a.agent_member_id,
          memberId,
        ]);
        await publishEvent(tx, {
          type: 'partner.accepted',
          memberId,
          data: {
            id: a.id,
            status: 'ACTIVE',
            agentMemberId: a.agent_member_id,
            sellerMemberId: memberId,
            agentName: names.find((n) => n.id === a.agent_member_id)?.name ?? null,
            sellerName: names.find((n) => n.id === memberId)?.name ?? null,
            acceptedAt: a.accepted_at,
          },
        });
      }
      return answered;
    });
    if (!row) {
      const raced = await answerProblem(em, memberId, id, accept);
      return { ok: false, errors: [raced ?? fieldError(null, 'NOT_FOUND', M.notFound)] };
    }
  } catch (error) {
    if ((error as { constraint?: string }).constraint === 'agent_partner_member_uq')
      return { ok: false, errors: [fieldError(null, 'ALREADY_PARTNER', M.alreadyPartner)] };
    throw error;
  }
  return { ok: true, errors: [] };
}
