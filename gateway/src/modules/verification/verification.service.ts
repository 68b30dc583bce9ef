import { ownAccountId } from '../../core/auth/access';
import type { MailService, SmsProvider } from '../mail/mail.service';
import { MemberType } from '@paydesk/shared/member-types';
import crypto from 'node:crypto';
import type { RequestContext } from '../../core/context';
import { fieldError, fieldErrorsOf } from '../../core/errors';
import { VALIDATORS as V } from '../../core/validation/validators';
import { Member } from '../members/member.entity';
import { SIGNUP_MESSAGES } from '../members/signup.messages';
import {
  VerificationChannel,
  type UpdateContactInput,
  type VerificationPayload,
  type VerificationStatus,
} from './verification.types';

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

/** Email and mobile verification with 6-digit codes (SPEC §3 MailOTP/MobileOTP, issue 3 §4). */
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
    const [row] = await ctx.em
      .getConnection()
      .execute<{ wait: number | null }[]>(
        `select ceil(? - extract(epoch from now() - max(created_at)))::int as wait from verification_code where member_id = ? and channel = ?`,
        [VERIFICATION_RULES.resendSeconds, memberId, column(channel)],
      );
    return Math.max(0, row?.wait ?? 0);
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
    return ctx.em.transactional(async (tx) => {
      const conn = tx.getConnection();
      const txc = tx.getTransactionContext();
      // Serialise sends per member so two quick clicks cannot both pass the countdown.
      await conn.execute('select id from member where id = ? for update', [member.id], 'all', txc);
      const [row] = await conn.execute<{ wait: number | null }[]>(
        `select ceil(? - extract(epoch from now() - max(created_at)))::int as wait from verification_code where member_id = ? and channel = ?`,
        [VERIFICATION_RULES.resendSeconds, member.id, column(channel)],
        'all',
        txc,
      );
      const wait = Math.max(0, row?.wait ?? 0);
      if (wait > 0) return payload(false, M.tooSoon(wait), null, 'TOO_SOON', wait);
      const [today] = await conn.execute<{ n: number }[]>(
        `select count(*)::int as n from verification_code where member_id = ? and channel = ? and created_at > now() - interval '24 hours'`,
        [member.id, column(channel)],
        'all',
        txc,
      );
      if (today.n >= VERIFICATION_RULES.dailySends) return payload(false, M.dailyLimit, null, 'DAILY_LIMIT');
      const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
      await conn.execute(
        `insert into verification_code (member_id, channel, target, code_hash, expires_at) values (?, ?, ?, ?, now() + make_interval(mins => ?))`,
        [member.id, column(channel), target, hashCode(member.id, code), VERIFICATION_RULES.expiryMinutes],
        'run',
        txc,
      );
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
    const target = isEmail ? member.email : member.mobile;
    return ctx.em.transactional(async (tx) => {
      const conn = tx.getConnection();
      const txc = tx.getTransactionContext();
      const [row] = await conn.execute<{ id: number; code_hash: string; attempts: number; live: boolean }[]>(
        `select id, code_hash, attempts, expires_at > now() as live from verification_code
         where member_id = ? and channel = ? and target = ? and consumed_at is null order by id desc limit 1 for update`,
        [member.id, column(channel), target ?? ''],
        'all',
        txc,
      );
      if (!row || !row.live) return payload(false, M.expired, 'code', 'EXPIRED');
      if (row.attempts >= VERIFICATION_RULES.maxAttempts)
        return payload(false, M.tooManyAttempts, 'code', 'TOO_MANY_ATTEMPTS');
      const given = Buffer.from(hashCode(member.id, code.trim()));
      if (!crypto.timingSafeEqual(given, Buffer.from(row.code_hash))) {
        const attempts = row.attempts + 1;
        await conn.execute('update verification_code set attempts = ? where id = ?', [attempts, row.id], 'run', txc);
        const left = VERIFICATION_RULES.maxAttempts - attempts;
        return left > 0
          ? payload(false, M.wrongCode(left), 'code', 'WRONG_CODE')
          : payload(false, M.tooManyAttempts, 'code', 'TOO_MANY_ATTEMPTS');
      }
      await conn.execute('update verification_code set consumed_at = now() where id = ?', [row.id], 'run', txc);
      await conn.execute(
        `update member set ${isEmail ? 'mail_verified_at' : 'mobile_verified_at'} = now(), updated_at = now() where id = ?`,
        [member.id],
        'run',
        txc,
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
      const [dup] = await ctx.em.getConnection().execute<{ email: number; mobile: number }[]>(
        `select count(*) filter (where lower(email) = lower(?))::int as email, count(*) filter (where mobile = ?)::int as mobile
         from member where mem_type = 1 and id <> ?`,
        [email, mobile, member.id],
      );
      if (dup.email > 0) errors.push(fieldError('email', 'DUPLICATE', SIGNUP_MESSAGES.emailTaken));
      if (dup.mobile > 0) errors.push(fieldError('mobile', 'DUPLICATE', SIGNUP_MESSAGES.mobileTaken));
    }
    if (errors[0]) return { success: false, message: errors[0].message, errors, resendAfterSeconds: 0 };
    const emailChanged = (member.email ?? '').toLowerCase() !== email.toLowerCase();
    const mobileChanged = (member.mobile ?? '') !== mobile;
    await ctx.em.getConnection().execute(
      `update member set email = ?, mobile = ?,
         mail_verified_at = case when ? then null else mail_verified_at end,
         mobile_verified_at = case when ? then null else mobile_verified_at end,
         updated_at = now() where id = ?`,
      [email, mobile, emailChanged, mobileChanged, member.id],
    );
    return {
      success: true,
      message: emailChanged || mobileChanged ? M.contactSavedReverify : M.contactSaved,
      errors: [],
      resendAfterSeconds: 0,
    };
  }
}
