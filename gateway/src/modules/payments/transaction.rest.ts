import type { GatewayContext, GatewayContextFactory } from '../services';
import type { Response, Router } from 'express';
import { requirePermission } from '../../core/http/require-permission';
import { restHandler } from '../../core/http/rest';
import { CSV_BOM, csvRow } from '../../core/http/csv';
import { crlfRows, csvEncoder } from '../../core/http/csv-stream';
import { copyOutTo } from '../../core/database/copy-out';
import type { TransactionFilter } from './payment.types';
import { resolveFilter } from './transaction.service';
import type { SellerScope } from './seller-scope';
import { TRANSACTION_CSV_HEADER, transactionsCopySql } from './transaction-csv';
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
 * Streams the filtered transactions of a seller scope as CSV: a seller's own export and an agent's partner inquiry
 * write the same file. PostgreSQL writes the rows (one COPY, never held in memory); Node writes the BOM and header
 * once the query has answered, turns the line ends into CRLF and compresses.
 */
export async function streamTransactionsCsv(
  ctx: GatewayContext,
  res: Response,
  scope: SellerScope,
  filter: TransactionFilter,
  filePrefix: string,
): Promise<void> {
  const r = resolveFilter(filter);
  if (r.errors.length) {
    res.status(400).json({ success: false, message: r.errors[0]?.message });
    return;
  }
  await copyOutTo(ctx.em, transactionsCopySql(scope, r.where, r.params), res, {
    rows: crlfRows(),
    start: () => {
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="${filePrefix}-${r.from}-${r.to}.csv"`);
      return { prefix: `${CSV_BOM}${csvRow(TRANSACTION_CSV_HEADER)}`, encode: csvEncoder(res) };
    },
  });
}

/** GET /api/transactions/export.csv: the seller's filtered set. */
export function transactionRestRoutes(router: Router, contextOf: GatewayContextFactory): void {
  router.get(
    '/transactions/export.csv',
    requirePermission('trans_detail'),
    restHandler(contextOf, async (ctx, req, res) => {
      const memberId = ctx.services.transactions.memberId(ctx);
      await streamTransactionsCsv(ctx, res, [memberId], filterOfQuery(req.query), 'transactions');
    }),
  );
}
