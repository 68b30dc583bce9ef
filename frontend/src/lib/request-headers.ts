import { getCsrfToken } from './env';

/** SPEC §7/§9: every request gives up after 30 s. */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * The headers of every request to the gateway (SPEC §7: the page's CSRF token). Apart from the HTTP client, so the
 * back office's first request (app/shell-viewer.ts) sends them without loading it.
 */
export function requestHeaders(): Record<string, string> {
  return {
    'X-Requested-With': 'XMLHttpRequest',
    'X-CSRF-TOKEN': getCsrfToken(),
    Accept: 'application/json',
  };
}
