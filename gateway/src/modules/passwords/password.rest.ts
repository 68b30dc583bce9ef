import type { GatewayContextFactory } from '../services';
import { restHandler, type RestRoutes } from '../../core/http/rest';
import { requireLogin } from '../../core/http/require-permission';

const field = (body: Record<string, unknown> | undefined, name: string) =>
  typeof body?.[name] === 'string' ? (body[name] as string) : '';

/** SPEC §7 legacy password paths: the same service as the GraphQL mutations, answering `{success, message}`. */
export function passwordRestRoutes(router: RestRoutes, contextOf: GatewayContextFactory): void {
  router.post(
    '/member/change_password',
    requireLogin,
    restHandler(contextOf, async (ctx, req) => {
      const body = req.body as Record<string, unknown> | undefined;
      const result = await ctx.services.passwords.change(ctx, {
        oldPassword: field(body, 'OldLoginPP'),
        newPassword: field(body, 'NewLoginPP'),
        newPasswordConfirmed: field(body, 'NewLoginPPConfirmed'),
        captcha: field(body, 'CaptchaCode'),
        aesStr: field(body, 'AesStr'),
      });
      return { success: result.success, message: result.message };
    }),
  );
  router.post(
    '/member/keep_password',
    requireLogin,
    restHandler(contextOf, async (ctx) => {
      const result = await ctx.services.passwords.keep(ctx);
      return { success: result.success, message: result.message };
    }),
  );
}
