import type { GatewayContextFactory } from '../services';
import { Router } from 'express';
import { requirePermission } from '../../core/http/require-permission';
import { restHandler } from '../../core/http/rest';
import { CSV_BOM, csvRow } from '../../core/http/csv';
import type { TransactionFilter } from './payment.types';
import { resolveFilter, toView } from './transaction.service';
import { taipeiDateTime } from '@paydesk/shared/taiwan-time';

const HEADER = [
  '交易序號',
  '商店訂單編號',
  '商店',
  '品名',
  '付款方式',
  '狀態',
  '金額',
  '手續費',
  '已退款',
  '建立時間',
  '付款時間',
  '預計撥款日',
];

/** CSV times in Taiwan time, YYYY/MM/DD HH:mm; empty when there is none. */
const taipei = (d: Date | null) => (d ? taipeiDateTime(d) : '');

/** GET /api/transactions/export.csv: the filtered set, streamed page by page (never held in memory). */
export function transactionRestRoutes(contextOf: GatewayContextFactory): Router {
  const router = Router();
  router.get(
    '/transactions/export.csv',
    requirePermission('trans_detail'),
    restHandler(contextOf, async (ctx, req, res) => {
      const memberId = ctx.services.transactions.memberId(ctx);
      const q = req.query as Record<string, string | undefined>;
      const filter: TransactionFilter = {
        from: q.from ?? null,
        to: q.to ?? null,
        status: q.status ? Number(q.status) : null,
        payType: q.payType ? Number(q.payType) : null,
        tradeNo: q.tradeNo ?? null,
        merchantOrderNo: q.merchantOrderNo ?? null,
        paymentLinksOnly: q.paymentLinksOnly === 'true',
      };
      const r = resolveFilter(filter);
      if (r.errors.length) {
        res.status(400).json({ success: false, message: r.errors[0].message });
        return;
      }
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="transactions-${r.from}-${r.to}.csv"`);
      res.write(`${CSV_BOM}${csvRow(HEADER)}`);
      let after: string | null = null;
      for (;;) {
        const rows = await ctx.services.transactions.rows(ctx.em, memberId, r.where, r.params, after, 500);
        for (const row of rows.map(toView)) {
          const cells = [
            row.tradeNo,
            row.merchantOrderNo,
            row.merchantName,
            row.itemName,
            row.payTypeLabel,
            row.statusLabel,
            row.amount,
            row.fee,
            row.refundedAmount,
            taipei(row.createdAt),
            taipei(row.paidAt),
            taipei(row.settleDueAt),
          ];
          if (!res.write(csvRow(cells))) await new Promise((resolve) => res.once('drain', resolve));
        }
        if (rows.length < 500) break;
        const last = rows[rows.length - 1];
        after = Buffer.from(`${new Date(last.created_at).toISOString()}|${last.id}`).toString('base64url');
      }
      res.end();
    }),
  );
  return router;
}
