import type { GatewayContextFactory } from '../services';
import { restHandler, type RestRoutes } from '../../core/http/rest';

/**
 * Developer mailbox (local, test, sandbox only): the mail and SMS that went to the outbox, so flows
 * like forgot-password and verification can be finished in a browser and in tests.
 */
export function devMailboxRestRoutes(router: RestRoutes, contextOf: GatewayContextFactory): void {
  router.get(
    '/dev/outbox',
    restHandler(contextOf, async (ctx, req, res) => {
      if (!ctx.config.devMailbox) {
        res.status(404).json({ success: false, message: '請求錯誤 (Error404)' });
        return undefined;
      }
      const to = typeof req.query.to === 'string' && req.query.to.trim() ? req.query.to.trim() : null;
      if (ctx.config.appEnv !== 'sandbox') return { success: true, data: await ctx.services.mail.outbox(ctx.em, to) };
      // Sandbox is reachable by outsiders: a member reads only the mail and SMS sent to its own address and
      // number, so nobody can read another account's reset link. Guests are told to sign in.
      const own = await ctx.services.mail.ownRecipients(ctx.em, ctx.viewer);
      if (!own) {
        res.status(401).json({ success: false, message: '請先登入後再查看測試信箱' });
        return undefined;
      }
      const wanted = to ? own.filter((r) => r.toLowerCase() === to.toLowerCase()) : own;
      return { success: true, data: await ctx.services.mail.outboxOf(ctx.em, wanted) };
    }),
  );
}
