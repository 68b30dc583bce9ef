import { Router } from 'express';
import { requirePermission, requireSeller } from '../../core/http/require-permission';
import { restHandler, type ContextFactory } from '../../core/http/rest';

/** SPEC §7 legacy shop paths. */
export function merchantRestRoutes(contextOf: ContextFactory): Router {
  const router = Router();
  router.post(
    '/merchant/get_setting_list',
    requireSeller,
    // Reference data the client loads on its first /auth visit, so any seller (assistants too) may read it.
    restHandler(contextOf, async (ctx) => {
      return { success: true, message: '', data: await ctx.services.merchants.settingList(ctx) };
    }),
  );
  router.post(
    '/merchant/get_edit_merchant',
    requirePermission('merchant_list'),
    restHandler(contextOf, async (ctx, req) => {
      const merSysId = String((req.body as { MerSysID?: unknown }).MerSysID ?? 'LIST');
      return { success: true, message: '', data: await ctx.services.merchants.legacyEditMerchant(ctx, merSysId) };
    }),
  );
  return router;
}
