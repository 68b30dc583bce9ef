import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SHOP_LIMITS, SHOP_MESSAGES as S } from '@paydesk/shared/shop-rules';
import { MerchantStatus } from '@paydesk/shared/merchant-statuses';
import { ownerId, passesGuard } from '../../core/auth/access';
import type { RequestContext } from '../../core/context';
import { sqlOf } from '../../core/database/sql';
import { normalizeImage, type ImageProblem } from '../../core/files/images';
import type { Viewer } from '../../core/viewer';
import { actorOf, writeAudit } from '../audit';
import { Product, Store } from './shop.entities';
import { bannerUrl, productImageUrls } from './shop-urls';

export interface UploadedImage {
  buffer: Buffer;
  size: number;
}

export type ImageOutcome = { ok: true; urls: string[] } | { ok: false; message: string };

/** A stored picture to serve, and whether anyone may see it (else only its seller, never from a shared cache). */
export interface ServedImage {
  file: string;
  isPublic: boolean;
}

const BANNER_WIDTH = 1600;
const PRODUCT_WIDTH = 1200;

/** What the one-statement image list updates return: the product's list as stored after the change. */
interface ProductImagesRow {
  images: string[];
}
/** What one decode may hold in a worker; jpeg-js's own default ceiling, and room for 40 MP of 8-bit RGB(A). */
const DECODE_BYTES_MAX = 512 * 1024 * 1024;

const PROBLEM_MESSAGES: Record<ImageProblem, string> = {
  type: S.image,
  bytes: S.image,
  pixels: S.imagePixels,
  busy: S.imageBusy,
};

/** The keys under which a seller's own products (and so their pictures) appear in the back office. */
const PRODUCT_KEYS = ['shop_product_list', 'shop_product_edit', 'shop_product_create'] as const;

type Written = { ok: true; name: string; target: string } | { ok: false; message: string };

/** Store banners and product pictures under UPLOAD_DIR/shop: checked, scaled, re-encoded, then stored. */
export class ShopImages {
  private async write(ctx: RequestContext, folder: string, file: UploadedImage | undefined, width: number) {
    if (!file || file.size === 0) return { ok: false, message: S.image } satisfies Written;
    const image = await normalizeImage(file.buffer, {
      maxWidth: width,
      maxBytes: SHOP_LIMITS.imageBytesMax,
      maxPixels: SHOP_LIMITS.imagePixelsMax,
      maxDecodedBytes: DECODE_BYTES_MAX,
    });
    if (!image.ok) return { ok: false, message: PROBLEM_MESSAGES[image.problem] } satisfies Written;
    const name = `shop/${folder}/${crypto.randomUUID()}.jpg`;
    const target = path.join(ctx.config.uploadDir, name);
    await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await fs.writeFile(target, image.jpeg, { mode: 0o600 });
    return { ok: true, name, target } satisfies Written;
  }

  async saveBanner(ctx: RequestContext, storeId: number, file: UploadedImage | undefined): Promise<ImageOutcome> {
    const memberId = ownerId(ctx);
    const store = await ctx.em.findOne(Store, { id: storeId, memberId });
    if (!store) return { ok: false, message: S.storeNotFound };
    const written = await this.write(ctx, `stores/${store.id}`, file, BANNER_WIDTH);
    if (!written.ok) return written;
    store.bannerFile = written.name;
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
    // A cheap early answer; the count that holds is the conditional append below.
    if (product.images.length >= SHOP_LIMITS.imagesPerProduct) return { ok: false as const, message: S.tooManyImages };
    const written = await this.write(ctx, `products/${product.id}`, file, PRODUCT_WIDTH);
    if (!written.ok) return written;
    // Appended only while under the limit, in one statement: parallel uploads cannot all pass one count, and none
    // overwrites another's picture with the list it read before decoding.
    const [row] = await sqlOf(ctx.em)<ProductImagesRow>(
      `update product set images = array_append(images, ?), updated_at = now()
        where id = ? and member_id = ? and cardinality(images) < ? returning images`,
      [written.name, product.id, memberId, SHOP_LIMITS.imagesPerProduct],
    );
    if (!row) {
      await fs.rm(written.target, { force: true });
      return { ok: false as const, message: S.tooManyImages };
    }
    return { ok: true as const, urls: productImageUrls(ctx, { id: product.id, images: row.images }) };
  }

  async removeProductImage(ctx: RequestContext, productId: number, index: number): Promise<ImageOutcome> {
    // One statement, like the append: a removal never writes back a list read before a parallel upload.
    const [row] = await sqlOf(ctx.em)<ProductImagesRow>(
      `update product set images = images[1:?] || images[?:], updated_at = now()
        where id = ? and member_id = ? and cardinality(images) > ? returning images`,
      [index, index + 2, productId, ownerId(ctx), index],
    );
    if (!row) return { ok: false, message: S.productUnavailable(`#${productId}`) };
    return { ok: true, urls: productImageUrls(ctx, { id: productId, images: row.images }) };
  }

  /** A store's banner (relative to UPLOAD_DIR): public, as the store page is. */
  async bannerFile(ctx: RequestContext, slug: string): Promise<string | null> {
    return (await ctx.em.findOne(Store, { slug }))?.bannerFile ?? null;
  }

  /**
   * A product's picture: public while the product is listed and sold by an open store of an active shop (what the
   * store page shows); otherwise only its seller (and assistants holding a product key) may see it.
   */
  async productImageFile(ctx: RequestContext, productId: number, index: number): Promise<ServedImage | null> {
    const product = await ctx.em.findOne(Product, { id: productId });
    const file = product?.images[index];
    if (!product || !file) return null;
    if (product.listed && (await this.onOpenStore(ctx, product.id))) return { file, isPublic: true };
    return this.isSellerOf(ctx.viewer, product.memberId) ? { file, isPublic: false } : null;
  }

  private async onOpenStore(ctx: RequestContext, productId: number): Promise<boolean> {
    const rows = await sqlOf(ctx.em)(
      `select 1 from store_product sp
         join store s on s.id = sp.store_id and s.is_open
         join merchant m on m.id = s.merchant_id and m.status = ?
        where sp.product_id = ? limit 1`,
      [MerchantStatus.ACTIVE, productId],
    );
    return rows.length > 0;
  }

  private isSellerOf(viewer: Viewer | null, memberId: number): boolean {
    return viewer?.memberId === memberId && PRODUCT_KEYS.some((key) => passesGuard({ permission: { key } }, viewer));
  }
}
