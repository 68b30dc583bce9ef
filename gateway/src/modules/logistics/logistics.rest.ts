import type { Request, Router } from 'express';
import { SHIPMENT_STATUS_LIST, SHIPPING_SERVICE_LABELS, type ShippingService } from '@paydesk/shared/shipment-statuses';
import { taipeiDateTime } from '@paydesk/shared/taiwan-time';
import { asText, CSV_BOM, csvRow } from '../../core/http/csv';
import { requirePermission } from '../../core/http/require-permission';
import { restHandler } from '../../core/http/rest';
import type { GatewayContextFactory } from '../services';
import type { ShipmentFilter, ShipmentView } from './logistics.types';

/** The parcel CSV's columns (Excel-friendly: BOM, CRLF, long numbers kept as text). */
export const PARCEL_CSV_HEADER = [
  '物流單號',
  '物流類型',
  '物流服務',
  '狀態',
  '訂單編號',
  '收件人',
  '收件人手機',
  '取貨門市／地址',
  '商品名稱',
  '商品價值',
  '代收金額',
  '運費',
  '寄件期限',
  '建立時間',
];

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
export function logisticsRestRoutes(router: Router, contextOf: GatewayContextFactory): void {
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

  /** GET /api/shipping/parcels.csv?…: every parcel the list's filter matches. */
  router.get(
    '/shipping/parcels.csv',
    requirePermission('shipping_detail'),
    restHandler(contextOf, async (ctx, req, res) => {
      const listed = await ctx.services.shipmentDesk.rows(ctx, filterOf(req));
      if ('error' in listed) return void res.status(400).json({ success: false, message: listed.error.message });
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', 'attachment; filename="parcels.csv"');
      res.write(`${CSV_BOM}${csvRow(PARCEL_CSV_HEADER)}`);
      for (const s of listed.rows)
        res.write(
          csvRow([
            asText(s.logisticsNo),
            s.shippingType,
            SHIPPING_SERVICE_LABELS[s.service as ShippingService],
            SHIPMENT_STATUS_LIST.label(s.status),
            s.orderNo ? asText(s.orderNo) : '',
            s.receiverName,
            asText(s.receiverMobile),
            s.storeName ? `${s.storeName}（${s.storeCode ?? ''}）` : s.address,
            s.goodsName,
            s.declaredValue,
            s.codAmount,
            s.shippingFee + s.pickupFee,
            s.dropOffBy,
            taipeiDateTime(s.createdAt),
          ]),
        );
      res.end();
      return undefined;
    }),
  );
}
