import { ownAccountId } from '../../core/auth/access';
import type { MailService, SmsProvider } from '../mail';
import { MemberType } from '@paydesk/shared/member-types';
import crypto from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { VerificationCode } from './verification-code.entity';
import type { RequestContext } from '../../core/context';
import { fieldError, fieldErrorsOf } from '../../core/errors';
import { VALIDATORS as V } from '../../core/validation/validators';
import { Member, personalContactDuplicates } from '../members';
import {
  VerificationChannel,
  type UpdateContactInput,
  type VerificationPayload,
  type VerificationStatus,
} from './verification.types';
import { inTransaction } from '../../core/database/in-transaction';

/** Verification code limits. */
export const VERIFICATION_RULES = {
  resendSeconds: 60,
  expiryMinutes: 10,
  maxAttempts: 5,
  /** Sends per member and channel in 24 hours, so the mail/SMS cost of one account stays bounded. */
  dailySends: 10,
} as const;

export const VERIFICATION_MESSAGES = {
  notMember: '此帳號不需要驗證',
  alreadyVerified: '已完成驗證',
  mobileNotRequired: '企業會員不需要手機驗證',
  missingTarget: '尚未設定電子信箱或手機號碼',
  tooSoon: (s: number) => `請於 ${s} 秒後再重新發送驗證碼`,
  dailyLimit: '今日發送驗證碼次數已達上限，請明天再試',
  sentEmail: '驗證碼已寄至您的電子信箱，10 分鐘內有效',
  sentMobile: '驗證碼已傳送至您的手機，10 分鐘內有效',
  expired: '驗證碼已過期，請重新發送',
  tooManyAttempts: '驗證錯誤次數過多，請重新發送驗證碼',
  wrongCode: (left: number) => `驗證碼錯誤，還可再試 ${left} 次`,
  verified: '驗證成功',
  mailSubject: 'PayDesk 電子信箱驗證碼',
  contactSaved: '聯絡資料已更新',
  contactSavedReverify: '聯絡資料已更新，請重新驗證變更的電子信箱或手機號碼',
} as const;

const M = VERIFICATION_MESSAGES;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole seconds left of the resend countdown after the latest code (0 when another may be sent). */
function secondsUntilResend(latest: VerificationCode | null): number {
  if (!latest) return 0;
  const elapsedMs = Date.now() - latest.createdAt.getTime();
  return Math.max(0, Math.ceil(VERIFICATION_RULES.resendSeconds - elapsedMs / 1000));
}
const column = (channel: VerificationChannel) => (channel === VerificationChannel.EMAIL ? 'email' : 'mobile');
const hashCode = (memberId: number, code: string) =>
  crypto.createHash('sha256').update(`${memberId}:${code}`).digest('hex');

function payload(
  success: boolean,
  message: string,
  field: string | null,
  code: string,
  resendAfterSeconds = 0,
): VerificationPayload {
  return { success, message, errors: success ? [] : [fieldError(field, code, message)], resendAfterSeconds };
}

/** Email and mobile verification with 6-digit codes (SPEC §3 MailOTP/MobileOTP). */
export class VerificationService {
  constructor(
    private readonly mail: MailService,
    private readonly sms: SmsProvider,
  ) {}

  private async ownMember(ctx: RequestContext): Promise<Member | null> {
    const id = ownAccountId(ctx);
    return id === null ? null : ctx.em.findOne(Member, id);
  }

  private async resendAfter(ctx: RequestContext, memberId: number, channel: VerificationChannel): Promise<number> {
    return secondsUntilResend(await this.latestCode(ctx.em, memberId, channel));
  }

  private latestCode(em: EntityManager, memberId: number, channel: VerificationChannel) {
    return em.findOne(VerificationCode, { memberId, channel: column(channel) }, { orderBy: { id: 'desc' } });
  }

  async status(ctx: RequestContext): Promise<VerificationStatus | null> {
    const member = await this.ownMember(ctx);
    if (!member) return null;
    return {
      email: member.email ?? null,
      mobile: member.mobile ?? null,
      emailVerified: Boolean(member.mailVerifiedAt),
      mobileVerified: Boolean(member.mobileVerifiedAt),
      mobileRequired: member.memType === MemberType.PERSONAL,
      emailResendAfterSeconds: await this.resendAfter(ctx, member.id, VerificationChannel.EMAIL),
      mobileResendAfterSeconds: await this.resendAfter(ctx, member.id, VerificationChannel.MOBILE),
    };
  }

