import fs from 'node:fs';
import path from 'node:path';
import { detectEnvFromHost } from '@paydesk/shared/app-env';
import type { Config } from '../../config/config';
import { scriptsAfterFirstPaint } from './scripts-after-paint';

/** What the served page's empty root is replaced with (frontend/index.html's own element). */
export const EMPTY_ROOT = '<div id="root"></div>';

export interface PrerenderedPages {
  /** The page's prerendered HTML for #root, null when there is none for this path or this environment. */
  htmlOf(appPath: string, host: string | undefined): string | null;
  /**
   * The served page with `html` in #root (`after` right after it), the global stylesheet inline and the app's
   * scripts asked for after the first paint (scripts-after-paint.ts).
   */
  fill(page: string, html: string, after?: string): string;
}

/** index.html's link to Chakra's global stylesheet (frontend/build/chakra-global-stylesheet.ts). */
const GLOBAL_STYLESHEET = /<link rel="stylesheet"[^>]* href="\.\/(assets\/chakra-global-[\w-]+\.css)">/;

/**
 * The global stylesheet's text, to inline in a prerendered page: the page paints from the HTML alone, without
 * waiting one more round trip for the only render-blocking file (on a phone's latency the stylesheet came last).
 * Pages the client renders keep the link (cached across pages, and nothing paints before the entry anyway).
 */
function globalStylesheet(frontendDist: string): { link: string; css: string } | null {
  const indexFile = path.join(frontendDist, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  const found = GLOBAL_STYLESHEET.exec(fs.readFileSync(indexFile, 'utf8'));
  const file = found?.[1] ? path.join(frontendDist, found[1]) : null;
  if (!found || !file || !fs.existsSync(file)) return null;
  return { link: found[0], css: fs.readFileSync(file, 'utf8') };
}

/**
 * Whether pages rendered ahead of the app fit this request: not in the sandbox (whose root is the login page and
 * which shows a banner), told as the client decides (SPEC §9): a configured environment, else the page's host.
 */
export function rendersPagesFor(config: Config, host: string | undefined): boolean {
  const env = config.appEnvConfigured ? config.appEnv : detectEnvFromHost(host ?? '');
  return env !== 'sandbox';
}

/**
 * The public pages the build rendered in Node (frontend/build/prerender.mjs writes dist/.vite/prerendered.json), so
 * their first screen paints from the HTML before any JavaScript has arrived; the app's first render replaces it with
 * the same page. They were rendered for the site's root and any environment but the sandbox (whose root is the login
 * page and which shows a banner), so links get the base path and the sandbox gets none.
 */
export function prerenderedPages(config: Config): PrerenderedPages {
  const file = path.join(config.frontendDist, '.vite', 'prerendered.json');
  const stylesheet = globalStylesheet(config.frontendDist);
  // Functions as replacements, so a `$` in the page or the stylesheet is not read as a replacement pattern.
  const fill = (page: string, html: string, after = '') => {
    const filled = scriptsAfterFirstPaint(page).replace(EMPTY_ROOT, () => `<div id="root">${html}</div>${after}`);
    return stylesheet ? filled.replace(stylesheet.link, () => `<style>${stylesheet.css}</style>`) : filled;
  };
  if (!fs.existsSync(file)) return { htmlOf: () => null, fill };
  const pages = new Map<string, string>();
  for (const [route, html] of Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>)) {
    pages.set(route, config.basePath ? html.replace(/ href="\//g, ` href="${config.basePath}/`) : html);
  }
  return {
    htmlOf(appPath, host) {
      const html = pages.get(appPath.length > 1 ? appPath.replace(/\/$/, '') : appPath);
      if (!html) return null;
      return rendersPagesFor(config, host) ? html : null;
    },
    fill,
  };
}
