import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { SERVED_STORE_ELEMENT_ID, type ServedStore, type StorePageStore } from '@paydesk/shared/store-page';
import { loadConfig } from '../../config/config';
import { TEST_SESSION_SECRET } from '../../test/secrets';
import { CsrfTokens } from './csrf';
import { spaRoutes } from './spa';
import { loadStorePageRender, storePages, type StorePageRender } from './store-page';

const STYLESHEET_LINK = '<link rel="stylesheet" href="./assets/chakra-global-abc123.css">';
const GLOBAL_CSS = '@layer base{a{color:red}}';

/** A store as the Storefront query answers it: more than the page shows (payment, delivery), and seller-written text. */
const goodthings = (name = '好物選品') => ({
  slug: 'goodthings',
  name,
  merchantName: '好物商行',
  description: '</script><script>alert(1)</script> & <!-- 註解',
  bannerUrl: null,
  isOpen: true,
  payTypes: [1],
  deliveryMethods: [2],
  products: [
    {
      id: 1,
      name: '烏龍茶',
      price: 680,
      description: '',
      available: 3,
      perOrderLimit: null,
      imageUrls: ['/api/shop/products/1/images/0'],
    },
  ],
});

/** The page's JSON element, parsed back as the browser's JSON.parse reads it. */
const servedOf = (html: string): ServedStore | null => {
  const text = new RegExp(`<script type="application/json" id="${SERVED_STORE_ELEMENT_ID}">([^<]*)</script>`).exec(
    html,
  )?.[1];
  return text === undefined ? null : (JSON.parse(text) as ServedStore);
};

