import { ownAccountId } from '../../core/auth/access';
import { type CaptchaService, AUTH_MESSAGES, LoginKind } from '../auth';
import type { MailService } from '../mail';
import { MemberType } from '@paydesk/shared/member-types';
import { MemberStatus } from '@paydesk/shared/member-statuses';
import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword, verifyPassword } from '../../core/auth/password';
import type { RequestContext } from '../../core/context';
import { fieldError, fieldErrorsOf, type FieldError } from '../../core/errors';
import { CAPTCHA_LENGTH, VALIDATION_MESSAGES as M } from '@paydesk/shared/validation-rules';
import { passwordConfirm, VALIDATORS as V } from '../../core/validation/validators';
import { Member } from '../members';
import { PASSWORD_MESSAGES as P } from './password.messages';
import type {
  ChangePasswordInput,
  ForgotPasswordInput,
  PasswordPayload,
  PasswordState,
  ResetPasswordInput,
  ResetTokenStatus,
} from './password.types';
import { LockMode, raw } from '@mikro-orm/core';
import { PasswordHistory, PasswordResetToken } from './password.entities';
import { normalizeLoginName } from '../../core/auth/login-name';
import { endSessionsOf } from '../../core/auth/end-sessions';
import { ViewerKind } from '../../core/viewer';
import { inTransaction } from '../../core/database/in-transaction';

/** SPEC §4/§9 password limits. */
export const PASSWORD_RULES = {
  /** Older than this, the member is offered change or keep. */
  maxAgeDays: 90,
  /** The new password may not equal any of the member's last this-many passwords (current included). */
  historyDepth: 3,
  resetTokenMinutes: 60,
} as const;

