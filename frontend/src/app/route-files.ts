import { readMeta } from '../lib/env';

/**
 * The JS files each route needs besides the entry, as the build wrote them down (frontend/build/route-preloads.mjs):
 * file names once, then per route name (and for the Apollo runtime) their indexes.
 */
export interface RouteFileMap {
  files: string[];
  routes: Record<string, number[]>;
  apolloRuntime: number[];
}

export const APOLLO_RUNTIME = Symbol('apollo-runtime');

/** What the route map is asked for: a route of the table by name, or the Apollo runtime a deferApollo page loads. */
export type RouteFilesKey = string | typeof APOLLO_RUNTIME;

let map: RouteFileMap | null = null;
const preloaded = new Set<string>();

/**
 * Vite would name the chunks a lazy import needs beside the import itself, but for the route table those lists were 6 kB (gzip)
 * of the entry. The gateway preloads the first page's files from the map the build writes; this
 * fetches the same map once the page has loaded, so later navigations preload a route's files at once instead of
 * finding them import after import. Without the map (vite dev, tests, before it has arrived) modules load as imported.
 */
export function loadRouteFileMap(fetchMap: (url: string) => Promise<Response> = fetch): Promise<void> {
  const url = readMeta('route-files');
  if (!url || map) return Promise.resolve();
  return fetchMap(url)
    .then((response) => (response.ok ? (response.json() as Promise<RouteFileMap>) : null))
    .then((loaded) => {
      map = loaded;
    })
    .catch(() => undefined);
}

/** Fetches the map after the page's own files, when the browser is idle. */
export function loadRouteFileMapWhenIdle(): void {
  const start = () => {
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    whenIdle(() => void loadRouteFileMap());
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** Adds <link rel="modulepreload"> for the files of a route (relative to <base href>, like the gateway's). */
export function preloadRouteFiles(key: RouteFilesKey): void {
  if (!map) return;
  const indexes = key === APOLLO_RUNTIME ? map.apolloRuntime : map.routes[key];
  for (const index of indexes ?? []) {
    const file = map.files[index];
    if (!file || preloaded.has(file)) continue;
    preloaded.add(file);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `./${file}`;
    document.head.appendChild(link);
  }
}

/** Forgets the map and what was preloaded (tests). */
export function resetRouteFileMap(): void {
  map = null;
  preloaded.clear();
}
