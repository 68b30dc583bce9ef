import type { GatewayContextFactory } from '../services';
import { requirePermission, requireSeller } from '../../core/http/require-permission';
import { restHandler, type RestRoutes } from '../../core/http/rest';
import { invalidInput } from '../../core/errors';
import type { MerchantView } from './merchant.types';

/** SPEC §7 get_edit_merchant: one shop in the legacy field names. */
const legacyMerchant = (s: MerchantView) => ({
  MerSysID: s.id,
  MerName: s.name,
  MerStatus: s.status,
  MerStatusName: s.statusLabel,
  MerType: s.merType,
  SellType: String(s.sellType),
  GoodsPayType: s.goodsPayType,
  EscrowType: s.escrowType,
  WebSite: s.website ?? '',
  BusinessType: s.businessTypeId,
  PaymentSwitch: s.paymentSwitch,
  CreateDate: s.createdAt.toISOString(),
});

/** SPEC §7 legacy shop paths. */
export function merchantRestRoutes(router: RestRoutes, contextOf: GatewayContextFactory): void {
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
      // MerSysID=LIST gives every shop of the viewer, a shop number that one; anything else is refused before a query.
      if (merSysId !== 'LIST' && !/^[1-9]\d{0,8}$/.test(merSysId))
        throw invalidInput('MerSysID', 'MerSysID 須為 LIST 或商店編號');
      const shops =
        merSysId === 'LIST'
          ? await ctx.services.merchants.list(ctx)
          : [await ctx.services.merchants.detail(ctx, Number(merSysId))].filter((s): s is MerchantView => !!s);
      return { success: true, message: '', data: shops.map(legacyMerchant) };
    }),
  );
}
