import { accountHolderId, ownerId, requireViewer, sellerId } from '../../core/auth/access';
import type { MemberService } from '../members/member.service';
import { MemberType } from '@paydesk/shared/member-types';
import { MemberStatus } from '@paydesk/shared/member-statuses';
import type { RequestContext } from '../../core/context';
import { fieldError, forbidden, type FieldError } from '../../core/errors';
import { Member } from '../members/member.entity';
import { Merchant } from '../merchants/merchant.entity';
import { BeneficiaryDeclaration, MemberGateState } from './member-info.entities';
import type { GlobalNoticeRow, NoticeService, PendingNotice } from '../notices/notice.service';
import { computeGates, gateFactsOf, type GateFacts, type GateKind } from '@paydesk/shared/gate-rules';
import { isPasswordStale } from '../passwords/password.service';

/** Everything the shell needs to decide gates and dialogs, for the member the viewer works for. */
export interface MemberInfo {
  memId: number;
  memType: number;
  memName: string;
  loginName: string;
  isPlatform: boolean;
  isAssistant: boolean;
  merchantCount: number;
  registerComplete: boolean;
  mailVerified: boolean;
  mobileVerified: boolean;
  defaultPassword: boolean;
  passwordStale: boolean;
  dataUpdateRequired: boolean;
  beneficiarySet: boolean;
  spTagMerId: number | null;
  providerNotice: { member: PendingNotice | null; platform: PendingNotice | null };
  taxNotice: PendingNotice | null;
  globalNotices: GlobalNoticeRow[];
  permissionPage: string[];
}

export interface BeneficialOwnerInput {
  name: string;
  idNo: string;
  nationality: string;
  sharePercent: number;
}

const ID_PATTERN = /^[A-Z][A-Z0-9]\d{8}$|^[A-Z0-9]{6,20}$/;

/** Member info (SPEC §3), derived flags and the SPEC §4 gates; scoped to viewer.memberId. */
export class MemberInfoService {
  constructor(
    private readonly notices: NoticeService,
    private readonly members: MemberService,
  ) {}

  async memberInfo(ctx: RequestContext): Promise<MemberInfo> {
    const member = await ctx.em.findOneOrFail(Member, sellerId(ctx));
    const viewer = requireViewer(ctx);
    const gateState = await ctx.em.findOne(MemberGateState, member.id);
    const declared = (await ctx.em.count(BeneficiaryDeclaration, member.id)) > 0;
    const notices = await this.notices.state(ctx);
    return {
      memId: member.id,
      memType: member.memType,
      memName: member.name,
      loginName: viewer.account,
      isPlatform: member.isPlatform,
      isAssistant: viewer.isAssistant,
      merchantCount: await ctx.em.count(Merchant, { member: member.id }),
      registerComplete: member.profileCompleted,
      mailVerified: Boolean(member.mailVerifiedAt),
      // SPEC §3: the mobile flag is read only for personal members.
      mobileVerified: member.memType !== MemberType.PERSONAL || Boolean(member.mobileVerifiedAt),
      defaultPassword: member.defaultPassword,
      passwordStale: isPasswordStale(member.passwordChangedAt),
      dataUpdateRequired: member.status === MemberStatus.SUPPLEMENT,
      beneficiarySet: declared,
      spTagMerId: gateState?.spTagMerId ?? null,
      providerNotice: this.notices.providerNoticeOf(notices),
      taxNotice: this.notices.taxNoticeOf(notices),
      globalNotices: await this.notices.pendingGlobalNotices(ctx),
      permissionPage: viewer.permissions,
    };
  }

  factsOf(info: MemberInfo, beneficiaryHintShown: boolean): GateFacts {
    return gateFactsOf(info, beneficiaryHintShown);
  }

  /** The ordered gates for this viewer on a route (SPEC §4). */
  async gates(ctx: RequestContext, routeName: string, beneficiaryHintShown: boolean): Promise<GateKind[]> {
    const info = await this.memberInfo(ctx);
    return computeGates(this.factsOf(info, beneficiaryHintShown), routeName);
  }

