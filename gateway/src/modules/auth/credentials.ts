import { MemberType } from '@paydesk/shared/member-types';
import { sqlOf } from '../../core/database/sql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeLoginName } from '../../core/auth/login-name';
import { decoyPasswordHash, verifyPassword } from '../../core/auth/password';
import { ViewerKind, type SessionPrincipal } from '../../core/viewer';
import { Assistant } from '../assistants/assistant.entity';
import { Member } from '../members/member.entity';
import { Operator } from '../operators/operator.entity';
import { AUTH_MESSAGES } from './auth.messages';
import { LoginKind } from './auth.types';
import { memberBlockReason } from './viewer-loader';

export type CredentialResult = { ok: true; principal: SessionPrincipal } | { ok: false; message: string };

export interface Candidate {
  principal: SessionPrincipal;
  passwordHash: string;
  blockedMessage: string | null;
}

/** Ids of the accounts whose normalised login name equals the typed one (the unique indexes are on `lower(login_name)`). */
async function idByLoginName(
  em: EntityManager,
  table: 'member' | 'assistant' | 'operator',
  name: string,
  memTypes?: MemberType[],
): Promise<number | null> {
  const byType = memTypes ? ` and mem_type in (${memTypes.map(() => '?').join(', ')})` : '';
  const [row] = await sqlOf(em)<{ id: number }>(
    `select id from ${table} where lower(login_name) = ?${byType} limit 1`,
    [name, ...(memTypes ?? [])],
  );
  return row ? Number(row.id) : null;
}

/**
 * Whether a login name is someone's already. Sellers, assistants and operators share the member login page,
 * so a name there must be unique across all three; buyers sign in on their own page.
 */
export async function loginNameTaken(
  em: EntityManager,
  page: LoginKind,
  loginName: string,
  options: { exceptAssistantId?: number } = {},
): Promise<boolean> {
  const name = normalizeLoginName(loginName);
  if (page === LoginKind.BUYER) return (await idByLoginName(em, 'member', name, [MemberType.BUYER])) !== null;
  const assistantId = await idByLoginName(em, 'assistant', name);
  return (
    (await idByLoginName(em, 'member', name, [MemberType.PERSONAL, MemberType.BUSINESS])) !== null ||
    (assistantId !== null && assistantId !== options.exceptAssistantId) ||
    (await idByLoginName(em, 'operator', name)) !== null
  );
}

export async function findCandidate(em: EntityManager, kind: LoginKind, account: string): Promise<Candidate | null> {
  const name = normalizeLoginName(account);
  const memberTypes = kind === LoginKind.BUYER ? [MemberType.BUYER] : [MemberType.PERSONAL, MemberType.BUSINESS];
  const memberId = await idByLoginName(em, 'member', name, memberTypes);
  const member = memberId ? await em.findOne(Member, { id: memberId }, { populate: ['passwordHash'] }) : null;
  if (member) {
    const reason = memberBlockReason(member);
    return {
      principal: { kind: kind === LoginKind.BUYER ? ViewerKind.BUYER : ViewerKind.MEMBER, id: member.id },
      passwordHash: member.passwordHash,
      blockedMessage:
        reason === 'closed'
          ? AUTH_MESSAGES.memberClosed
          : reason === 'suspended'
            ? AUTH_MESSAGES.memberSuspended
            : null,
    };
  }
  if (kind === LoginKind.BUYER) return null;
  // Assistants and operators sign in on the member login page.
  const assistantId = await idByLoginName(em, 'assistant', name);
  const assistant = assistantId
    ? await em.findOne(Assistant, { id: assistantId }, { populate: ['passwordHash', 'owner'] })
    : null;
  if (assistant) {
    const ownerReason = memberBlockReason(assistant.owner);
    return {
      principal: { kind: ViewerKind.ASSISTANT, id: assistant.id },
      passwordHash: assistant.passwordHash,
      blockedMessage: !assistant.enabled
        ? AUTH_MESSAGES.assistantDisabled
        : ownerReason
          ? AUTH_MESSAGES.memberSuspended
          : null,
    };
  }
  const operatorId = await idByLoginName(em, 'operator', name);
  const operator = operatorId ? await em.findOne(Operator, { id: operatorId }, { populate: ['passwordHash'] }) : null;
  return operator
    ? {
        principal: { kind: ViewerKind.OPERATOR, id: operator.id },
        passwordHash: operator.passwordHash,
        blockedMessage: null,
      }
    : null;
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
): Promise<CredentialResult> {
  const candidate = await findCandidate(em, kind, account);
  const matches = await verifyPassword(candidate?.passwordHash ?? (await decoyPasswordHash()), password);
  if (!candidate || !matches) return { ok: false, message: AUTH_MESSAGES.invalidCredentials };
  if (candidate.blockedMessage) return { ok: false, message: candidate.blockedMessage };
  return { ok: true, principal: candidate.principal };
}
