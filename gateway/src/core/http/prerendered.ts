import fs from 'node:fs';
import path from 'node:path';
import { detectEnvFromHost } from '@paydesk/shared/app-env';
import type { Config } from '../../config/config';

/** What the served page's empty root is replaced with (frontend/index.html's own element). */
export const EMPTY_ROOT = '<div id="root"></div>';

export interface PrerenderedPages {
  /** The page's prerendered HTML for #root, null when there is none for this path or this environment. */
  htmlOf(appPath: string, host: string | undefined): string | null;
}

/**
 * The public pages the build rendered in Node (frontend/build/prerender.mjs writes dist/.vite/prerendered.json), so
 * their first screen paints from the HTML before any JavaScript has arrived; the app's first render replaces it with
 * the same page. They were rendered for the site's root and any environment but the sandbox (whose root is the login
 * page and which shows a banner), so links get the base path and the sandbox gets none.
 */
export function prerenderedPages(config: Config): PrerenderedPages {
  const file = path.join(config.frontendDist, '.vite', 'prerendered.json');
  if (!fs.existsSync(file)) return { htmlOf: () => null };
  const pages = new Map<string, string>();
  for (const [route, html] of Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>)) {
    pages.set(route, config.basePath ? html.replace(/ href="\//g, ` href="${config.basePath}/`) : html);
  }
  return {
    htmlOf(appPath, host) {
      const html = pages.get(appPath.length > 1 ? appPath.replace(/\/$/, '') : appPath);
      if (!html) return null;
      // As the client decides (SPEC §9): a configured environment, else the page's host.
      const env = config.appEnvConfigured ? config.appEnv : detectEnvFromHost(host ?? '');
      return env === 'sandbox' ? null : html;
    },
  };
}
