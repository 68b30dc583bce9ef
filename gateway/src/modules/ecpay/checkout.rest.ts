import type { GatewayContextFactory } from '../services';
import { requirePermission } from '../../core/http/require-permission';
import { restHandler, type RestRoutes } from '../../core/http/rest';
import type { ApiAnswer } from './checkout-api.service';

const bodyOf = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/**
 * The checkout API of a seller's site (ADR 0041): a token with `checkout:write` creates payments, one with
 * `refund:write` refunds them; both take an Idempotency-Key header.
 */
export function checkoutRestRoutes(router: RestRoutes, contextOf: GatewayContextFactory): void {
  const answer = (res: { status(code: number): unknown }, a: ApiAnswer) => {
    res.status(a.status);
    return 'error' in a
      ? { success: false, message: a.error.message, errors: [a.error] }
      : { success: true, message: 'OK', data: a.data };
  };
  router.post(
    '/checkout/payments',
    requirePermission('uop_create'),
    restHandler(contextOf, async (ctx, req, res) =>
      answer(res, await ctx.services.checkoutApi.createPayment(ctx, bodyOf(req.body), req.get('Idempotency-Key'))),
    ),
  );
  router.post(
    '/checkout/refunds',
    requirePermission('trans_refund'),
    restHandler(contextOf, async (ctx, req, res) =>
      answer(res, await ctx.services.checkoutApi.refund(ctx, bodyOf(req.body), req.get('Idempotency-Key'))),
    ),
  );
}
