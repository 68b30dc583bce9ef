import { isUrl, isWithinMax } from './generic-rules';

/**
 * Sellers' webhooks, as the gateway sends them and the settings page and docs describe them. The signature is
 * Stripe's scheme: `PayDesk-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint's
 * secret>`; a receiver refuses a body whose signature does not match or whose timestamp is older than the
 * tolerance (a replayed request). The verifiers below are the documented code: the tests run them as written.
 */
export const WEBHOOK_SIGNATURE_HEADER = 'PayDesk-Signature';
/** How old a signed timestamp a receiver accepts (the replay window), in seconds. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
/** Minutes to wait after each failed attempt; after the last the delivery is given up (8 attempts over ~1.5 days). */
export const WEBHOOK_RETRY_MINUTES = [1, 5, 30, 120, 360, 720, 1_440] as const;
export const WEBHOOK_URL_MAX_LENGTH = 300;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 100;
/** At most this many endpoints per member (a seller's sites and tools, not a fan-out service). */
export const WEBHOOK_ENDPOINTS_MAX = 10;

export const WEBHOOK_RULE_MESSAGES = {
  url: `網址須為 http:// 或 https:// 開頭的完整網址，最多 ${WEBHOOK_URL_MAX_LENGTH} 字`,
  description: `說明最多 ${WEBHOOK_DESCRIPTION_MAX_LENGTH} 字`,
  events: '請至少選擇一種事件',
} as const;

export function webhookUrlError(value: string): string | null {
  const url = value.trim();
  return url && isWithinMax(url, WEBHOOK_URL_MAX_LENGTH) && isUrl(url) ? null : WEBHOOK_RULE_MESSAGES.url;
}

/** Verifying a webhook in Node.js (18 or later): pass the raw body exactly as received, before any JSON parsing. */
export const WEBHOOK_VERIFY_NODE = `const crypto = require('node:crypto');

function verifyPayDeskSignature(rawBody, header, secret, toleranceSeconds = 300) {
  let timestamp = NaN;
  const signatures = [];
  for (const part of String(header || '').split(',')) {
    const [key, value] = part.trim().split('=');
    if (key === 't') timestamp = Number(value);
    if (key === 'v1' && value) signatures.push(value);
  }
  if (!Number.isInteger(timestamp) || signatures.length === 0) return false;
  if (Math.abs(Date.now() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = crypto
    .createHmac('sha256', secret)
    .update(timestamp + '.')
    .update(rawBody)
    .digest();
  return signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  });
}`;

/** Verifying a webhook in Python 3: pass the raw body bytes exactly as received. */
export const WEBHOOK_VERIFY_PYTHON = `import hashlib
import hmac
import time


def verify_paydesk_signature(raw_body: bytes, header: str, secret: str, tolerance: int = 300) -> bool:
    timestamp, signatures = None, []
    for part in (header or "").split(","):
        key, _, value = part.strip().partition("=")
        if key == "t" and value.isdigit():
            timestamp = int(value)
        elif key == "v1" and value:
            signatures.append(value)
    if timestamp is None or not signatures:
        return False
    if abs(time.time() - timestamp) > tolerance:
        return False
    signed = str(timestamp).encode() + b"." + raw_body
    expected = hmac.new(secret.encode(), signed, hashlib.sha256).hexdigest()
    return any(hmac.compare_digest(expected, signature) for signature in signatures)`;
