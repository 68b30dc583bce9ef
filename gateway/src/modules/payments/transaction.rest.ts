import type { GatewayContext, GatewayContextFactory } from '../services';
import { Router, type Response } from 'express';
import { requirePermission } from '../../core/http/require-permission';
import { restHandler } from '../../core/http/rest';
import { asText, CSV_BOM, csvRow } from '../../core/http/csv';
import type { TransactionFilter } from './payment.types';
import { CSV_SELECT, type CsvTxRow, cursorAfter, resolveFilter } from './transaction.service';
import { TRANSACTION_STATUS_LIST } from '@paydesk/shared/transaction-statuses';
import { PAY_TYPE_LIST, paymentDisplayOf, payTypeLabel } from '@paydesk/shared/pay-types';

const HEADER = [
  '交易序號',
  '商店訂單編號',
  '商店',
  '品名',
  '付款方式',
  // SPEC §3 alternate display code (CREDIT, Inst, ATM, CVS, ICASH …), empty for types the mapping does not name.
  '付款類別',
  '狀態',
  '金額',
  '手續費',
  '已退款',
  '建立時間',
  '付款時間',
  '預計撥款日',
  '手機條碼',
];

/** Rows per keyset page of an export: a few hundred kB of CSV per write. */
const CSV_PAGE = 5_000;

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
    paymentLinksOnly: q.paymentLinksOnly === 'true',
  };
}

function csvLine(row: CsvTxRow): string {
  return csvRow([
    asText(row.trade_no),
    asText(row.merchant_order_no ?? ''),
    row.merchant_name,
    row.item_name,
    payTypeLabel(row.pay_type),
    paymentDisplayOf({ payType: row.pay_type, installments: row.installments }) ?? '',
    TRANSACTION_STATUS_LIST.label(row.status),
    row.amount,
    row.fee,
    row.refunded_amount,
    row.created_tw,
    row.paid_tw,
    row.settle_due_tw,
    row.mobile_barcode ?? '',
  ]);
}

/**
 * Waits for a full response to take more. One 'drain' listener for the whole export: behind compression each
 * once('drain') listener stayed on the zlib stream (compression redirects on() but not removeListener()).
 */
function drainWaiter(res: Response): () => Promise<void> {
  let wake: (() => void) | null = null;
  res.on('drain', () => {
    wake?.();
    wake = null;
  });
  return () =>
    new Promise<void>((resolve) => {
      wake = resolve;
    });
}

/**
 * Streams the filtered transactions of these sellers as CSV, page by page (never held in memory): a seller's own
 * export and an agent's partner inquiry write the same file.
 */
export async function streamTransactionsCsv(
  ctx: GatewayContext,
  res: Response,
  memberIds: readonly number[],
  filter: TransactionFilter,
  filePrefix: string,
): Promise<void> {
  const r = resolveFilter(filter);
  if (r.errors.length) {
    res.status(400).json({ success: false, message: r.errors[0]?.message });
    return;
  }
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filePrefix}-${r.from}-${r.to}.csv"`);
  res.write(`${CSV_BOM}${csvRow(HEADER)}`);
  const page = (after: string | null) =>
    ctx.services.transactions.rows<CsvTxRow>(ctx.em, memberIds, r.where, r.params, after, CSV_PAGE, CSV_SELECT);
  const drained = drainWaiter(res);
  let next = page(null);
  for (;;) {
    const rows = await next;
    const last = rows[rows.length - 1];
    const more = rows.length === CSV_PAGE && last !== undefined;
    // The next page is asked for before this one is formatted, so PostgreSQL reads while Node writes.
    if (more) next = page(cursorAfter(last));
    // One write per page: a write per row cost more than the rows' own formatting.
    let chunk = '';
    for (const row of rows) chunk += csvLine(row);
    if (chunk && !res.write(chunk)) await drained();
    if (!more) break;
  }
  res.end();
}

/** GET /api/transactions/export.csv: the seller's filtered set. */
export function transactionRestRoutes(contextOf: GatewayContextFactory): Router {
  const router = Router();
  router.get(
    '/transactions/export.csv',
    requirePermission('trans_detail'),
    restHandler(contextOf, async (ctx, req, res) => {
      const memberId = ctx.services.transactions.memberId(ctx);
      await streamTransactionsCsv(ctx, res, [memberId], filterOfQuery(req.query), 'transactions');
    }),
  );
  return router;
}
