import type { GatewayContext, GatewayContextFactory } from '../services';
import type { Request, Response } from 'express';
import { requirePermission } from '../../core/http/require-permission';
import { restHandler, type RestRoutes } from '../../core/http/rest';
import { csvFormatOf } from '../../core/http/csv';
import { streamCsvCopy } from '../../core/http/csv-export';
import { CSV_EXPORTS, CSV_MESSAGES, csvFileName } from '@paydesk/shared/csv-exports';
import type { TransactionFilter } from './payment.types';
import { resolveFilter } from './transaction.service';
import type { SellerScope } from './seller-scope';
import { transactionsCopySql } from './transaction-csv';
import { TRANSACTION_STATUS_LIST } from '@paydesk/shared/transaction-statuses';
import { PAY_TYPE_LIST } from '@paydesk/shared/pay-types';

/** The transaction filter of an export URL (the same fields as the GraphQL filter). */
export function filterOfQuery(query: unknown): TransactionFilter {
  const q = query as Record<string, string | undefined>;
  return {
    from: q.from ?? null,
    to: q.to ?? null,
    // The client's filter bar holds contract keys (PAID, CREDIT); REST callers may send the numeric codes.
    status: q.status ? (TRANSACTION_STATUS_LIST.byKey(q.status)?.code ?? Number(q.status)) : null,
    payType: q.payType ? (PAY_TYPE_LIST.byKey(q.payType)?.code ?? Number(q.payType)) : null,
    tradeNo: q.tradeNo ?? null,
    merchantOrderNo: q.merchantOrderNo ?? null,
    search: q.search ?? null,
    paymentLinksOnly: q.paymentLinksOnly === 'true',
  };
}

/**
 * Streams the filtered transactions of a seller scope as CSV in the requested format: a seller's own export and an
 * agent's partner inquiry write the same columns. PostgreSQL writes the rows (one COPY, never held in memory); Node
 * writes the BOM and header once the query has answered, turns the line ends into CRLF and compresses.
 */
export async function streamTransactionsCsv(
  ctx: GatewayContext,
  req: Request,
  res: Response,
  scope: SellerScope,
  file: 'transactions' | 'partnerTransactions',
): Promise<void> {
  const format = csvFormatOf(req);
  if (!format) return void res.status(400).json({ success: false, message: CSV_MESSAGES.format });
  const r = resolveFilter(filterOfQuery(req.query));
  if (r.errors.length) return void res.status(400).json({ success: false, message: r.errors[0]?.message });
  const { columns, file: name } = CSV_EXPORTS[file];
  await streamCsvCopy(ctx.em, res, transactionsCopySql(scope, r.where, r.params, format), {
    columns,
    format,
    fileName: csvFileName(name, r.from, r.to),
  });
}

/** GET /api/transactions/export.csv: the seller's filtered set. */
export function transactionRestRoutes(router: RestRoutes, contextOf: GatewayContextFactory): void {
  router.get(
    '/transactions/export.csv',
    requirePermission('trans_detail'),
    restHandler(contextOf, async (ctx, req, res) => {
      const memberId = ctx.services.transactions.memberId(ctx);
      await streamTransactionsCsv(ctx, req, res, [memberId], 'transactions');
    }),
  );
}
