import fs from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import type { Config } from '../../config/config';

/**
 * Where the signed-in, operator and API surfaces live: nothing there is for a search engine. The sign-in and sign-up
 * pages are not among them: people search for them by name, so they are entry pages a crawler may list.
 */
const PRIVATE_PREFIXES = [
  '/auth/',
  '/ops/',
  '/buyer',
  '/api/',
  '/graphql',
  '/pay/',
  '/subscribe/',
  '/complete/',
  '/Cashier/',
];

interface RouteRow {
  path: string;
  layout?: string;
  envs?: string[] | null;
  operator?: boolean;
}

/**
 * The public pages a crawler may list: the home layout's fixed paths that exist everywhere, read from the route table
 * the frontend build wrote down (so a new public page joins the sitemap without a second list).
 */
export function publicPagePaths(frontendDist: string): string[] {
  const file = path.join(frontendDist, '.vite', 'route-preloads.json');
  if (!fs.existsSync(file)) return ['/'];
  const { routes } = JSON.parse(fs.readFileSync(file, 'utf8')) as { routes: RouteRow[] };
  return routes
    .filter((r) => r.layout === 'home' && !r.operator && !r.envs && !r.path.includes(':'))
    .map((r) => r.path);
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * /robots.txt and /sitemap.xml. Absolute addresses come from APP_URL, never from the request's Host. A sandbox is a
 * public host full of test data: it asks crawlers to stay out entirely.
 */
export function crawlerFiles(config: Config): Router {
  const router = Router();
  const base = config.basePath;
  const pages = publicPagePaths(config.frontendDist);
  const robots =
    config.appEnv === 'sandbox'
      ? 'User-agent: *\nDisallow: /\n'
      : [
          'User-agent: *',
          ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${base}${prefix}`),
          '',
          `Sitemap: ${config.appUrl}/sitemap.xml`,
          '',
        ].join('\n');
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages.map((page) => `  <url><loc>${escapeXml(config.appUrl + (page === '/' ? '/' : page))}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  const cache = 'public, max-age=3600';
  router.get('/robots.txt', (_req, res) => res.set('Cache-Control', cache).type('text/plain').send(robots));
  router.get('/sitemap.xml', (_req, res) => res.set('Cache-Control', cache).type('application/xml').send(sitemap));
  return router;
}
