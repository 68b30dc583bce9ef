import type { GatewayContextFactory } from '../services';
import { Router } from 'express';
import { restHandler } from '../../core/http/rest';

const MAX_CAPTCHA_SEED_LENGTH = 29;

/** SPEC §7 legacy paths of the login flow. */
export function authRestRoutes(contextOf: GatewayContextFactory): Router {
  const router = Router();

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

  router.get(
    '/login/image_captcha',
    restHandler(contextOf, async (ctx, req, res) => {
      const seed = typeof req.query.t === 'string' ? req.query.t : '';
      if (seed.length > MAX_CAPTCHA_SEED_LENGTH) {
        res.status(400).json({ success: false, message: '請求錯誤' });
        return undefined;
      }
      const svg = await ctx.services.auth.captcha.issue(ctx.em, req.sessionID);
      res.set('Cache-Control', 'no-store').type('image/svg+xml').send(svg);
      return undefined;
    }),
  );

  return router;
}
