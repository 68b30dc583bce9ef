import type { GatewayContextFactory } from '../services';
import type { Router } from 'express';
import { requirePermission } from '../../core/http/require-permission';
import { restHandler } from '../../core/http/rest';

/** Legacy-style assistant list, guarded like its GraphQL twin by the assistant_index key. */
export function assistantRestRoutes(router: Router, contextOf: GatewayContextFactory): void {
  router.post(
    '/assistant/list',
    requirePermission('assistant_index'),
    restHandler(contextOf, async (ctx) => ({ success: true, data: await ctx.services.assistants.list(ctx) })),
  );
}
