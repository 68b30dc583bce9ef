import { currentAppPath, hardNavigate } from './navigation';
import { showToast } from './toast';

/** SPEC §8 texts, shared by the REST client and the Apollo error link. */
export const HTTP_MESSAGES = {
  sessionExpired: '登入逾時，為保護您的帳戶安全，請重新登入',
  requestError: '請求錯誤',
  clientError: (status: number) => `請求錯誤 (Error${status})`,
  systemError: (status: number) => `系統錯誤 (Error${status})`,
  forbidden: '很抱歉，您沒有操作權限',
} as const;

const CLIENT_ERROR_STATUSES: ReadonlySet<number> = new Set([400, 404, 405, 408, 413, 429]);

/** Delay before the login redirect so the toast can be read before the page reloads. */
export const LOGIN_REDIRECT_DELAY_MS = 1500;

/** Toast text for a failed response; null status means no response at all. */
export function statusMessage(status: number | null): string {
  if (status === null) return HTTP_MESSAGES.requestError;
  if (status === 401 || status === 419) return HTTP_MESSAGES.sessionExpired;
  if (CLIENT_ERROR_STATUSES.has(status)) return HTTP_MESSAGES.clientError(status);
  return HTTP_MESSAGES.systemError(status);
}

let isQuietPath: (path: string) => boolean = () => false;
let redirecting = false;

/** The app registers which paths stay silent on 401 (the public home routes, SPEC §8). */
export function setQuietPathMatcher(matcher: (path: string) => boolean): void {
  isQuietPath = matcher;
}

/** Test hook: forget a pending login redirect. */
export function resetErrorHandling(): void {
  redirecting = false;
}

function redirectToLogin(): void {
  if (redirecting) return;
  redirecting = true;
  const target = currentAppPath().startsWith('/buyer') ? '/login/buyer' : '/login';
  window.setTimeout(() => hardNavigate(target), LOGIN_REDIRECT_DELAY_MS);
}

/**
 * React to a failed request as SPEC §8 says: 401/419 toast and go to the login page
 * (401 is silent on public home routes), other statuses toast a mapped message.
 */
export function handleErrorStatus(status: number | null): void {
  if (status === 401 || status === 419) {
    if (status === 401 && isQuietPath(currentAppPath())) return;
    if (redirecting) return;
    showToast(HTTP_MESSAGES.sessionExpired);
    redirectToLogin();
    return;
  }
  showToast(statusMessage(status));
}

/**
 * GraphQL's auth failures as SPEC §8's: UNAUTHENTICATED acts as 401, FORBIDDEN shows the permission message; other
 * errors are the views' to show. One rule for Apollo's error link and the plain queries (lib/use-plain-query.ts).
 */
export function handleGraphQLErrors(errors: readonly { extensions?: Record<string, unknown> }[]): void {
  const codes = errors.map((item) => item.extensions?.['code']);
  if (codes.includes('UNAUTHENTICATED')) handleErrorStatus(401);
  else if (codes.includes('FORBIDDEN')) showToast(HTTP_MESSAGES.forbidden);
}
