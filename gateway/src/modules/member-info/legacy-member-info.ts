import crypto from 'node:crypto';
import { MemberType } from '@paydesk/shared/member-types';
import { requireViewer } from '../../core/auth/access';
import type { RequestContext } from '../../core/context';
import { MemberDetails, MemberDocument } from '../completion';
import type { Member } from '../members';
import { Merchant } from '../merchants';

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

const yn = (value: boolean): 'Y' | 'N' => (value ? 'Y' : 'N');

/** Builds the legacy member-info record; the change-password token (AesStr) lives in the session. */
export async function legacyMemberInfo(ctx: RequestContext, member: Member): Promise<LegacyMemberInfo> {
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
