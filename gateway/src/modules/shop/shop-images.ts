import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SHOP_LIMITS, SHOP_MESSAGES as S } from '@paydesk/shared/shop-rules';
import { ownerId } from '../../core/auth/access';
import type { RequestContext } from '../../core/context';
import { normalizeImage } from '../../core/files/images';
import { actorOf, writeAudit } from '../audit/audit';
import { Product, Store } from './shop.entities';
import { bannerUrl, productImageUrls } from './shop-urls';

export interface UploadedImage {
  buffer: Buffer;
  size: number;
}

export type ImageOutcome = { ok: true; urls: string[] } | { ok: false; message: string };

const BANNER_WIDTH = 1600;
const PRODUCT_WIDTH = 1200;

/** Store banners and product pictures under UPLOAD_DIR/shop: checked, scaled, re-encoded, then stored. */
export class ShopImages {
  private async write(ctx: RequestContext, folder: string, file: UploadedImage | undefined, width: number) {
    if (!file || file.size === 0 || file.size > SHOP_LIMITS.imageBytesMax) return null;
    const jpeg = await normalizeImage(file.buffer, width);
    if (!jpeg) return null;
    const name = `shop/${folder}/${crypto.randomUUID()}.jpg`;
    const target = path.join(ctx.config.uploadDir, name);
    await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await fs.writeFile(target, jpeg, { mode: 0o600 });
    return name;
  }

  async saveBanner(ctx: RequestContext, storeId: number, file: UploadedImage | undefined): Promise<ImageOutcome> {
    const memberId = ownerId(ctx);
    const store = await ctx.em.findOne(Store, { id: storeId, memberId });
    if (!store) return { ok: false, message: S.storeNotFound };
    const name = await this.write(ctx, `stores/${store.id}`, file, BANNER_WIDTH);
    if (!name) return { ok: false, message: S.image };
    store.bannerFile = name;
    await ctx.em.flush();
    await writeAudit(ctx.em, {
      memberId,
      actor: actorOf(ctx.viewer),
      action: 'store.banner',
      target: `store:${store.id}`,
    });
    return { ok: true, urls: [bannerUrl(ctx, store) ?? ''] };
  }

  async addProductImage(ctx: RequestContext, productId: number, file: UploadedImage | undefined) {
    const memberId = ownerId(ctx);
    const product = await ctx.em.findOne(Product, { id: productId, memberId });
    if (!product) return { ok: false as const, message: S.productUnavailable(`#${productId}`) };
    if (product.images.length >= SHOP_LIMITS.imagesPerProduct) return { ok: false as const, message: S.tooManyImages };
    const name = await this.write(ctx, `products/${product.id}`, file, PRODUCT_WIDTH);
    if (!name) return { ok: false as const, message: S.image };
    product.images = [...product.images, name];
    await ctx.em.flush();
    return { ok: true as const, urls: productImageUrls(ctx, product) };
  }

  async removeProductImage(ctx: RequestContext, productId: number, index: number): Promise<ImageOutcome> {
    const product = await ctx.em.findOne(Product, { id: productId, memberId: ownerId(ctx) });
    if (!product || !product.images[index]) return { ok: false, message: S.productUnavailable(`#${productId}`) };
    product.images = product.images.filter((_, i) => i !== index);
    await ctx.em.flush();
    return { ok: true, urls: productImageUrls(ctx, product) };
  }

  /** Public files: a store's banner and a listed product's pictures (relative to UPLOAD_DIR). */
  async bannerFile(ctx: RequestContext, slug: string): Promise<string | null> {
    return (await ctx.em.findOne(Store, { slug }))?.bannerFile ?? null;
  }

  async productImageFile(ctx: RequestContext, productId: number, index: number): Promise<string | null> {
    const product = await ctx.em.findOne(Product, { id: productId });
    return product?.images[index] ?? null;
  }
}
