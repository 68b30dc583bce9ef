import type { GatewayContextFactory } from '../services';
import { PAY_TYPE_LIST, payTypeLabel } from '@paydesk/shared/pay-types';
import { CSV_EXPORTS, CSV_MESSAGES, csvFileName, SHARE_ENTRY_KIND_LABELS } from '@paydesk/shared/csv-exports';
import { requirePermission } from '../../core/http/require-permission';
import { restHandler, type RestRoutes } from '../../core/http/rest';
import { csvFormatOf, csvLineOf, csvPrefix, setCsvHeaders, type CsvCode } from '../../core/http/csv';
import { ShareEntryKind } from './agency.types';
import { streamTransactionsCsv } from '../payments';
import { AGENCY_MESSAGES } from './agency.service';
import { monthStart } from './shares';

/** A share line's kind as the contract's ShareEntryKind (PAYMENT, REFUND) and its zh-TW label. */
function shareKindCell(kind: ShareEntryKind): CsvCode {
  const code = kind === ShareEntryKind.PAYMENT ? 'PAYMENT' : 'REFUND';
  return { code, label: SHARE_ENTRY_KIND_LABELS[code] };
}

/** CSV exports of the agency area (the JSON API is GraphQL). */
export function agencyRestRoutes(router: RestRoutes, contextOf: GatewayContextFactory): void {
  router.get(
    '/pf/transactions.csv',
    requirePermission('pf_inquiry_transaction'),
    restHandler(contextOf, async (ctx, req, res) => {
      const partners = await ctx.services.agency.inquiryScope(ctx);
      await streamTransactionsCsv(ctx, req, res, partners, 'partnerTransactions');
    }),
  );
  router.get(
    '/pf/shared/detail.csv',
    requirePermission('pf_shared_detail'),
    restHandler(contextOf, async (ctx, req, res) => {
      const format = csvFormatOf(req);
      if (!format) return void res.status(400).json({ success: false, message: CSV_MESSAGES.format });
      const month = monthStart(String(req.query.month ?? ''));
      if (!month) return void res.status(400).json({ success: false, message: AGENCY_MESSAGES.month });
      const rows = await ctx.services.agency.detail(ctx, month);
      const { columns, file } = CSV_EXPORTS.sharedProfit;
      // Day 0 of the next month is the month's last day.
      const monthEnd = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString();
      setCsvHeaders(res, csvFileName(file, month, monthEnd.slice(0, 10)));
      res.write(csvPrefix(columns, format));
      for (const r of rows)
        res.write(
          csvLineOf(
            columns,
            {
              kind: shareKindCell(r.kind),
              trade_no: r.tradeNo,
              merchant_name: r.merchantName,
              pay_type: { code: PAY_TYPE_LIST.keyOf(r.payType) ?? String(r.payType), label: payTypeLabel(r.payType) },
              amount: r.amount,
              platform_fee: r.platformFee,
              share: r.share,
              at: r.at,
            },
            format,
          ),
        );
      res.end();
      return undefined;
    }),
  );
}
