import { withBasePath } from './env';

/**
 * Full page load of an app path. Used where the page must be re-served by the gateway
 * (logout, expired session, CSRF mismatch) so the next page gets a fresh CSRF meta.
 */
export function hardNavigate(path: string): void {
  window.location.assign(withBasePath(path));
}

/** Current app path without the deployment base path. */
export function currentAppPath(): string {
  const { pathname } = window.location;
  const base = withBasePath('/').replace(/\/$/, '');
  return base && pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
}
