import type { RequestContext } from '../../core/context';
import type { Product, Store } from './shop.entities';

/** The public address of a store (links come from configuration, never from the request's Host). */
export function storeUrl(ctx: RequestContext, slug: string): string {
  return `${ctx.config.appUrl}${ctx.config.basePath}/store/${slug}`;
}

export function bannerUrl(ctx: RequestContext, store: Pick<Store, 'slug' | 'bannerFile'>): string | null {
  return store.bannerFile ? `${ctx.config.basePath}/api/shop/stores/${store.slug}/banner` : null;
}

export function productImageUrls(ctx: RequestContext, product: Pick<Product, 'id' | 'images'>): string[] {
  return product.images.map((_, i) => `${ctx.config.basePath}/api/shop/products/${product.id}/images/${i}`);
}
