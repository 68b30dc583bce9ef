import type { RequestContext } from '../../core/context';
import { fieldError, type FieldError } from '../../core/errors';
import type { Viewer } from '../../core/viewer';
import { AUTH_MESSAGES } from './auth.messages';
import { AppEnvName, type AppInfo, type LoginInput } from './auth.types';
import { CAPTCHA_LENGTH } from '@paydesk/shared/validation-rules';
import { CaptchaService } from './captcha.service';
import { LoginThrottleService, throttleKey } from './login-throttle.service';
import { findCandidate } from './credentials';
import { normalizeLoginName } from '../../core/auth/login-name';
import { authenticate, signIn, signOut } from './passport';
import { loadViewer } from './viewer-loader';

export interface LoginResult {
  viewer: Viewer | null;
  errors: FieldError[];
}

/** Sign-in, sign-out and the captcha: the rules of SPEC §2.1/§4 for both GraphQL and REST. */
export class AuthService {
  readonly captcha: CaptchaService;
  readonly throttle = new LoginThrottleService();

  constructor(captchaFixedCode: string | undefined) {
    this.captcha = new CaptchaService(captchaFixedCode);
  }

  appInfo(ctx: RequestContext): AppInfo {
    return {
      env: ctx.config.appEnv.toUpperCase() as AppEnvName,
      basePath: ctx.config.basePath,
      captchaLength: CAPTCHA_LENGTH,
      idleLimitMs: ctx.config.clientIdleMs,
    };
  }

  /** Every attempt spends the session's captcha; a wrong captcha never reaches the password check. */
  async login(ctx: RequestContext, input: LoginInput): Promise<LoginResult> {
    const errors: FieldError[] = [];
    if (!input.account.trim()) errors.push(fieldError('account', 'REQUIRED', AUTH_MESSAGES.accountRequired));
    if (!input.password) errors.push(fieldError('password', 'REQUIRED', AUTH_MESSAGES.passwordRequired));
    if (!input.captcha.trim()) errors.push(fieldError('captcha', 'REQUIRED', AUTH_MESSAGES.captchaRequired));
    if (errors.length > 0) return { viewer: null, errors };

    if (!(await this.captcha.consume(ctx.em, ctx.req.sessionID, input.captcha))) {
      return { viewer: null, errors: [fieldError('captcha', 'CAPTCHA_INVALID', AUTH_MESSAGES.captchaInvalid)] };
    }
    // The throttle is keyed on the account found, so every spelling of a login name shares one count.
    const candidate = await findCandidate(ctx.em, input.kind, input.account);
    const key = throttleKey(input.kind, candidate?.principal ?? null, normalizeLoginName(input.account));
    const outcome = await this.throttle.attempt(ctx.em, key, ctx.req.ip ?? 'unknown', async () => {
      const result = await authenticate(ctx.req, ctx.res, input.kind, input.account, input.password, candidate);
      return 'principal' in result ? { ok: true as const, ...result } : { ok: false as const, ...result };
    });
    if ('allowed' in outcome) return { viewer: null, errors: [fieldError(null, 'LOGIN_LOCKED', outcome.message)] };
    if (!outcome.ok) {
      return {
        viewer: null,
        errors: [fieldError(null, 'LOGIN_FAILED', outcome.message || AUTH_MESSAGES.invalidCredentials)],
      };
    }
    // Marked before signing in: the sign-in carries the session's fields over and saves once.
    ctx.req.session.loginAt = Date.now();
    await signIn(ctx.req, outcome.principal);
    const viewer = await loadViewer(ctx.em, outcome.principal);
    ctx.viewer = viewer;
    ctx.req.viewer = viewer;
    return { viewer, errors: [] };
  }

  /** Ends the session whether or not anyone was signed in. */
  async logout(ctx: RequestContext): Promise<boolean> {
    await signOut(ctx.req);
    ctx.viewer = null;
    ctx.req.viewer = null;
    return true;
  }
}
