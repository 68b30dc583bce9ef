import { MemberType } from '@paydesk/shared/member-types';
import { sqlOf } from '../../core/database/sql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeLoginName } from '../../core/auth/login-name';
import { decoyPasswordHash, verifyPassword } from '../../core/auth/password';
import { ViewerKind, type SessionPrincipal } from '../../core/viewer';
import type { MemberStatus } from '@paydesk/shared/member-statuses';
import { AUTH_MESSAGES } from './auth.messages';
import { LoginKind } from './auth.types';
import { memberBlockReason } from './viewer-loader';

export type CredentialResult = { ok: true; principal: SessionPrincipal } | { ok: false; message: string };

export interface Candidate {
  principal: SessionPrincipal;
  passwordHash: string;
  blockedMessage: string | null;
}

interface CandidateRow {
  source: 'member' | 'assistant' | 'operator';
  id: number;
  password_hash: string;
  /** The member's status, or an assistant's owner's; null for an operator. */
  status: MemberStatus | null;
  enabled: boolean;
}

/**
 * The account a login page's name belongs to, in one statement: on the member page a seller first, then an assistant,
 * then an operator (they share the page and names are unique across the three); on the buyer page a buyer.
 */
export async function findCandidate(em: EntityManager, kind: LoginKind, account: string): Promise<Candidate | null> {
  const name = normalizeLoginName(account);
  const buyer = kind === LoginKind.BUYER;
  const memberTypes = buyer ? [MemberType.BUYER] : [MemberType.PERSONAL, MemberType.BUSINESS];
  const others = buyer
    ? ''
    : `union all
       select 2, 'assistant', a.id, a.password_hash, o.status, a.enabled
         from assistant a join member o on o.id = a.owner_id where lower(a.login_name) = ?
       union all
       select 3, 'operator', id, password_hash, null, true from operator where lower(login_name) = ?`;
  const [row] = await sqlOf(em)<CandidateRow>(
    `select source, id, password_hash, status, enabled from (
       select 1 as rank, 'member' as source, id, password_hash, status, true as enabled
         from member where lower(login_name) = ? and mem_type in (${memberTypes.map(() => '?').join(', ')})
       ${others}) c
     order by rank limit 1`,
    [name, ...memberTypes, ...(buyer ? [] : [name, name])],
  );
  return row ? candidateOf(row, buyer) : null;
}

function candidateOf(row: CandidateRow, buyer: boolean): Candidate {
  const blockReason = row.status === null ? null : memberBlockReason({ status: row.status });
  const kind =
    row.source === 'assistant'
      ? ViewerKind.ASSISTANT
      : row.source === 'operator'
        ? ViewerKind.OPERATOR
        : buyer
          ? ViewerKind.BUYER
          : ViewerKind.MEMBER;
  const blockedMessage =
    row.source === 'assistant'
      ? !row.enabled
        ? AUTH_MESSAGES.assistantDisabled
        : blockReason
          ? AUTH_MESSAGES.memberSuspended
          : null
      : blockReason === 'closed'
        ? AUTH_MESSAGES.memberClosed
        : blockReason === 'suspended'
          ? AUTH_MESSAGES.memberSuspended
          : null;
  return { principal: { kind, id: Number(row.id) }, passwordHash: row.password_hash, blockedMessage };
}

/**
 * Checks an account and password. The status message is given only after the password matched,
 * so a wrong password never reveals whether an account exists or is blocked.
 */
export async function verifyCredentials(
  em: EntityManager,
  kind: LoginKind,
  account: string,
  password: string,
  /** The account the caller already looked up for this name (undefined: look it up here). */
  known?: Candidate | null,
): Promise<CredentialResult> {
  const candidate = known !== undefined ? known : await findCandidate(em, kind, account);
  const matches = await verifyPassword(candidate?.passwordHash ?? (await decoyPasswordHash()), password);
  if (!candidate || !matches) return { ok: false, message: AUTH_MESSAGES.invalidCredentials };
  if (candidate.blockedMessage) return { ok: false, message: candidate.blockedMessage };
  return { ok: true, principal: candidate.principal };
}
