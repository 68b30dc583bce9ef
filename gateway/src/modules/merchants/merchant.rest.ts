import { Router } from 'express';
import { requireLogin, restHandler, type ContextFactory } from '../../core/http/rest';
import { forbidden } from '../../core/errors';
import type { RequestContext } from '../../core/context';

function requireKey(ctx: RequestContext, key: string): void {
  if (!ctx.viewer?.permissions.includes(key)) throw forbidden();
}

/** SPEC §7 legacy shop paths. */
export function merchantRestRoutes(contextOf: ContextFactory): Router {
  const router = Router();
  router.post(
    '/merchant/get_setting_list',
    requireLogin,
    // Reference data the client loads on its first /auth visit, so any seller (assistants too) may read it.
    restHandler(contextOf, async (ctx) => {
      return { success: true, message: '', data: await ctx.services.merchants.settingList(ctx) };
    }),
  );
  router.post(
    '/merchant/get_edit_merchant',
    requireLogin,
    restHandler(contextOf, async (ctx, req) => {
      requireKey(ctx, 'merchant_list');
      const merSysId = String((req.body as { MerSysID?: unknown }).MerSysID ?? 'LIST');
      return { success: true, message: '', data: await ctx.services.merchants.legacyEditMerchant(ctx, merSysId) };
    }),
  );
  return router;
}
