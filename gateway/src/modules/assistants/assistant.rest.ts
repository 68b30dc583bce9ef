import type { GatewayContextFactory } from '../services';
import { Router } from 'express';
import { requirePermission } from '../../core/http/require-permission';
import { restHandler } from '../../core/http/rest';

/** Legacy-style assistant list, guarded like its GraphQL twin by the assistant_index key. */
export function assistantRestRoutes(contextOf: GatewayContextFactory): Router {
  const router = Router();
  router.post(
    '/assistant/list',
    requirePermission('assistant_index'),
    restHandler(contextOf, async (ctx) => ({ success: true, data: await ctx.services.assistants.list(ctx) })),
  );
  return router;
}