/** SPEC §4/§9: a password changed more than 90 days ago is stale (the reminder gate; change or keep). */
export function isPasswordStale(changedAt: Date | string, now: Date = new Date()): boolean {
  return now.getTime() - new Date(changedAt).getTime() > PASSWORD_RULES.maxAgeDays * DAY_MS;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
const ok = (message: string): PasswordPayload => ({ success: true, message, errors: [] });
const failed = (errors: FieldError[]): PasswordPayload => ({
  success: false,
  message: errors[0]?.message ?? M.formInvalid,
  errors,
});

/** Change, keep, forgot and reset: every password rule for GraphQL and the legacy REST paths. */
export class PasswordService {
  constructor(
    private readonly captcha: CaptchaService,
    private readonly mail: MailService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  isExpired(member: Pick<Member, 'passwordChangedAt'>): boolean {
    return isPasswordStale(member.passwordChangedAt, this.now());
  }

  /** Members and buyers own a password here; assistants and operators do not. */
  private async ownMember(ctx: RequestContext): Promise<Member | null> {
    const id = ownAccountId(ctx);
    return id === null ? null : ctx.em.findOne(Member, id, { populate: ['passwordHash'] });
  }

  /** The AesStr token the change form echoes (SPEC §3); kept in the session, shared with the member info. */
  aesStr(ctx: RequestContext): string {
    ctx.req.session.aesStr ??= crypto.randomBytes(24).toString('base64url');
    return ctx.req.session.aesStr;
  }

  async state(ctx: RequestContext): Promise<PasswordState | null> {
    const member = await this.ownMember(ctx);
    if (!member) return null;
    return {
      mustChange: member.defaultPassword,
      expired: !member.defaultPassword && this.isExpired(member),
      changedAt: new Date(member.passwordChangedAt).toISOString(),
      maxAgeDays: PASSWORD_RULES.maxAgeDays,
      aesStr: this.aesStr(ctx),
    };
  }

  /** SPEC §5 form rules of the change-password dialog, in field order. */
  private validateChange(input: ChangePasswordInput): FieldError[] {
    const captcha = input.captcha.trim();
    const checks: [string, string | null][] = [
      ['oldPassword', input.oldPassword ? null : P.oldRequired],
      ['newPassword', V.password(input.newPassword)],
      ['newPasswordConfirmed', passwordConfirm(input.newPassword, input.newPasswordConfirmed)],
      ['captcha', !captcha ? M.captchaRequired : captcha.length > CAPTCHA_LENGTH ? M.captchaMax : null],
    ];
    return fieldErrorsOf(checks);
  }

  async change(ctx: RequestContext, input: ChangePasswordInput): Promise<PasswordPayload> {
    const member = await this.ownMember(ctx);
    if (!member) return failed([fieldError(null, 'NOT_MEMBER', P.notMember)]);
    const invalid = this.validateChange(input);
    if (invalid.length > 0) return failed(invalid);
    const session = ctx.req.session;
    if (!session.aesStr || input.aesStr !== session.aesStr)
      return failed([fieldError(null, 'AES_INVALID', P.aesInvalid)]);
    if (!(await this.captcha.consume(ctx.em, ctx.req.sessionID, input.captcha)))
      return failed([fieldError('captcha', 'CAPTCHA_INVALID', AUTH_MESSAGES.captchaInvalid)]);
    if (!(await verifyPassword(member.passwordHash, input.oldPassword)))
      return failed([fieldError('oldPassword', 'WRONG_PASSWORD', P.oldWrong)]);
    const reuse = await this.reuseError(ctx.em, member, input.newPassword);
    if (reuse) return failed([reuse]);
    await this.setPassword(ctx.em, member, input.newPassword);
    // Whoever else holds this account's sessions (a stolen cookie, another browser) is signed out.
    await endSessionsOf(ctx.em, { kind: ViewerKind.MEMBER, id: member.id }, { keepSessionId: ctx.req.sessionID });
    // A used token cannot replay the change.
    delete session.aesStr;
    return ok(P.changed);
  }

  /** SPEC §4: a password older than 90 days may be kept, which restarts the 90 days. */
  async keep(ctx: RequestContext): Promise<PasswordPayload> {
    const member = await this.ownMember(ctx);
    if (!member) return failed([fieldError(null, 'NOT_MEMBER', P.notMember)]);
    if (member.defaultPassword) return failed([fieldError(null, 'DEFAULT_PASSWORD', P.keepDefault)]);
    if (!this.isExpired(member)) return failed([fieldError(null, 'NOT_EXPIRED', P.keepNotAllowed)]);
    member.passwordChangedAt = this.now();
    await ctx.em.flush();
    return ok(P.kept);
  }

  /** The answer never says whether the account exists; a matching account gets a 60-minute link. */
  async forgot(ctx: RequestContext, input: ForgotPasswordInput): Promise<PasswordPayload> {
    const checks: [string, string | null][] = [
      ['account', V.memberAccount(input.account)],
      ['email', V.email(input.email)],
      ['captcha', input.captcha.trim() ? null : M.captchaRequired],
    ];
    const invalid = fieldErrorsOf(checks);
    if (invalid.length > 0) return failed(invalid);
    if (!(await this.captcha.consume(ctx.em, ctx.req.sessionID, input.captcha)))
      return failed([fieldError('captcha', 'CAPTCHA_INVALID', AUTH_MESSAGES.captchaInvalid)]);
    const memTypes = input.kind === LoginKind.BUYER ? [MemberType.BUYER] : [MemberType.PERSONAL, MemberType.BUSINESS];
    const member = await ctx.em.findOne(Member, {
      [raw('lower(login_name)')]: normalizeLoginName(input.account),
      email: { $ilike: input.email.trim().replace(/[\\%_]/g, '\\$&') },
      memType: { $in: memTypes },
      status: { $nin: [MemberStatus.CLOSED, MemberStatus.SUSPENDED] },
    });
    // The account was found by its email, so it has one; the check keeps the types honest.
    if (member?.email) await this.sendResetLink(ctx, member, member.email);
    return ok(P.forgotSent);
  }

  private async sendResetLink(ctx: RequestContext, member: Member, email: string): Promise<void> {
    const token = crypto.randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.now().getTime() + PASSWORD_RULES.resetTokenMinutes * 60_000);
    const link = `${ctx.config.appUrl}${ctx.config.basePath}/verify/resetp/${token}`;
    await inTransaction(ctx.em, async (tx) => {
      // Only the newest link works.
      await tx.nativeDelete(PasswordResetToken, { memberId: member.id, usedAt: null });
      await tx.insert(PasswordResetToken, { memberId: member.id, tokenHash: sha256(token), expiresAt });
      await this.mail.send(tx, {
        to: email,
        subject: P.resetSubject,
        text: `${member.name} 您好：\n\n請於 60 分鐘內點選以下連結重設您的 PayDesk 登入密碼（連結僅能使用一次）：\n${link}\n\n若您未申請重設密碼，請忽略此信。`,
        html: `<p>${escapeHtml(member.name)} 您好：</p><p>請於 60 分鐘內點選以下連結重設您的 PayDesk 登入密碼（連結僅能使用一次）：</p><p><a href="${link}">${link}</a></p><p>若您未申請重設密碼，請忽略此信。</p>`,
      });
    });
  }

  async tokenStatus(ctx: RequestContext, token: string): Promise<ResetTokenStatus> {
    const live = await ctx.em.findOne(PasswordResetToken, usableToken(token));
    const member = live && (await ctx.em.findOne(Member, live.memberId));
    if (!member) return { valid: false, kind: null };
    return { valid: true, kind: member.memType === MemberType.BUYER ? LoginKind.BUYER : LoginKind.MEMBER };
  }

  /** Single use: the token row is locked, checked and spent in the same transaction as the new password. */
  async reset(ctx: RequestContext, input: ResetPasswordInput): Promise<PasswordPayload> {
    const invalid = fieldErrorsOf([
      ['newPassword', V.password(input.newPassword)],
      ['newPasswordConfirmed', passwordConfirm(input.newPassword, input.newPasswordConfirmed)],
    ]);
    if (invalid.length > 0) return failed(invalid);
    return inTransaction(ctx.em, async (tx) => {
      const row = await tx.findOne(PasswordResetToken, usableToken(input.token), {
        lockMode: LockMode.PESSIMISTIC_WRITE,
      });
      if (!row) return failed([fieldError(null, 'TOKEN_INVALID', P.resetInvalid)]);
      const member = await tx.findOneOrFail(Member, row.memberId, { populate: ['passwordHash'] });
      const reuse = await this.reuseError(tx, member, input.newPassword);
      if (reuse) return failed([reuse]);
      await tx.nativeUpdate(PasswordResetToken, row.id, { usedAt: new Date() });
      await this.setPassword(tx, member, input.newPassword);
      // A reset means the old password may be known to someone else: every session of the account ends.
      await endSessionsOf(tx, { kind: ViewerKind.MEMBER, id: member.id }, { keepSessionId: ctx.req.sessionID });
      return ok(P.resetDone);
    });
  }

  /** The new password may not be any of the last three (the current one and the two before it). */
  private async reuseError(em: EntityManager, member: Member, candidate: string): Promise<FieldError | null> {
    const history = await em.find(
      PasswordHistory,
      { memberId: member.id },
      { orderBy: { id: 'desc' }, limit: PASSWORD_RULES.historyDepth - 1 },
    );
    for (const hash of [member.passwordHash, ...history.map((h) => h.passwordHash)]) {
      if (await verifyPassword(hash, candidate)) return fieldError('newPassword', 'PASSWORD_REUSED', P.sameAsRecent);
    }
    return null;
  }

  /** Stores the new hash, moves the old one into the history and restarts the 90 days. */
  private async setPassword(em: EntityManager, member: Member, password: string): Promise<void> {
    const hash = await hashPassword(password);
    const changedAt = this.now();
    const run = async (tx: EntityManager) => {
      await tx.insert(PasswordHistory, { memberId: member.id, passwordHash: member.passwordHash });
      await tx.nativeUpdate(Member, member.id, {
        passwordHash: hash,
        passwordChangedAt: changedAt,
        defaultPassword: false,
        updatedAt: new Date(),
      });
      // Older entries can never matter again.
      const kept = await tx.find(
        PasswordHistory,
        { memberId: member.id },
        { fields: ['id'], orderBy: { id: 'desc' }, limit: PASSWORD_RULES.historyDepth },
      );
      await tx.nativeDelete(PasswordHistory, { memberId: member.id, id: { $nin: kept.map((k) => k.id) } });
    };
    if (em.isInTransaction()) await run(em);
    else await inTransaction(em, run);
    // The caller's copy of the member follows what was stored.
    Object.assign(member, { passwordHash: hash, passwordChangedAt: changedAt, defaultPassword: false });
  }
}

/** An unspent, unexpired reset token (expiry judged by the database clock, like the rows' defaults). */
function usableToken(token: string) {
  return { tokenHash: sha256(token), usedAt: null, expiresAt: { $gt: raw('now()') } };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
