import type { GatewayContextFactory } from '../services';
import type { RequestHandler, Response, Router } from 'express';
import path from 'node:path';
import multer from 'multer';
import { SHOP_LIMITS, SHOP_MESSAGES } from '@paydesk/shared/shop-rules';
import { ORDER_STATUS_LIST } from '@paydesk/shared/order-statuses';
import { DELIVERY_METHOD_LIST } from '@paydesk/shared/delivery-methods';
import { payTypeLabel } from '@paydesk/shared/pay-types';
import { taipeiDateTime } from '@paydesk/shared/taiwan-time';
import { requirePermission } from '../../core/http/require-permission';
import { restHandler } from '../../core/http/rest';
import { asText, CSV_BOM, csvRow } from '../../core/http/csv';
import { requestErrorMessage } from '../../core/errors';
import { parseId } from '../../core/validation/ids';
import { sendStoredFile } from '../../core/files/send-stored-file';
import type { ImageOutcome } from './shop-images';

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: SHOP_LIMITS.imageBytesMax, files: 1, fields: 2 },
});

/** One `file` field in memory; a file over the limit is answered in the legacy envelope, not with a 500. */
const oneImage: RequestHandler = (req, res, next) =>
  upload.single('file')(req, res, (error: unknown) => {
    if (error instanceof multer.MulterError) return void res.json({ success: false, message: SHOP_MESSAGES.image });
    if (error) return next(error);
    next();
  });

const answer = (outcome: ImageOutcome) =>
  outcome.ok ? { success: true, message: '', data: outcome.urls } : { success: false, message: outcome.message };

const ORDER_HEADER = [
  '訂單編號',
  '賣場',
  '狀態',
  '買家',
  '電子信箱',
  '手機',
  '配送方式',
  '收件地址／門市',
  '付款方式',
  '金額',
  '已退款',
  '商品',
  '建立時間',
  '付款時間',
];

/** Storefront files and the order export; the JSON API is GraphQL. */
export function shopRestRoutes(router: Router, contextOf: GatewayContextFactory): void {
  const notFound = (res: Response) => void res.status(404).json({ success: false, message: requestErrorMessage(404) });

  router.post(
    '/shop/stores/:id/banner',
    requirePermission('shop_store_edit'),
    oneImage,
    restHandler(contextOf, async (ctx, req, res) => {
      const id = parseId(req.params.id);
      if (id === null) return notFound(res);
      return answer(await ctx.services.shopImages.saveBanner(ctx, id, req.file));
    }),
  );
  router.post(
    '/shop/products/:id/images',
    requirePermission('shop_product_edit'),
    oneImage,
    restHandler(contextOf, async (ctx, req, res) => {
      const id = parseId(req.params.id);
      if (id === null) return notFound(res);
      return answer(await ctx.services.shopImages.addProductImage(ctx, id, req.file));
    }),
  );
  // POST (the SPA's request helper and the CSRF rule speak GET and POST): removes one picture.
  router.post(
    '/shop/products/:id/images/:index/remove',
    requirePermission('shop_product_edit'),
    restHandler(contextOf, async (ctx, req, res) => {
      const id = parseId(req.params.id);
      const index = Number(req.params.index);
      if (id === null || !Number.isInteger(index) || index < 0) return notFound(res);
      return answer(await ctx.services.shopImages.removeProductImage(ctx, id, index));
    }),
  );

  // Pictures: served from UPLOAD_DIR by name from the database, never by a path the request chose.
  const sendImage = async (res: Response, root: string, file: string, isPublic: boolean) => {
    const sent = await sendStoredFile(res, {
      root,
      file,
      disposition: 'inline',
      name: path.basename(file),
      // A picture only its seller may see must not be kept by a shared cache for the next visitor.
      cacheControl: isPublic ? 'public, max-age=300' : 'private, no-store',
    });
    if (!sent) notFound(res);
  };
  router.get(
    '/shop/stores/:slug/banner',
    restHandler(contextOf, async (ctx, req, res) => {
      const file = await ctx.services.shopImages.bannerFile(ctx, String(req.params.slug));
      if (!file) return notFound(res);
      await sendImage(res, ctx.config.uploadDir, file, true);
      return undefined;
    }),
  );
  router.get(
    '/shop/products/:id/images/:index',
    restHandler(contextOf, async (ctx, req, res) => {
      const id = parseId(req.params.id);
      const index = Number(req.params.index);
      if (id === null || !Number.isInteger(index) || index < 0) return notFound(res);
      const image = await ctx.services.shopImages.productImageFile(ctx, id, index);
      if (!image) return notFound(res);
      await sendImage(res, ctx.config.uploadDir, image.file, image.isPublic);
      return undefined;
    }),
  );

  /** GET /api/shop/orders.csv?storeId&status&from&to&keyword: the seller's orders as the order desk filters them. */
  router.get(
    '/shop/orders.csv',
    requirePermission('shop_transaction'),
    restHandler(contextOf, async (ctx, req, res) => {
      const q = req.query as Record<string, string | undefined>;
      const status = q.status ? ORDER_STATUS_LIST.byKey(q.status)?.code : undefined;
      const orders = await ctx.services.shopOrders.list(
        ctx,
        { storeId: parseId(q.storeId ?? '') ?? undefined, status, from: q.from, to: q.to, keyword: q.keyword },
        50_000,
      );
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', 'attachment; filename="shop-orders.csv"');
      res.write(`${CSV_BOM}${csvRow(ORDER_HEADER)}`);
      for (const o of orders)
        res.write(
          csvRow([
            asText(o.orderNo),
            o.storeName,
            ORDER_STATUS_LIST.label(o.status),
            o.buyerName,
            o.buyerEmail,
            o.buyerMobile,
            DELIVERY_METHOD_LIST.label(o.deliveryMethod),
            o.deliveryAddress,
            payTypeLabel(o.payType),
            o.amount,
            o.refundedAmount,
            o.items.map((i) => `${i.name}×${i.quantity}`).join('；'),
            taipeiDateTime(o.createdAt),
            o.paidAt ? taipeiDateTime(o.paidAt) : '',
          ]),
        );
      res.end();
      return undefined;
    }),
  );
}
