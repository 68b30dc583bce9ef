import { accountHolderId, ownerId, requireViewer, sellerId } from '../../core/auth/access';
import { MemberGateState, type MemberService } from '../members';
import { MemberType } from '@paydesk/shared/member-types';
import { MemberStatus } from '@paydesk/shared/member-statuses';
import type { RequestContext } from '../../core/context';
import { sqlOf } from '../../core/database/sql';
import { fieldError, forbidden, type FieldError } from '../../core/errors';
import { Merchant } from '../merchants';
import { BeneficiaryDeclaration } from './member-info.entities';
import type { GlobalNoticeRow, NoticeService, PendingNotice } from '../notices';
import { computeGates, gateFactsOf, type GateFacts, type GateKind } from '@paydesk/shared/gate-rules';
import { isPasswordStale } from '../passwords';
import { memberRecordFacts, type MemberRecordFacts } from './legacy-member-info';

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

interface MemberInfoRow {
  id: number;
  mem_type: MemberType;
  name: string;
  is_platform: boolean;
  profile_completed: boolean;
  mail_verified_at: Date | null;
  mobile_verified_at: Date | null;
  default_password: boolean;
  password_changed_at: Date;
  status: MemberStatus;
  sp_tag_mer_id: number | null;
  declared: boolean;
  merchant_count: number;
}

const ID_PATTERN = /^[A-Z][A-Z0-9]\d{8}$|^[A-Z0-9]{6,20}$/;

/** Member info (SPEC §3), derived flags and the SPEC §4 gates; scoped to viewer.memberId. */
export class MemberInfoService {
  constructor(
    private readonly notices: NoticeService,
    private readonly members: MemberService,
  ) {}

  /**
   * Two statements whatever the member has (the shell asks on every back-office page): the member's own facts with
   * its gate state, declaration and shop count, then its notices (NoticeService.pending).
   */
  async memberInfo(ctx: RequestContext): Promise<MemberInfo> {
    const viewer = requireViewer(ctx);
    const [member] = await sqlOf(ctx.em)<MemberInfoRow>(
      `select m.id, m.mem_type, m.name, m.is_platform, m.profile_completed, m.mail_verified_at, m.mobile_verified_at,
              m.default_password, m.password_changed_at, m.status,
              (select g.sp_tag_mer_id from member_gate_state g where g.member_id = m.id) as sp_tag_mer_id,
              exists (select 1 from beneficiary_declaration b where b.member_id = m.id) as declared,
              (select count(*)::int from merchant s where s.member_id = m.id) as merchant_count
         from member m where m.id = ?`,
      [sellerId(ctx)],
    );
    if (!member) throw forbidden();
    const notices = await this.notices.pending(ctx);
    return {
      memId: member.id,
      memType: member.mem_type,
      memName: member.name,
      loginName: viewer.account,
      isPlatform: member.is_platform,
      isAssistant: viewer.isAssistant,
      merchantCount: member.merchant_count,
      registerComplete: member.profile_completed,
      mailVerified: Boolean(member.mail_verified_at),
      // SPEC §3: the mobile flag is read only for personal members.
      mobileVerified: member.mem_type !== MemberType.PERSONAL || Boolean(member.mobile_verified_at),
      defaultPassword: member.default_password,
      passwordStale: isPasswordStale(member.password_changed_at),
      dataUpdateRequired: member.status === MemberStatus.SUPPLEMENT,
      beneficiarySet: member.declared,
      spTagMerId: member.sp_tag_mer_id,
      providerNotice: this.notices.providerNoticeOf(notices.state),
      taxNotice: this.notices.taxNoticeOf(notices.state),
      globalNotices: notices.globalNotices,
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

  /** The member info and the record facts the legacy check_miss_info record is built from (by the REST adapter). */
  async recordFacts(ctx: RequestContext): Promise<{ facts: MemberRecordFacts; info: MemberInfo }> {
    const facts = await memberRecordFacts(ctx, await this.members.currentMember(ctx));
    return { facts, info: await this.memberInfo(ctx) };
  }
}
