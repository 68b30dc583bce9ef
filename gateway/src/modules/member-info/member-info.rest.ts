import type { GatewayContextFactory } from '../services';
import type { Request } from 'express';
import { requireSeller } from '../../core/http/require-permission';
import { restHandler, type RestRoutes } from '../../core/http/rest';
import { MEMBER_TYPE_OPTIONS, MEMBER_STATUS_OPTIONS } from './page-info';
import { PERMISSION_CATALOGUE } from '@paydesk/shared/permission-catalogue';
import { NOTICE_PROVIDER } from '@paydesk/shared/notice-provider';

// Only our own provider's notice path exists; any other {provider}_notice_accept is an unknown path (404).
const PROVIDER_NOTICE_ACTION = `${NOTICE_PROVIDER}_notice_accept`;

const field = (req: Request, name: string): string => {
  const value = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

/** SPEC §7 member-info and notice paths (legacy envelope; exceptions answer 系統發生錯誤，請稍後再試). */
export function memberInfoRestRoutes(router: RestRoutes, contextOf: GatewayContextFactory): void {
  router.post(
    '/register/clean_sp_tag',
    requireSeller,
    restHandler(contextOf, async (ctx) => {
      await ctx.services.memberInfo.cleanShippingTag(ctx);
      return { success: true, message: '' };
    }),
  );
  router.post(
    '/register/page_info',
    requireSeller,
    restHandler(contextOf, () => ({
      success: true,
      data: { MemType: MEMBER_TYPE_OPTIONS, MemStatus: MEMBER_STATUS_OPTIONS, Permission: PERMISSION_CATALOGUE },
    })),
  );
  router.post(
    '/member/confirm_accept',
    requireSeller,
    restHandler(contextOf, async (ctx, req) => {
      const errors = await ctx.services.notices.confirm(ctx, field(req, 'Confirm'));
      return errors[0] ? { success: false, message: errors[0].message } : { success: true, message: '已確認' };
    }),
  );
  // Provider notices: /api/member/{provider}_notice_accept with acceptFrom member|platform. Other /member/*
  // paths (keep_password, change_password ...) belong to other routers, so a non-matching name passes on.
  const acceptNotice = restHandler(contextOf, async (ctx, req) => {
    const errors = await ctx.services.notices.acceptProviderNotice(ctx, field(req, 'acceptFrom'));
    return errors[0] ? { success: false, message: errors[0].message } : { success: true, message: '已確認' };
  });
  router.post('/member/:action', (req, res, next) => {
    if (String(req.params.action) !== PROVIDER_NOTICE_ACTION) return next();
    requireSeller(req, res, () => acceptNotice(req, res, next));
  });
}
