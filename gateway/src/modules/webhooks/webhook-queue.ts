import type { EntityManager } from '@mikro-orm/postgresql';
import { WEBHOOK_RETRY_MINUTES, WEBHOOK_SIGNATURE_HEADER } from '@paydesk/shared/webhook-rules';
import { inTransaction } from '../../core/database/in-transaction';
import { sqlOf } from '../../core/database/sql';
import { startDeliveryLoop, type DeliveryLoop } from '../../core/queue/delivery-loop';
import { ANSWER_LOG_CHARS, CallbackStatus, postCallback, type CallbackAddressPolicy } from '../notify';
import { signWebhook } from './webhook-signature';
import { webhookDeliveries } from '../../core/metrics/registry';

/**
 * Webhook deliveries, their own queue, on the paid callbacks' pattern (notify/callback-queue.ts):
 * - one claim per POST: the claim takes the delivery with SKIP LOCKED, writes the attempt's log row (every POST that
 *   leaves the gateway has one) and holds the delivery for a lease longer than one POST may take; the POST runs
 *   outside any transaction and its answer finishes the row;
 * - posts run concurrently, at most WEBHOOKS_PER_ENDPOINT of one endpoint at once across every worker, so an
 *   endpoint that hangs holds only its own slots and every other endpoint's events go on;
 * - a failed attempt is retried on WEBHOOK_RETRY_MINUTES, then given up (a seller resends it by hand).
 */

export const WEBHOOKS_PER_ENDPOINT = 2;
export const WEBHOOKS_PER_WORKER = 16;
export const WEBHOOK_TIMEOUT_MS = 10_000;
const LEASE_MARGIN_SECONDS = 50;
const CANDIDATES = 20;

export interface WebhookOptions {
  /** Which addresses an endpoint may reach (notify's callback-address rules). */
  policy: CallbackAddressPolicy;
  timeoutMs?: number;
  perEndpoint?: number;
  /** Only this delivery (resend, test event). */
  deliveryId?: number;
  /** The signing clock, in unix seconds (tests sign in the past). */
  now?: () => number;
}

export interface ClaimedWebhook {
  delivery_id: number;
  attempt_id: number;
  attempt: number;
  url: string;
  secret: string;
  event_id: string;
  type: string;
  data: Record<string, unknown>;
  created_at: string;
}

const leaseSeconds = (timeoutMs: number) => Math.ceil(timeoutMs / 1000) + LEASE_MARGIN_SECONDS;
const IN_FLIGHT = `select endpoint_id from webhook_attempt where finished_at is null and lease_until > now()`;

/** Claims one due delivery (its attempt logged, the delivery leased), or null when none may be posted now. */
export async function claimWebhook(em: EntityManager, opts: WebhookOptions): Promise<ClaimedWebhook | null> {
  const perEndpoint = opts.perEndpoint ?? WEBHOOKS_PER_ENDPOINT;
  const lease = leaseSeconds(opts.timeoutMs ?? WEBHOOK_TIMEOUT_MS);
  return inTransaction(em.fork(), async (tx) => {
    const sql = sqlOf(tx);
    const candidates = await sql<{ id: string; endpoint_id: number }>(
      `with busy as (${IN_FLIGHT} group by endpoint_id having count(*) >= ?)
       select d.id, d.endpoint_id from webhook_delivery d join webhook_endpoint e on e.id = d.endpoint_id
        where d.status = ? and d.next_attempt_at <= now() and e.enabled ${opts.deliveryId ? 'and d.id = ?' : ''}
          and d.endpoint_id not in (select endpoint_id from busy)
        order by d.next_attempt_at, d.id limit ${CANDIDATES} for update of d skip locked`,
      [perEndpoint, CallbackStatus.PENDING, ...(opts.deliveryId ? [opts.deliveryId] : [])],
    );
    for (const candidate of candidates) {
      // Claims for one endpoint take turns, so two workers cannot both see room for one more of its posts.
      const [lock] = await sql<{ ok: boolean }>(
        `select pg_try_advisory_xact_lock(hashtext('webhook_endpoint'), ?) as ok`,
        [candidate.endpoint_id],
      );
      if (!lock.ok) continue;
      const [{ n }] = await sql<{ n: number }>(`select count(*)::int as n from (${IN_FLIGHT} and endpoint_id = ?) f`, [
        candidate.endpoint_id,
      ]);
      if (n >= perEndpoint) continue;
      const [row] = await sql<Omit<ClaimedWebhook, 'attempt_id' | 'delivery_id'>>(
        `update webhook_delivery d set attempts = d.attempts + 1, next_attempt_at = now() + make_interval(secs => ?)
           from webhook_endpoint e, webhook_event v
          where d.id = ? and e.id = d.endpoint_id and v.id = d.event_id
          returning d.attempts as attempt, e.url, e.secret, v.id as event_id, v.type, v.data, v.created_at`,
        [lease, candidate.id],
      );
      const [logged] = await sql<{ id: string }>(
        `insert into webhook_attempt (delivery_id, endpoint_id, attempt, url, lease_until)
         values (?, ?, ?, ?, now() + make_interval(secs => ?)) returning id`,
        [candidate.id, candidate.endpoint_id, row.attempt, row.url, lease],
      );
      return { ...row, delivery_id: Number(candidate.id), attempt_id: Number(logged.id) };
    }
    return null;
  });
}

