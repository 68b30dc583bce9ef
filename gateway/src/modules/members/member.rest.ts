import type { GatewayContext, GatewayContextFactory } from '../services';
import { MemberType } from '@paydesk/shared/member-types';
import { requireSeller } from '../../core/http/require-permission';
import { restHandler, type RestRoutes } from '../../core/http/rest';

type RecordFacts = Awaited<ReturnType<GatewayContext['services']['memberInfo']['recordFacts']>>;

const yn = (v: boolean): 'Y' | 'N' => (v ? 'Y' : 'N');

/** SPEC §3 member info under its legacy field names: the first record of check_miss_info. */
function legacyMemberRecord({ facts, info }: RecordFacts): Record<string, unknown> {
  return {
    MemType: info.memType,
    MemID: info.memId,
    MemName: info.memName,
    LoginName: info.loginName,
    MemStatus: facts.memStatus,
    MerchantCount: info.merchantCount,
    RegisterTag: yn(info.registerComplete),
    MailOTP: yn(info.mailVerified),
    MobileOTP: yn(info.mobileVerified),
    UploadTag: facts.uploadedKinds,
    ComBossName: facts.bossName,
    AesStr: facts.aesStr,
    PlatForm: yn(info.isPlatform),
    DefaultPwd: yn(info.defaultPassword),
    Assistant: yn(info.isAssistant),
    PermissionPage: info.permissionPage,
    SPTagMerID: info.spTagMerId,
    WalletView: yn(info.memType !== MemberType.BUYER),
    PwdExpired: yn(info.passwordStale),
    tipPage: info.beneficiarySet || info.memType !== MemberType.BUSINESS ? null : 'survey.beneficiary.declaration',
    beneficiary: info.memType === MemberType.BUSINESS ? yn(info.beneficiarySet) : null,
    providerNotice: info.providerNotice,
    taxNotice: info.taxNotice,
    globalNotice: info.globalNotices,
  };
}

/** SPEC §7 legacy member-info path. */
export function memberRestRoutes(router: RestRoutes, contextOf: GatewayContextFactory): void {
  router.post(
    '/register/member/check_miss_info',
    requireSeller,
    restHandler(contextOf, async (ctx) => ({
      success: true,
      data: [legacyMemberRecord(await ctx.services.memberInfo.recordFacts(ctx))],
    })),
  );
}
