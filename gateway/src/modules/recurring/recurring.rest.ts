import { CSV_EXPORTS, csvFileName } from '@paydesk/shared/csv-exports';
import { csvRequestOf, streamCsvCopy } from '../../core/http/csv-export';
import { requirePermission } from '../../core/http/require-permission';
import { restHandler, type RestRoutes } from '../../core/http/rest';
import type { GatewayContextFactory } from '../services';

/** The recurring-charge export (the JSON API is GraphQL). */
export function recurringRestRoutes(router: RestRoutes, contextOf: GatewayContextFactory): void {
  /** GET /api/period/charges.csv?from&to&format: every charge attempt of the range. */
  router.get(
    CSV_EXPORTS.periodCharges.path.replace(/^\/api/, ''),
    requirePermission(CSV_EXPORTS.periodCharges.permission),
    restHandler(contextOf, async (ctx, req, res) => {
      const csv = csvRequestOf(req, res);
      if (!csv) return undefined;
      const { columns, file } = CSV_EXPORTS.periodCharges;
      const sql = ctx.services.subscriptions.chargesCopySql(ctx, csv, csv.format);
      await streamCsvCopy(ctx.em, res, sql, {
        columns,
        format: csv.format,
        fileName: csvFileName(file, csv.from, csv.to),
      });
      return undefined;
    }),
  );
}
