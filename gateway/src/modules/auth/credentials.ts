import type { EntityManager } from '@mikro-orm/postgresql';
import { decoyPasswordHash, verifyPassword } from '../../core/auth/password';
import { ViewerKind, type SessionPrincipal } from '../../core/viewer';
import { Assistant } from '../assistants/assistant.entity';
import { Member, MemType } from '../members/member.entity';
import { Operator } from '../operators/operator.entity';
import { AUTH_MESSAGES } from './auth.messages';
import { LoginKind } from './auth.types';
import { memberBlockReason } from './viewer-loader';

export type CredentialResult = { ok: true; principal: SessionPrincipal } | { ok: false; message: string };

interface Candidate {
  principal: SessionPrincipal;
  passwordHash: string;
  blockedMessage: string | null;
}

const ilike = (loginName: string) => ({ $ilike: loginName.replace(/[\\%_]/g, '\\$&') });

async function findCandidate(em: EntityManager, kind: LoginKind, account: string): Promise<Candidate | null> {
  const memberTypes = kind === LoginKind.BUYER ? [MemType.Buyer] : [MemType.Personal, MemType.Business];
  const member = await em.findOne(Member, { loginName: ilike(account), memType: { $in: memberTypes } }, { populate: ['passwordHash'] });
  if (member) {
    const reason = memberBlockReason(member);
    return {
      principal: { kind: kind === LoginKind.BUYER ? ViewerKind.BUYER : ViewerKind.MEMBER, id: member.id },
      passwordHash: member.passwordHash,
      blockedMessage: reason === 'closed' ? AUTH_MESSAGES.memberClosed : reason === 'suspended' ? AUTH_MESSAGES.memberSuspended : null,
    };
  }
  if (kind === LoginKind.BUYER) return null;
  // Assistants and operators sign in on the member login page.
  const assistant = await em.findOne(Assistant, { loginName: ilike(account) }, { populate: ['passwordHash', 'owner'] });
  if (assistant) {
    const ownerReason = memberBlockReason(assistant.owner);
    return {
      principal: { kind: ViewerKind.ASSISTANT, id: assistant.id },
      passwordHash: assistant.passwordHash,
      blockedMessage: !assistant.enabled ? AUTH_MESSAGES.assistantDisabled : ownerReason ? AUTH_MESSAGES.memberSuspended : null,
    };
  }
  const operator = await em.findOne(Operator, { loginName: ilike(account) }, { populate: ['passwordHash'] });
  return operator ? { principal: { kind: ViewerKind.OPERATOR, id: operator.id }, passwordHash: operator.passwordHash, blockedMessage: null } : null;
}

/**
 * Checks an account and password. The status message is given only after the password matched,
 * so a wrong password never reveals whether an account exists or is blocked.
 */
export async function verifyCredentials(em: EntityManager, kind: LoginKind, account: string, password: string): Promise<CredentialResult> {
  const candidate = await findCandidate(em, kind, account.trim());
  const matches = await verifyPassword(candidate?.passwordHash ?? (await decoyPasswordHash()), password);
  if (!candidate || !matches) return { ok: false, message: AUTH_MESSAGES.invalidCredentials };
  if (candidate.blockedMessage) return { ok: false, message: candidate.blockedMessage };
  return { ok: true, principal: candidate.principal };
}
