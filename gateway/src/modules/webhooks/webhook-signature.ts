import crypto from 'node:crypto';

/**
 * A webhook's signature header value (Stripe's scheme, see @paydesk/shared/webhook-rules): `t=<unix seconds>` and
 * `v1=` the hex HMAC-SHA256 of `<t>.<body>` keyed with the endpoint's secret. Signing the timestamp with the body
 * lets a receiver refuse a replayed request once it is older than the tolerance.
 */
export function signWebhook(body: string, secret: string, timestamp: number): string {
  const mac = crypto.createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/** A new endpoint secret: `whsec_` and 32 random bytes (shown to the seller, kept to sign). */
export function newWebhookSecret(): string {
  return `whsec_${crypto.randomBytes(32).toString('base64url')}`;
}

/** A new event id (`evt_` + random), unique; test events say so in theirs. */
export function newEventId(test = false): string {
  return `evt_${test ? 'test_' : ''}${crypto.randomBytes(12).toString('hex')}`;
}
