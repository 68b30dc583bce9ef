import type { GatewayContextFactory } from '../services';
import type { Router } from 'express';
import { requirePermission, requireSeller } from '../../core/http/require-permission';
import { restHandler } from '../../core/http/rest';
import { invalidInput } from '../../core/errors';

/** SPEC §7 legacy shop paths. */
export function merchantRestRoutes(router: Router, contextOf: GatewayContextFactory): void {
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
      // LIST or a shop number; anything else is refused before a query.
      if (merSysId !== 'LIST' && !/^[1-9]\d{0,8}$/.test(merSysId))
        throw invalidInput('MerSysID', 'MerSysID 須為 LIST 或商店編號');
      return { success: true, message: '', data: await ctx.services.merchants.legacyEditMerchant(ctx, merSysId) };
    }),
  );
}
