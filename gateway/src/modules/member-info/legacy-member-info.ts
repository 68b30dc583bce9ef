import crypto from 'node:crypto';
import { MemberType } from '@paydesk/shared/member-types';
import { requireViewer } from '../../core/auth/access';
import type { RequestContext } from '../../core/context';
import { MemberDetails, MemberDocument } from '../completion';
import type { Member } from '../members';

/**
 * What the legacy member-info record (SPEC §3, the first record of check_miss_info) reads besides the member info,
 * in our own names: the REST adapter names the fields as SPEC does.
 */
export interface MemberRecordFacts {
  memStatus: number;
  /** The document kinds uploaded for review (SPEC §3 UploadTag). */
  uploadedKinds: string[];
  /** A business member's representative. */
  bossName: string | null;
  /** The change-password token, kept in the session. */
  aesStr: string;
}

/** Reads the member's record facts; the change-password token (AesStr) lives in the session. */
export async function memberRecordFacts(ctx: RequestContext, member: Member): Promise<MemberRecordFacts> {
  requireViewer(ctx);
  const session = ctx.req.session;
  session.aesStr ??= crypto.randomBytes(24).toString('base64url');
  return {
    memStatus: member.status,
    uploadedKinds: [...new Set((await ctx.em.find(MemberDocument, { memberId: member.id })).map((d) => d.kind))].sort(),
    bossName:
      member.memType === MemberType.BUSINESS
        ? ((await ctx.em.findOne(MemberDetails, member.id))?.bossName ?? null)
        : null,
    aesStr: session.aesStr,
  };
}