describe('store pages rendered with their store', () => {
  let dist: string;
  let clock: number;
  let reads: string[];
  let renders: { served: ServedStore; basePath: string }[];
  let stores: Record<string, ReturnType<typeof goodthings> | Error>;

  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-store-page-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<html><head><!--paydesk-meta-->${STYLESHEET_LINK}</head><body><div id="root"></div><script type="module" src="./assets/index-1.js"></script></body></html>`,
    );
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'chakra-global-abc123.css'), GLOBAL_CSS);
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  beforeEach(() => {
    clock = 1_000_000;
    reads = [];
    renders = [];
    stores = { goodthings: goodthings() };
  });

  /** The render the build makes, in miniature: the store's name as the page's heading (escaped, as React does). */
  const render: StorePageRender = async (served, basePath) => {
    renders.push({ served, basePath });
    await new Promise((resolve) => setImmediate(resolve));
    const name = (served.store?.name ?? '找不到賣場').replace(/&/g, '&amp;').replace(/</g, '&lt;');
    return `<main><h1>${name}</h1></main>`;
  };

  function app(env: NodeJS.ProcessEnv = {}, options: { kept?: number } = {}) {
    const config = loadConfig({ FRONTEND_DIST: dist, SESSION_SECRET: TEST_SESSION_SECRET, APP_ENV: 'test', ...env });
    const pages = storePages(
      config,
      async (_req, _res, slug) => {
        reads.push(slug);
        const found = stores[slug];
        if (found instanceof Error) throw found;
        return (found as StorePageStore | undefined) ?? null;
      },
      render,
      { ttlMs: 3000, now: () => clock, ...options },
    );
    const server = express();
    server.use((req, _res, next) => {
      (req as unknown as { session: object }).session = {};
      req.csrf = new CsrfTokens(config.sessionSecret, config);
      next();
    });
    server.use(config.basePath || '/', spaRoutes(config, pages));
    return server;
  }

  it('serves the first screen in #root and the page’s fields of the store beside it, escaped', async () => {
    const page = await request(app()).get('/store/goodthings');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<meta name="csrf-token"');
    expect(page.text).toContain(`<div id="root"><main><h1>好物選品</h1></main></div><script type="application/json"`);
    // The page paints from its HTML alone: the global stylesheet comes inline.
    expect(page.text).toContain(`<style>${GLOBAL_CSS}</style>`);
    // The seller's text cannot end the element: one script element closes, before the entry's.
    expect(page.text.match(/<\/script>/g)).toHaveLength(2);
    expect(page.text).not.toContain('<!-- 註解');
    const { payTypes: _payTypes, deliveryMethods: _deliveryMethods, ...shown } = goodthings();
    expect(servedOf(page.text)).toEqual({ slug: 'goodthings', store: shown });
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('answers 404 with the page’s “not found” for a store that does not exist', async () => {
    const page = await request(app()).get('/store/nosuchstore/');
    expect(page.status).toBe(404);
    expect(page.text).toContain('<h1>找不到賣場</h1>');
    expect(servedOf(page.text)).toEqual({ slug: 'nosuchstore', store: null });
  });

  it('reads and renders a store once while it is kept, for buyers arriving together or after', async () => {
    const server = app();
    const pages = await Promise.all(Array.from({ length: 24 }, () => request(server).get('/store/goodthings')));
    expect(pages.map((p) => p.status)).toEqual(Array.from({ length: 24 }, () => 200));
    // Each page carries its own request's metas (the csrf token); the store in it is the one render.
    expect(pages.every((p) => p.text.includes('<h1>好物選品</h1>'))).toBe(true);
    expect(reads).toEqual(['goodthings']);

    // The seller renames the store: shown once the kept page is older than its time.
    stores.goodthings = goodthings('新名字');
    clock += 2999;
    expect((await request(server).get('/store/goodthings')).text).toContain('<h1>好物選品</h1>');
    clock += 1;
    expect((await request(server).get('/store/goodthings')).text).toContain('<h1>新名字</h1>');
    expect(reads).toEqual(['goodthings', 'goodthings']);
  });

  it('keeps a bounded number of stores, the oldest forgotten first', async () => {
    stores.second = { ...goodthings('二'), slug: 'second' };
    stores.third = { ...goodthings('三'), slug: 'third' };
    const server = app({}, { kept: 2 });
    for (const slug of ['goodthings', 'second', 'third', 'third', 'goodthings'])
      await request(server).get(`/store/${slug}`);
    expect(reads).toEqual(['goodthings', 'second', 'third', 'goodthings']);
  });

  it('serves the app’s own page when the store could not be read, and tries again on the next request', async () => {
    stores.goodthings = new Error('database unavailable');
    const server = app();
    const page = await request(server).get('/store/goodthings');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root"></div>');
    expect(page.text).toContain(STYLESHEET_LINK);
    expect(servedOf(page.text)).toBeNull();
    stores.goodthings = goodthings();
    expect((await request(server).get('/store/goodthings')).text).toContain('<h1>好物選品</h1>');
    expect(reads).toEqual(['goodthings', 'goodthings']);
  });

  it('leaves other paths, addresses no store can have, and the sandbox to the app, reading nothing', async () => {
    for (const [url, env] of [
      ['/store/goodthings/checkout', {}],
      ['/store/Good_Things', {}],
      ['/login', {}],
      ['/store/goodthings', { APP_ENV: 'sandbox', APP_URL: 'https://sandbox.paydesk.tw' }],
    ] as const) {
      const page = await request(app(env)).get(url);
      expect([url, page.status, page.text.includes('<div id="root"></div>')]).toEqual([url, 200, true]);
    }
    expect(reads).toEqual([]);
  });

  it('renders under the base path of /slave', async () => {
    const page = await request(app({ BASE_PATH: '/slave' })).get('/slave/store/goodthings');
    expect(page.status).toBe(200);
    expect(renders.map((r) => r.basePath)).toEqual(['/slave']);
    expect(servedOf(page.text)?.store?.name).toBe('好物選品');
  });
});

describe('loadStorePageRender', () => {
  it('is null without a store build, and requires the build only when the first store page is rendered', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'store-ssr-'));
    try {
      expect(loadStorePageRender(dist)).toBeNull();
      const folder = path.join(dist, '.vite', 'store-ssr');
      fs.mkdirSync(folder, { recursive: true });
      const marker = `storeSsrLoaded${process.pid}`;
      fs.writeFileSync(
        path.join(folder, 'entry-store.cjs'),
        `globalThis.${marker} = (globalThis.${marker} ?? 0) + 1;\n` +
          'exports.renderStorePage = async (served, base) => `<h1>${served.slug}@${base}</h1>`;\n',
      );
      const globals = globalThis as Record<string, unknown>;
      const render = loadStorePageRender(dist);
      expect(render).not.toBeNull();
      expect(globals[marker]).toBeUndefined();
      await expect(render!({ slug: 'goodthings', store: null }, '/slave')).resolves.toBe('<h1>goodthings@/slave</h1>');
      await render!({ slug: 'again', store: null }, '');
      expect(globals[marker]).toBe(1);
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
