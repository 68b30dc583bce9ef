import { Router } from 'express';
import { restHandler, type ContextFactory } from '../../core/http/rest';

/**
 * Developer mailbox (local, test, sandbox only): the mail and SMS that went to the outbox, so flows
 * like forgot-password and verification can be finished in a browser and in tests.
 */
export function devMailboxRestRoutes(contextOf: ContextFactory): Router {
  const router = Router();
  router.get(
    '/dev/outbox',
    restHandler(contextOf, async (ctx, req, res) => {
      if (!ctx.config.devMailbox) {
        res.status(404).json({ success: false, message: '請求錯誤 (Error404)' });
        return undefined;
      }
      const to = typeof req.query.to === 'string' && req.query.to.trim() ? req.query.to.trim() : null;
      // Sandbox is reachable by outsiders: there the mailbox shows one recipient at a time, never a listing.
      if (ctx.config.appEnv === 'sandbox' && !to) return { success: true, data: [] };
      return { success: true, data: await ctx.services.mail.outbox(ctx.em, to) };
    }),
  );
  return router;
}
