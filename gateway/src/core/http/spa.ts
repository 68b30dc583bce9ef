import fs from 'node:fs';
import path from 'node:path';
import express, { Router, type RequestHandler } from 'express';
import type { Config } from '../../config/config';
import { notFoundHandler } from './error-handler';
import { prerenderedPages, rendersPagesFor } from './prerendered';
import { routePreloader } from './route-preloads';
import type { RenderedStorePage, StorePages } from './store-page';

const META_PLACEHOLDER = '<!--paydesk-meta-->';

// Shown when the SPA has not been built (gateway-only tests, or `npm run dev -w gateway`).
const FALLBACK_INDEX = `<!doctype html><html lang="zh-Hant-TW"><head>${META_PLACEHOLDER}<meta charset="utf-8"><title>PayDesk</title></head>
<body><p>PayDesk 前端尚未建置，請執行 npm run build。</p></body></html>`;

/** A page put together once: the bytes before its metas and after them. */
function split(page: string): { head: Buffer; tail: Buffer } {
  const [head = '', tail = ''] = page.split(META_PLACEHOLDER);
  return { head: Buffer.from(head), tail: Buffer.from(tail) };
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const ASSET_CACHE = { immutable: true, maxAge: '365d' } as const;
const BROTLI = { encoding: 'br', suffix: '.br' } as const;
const GZIP = { encoding: 'gzip', suffix: '.gz' } as const;

/**
 * Hashed assets in the brotli or gzip copy the build wrote beside them (frontend/build/precompress.ts), when the
 * browser takes it: nothing is compressed per request. The list of copies is read once (the build does not change
 * while the gateway runs).
 */
function precompressedAssets(dir: string): RequestHandler {
  const copies = new Set(fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => /\.(br|gz)$/.test(f)) : []);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.slice(1);
    if (name.includes('/')) return next();
    // Brotli first whatever order the browser lists them in (it is the smaller copy).
    const copy = req.acceptsEncodings('br') ? BROTLI : req.acceptsEncodings('gzip') ? GZIP : null;
    if (!copy || !copies.has(name + copy.suffix)) return next();
    res.vary('Accept-Encoding');
    res.type(path.extname(name));
    res.setHeader('Content-Encoding', copy.encoding);
    res.sendFile(path.join(dir, name + copy.suffix), ASSET_CACHE, (error) => (error ? next(error) : undefined));
  };
}

/** Paths under /assets, as the router would mount them (any case, a whole segment). */
const ASSETS_PATH = /^\/assets(\/|$)/i;

/**
 * The built files: hashed assets cached for a year, the rest as they are; no session, no database. Every request
 * passes here first, so an API call or app path costs one test of its path, not a router's walk.
 */
export function staticFiles(config: Config): RequestHandler {
  const assets = path.join(config.frontendDist, 'assets');
  const assetRouter = Router();
  assetRouter.use('/assets', precompressedAssets(assets));
  // Misses fall through to a plain 404: `send` marks its file-system errors (ENOENT, ENOTDIR) as not for the client,
  // so forwarded to the error handler they would read as a 500.
  assetRouter.use('/assets', express.static(assets, ASSET_CACHE));
  assetRouter.use('/assets', notFoundHandler(config.basePath));
  // The few files beside index.html (favicon, robots…), listed once: an app path or an API call is not looked up on
  // disk. index.html itself is only ever served with its metas (spaRoutes).
  const rootFiles = new Set(
    fs.existsSync(config.frontendDist)
      ? fs
          .readdirSync(config.frontendDist, { withFileTypes: true })
          .filter((entry) => entry.isFile() && entry.name !== 'index.html')
          .map((entry) => `/${entry.name}`)
      : [],
  );
  const serveRootFile = express.static(config.frontendDist, { index: false });
  return (req, res, next) => {
    if (ASSETS_PATH.test(req.path)) return assetRouter(req, res, next);
    if (rootFiles.has(req.path)) return serveRootFile(req, res, next);
    next();
  };
}

/**
 * Serves index.html for every app path, with its prerendered first screen when the build made one (prerendered.ts), its metas (the session's CSRF token, or a guest's: no session write) and
 * modulepreload links for the requested route's layout and page chunks: the browser fetches them alongside the entry
 * instead of after the entry has run and the router has asked for them. `crossorigin` as on
 * Vite's own links, so the preloaded module is the one the import reuses.
 */
export function spaRoutes(config: Config, storePages?: StorePages): Router {
  const router = Router();
  const indexFile = path.join(config.frontendDist, 'index.html');
  const template = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : FALLBACK_INDEX;
  const preloader = routePreloader(config.frontendDist, config.appEnv);
  const prerendered = prerenderedPages(config);
  // A prerendered page is ~100 kB with its stylesheet: all of it but the metas is the same on every request, so it is
  // put together once per path (a bounded set: only prerendered paths get here) and each request copies bytes.
  const prerenderedParts = new Map<string, { head: Buffer; tail: Buffer }>();
  // A store's rendered page is one object while it is kept (store-page.ts): its page is put together once too.
  const storeParts = new WeakMap<RenderedStorePage, { head: Buffer; tail: Buffer }>();

  router.get(/.*/, (req, res, next) => {
    const metas = [
      `<base href="${escapeAttr(config.basePath)}/">`,
      `<meta name="csrf-token" content="${escapeAttr(req.csrf.forPage(req, res))}">`,
      // Only a configured environment is announced; otherwise the client reads its host (SPEC §9).
      ...(config.appEnvConfigured ? [`<meta name="app-env" content="${config.appEnv}">`] : []),
      `<meta name="base-path" content="${escapeAttr(config.basePath)}">`,
      // The client preloads later routes' files from the same map (frontend/src/app/route-files.ts).
      ...(preloader.clientMap ? [`<meta name="route-files" content="./${escapeAttr(preloader.clientMap)}">`] : []),
    ].join('');
    // Relative to <base href>, like the entry's own links.
    const withPreloads = () => {
      const preloads = preloader
        .filesOf(req.path)
        .map((file) => `<link rel="modulepreload" crossorigin href="./${escapeAttr(file)}">`);
      return template.replace('</head>', `${preloads.join('')}</head>`);
    };
    const send = (parts: { head: Buffer; tail: Buffer }) =>
      res.send(Buffer.concat([parts.head, Buffer.from(metas), parts.tail]));
    res.set('Cache-Control', 'no-store').type('html');
    const firstScreen = prerendered.htmlOf(req.path, req.headers.host);
    if (firstScreen) {
      let parts = prerenderedParts.get(req.path);
      if (!parts) {
        parts = split(prerendered.fill(withPreloads(), firstScreen));
        prerenderedParts.set(req.path, parts);
      }
      send(parts);
      return;
    }
    const plain = () => void res.send(withPreloads().replace(META_PLACEHOLDER, metas));
    // A store page: its first screen rendered with the store's data (store-page.ts), else the app's page as before.
    const storePage = rendersPagesFor(config, req.headers.host) ? storePages?.pageOf(req, res, req.path) : null;
    if (!storePage) return plain();
    storePage
      .then((page) => {
        if (!page) return plain();
        let parts = storeParts.get(page);
        if (!parts) {
          parts = split(prerendered.fill(withPreloads(), page.root, page.data));
          storeParts.set(page, parts);
        }
        res.status(page.status);
        send(parts);
      })
      .catch(next);
  });
  return router;
}