  async send(ctx: RequestContext, channel: VerificationChannel): Promise<VerificationPayload> {
    const member = await this.ownMember(ctx);
    if (!member) return payload(false, M.notMember, null, 'NOT_MEMBER');
    const isEmail = channel === VerificationChannel.EMAIL;
    if (!isEmail && member.memType !== MemberType.PERSONAL)
      return payload(false, M.mobileNotRequired, null, 'NOT_REQUIRED');
    if (isEmail ? member.mailVerifiedAt : member.mobileVerifiedAt)
      return payload(false, M.alreadyVerified, null, 'ALREADY_VERIFIED');
    const target = isEmail ? member.email : member.mobile;
    if (!target) return payload(false, M.missingTarget, null, 'NO_TARGET');
    return inTransaction(ctx.em, async (tx) => {
      // Serialise sends per member so two quick clicks cannot both pass the countdown.
      await tx.findOne(Member, member.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const wait = secondsUntilResend(await this.latestCode(tx, member.id, channel));
      if (wait > 0) return payload(false, M.tooSoon(wait), null, 'TOO_SOON', wait);
      const today = await tx.count(VerificationCode, {
        memberId: member.id,
        channel: column(channel),
        createdAt: { $gt: new Date(Date.now() - DAY_MS) },
      });
      if (today >= VERIFICATION_RULES.dailySends) return payload(false, M.dailyLimit, null, 'DAILY_LIMIT');
      const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
      await tx.insert(VerificationCode, {
        memberId: member.id,
        channel: column(channel),
        target,
        codeHash: hashCode(member.id, code),
        expiresAt: new Date(Date.now() + VERIFICATION_RULES.expiryMinutes * 60_000),
      });
      if (isEmail) {
        await this.mail.send(tx, {
          to: target,
          subject: M.mailSubject,
          text: `${member.name} 您好：\n\n您的電子信箱驗證碼為 ${code}，請於 10 分鐘內輸入。\n若您未要求驗證，請忽略此信。`,
        });
      } else {
        await this.sms.send(tx, target, `【PayDesk】您的手機驗證碼為 ${code}，10 分鐘內有效，請勿告訴他人。`);
      }
      return {
        success: true,
        message: isEmail ? M.sentEmail : M.sentMobile,
        errors: [],
        resendAfterSeconds: VERIFICATION_RULES.resendSeconds,
      };
    });
  }

  async verify(ctx: RequestContext, channel: VerificationChannel, code: string): Promise<VerificationPayload> {
    const member = await this.ownMember(ctx);
    if (!member) return payload(false, M.notMember, null, 'NOT_MEMBER');
    const invalid = V.otpCode(code);
    if (invalid) return payload(false, invalid, 'code', 'INVALID');
    const isEmail = channel === VerificationChannel.EMAIL;
    return inTransaction(ctx.em, async (tx) => {
      // The address is read under the member's row lock: a contact change racing this check either lands first
      // (and the code, sent to the old address, no longer matches) or waits and clears what this marks verified.
      const locked = await tx.findOneOrFail(Member, member.id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      const target = isEmail ? locked.email : locked.mobile;
      const row = await tx.findOne(
        VerificationCode,
        { memberId: member.id, channel: column(channel), target: target ?? '', consumedAt: null },
        { orderBy: { id: 'desc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!row || row.expiresAt.getTime() <= Date.now()) return payload(false, M.expired, 'code', 'EXPIRED');
      if (row.attempts >= VERIFICATION_RULES.maxAttempts)
        return payload(false, M.tooManyAttempts, 'code', 'TOO_MANY_ATTEMPTS');
      const given = Buffer.from(hashCode(member.id, code.trim()));
      if (!crypto.timingSafeEqual(given, Buffer.from(row.codeHash))) {
        row.attempts += 1;
        const left = VERIFICATION_RULES.maxAttempts - row.attempts;
        return left > 0
          ? payload(false, M.wrongCode(left), 'code', 'WRONG_CODE')
          : payload(false, M.tooManyAttempts, 'code', 'TOO_MANY_ATTEMPTS');
      }
      const now = new Date();
      row.consumedAt = now;
      await tx.nativeUpdate(
        Member,
        member.id,
        isEmail ? { mailVerifiedAt: now, updatedAt: now } : { mobileVerifiedAt: now, updatedAt: now },
      );
      return payload(true, M.verified, null, 'OK');
    });
  }

  /** Changes email and mobile; a changed value must be verified again (MailOTP/MobileOTP back to N). */
  async updateContact(ctx: RequestContext, input: UpdateContactInput): Promise<VerificationPayload> {
    const member = await this.ownMember(ctx);
    if (!member) return payload(false, M.notMember, null, 'NOT_MEMBER');
    const email = input.email.trim();
    const mobile = input.mobile.trim();
    const errors = fieldErrorsOf([
      ['email', V.email(email)],
      ['mobile', V.mobile(mobile)],
    ]);
    if (member.memType === MemberType.PERSONAL && errors.length === 0) {
      errors.push(...(await personalContactDuplicates(ctx.em, { email, mobile }, member.id)));
    }
    if (errors[0]) return { success: false, message: errors[0].message, errors, resendAfterSeconds: 0 };
    // Compared and written under the member's row lock, against the row as it is now: a verification landing in
    // between cannot leave the new address marked verified.
    const { emailChanged, mobileChanged } = await inTransaction(ctx.em, async (tx) => {
      const locked = await tx.findOneOrFail(Member, member.id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      const changed = {
        emailChanged: (locked.email ?? '').toLowerCase() !== email.toLowerCase(),
        mobileChanged: (locked.mobile ?? '') !== mobile,
      };
      await tx.nativeUpdate(Member, member.id, {
        email,
        mobile,
        ...(changed.emailChanged ? { mailVerifiedAt: null } : {}),
        ...(changed.mobileChanged ? { mobileVerifiedAt: null } : {}),
        updatedAt: new Date(),
      });
      return changed;
    });
    return {
      success: true,
      message: emailChanged || mobileChanged ? M.contactSavedReverify : M.contactSaved,
      errors: [],
      resendAfterSeconds: 0,
    };
  }
}
