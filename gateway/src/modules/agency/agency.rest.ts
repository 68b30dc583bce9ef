import type { GatewayContextFactory } from '../services';
import type { Router } from 'express';
import { payTypeLabel } from '@paydesk/shared/pay-types';
import { taipeiDateTime } from '@paydesk/shared/taiwan-time';
import { requirePermission } from '../../core/http/require-permission';
import { restHandler } from '../../core/http/rest';
import { asText, CSV_BOM, csvRow } from '../../core/http/csv';
import { filterOfQuery, streamTransactionsCsv } from '../payments';
import { AGENCY_MESSAGES } from './agency.service';
import { monthStart } from './shares';

/** CSV exports of the agency area (the JSON API is GraphQL). */
export function agencyRestRoutes(router: Router, contextOf: GatewayContextFactory): void {
  router.get(
    '/pf/transactions.csv',
    requirePermission('pf_inquiry_transaction'),
    restHandler(contextOf, async (ctx, req, res) => {
      const partners = await ctx.services.agency.inquiryScope(ctx);
      await streamTransactionsCsv(ctx, res, partners, filterOfQuery(req.query), 'partner-transactions');
    }),
  );
  router.get(
    '/pf/shared/detail.csv',
    requirePermission('pf_shared_detail'),
    restHandler(contextOf, async (ctx, req, res) => {
      const month = monthStart(String(req.query.month ?? ''));
      if (!month) return void res.status(400).json({ success: false, message: AGENCY_MESSAGES.month });
      const rows = await ctx.services.agency.detail(ctx, month);
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="shared-profit-${month.slice(0, 7)}.csv"`);
      res.write(
        `${CSV_BOM}${csvRow(['類型', '交易序號', '合作商店', '付款方式', '金額', '平台手續費', '分潤', '時間'])}`,
      );
      for (const r of rows)
        res.write(
          csvRow([
            r.kind === 'payment' ? '收款' : '退款',
            asText(r.tradeNo),
            r.merchantName,
            payTypeLabel(r.payType),
            r.amount,
            r.platformFee,
            r.share,
            taipeiDateTime(r.at),
          ]),
        );
      res.end();
      return undefined;
    }),
  );
}