  /** Marks a shop whose logistics are not applied for yet (SPTagMerID); the shipping hint shows until cleaned. */
  async markShippingPending(ctx: RequestContext, merchantId: number): Promise<void> {
    const memberId = ownerId(ctx);
    if ((await ctx.em.count(Merchant, { id: merchantId, member: memberId })) === 0) return;
    await ctx.em.upsert(MemberGateState, { memberId, spTagMerId: merchantId, updatedAt: new Date() });
  }

  /** SPEC §7 clean_sp_tag: the member postponed the logistics application. */
  async cleanShippingTag(ctx: RequestContext): Promise<void> {
    const memberId = accountHolderId(ctx.viewer);
    await ctx.em.nativeUpdate(MemberGateState, { memberId }, { spTagMerId: null, updatedAt: new Date() });
  }

  /** The beneficial-owner declaration (business members only); once made it is not replaced here. */
  async declareBeneficiary(ctx: RequestContext, owners: BeneficialOwnerInput[]): Promise<FieldError[]> {
    const info = await this.memberInfo(ctx);
    if (info.memType !== MemberType.BUSINESS) throw forbidden();
    if (info.beneficiarySet) return [fieldError(null, 'ALREADY_DECLARED', '您已完成實質受益人聲明')];
    const errors: FieldError[] = [];
    if (owners.length === 0 || owners.length > 10)
      errors.push(fieldError('owners', 'REQUIRED', '請填寫至少一位實質受益人'));
    owners.forEach((o, i) => {
      if (!o.name.trim() || o.name.length > 30) errors.push(fieldError(`owners.${i}.name`, 'REQUIRED', '請輸入姓名'));
      if (!ID_PATTERN.test(o.idNo))
        errors.push(fieldError(`owners.${i}.idNo`, 'INVALID', '身分證字號或護照號碼格式錯誤'));
      if (!o.nationality.trim()) errors.push(fieldError(`owners.${i}.nationality`, 'REQUIRED', '請輸入國籍'));
      if (!(o.sharePercent > 0 && o.sharePercent <= 100))
        errors.push(fieldError(`owners.${i}.sharePercent`, 'RANGE', '持股比例需介於 0 至 100'));
    });
    if (errors.length) return errors;
    await ctx.em.upsert(
      BeneficiaryDeclaration,
      {
        memberId: info.memId,
        owners: owners.map((o) => ({ ...o, name: o.name.trim(), nationality: o.nationality.trim() })),
      },
      { onConflictAction: 'ignore' },
    );
    return [];
  }

  /** SPEC §3 member info under its legacy field names: the first record of check_miss_info. */
  async legacyRecord(ctx: RequestContext): Promise<Record<string, unknown>> {
    const base = await this.members.legacyMemberInfo(ctx);
    const info = await this.memberInfo(ctx);
    const yn = (v: boolean) => (v ? 'Y' : 'N');
    return {
      ...base,
      MemberType: info.memType,
      MerchantCount: info.merchantCount,
      RegisterTag: yn(info.registerComplete),
      MailOTP: yn(info.mailVerified),
      MobileOTP: yn(info.mobileVerified),
      MemName: info.memName,
      MemID: info.memId,
      PlatForm: yn(info.isPlatform),
      SPTagMerID: info.spTagMerId,
      LoginName: info.loginName,
      WalletView: yn(info.memType !== MemberType.BUYER),
      DefaultPwd: yn(info.defaultPassword),
      PwdExpired: yn(info.passwordStale),
      tipPage: info.beneficiarySet || info.memType !== MemberType.BUSINESS ? null : 'survey.beneficiary.declaration',
      beneficiary: info.memType === MemberType.BUSINESS ? yn(info.beneficiarySet) : null,
      PermissionPage: info.permissionPage,
      Assistant: yn(info.isAssistant),
      providerNotice: info.providerNotice,
      taxNotice: info.taxNotice,
      globalNotice: info.globalNotices,
    };
  }
}
