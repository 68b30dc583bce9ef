import type { Request } from 'express';
import { SHIPMENT_STATUS_LIST } from '@paydesk/shared/shipment-statuses';
import { CSV_EXPORTS, CSV_MESSAGES, csvFileName } from '@paydesk/shared/csv-exports';
import { csvFormatOf } from '../../core/http/csv';
import { streamCsvCopy } from '../../core/http/csv-export';
import { requirePermission } from '../../core/http/require-permission';
import { restHandler, type RestRoutes } from '../../core/http/rest';
import type { GatewayContextFactory } from '../services';
import type { ShipmentFilter, ShipmentView } from './logistics.types';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The list filter from a query string (the same names as the contract's ShipmentFilter). */
function filterOf(req: Request): ShipmentFilter {
  const q = req.query as Record<string, unknown>;
  const status = text(q.status);
  return {
    status: status ? (SHIPMENT_STATUS_LIST.byKey(status)?.code ?? -1) : undefined,
    service: text(q.service),
    from: text(q.from),
    to: text(q.to),
    logisticsNo: text(q.logisticsNo),
    keyword: text(q.keyword),
  };
}

/** A parcel in the REST answer: SPEC §3's shipping type code beside our service name. */
const parcelJson = (s: ShipmentView) => ({
  Id: s.id,
  LogisticsNo: s.logisticsNo,
  ShippingType: s.shippingType,
  Service: s.service,
  Status: SHIPMENT_STATUS_LIST.keyOf(s.status),
  OrderNo: s.orderNo,
  ReceiverName: s.receiverName,
  StoreCode: s.storeCode,
  StoreName: s.storeName,
  Address: s.address,
  GoodsName: s.goodsName,
  CodAmount: s.codAmount,
  ShippingFee: s.shippingFee + s.pickupFee,
  CreatedAt: s.createdAt.toISOString(),
});

/** Parcels over REST: the list (JSON envelope) and its CSV. */
export function logisticsRestRoutes(router: RestRoutes, contextOf: GatewayContextFactory): void {
  /** GET /api/shipping/parcels?status&service&from&to&logisticsNo&keyword&page&pageSize */
  router.get(
    '/shipping/parcels',
    requirePermission('shipping_detail'),
    restHandler(contextOf, async (ctx, req, res) => {
      const filter = filterOf(req);
      const listed = await ctx.services.shipmentDesk.rows(ctx, filter, 1);
      if ('error' in listed) return void res.status(400).json({ success: false, message: listed.error.message });
      const q = req.query as Record<string, unknown>;
      const page = await ctx.services.shipmentDesk.page(ctx, filter, Number(q.page ?? 1), Number(q.pageSize ?? 20));
      return {
        success: true,
        message: '',
        data: { total: page.total, page: page.page, pageSize: page.pageSize, list: page.rows.map(parcelJson) },
      };
    }),
  );

  /** GET /api/shipping/parcels.csv?…: every parcel the list's filter matches (a token with shipping:read too). */
  router.get(
    CSV_EXPORTS.parcels.path.replace(/^\/api/, ''),
    requirePermission(CSV_EXPORTS.parcels.permission),
    restHandler(contextOf, async (ctx, req, res) => {
      const format = csvFormatOf(req);
      if (!format) return void res.status(400).json({ success: false, message: CSV_MESSAGES.format });
      const filter = filterOf(req);
      const built = ctx.services.shipmentDesk.exportCopySql(ctx, filter, format);
      if ('error' in built) return void res.status(400).json({ success: false, message: built.error.message });
      const { columns, file } = CSV_EXPORTS.parcels;
      // Every parcel by default; the file still names the days that covers, as every other export's does.
      const fileName = csvFileName(file, built.range.from, built.range.to);
      await streamCsvCopy(ctx.em, res, built.sql, { columns, format, fileName });
      return undefined;
    }),
  );
}
