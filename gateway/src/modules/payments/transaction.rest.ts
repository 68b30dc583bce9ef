import type { GatewayContext, GatewayContextFactory } from '../services';
import { Router, type Response } from 'express';
import { requirePermission } from '../../core/http/require-permission';
import { restHandler } from '../../core/http/rest';
import { asText, CSV_BOM, csvRow } from '../../core/http/csv';
import type { TransactionFilter } from './payment.types';
import { cursorAfter, resolveFilter, toView } from './transaction.service';
import { taipeiDateTime } from '@paydesk/shared/taiwan-time';
import { TRANSACTION_STATUS_LIST } from '@paydesk/shared/transaction-statuses';
import { PAY_TYPE_LIST, paymentDisplayOf } from '@paydesk/shared/pay-types';

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
const CSV_PAGE = 2_000;

/** CSV times in Taiwan time, YYYY/MM/DD HH:mm; empty when there is none. */
const taipei = (d: Date | null) => (d ? taipeiDateTime(d) : '');

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
  let after: string | null = null;
  for (;;) {
    const rows = await ctx.services.transactions.rows(ctx.em, memberIds, r.where, r.params, after, CSV_PAGE);
    // One write per page: a write per row cost more than the rows' own formatting.
    let chunk = '';
    for (const row of rows.map(toView)) {
      chunk += csvRow([
        asText(row.tradeNo),
        asText(row.merchantOrderNo ?? ''),
        row.merchantName,
        row.itemName,
        row.payTypeLabel,
        paymentDisplayOf(row) ?? '',
        row.statusLabel,
        row.amount,
        row.fee,
        row.refundedAmount,
        taipei(row.createdAt),
        taipei(row.paidAt),
        taipei(row.settleDueAt),
        row.mobileBarcode ?? '',
      ]);
    }
    if (chunk && !res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
    const last = rows[rows.length - 1];
    if (rows.length < CSV_PAGE || !last) break;
    after = cursorAfter(last);
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
