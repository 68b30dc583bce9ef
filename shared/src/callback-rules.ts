/**
 * A shop's paid-callback settings, checked alike by the shop settings form and the gateway: the notify URL is an
 * absolute http(s) address of at most 300 characters (empty: no callbacks).
 */
export const NOTIFY_URL_MAX_LENGTH = 300;

export const CALLBACK_RULE_MESSAGES = {
  notifyUrl: `通知網址須為 http:// 或 https:// 開頭的完整網址，最多 ${NOTIFY_URL_MAX_LENGTH} 字`,
} as const;

/** http(s)://, a host (letters, digits, dots, dashes, an optional port or a bracketed IPv6), then an optional path. */
const ABSOLUTE_HTTP_URL = /^https?:\/\/(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?(?:[/?#]\S*)?$/;

/** The zh-TW error of a notify URL, or null when it is acceptable (an empty one clears the setting). */
export function notifyUrlError(value: string): string | null {
  const url = value.trim();
  if (!url) return null;
  return url.length <= NOTIFY_URL_MAX_LENGTH && ABSOLUTE_HTTP_URL.test(url) ? null : CALLBACK_RULE_MESSAGES.notifyUrl;
}
