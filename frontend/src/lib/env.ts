import { type AppEnvName, detectEnvFromHost, isAppEnvName } from '@paydesk/shared/app-env';
import { buildEnv } from './build-env';

export type { AppEnvName };

/** Content of `<meta name="...">`, injected by the gateway; null when missing (vite dev). */
export function readMeta(name: string): string | null {
  // The build's prerender (src/prerender) renders in Node: no page, no metas.
  if (typeof document === 'undefined') return null;
  const element = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  return element ? element.content : null;
}

/**
 * SPEC §9: the gateway's configured environment (its `app-env` meta, present only when APP_ENV or APP_URL says)
 * wins, then a build-time VITE_APP_ENV, else the page's host decides. The sandbox banner, background and test cards
 * follow this.
 */
export function getAppEnv(): AppEnvName {
  const meta = readMeta('app-env');
  if (isAppEnvName(meta)) return meta;
  if (isAppEnvName(buildEnv.appEnv)) return buildEnv.appEnv;
  // The prerender's pages are for every environment but the sandbox (the gateway serves them only there).
  if (typeof window === 'undefined') return 'production';
  return detectEnvFromHost(window.location.host);
}

/** '' or '/slave': never a trailing slash. */
export function getBasePath(): string {
  const meta = readMeta('base-path') ?? '';
  const trimmed = meta.trim().replace(/\/+$/, '');
  if (!trimmed) return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

export function getCsrfToken(): string {
  return readMeta('csrf-token') ?? '';
}

/** Origin the API lives on: a configured app URL, or '' for the page's own origin. */
export function getAppUrl(): string {
  return (buildEnv.appUrl ?? '').replace(/\/+$/, '');
}

/** Prefix an app-absolute path ('/login') with the deployment base path ('/slave/login'). */
export function withBasePath(path: string): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  return `${getBasePath()}${normalized}`;
}
