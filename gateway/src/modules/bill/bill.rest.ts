import { CSV_EXPORTS, csvFileName } from '@paydesk/shared/csv-exports';
import { csvRequestOf, streamCsvCopy } from '../../core/http/csv-export';
import { requirePermission } from '../../core/http/require-permission';
import { restHandler, type RestRoutes } from '../../core/http/rest';
import type { GatewayContextFactory } from '../services';

/**
 * The held-funds account's CSV exports (the JSON API is GraphQL). The withdrawal history is part of the account's
 * statement, so it opens with the statement's read permission (and the bill:read token scope), not the withdrawing
 * one.
 */
export function billRestRoutes(router: RestRoutes, contextOf: GatewayContextFactory): void {
  /** GET /api/bill/ledger.csv?from&to&account&format: 帳戶明細, every posting of the range. */
  router.get(
    CSV_EXPORTS.ledger.path.replace(/^\/api/, ''),
    requirePermission(CSV_EXPORTS.ledger.permission),
    restHandler(contextOf, async (ctx, req, res) => {
      const csv = csvRequestOf(req, res);
      if (!csv) return undefined;
      const account = typeof req.query.account === 'string' && req.query.account ? req.query.account : null;
      const { columns, file } = CSV_EXPORTS.ledger;
      const copy = ctx.services.bill.ledgerCopySql(ctx, { account, from: csv.from, to: csv.to }, csv.format);
      if ('refused' in copy) return void res.status(400).json({ success: false, message: copy.refused });
      await streamCsvCopy(ctx.em, res, copy.sql, {
        columns,
        format: csv.format,
        fileName: csvFileName(file, csv.from, csv.to),
      });
      return undefined;
    }),
  );

  /** GET /api/bill/withdrawals.csv?from&to&format: the withdrawals requested in the range. */
  router.get(
    CSV_EXPORTS.withdrawals.path.replace(/^\/api/, ''),
    requirePermission(CSV_EXPORTS.withdrawals.permission),
    restHandler(contextOf, async (ctx, req, res) => {
      const csv = csvRequestOf(req, res);
      if (!csv) return undefined;
      const { columns, file } = CSV_EXPORTS.withdrawals;
      const sql = ctx.services.bill.withdrawalsCopySql(ctx, csv, csv.format);
      await streamCsvCopy(ctx.em, res, sql, {
        columns,
        format: csv.format,
        fileName: csvFileName(file, csv.from, csv.to),
      });
      return undefined;
    }),
  );
}
