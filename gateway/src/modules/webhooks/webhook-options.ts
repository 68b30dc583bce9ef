import type { Config } from '../../config/config';
import type { WebhookOptions } from './webhook-queue';

/** Where a webhook may go: the notify URL's rules, loopback only where NOTIFY_ALLOW_LOOPBACK switches it on. */
export function webhookOptions(config: Pick<Config, 'notifyAllowLoopback'>): WebhookOptions {
  return { policy: { allowLoopback: config.notifyAllowLoopback } };
}
