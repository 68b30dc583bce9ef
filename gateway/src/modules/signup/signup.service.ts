import { type CaptchaService, AUTH_MESSAGES, signIn, loadViewer } from '../auth';
import { LoginKind } from '../../core/auth/login-name';
import { loginNameTaken } from '../../core/auth/login-name-taken';
import { identityTaken, personalContactDuplicates, Member, SIGNUP_MESSAGES as S } from '../members';
import { MemberType } from '@paydesk/shared/member-types';
import { MemberStatus } from '@paydesk/shared/member-statuses';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../../core/auth/password';
import type { RequestContext } from '../../core/context';
import { fieldError, fieldErrorsOf, type FieldError } from '../../core/errors';
import { ViewerKind } from '../../core/viewer';
import { COMPANY_NAME_MAX_LENGTH, VALIDATION_MESSAGES as M } from '@paydesk/shared/validation-rules';
import { passwordConfirm, VALIDATORS as V, type Check } from '../../core/validation/validators';
import { SignupKind, type SignupInput, type SignupPayload } from './signup.types';

const MEM_TYPE: Record<SignupKind, MemberType> = {
  [SignupKind.PERSONAL]: MemberType.PERSONAL,
  [SignupKind.BUSINESS]: MemberType.BUSINESS,
  [SignupKind.BUYER]: MemberType.BUYER,
};

const companyName: Check = (value) => {
  const v = (value ?? '').trim();
  if (!v) return M.required;
  return v.length > COMPANY_NAME_MAX_LENGTH ? M.companyName : null;
};

// Unique indexes that back the checks below, so a concurrent duplicate still lands on its field.
const CONSTRAINT_FIELDS: Record<string, [string, string]> = {
  member_seller_login_name_uq: ['account', S.accountTaken],
  member_buyer_login_name_uq: ['account', S.accountTaken],
  member_personal_email_uq: ['email', S.emailTaken],
  member_personal_mobile_uq: ['mobile', S.mobileTaken],
};

const normalized = (input: SignupInput) => ({
  ...input,
  account: input.account.normalize('NFKC').trim(),
  name: input.name.trim(),
  identityNo: (input.identityNo ?? '').trim(),
  email: input.email.trim(),
  mobile: input.mobile.trim(),
});

/** Signup of personal, business and buyer accounts (SPEC §2.1, §5): every rule, then one insert. */
export class SignupService {
  constructor(private readonly captcha: CaptchaService) {}

  /** SPEC §5 format rules; the same messages the client's Yup schema shows. */
  validate(input: SignupInput): FieldError[] {
    const checks: [string, string | null][] = [
      ['account', V.memberAccount(input.account)],
      ['password', V.password(input.password)],
      ['passwordConfirmed', passwordConfirm(input.password, input.passwordConfirmed)],
      ['name', input.kind === SignupKind.BUSINESS ? companyName(input.name) : V.userName(input.name)],
      ['email', V.email(input.email)],
      ['mobile', V.mobile(input.mobile)],
    ];
    if (input.kind === SignupKind.PERSONAL) checks.push(['identityNo', V.nationalId(input.identityNo)]);
    if (input.kind === SignupKind.BUSINESS) checks.push(['identityNo', V.taxId(input.identityNo)]);
    if (!input.agreeTerms) checks.push(['agreeTerms', S.agreeTerms]);
    if (!input.captcha.trim()) checks.push(['captcha', AUTH_MESSAGES.captchaRequired]);
    return fieldErrorsOf(checks, (field) => (field === 'agreeTerms' ? 'TERMS' : 'INVALID'));
  }

  /** Duplicates named on their fields (one member per national/tax ID; personal email and mobile unique). */
  async duplicates(em: EntityManager, input: ReturnType<typeof normalized>): Promise<FieldError[]> {
    const errors: FieldError[] = [];
    const isBuyer = input.kind === SignupKind.BUYER;
    if (await loginNameTaken(em, isBuyer ? LoginKind.BUYER : LoginKind.MEMBER, input.account))
      errors.push(fieldError('account', 'DUPLICATE', S.accountTaken));
    if (!isBuyer && (await identityTaken(em, input.identityNo)))
      errors.push(
        fieldError('identityNo', 'DUPLICATE', input.kind === SignupKind.PERSONAL ? S.nationalIdTaken : S.taxIdTaken),
      );
    if (input.kind === SignupKind.PERSONAL) errors.push(...(await personalContactDuplicates(em, input)));
    return errors;
  }

  async signup(ctx: RequestContext, raw: SignupInput): Promise<SignupPayload> {
    const input = normalized(raw);
    const invalid = this.validate(input);
    if (invalid.length > 0) return { viewer: null, errors: invalid };
    if (!(await this.captcha.consume(ctx.em, ctx.req.sessionID, input.captcha))) {
      return { viewer: null, errors: [fieldError('captcha', 'CAPTCHA_INVALID', AUTH_MESSAGES.captchaInvalid)] };
    }
    const duplicates = await this.duplicates(ctx.em, input);
    if (duplicates.length > 0) return { viewer: null, errors: duplicates };

    const memType = MEM_TYPE[input.kind];
    const passwordHash = await hashPassword(input.password);
    let id: number;
    try {
      id = await ctx.em.insert(Member, {
        loginName: input.account,
        passwordHash,
        memType,
        name: input.name,
        email: input.email,
        mobile: input.mobile,
        identityNo: memType === MemberType.BUYER ? null : input.identityNo,
        // Sellers wait for completion and review; buyers can shop at once.
        status: memType === MemberType.BUYER ? MemberStatus.ACTIVE : MemberStatus.PENDING_REVIEW,
      });
    } catch (error) {
      const constraint = (error as { constraint?: string }).constraint ?? '';
      if (constraint === 'member_seller_identity_uq') {
        return {
          viewer: null,
          errors: [
            fieldError(
              'identityNo',
              'DUPLICATE',
              input.kind === SignupKind.PERSONAL ? S.nationalIdTaken : S.taxIdTaken,
            ),
          ],
        };
      }
      const hit = CONSTRAINT_FIELDS[constraint];
      if (hit) return { viewer: null, errors: [fieldError(hit[0], 'DUPLICATE', hit[1])] };
      throw error;
    }
    const principal = { kind: memType === MemberType.BUYER ? ViewerKind.BUYER : ViewerKind.MEMBER, id };
    await signIn(ctx.req, principal);
    ctx.req.session.loginAt = Date.now();
    const viewer = await loadViewer(ctx.em, principal);
    ctx.viewer = viewer;
    ctx.req.viewer = viewer;
    return { viewer, errors: [] };
  }
}
