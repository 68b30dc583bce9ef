import { MemberType } from '@paydesk/shared/member-types';
import type { RequestContext } from '../../core/context';
import { forbidden } from '../../core/errors';
import { Member } from './member.entity';
import type { MemberProfile } from './member.types';
import { MEMBER_STATUS_LIST, MemberStatus } from '@paydesk/shared/member-statuses';

const MEM_TYPE_LABELS: Record<MemberType, string> = {
  [MemberType.PERSONAL]: '個人會員',
  [MemberType.BUSINESS]: '企業會員',
  [MemberType.BUYER]: '消費者',
};

/** Keeps the first 3 and last 3 characters of an ID: enough to recognise it, not enough to reuse it. */
export function maskIdentity(identityNo: string | null): string | null {
  if (!identityNo) return null;
  return identityNo.length <= 6
    ? '*'.repeat(identityNo.length)
    : `${identityNo.slice(0, 3)}${'*'.repeat(identityNo.length - 6)}${identityNo.slice(-3)}`;
}

/** Member data, always scoped to the member the viewer works for. */
export class MemberService {
  /** The viewer's own member (an assistant's owner); refuses viewers without one. */
  async currentMember(ctx: RequestContext): Promise<Member> {
    const memberId = ctx.viewer?.memberId;
    if (!memberId) throw forbidden();
    return ctx.em.findOneOrFail(Member, memberId);
  }

  async profile(ctx: RequestContext): Promise<MemberProfile> {
    const member = await this.currentMember(ctx);
    return {
      loginName: member.loginName,
      name: member.name,
      memType: member.memType,
      memTypeLabel: MEM_TYPE_LABELS[member.memType],
      identityNoMasked: maskIdentity(member.identityNo ?? null),
      status: member.status,
      statusLabel: MEMBER_STATUS_LIST.label(member.status),
      email: member.email ?? null,
      mobile: member.mobile ?? null,
      createdAt: member.createdAt,
    };
  }

  isActive(member: Member): boolean {
    return member.status === MemberStatus.ACTIVE;
  }
}
