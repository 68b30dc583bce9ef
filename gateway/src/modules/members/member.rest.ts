import type { GatewayContextFactory } from '../services';
import type { Router } from 'express';
import { requireSeller } from '../../core/http/require-permission';
import { restHandler } from '../../core/http/rest';

/** SPEC §7 legacy member-info path. */
export function memberRestRoutes(router: Router, contextOf: GatewayContextFactory): void {
  router.post(
    '/register/member/check_miss_info',
    requireSeller,
    restHandler(contextOf, async (ctx) => ({ success: true, data: [await ctx.services.memberInfo.legacyRecord(ctx)] })),
  );
}
