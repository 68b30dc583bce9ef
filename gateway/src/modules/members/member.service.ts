import { requireViewer } from '../../core/auth/access';
import { MemberType } from '@paydesk/shared/member-types';
import crypto from 'node:crypto';
import type { RequestContext } from '../../core/context';
import { forbidden } from '../../core/errors';
import { Merchant } from '../merchants/merchant.entity';
import { Member } from './member.entity';
import { MemberDetails, MemberDocument } from '../completion/completion.entities';
import type { MemberProfile } from './member.types';
import { MEMBER_STATUS_LIST, MemberStatus } from '@paydesk/shared/member-statuses';

/** SPEC §3 member info: the first record of the member-info check (legacy field names kept). */
export interface LegacyMemberInfo {
  MemType: number;
  MemID: number;
  MemName: string;
  LoginName: string;
  MemStatus: number;
  MerchantCount: number;
  RegisterTag: 'Y' | 'N';
  MailOTP: 'Y' | 'N';
  MobileOTP: 'Y' | 'N';
  UploadTag: string[];
  ComBossName: string | null;
  AesStr: string;
  PlatForm: 'Y' | 'N';
  DefaultPwd: 'Y' | 'N';
  Assistant: 'Y' | 'N';
  PermissionPage: string[];
}

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

const yn = (value: boolean): 'Y' | 'N' => (value ? 'Y' : 'N');

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

  /** Builds the legacy member-info record; the change-password token (AesStr) lives in the session. */
  async legacyMemberInfo(ctx: RequestContext): Promise<LegacyMemberInfo> {
    const member = await this.currentMember(ctx);
    const viewer = requireViewer(ctx);
    const session = ctx.req.session;
    session.aesStr ??= crypto.randomBytes(24).toString('base64url');
    return {
      MemType: member.memType,
      MemID: member.id,
      MemName: member.name,
      LoginName: viewer.account,
      MemStatus: member.status,
      MerchantCount: await ctx.em.count(Merchant, { member: member.id }),
      RegisterTag: yn(member.profileCompleted),
      MailOTP: yn(Boolean(member.mailVerifiedAt)),
      // SPEC §3: mobile verification is read only for personal members.
      MobileOTP: yn(member.memType !== MemberType.PERSONAL || Boolean(member.mobileVerifiedAt)),
      // The document kinds uploaded for review (SPEC §3 UploadTag), and a business member's representative.
      UploadTag: [...new Set((await ctx.em.find(MemberDocument, { memberId: member.id })).map((d) => d.kind))].sort(),
      ComBossName:
        member.memType === MemberType.BUSINESS
          ? ((await ctx.em.findOne(MemberDetails, member.id))?.bossName ?? null)
          : null,
      AesStr: session.aesStr,
      PlatForm: yn(member.isPlatform),
      DefaultPwd: yn(member.defaultPassword),
      Assistant: yn(viewer.isAssistant),
      PermissionPage: viewer.permissions,
    };
  }

  isActive(member: Member): boolean {
    return member.status === MemberStatus.ACTIVE;
  }
}
