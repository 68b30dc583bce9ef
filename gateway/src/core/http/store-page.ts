import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Request, Response } from 'express';
import { STORE_SLUG_PATTERN } from '@paydesk/shared/shop-rules';
import {
  jsonForHtml,
  SERVED_STORE_ELEMENT_ID,
  storePageStore,
  type ServedStore,
  type StorePageStore,
} from '@paydesk/shared/store-page';
import type { Config } from '../../config/config';
import { log } from '../log/logger';

/** The store page's server render (frontend/src/prerender/entry-store.tsx): HTML for #root, links under basePath. */
export type StorePageRender = (served: ServedStore, basePath: string) => Promise<string>;

/** The store at a slug as the Storefront query answers it (null: none there), read for the request. */
export type StoreReader = (req: Request, res: Response, slug: string) => Promise<StorePageStore | null>;

/** A store page as served: its status, its first screen for #root and the data element after it. */
export interface RenderedStorePage {
  status: 200 | 404;
  root: string;
  data: string;
}

export interface StorePages {
  /**
   * The store page of `appPath` when it is one this gateway renders (null, at once, for any other path; a promise of
   * null when its store could not be rendered): without one the app renders the page, as before.
   */
  pageOf(req: Request, res: Response, appPath: string): Promise<RenderedStorePage | null> | null;
}

/**
 * How long a rendered store stays served: a seller's change, or the stock an order took, shows within this; and a
 * busy store costs one read and one render (~12 ms of CPU) per worker in this time, however many buyers open it.
 */
export const STORE_PAGE_TTL_MS = 1_000;
/** Stores kept rendered at once (a few hundred kB in all); the oldest goes first. */
export const STORE_PAGES_KEPT = 200;

const STORE_PATH = /^\/store\/([^/]+)\/?$/;

/**
 * The build's store page render (dist/.vite/store-ssr, a CommonJS build with its packages inside), or null when the
 * build has none. The bundle (React's server renderer and the store's components, ~30 MB of RSS once loaded) is required on
 * the first store page asked for, not at start: a gateway that never serves one (a worker streaming exports, a test)
 * does not carry it.
 */
export function loadStorePageRender(frontendDist: string): StorePageRender | null {
  const file = path.join(frontendDist, '.vite', 'store-ssr', 'entry-store.cjs');
  if (!fs.existsSync(file)) return null;
  let render: StorePageRender | null = null;
  return (served, basePath) => {
    if (!render) {
      const loaded = createRequire(__filename)(file) as { renderStorePage?: StorePageRender };
      if (typeof loaded.renderStorePage !== 'function') throw new Error(`${file} exports no renderStorePage`);
      render = loaded.renderStorePage;
    }
    return render(served, basePath);
  };
}

/**
 * Store pages with their first screen in the HTML (ADR 0065): the store is read as the Storefront query reads it,
 * rendered with the app's own components, and written beside as JSON the app hydrates from instead of asking again.
 * Each store's page is kept STORE_PAGE_TTL_MS, and buyers arriving while it is read or rendered share that one. A
 * store that does not exist is a 404 with the page's "not found". A read or render that fails is not kept: that
 * request gets the page the app renders itself, as before.
 */
export function storePages(
  config: Config,
  readStore: StoreReader,
  render: StorePageRender | null,
  { ttlMs = STORE_PAGE_TTL_MS, kept = STORE_PAGES_KEPT, now = () => Date.now() } = {},
): StorePages {
  if (!render) return { pageOf: () => null };
  const pages = new Map<string, { until: number; page: Promise<RenderedStorePage | null> }>();

  const renderStore = async (req: Request, res: Response, slug: string): Promise<RenderedStorePage> => {
    const found = await readStore(req, res, slug);
    const served: ServedStore = { slug, store: found && storePageStore(found) };
    const root = await render(served, config.basePath);
    return {
      status: served.store ? 200 : 404,
      root,
      data: `<script type="application/json" id="${SERVED_STORE_ELEMENT_ID}">${jsonForHtml(served)}</script>`,
    };
  };

  return {
    pageOf(req, res, appPath) {
      const slug = STORE_PATH.exec(appPath)?.[1];
      // Only an address a store can have: anything else the app answers as before.
      if (!slug || !STORE_SLUG_PATTERN.test(slug)) return null;
      const at = now();
      const cached = pages.get(slug);
      if (cached && cached.until > at) return cached.page;
      if (cached) pages.delete(slug);
      else if (pages.size >= kept) {
        const oldest = pages.keys().next().value;
        if (oldest !== undefined) pages.delete(oldest);
      }
      const page = renderStore(req, res, slug).catch((error: unknown) => {
        if (pages.get(slug)?.page === page) pages.delete(slug);
        log.warn({ err: error, slug }, 'store page not rendered; the app renders it');
        return null;
      });
      pages.set(slug, { until: at + ttlMs, page });
      return page;
    },
  };
}
