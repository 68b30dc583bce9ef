import type { GatewayContextFactory } from '../services';
import { restHandler, type RestRoutes } from '../../core/http/rest';

const MAX_CAPTCHA_SEED_LENGTH = 29;

/** Where a full-page sign-out lands: the login page the viewer came from; nothing else (no open redirect). */
const SIGN_OUT_TARGETS: Readonly<Record<string, string>> = { member: '/login', buyer: '/login/buyer' };

/** SPEC §7 legacy paths of the login flow. */
export function authRestRoutes(router: RestRoutes, contextOf: GatewayContextFactory): void {
  router.post(
    '/check_login/login_status',
    restHandler(contextOf, (ctx) => ({
      data: { isLogin: ctx.viewer !== null, memType: ctx.viewer ? ctx.viewer.memType : null },
    })),
  );

  router.get(
    '/member/logout',
    restHandler(contextOf, async (ctx) => {
      await ctx.services.auth.logout(ctx);
      return { success: true, message: '已登出' };
    }),
  );

  // The client's sign-out is a full-page form post (formPost, SPEC §7, `_token` field): the session ends and the
  // browser follows a 303 to a freshly served login page, which carries the new session's CSRF meta. A script that
  // posts JSON gets the envelope instead.
  router.post(
    '/member/logout',
    restHandler(contextOf, async (ctx, req, res) => {
      await ctx.services.auth.logout(ctx);
      if (!req.is('application/x-www-form-urlencoded')) return { success: true, message: '已登出' };
      const target = SIGN_OUT_TARGETS[String((req.body as Record<string, unknown>).next)] ?? SIGN_OUT_TARGETS.member;
      res.redirect(303, `${ctx.config.basePath}${target}`);
      return undefined;
    }),
  );

  router.get(
    '/login/image_captcha',
    restHandler(contextOf, async (ctx, req, res) => {
      const seed = typeof req.query.t === 'string' ? req.query.t : '';
      if (seed.length > MAX_CAPTCHA_SEED_LENGTH) {
        res.status(400).json({ success: false, message: '請求錯誤' });
        return undefined;
      }
      // The captcha belongs to the session, which must be stored from now on: it takes the page's CSRF token.
      req.csrf.bindToSession(req);
      const svg = await ctx.services.auth.captcha.issue(ctx.em, req.sessionID);
      res.set('Cache-Control', 'no-store').type('image/svg+xml').send(svg);
      return undefined;
    }),
  );
}
