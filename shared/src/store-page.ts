/**
 * The store page's first screen as the gateway serves it (ADR 0065): the store's public fields the page shows, which
 * the gateway renders into the HTML and writes beside it as JSON, so the page paints before its script and the app
 * takes over from the same data instead of asking for it again.
 */

/** The id of the `<script type="application/json">` element that carries the served store. */
export const SERVED_STORE_ELEMENT_ID = 'served-store';

/** A product as the store page shows it. */
export interface StorePageProduct {
  id: number;
  name: string;
  price: number;
  description: string;
  /** Units a buyer can take now. */
  available: number;
  perOrderLimit: number | null;
  imageUrls: string[];
}

/** The store as the store page shows it (the fields of the Storefront query it reads). */
export interface StorePageStore {
  slug: string;
  name: string;
  merchantName: string;
  description: string;
  bannerUrl: string | null;
  isOpen: boolean;
  products: StorePageProduct[];
}

/** What the gateway served for `/store/:slug`: the store, or null when there is none at that address. */
export interface ServedStore {
  slug: string;
  store: StorePageStore | null;
}

/** The page's fields of a store (the Storefront answer carries more: payment and delivery, for the checkout). */
export function storePageStore(store: StorePageStore): StorePageStore {
  return {
    slug: store.slug,
    name: store.name,
    merchantName: store.merchantName,
    description: store.description,
    bannerUrl: store.bannerUrl,
    isOpen: store.isOpen,
    products: store.products.map((p) => ({
      id: p.id,
      name: p.name,
      price: p.price,
      description: p.description,
      available: p.available,
      perOrderLimit: p.perOrderLimit,
      imageUrls: p.imageUrls,
    })),
  };
}

/**
 * JSON for a `<script type="application/json">` element: nothing in it can end the element or open a comment
 * (`<`, `>`, `&` written as escapes), and the two line separators JavaScript once refused are escaped too. The
 * store's texts are the seller's own.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
