import type { GatewayContextFactory } from '../services';
import type { RequestHandler, Response } from 'express';
import path from 'node:path';
import multer from 'multer';
import { SHOP_LIMITS, SHOP_MESSAGES } from '@paydesk/shared/shop-rules';
import { ORDER_STATUS_LIST } from '@paydesk/shared/order-statuses';
import { CSV_EXPORTS, csvFileName } from '@paydesk/shared/csv-exports';
import { requirePermission } from '../../core/http/require-permission';
import { restHandler, type RestRoutes } from '../../core/http/rest';
import { csvRequestOf, streamCsvCopy } from '../../core/http/csv-export';
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

/** Storefront files and the order export; the JSON API is GraphQL. */
export function shopRestRoutes(router: RestRoutes, contextOf: GatewayContextFactory): void {
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

  /**
   * GET /api/shop/orders.csv?storeId&status&from&to&keyword&format: every order the desk's filter matches, streamed
   * by PostgreSQL (no cap), for the range named in the file (the default range when the request names none).
   */
  router.get(
    '/shop/orders.csv',
    requirePermission('shop_transaction'),
    restHandler(contextOf, async (ctx, req, res) => {
      const csv = csvRequestOf(req, res);
      if (!csv) return undefined;
      const q = req.query as Record<string, string | undefined>;
      const status = q.status ? (ORDER_STATUS_LIST.byKey(q.status)?.code ?? -1) : undefined;
      const storeId = q.storeId ? (parseId(q.storeId) ?? -1) : undefined;
      const filter = { storeId, status, from: csv.from, to: csv.to, keyword: q.keyword };
      const { columns, file } = CSV_EXPORTS.shopOrders;
      // The file names what narrowed it besides the range, so two exports of one range do not look alike.
      const named = [file, storeId ? `store-${storeId}` : '', q.status ? q.status.toLowerCase() : ''];
      await streamCsvCopy(ctx.em, res, ctx.services.shopOrders.exportCopySql(ctx, filter, csv.format), {
        columns,
        format: csv.format,
        fileName: csvFileName(named.filter(Boolean).join('_'), csv.from, csv.to),
      });
      return undefined;
    }),
  );
}
