import { isUrl, isWithinMax } from './generic-rules';

/**
 * A shop's paid-callback settings, checked alike by the shop settings form and the gateway: the notify URL is an
 * absolute http(s) address of at most 300 characters (empty: no callbacks).
 */
export const NOTIFY_URL_MAX_LENGTH = 300;

export const CALLBACK_RULE_MESSAGES = {
  notifyUrl: `通知網址須為 http:// 或 https:// 開頭的完整網址，最多 ${NOTIFY_URL_MAX_LENGTH} 字`,
} as const;

/** The zh-TW error of a notify URL, or null when it is acceptable (an empty one clears the setting). */
export function notifyUrlError(value: string): string | null {
  const url = value.trim();
  if (!url) return null;
  return isWithinMax(url, NOTIFY_URL_MAX_LENGTH) && isUrl(url) ? null : CALLBACK_RULE_MESSAGES.notifyUrl;
}
