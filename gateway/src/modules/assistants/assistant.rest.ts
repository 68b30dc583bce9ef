import type { GatewayContextFactory } from '../services';
import { requirePermission } from '../../core/http/require-permission';
import { restHandler, type RestRoutes } from '../../core/http/rest';

/** Legacy-style assistant list, guarded like its GraphQL twin by the assistant_index key. */
export function assistantRestRoutes(router: RestRoutes, contextOf: GatewayContextFactory): void {
  router.post(
    '/assistant/list',
    requirePermission('assistant_index'),
    restHandler(contextOf, async (ctx) => ({ success: true, data: await ctx.services.assistants.list(ctx) })),
  );
}