/** The JSON a webhook carries: the event's id, type, creation time (unix seconds) and the object's state. */
export function webhookBody(claim: Pick<ClaimedWebhook, 'event_id' | 'type' | 'data' | 'created_at'>): string {
  const created = Math.floor(new Date(claim.created_at).getTime() / 1000);
  return JSON.stringify({ id: claim.event_id, type: claim.type, created, data: { object: claim.data } });
}

/** POSTs a claimed delivery, signed, and records the answer; returns whether the endpoint took it (any 2xx). */
export async function sendWebhook(em: EntityManager, claim: ClaimedWebhook, opts: WebhookOptions): Promise<boolean> {
  const body = webhookBody(claim);
  const timestamp = opts.now?.() ?? Math.floor(Date.now() / 1000);
  const outcome = await postCallback(claim.url, body, opts.policy, opts.timeoutMs ?? WEBHOOK_TIMEOUT_MS, {
    contentType: 'application/json; charset=utf-8',
    headers: {
      [WEBHOOK_SIGNATURE_HEADER]: signWebhook(body, claim.secret, timestamp),
      'User-Agent': 'PayDesk-Webhooks/1.0',
    },
  });
  const ok = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
  const error = ok ? null : (outcome.error ?? `HTTP ${outcome.status}`);
  const wait = WEBHOOK_RETRY_MINUTES[claim.attempt - 1];
  const status = ok ? CallbackStatus.DELIVERED : wait === undefined ? CallbackStatus.GAVE_UP : CallbackStatus.PENDING;
  webhookDeliveries.inc({ outcome: ok ? 'delivered' : status === CallbackStatus.GAVE_UP ? 'gave_up' : 'retry' });
  await inTransaction(em.fork(), async (tx) => {
    const sql = sqlOf(tx);
    await sql(
      `update webhook_attempt set finished_at = now(), status_code = ?, ok = ?, error = ?, answer = ? where id = ?`,
      [
        outcome.status,
        ok,
        error?.slice(0, 200) ?? null,
        outcome.body.slice(0, ANSWER_LOG_CHARS) || null,
        claim.attempt_id,
      ],
    );
    // Only while this claim is the delivery's latest (a lease that ran out may have let another attempt start).
    await sql(
      `update webhook_delivery set status = ?, next_attempt_at = now() + make_interval(mins => ?)
        where id = ? and attempts = ?`,
      [status, ok ? 0 : (wait ?? 0), claim.delivery_id, claim.attempt],
    );
  });
  return ok;
}

/** Posts every delivery due now (up to `concurrency` at once) until none can be claimed; returns how many were taken. */
export async function deliverWebhooks(em: EntityManager, opts: WebhookOptions, concurrency = 4): Promise<number> {
  let delivered = 0;
  const lane = async () => {
    for (let claim = await claimWebhook(em, opts); claim; claim = await claimWebhook(em, opts))
      if (await sendWebhook(em, claim, opts)) delivered++;
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return delivered;
}

/** One gateway process's webhook loop (started beside the paid callbacks' in main.ts). */
export function startWebhookDelivery(
  em: () => EntityManager,
  opts: WebhookOptions & { concurrency?: number; pollMs?: number },
): DeliveryLoop {
  return startDeliveryLoop({
    name: 'webhook',
    claim: () => claimWebhook(em(), opts),
    send: (claim) => sendWebhook(em(), claim, opts),
    concurrency: opts.concurrency ?? WEBHOOKS_PER_WORKER,
    pollMs: opts.pollMs,
  });
}
