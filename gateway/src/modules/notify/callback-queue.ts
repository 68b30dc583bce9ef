import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlOf } from '../../core/database/sql';
import type { CallbackAddressPolicy } from './callback-address';
import { ANSWER_LOG_CHARS, postCallback } from './callback-post';
import { checkMacValue } from './callback-signature';
import {
  CALLBACK_OK,
  CALLBACK_TIMEOUT_MS,
  CallbackStatus,
  callbackFields,
  CALLBACK_URL_SQL,
  CHECKOUT_ORDER_JOIN,
  NOTIFY_RETRY_MINUTES,
  PAID_SELECT,
  signingPair,
  type PaidRow,
} from './notify-delivery';
import { startDeliveryLoop, type DeliveryLoop } from '../../core/queue/delivery-loop';
import { callbackDeliveries } from '../../core/metrics/registry';
import { inTransaction } from '../../core/database/in-transaction';

/**
 * Shops' callbacks, their own queue (apart from the money minute job, which never waits for a shop's server):
 * - one claim per POST: the claim takes the record with SKIP LOCKED, writes the attempt's log row (so every POST that
 *   leaves the gateway has one) and holds the record for a lease longer than one POST may take, so no other worker
 *   posts it meanwhile; the POST runs outside any transaction, and its answer finishes the log row;
 * - posts run concurrently (CALLBACKS_PER_WORKER per gateway process), at most CALLBACKS_PER_SHOP of one shop at once
 *   across every worker, so one slow shop cannot hold up the others;
 * - a worker dying mid-post leaves its lease to run out and the callback is tried again (at least once, as every
 *   payment callback is; shops deduplicate by TradeNo).
 */

/** Callbacks of one shop in flight at once, across all workers. */
export const CALLBACKS_PER_SHOP = 2;
/** Callbacks one gateway process posts at once. */
export const CALLBACKS_PER_WORKER = 16;
/** A claim outlives its POST's timeout by this much (the answer's bookkeeping, a busy event loop). */
const LEASE_MARGIN_SECONDS = 50;
/** Due records looked at per claim; busy shops are filtered out before the limit. */
const CANDIDATES = 20;

export interface CallbackOptions {
  /** Outside production every payment is simulated (SimulatePaid=1). */
  simulated: boolean;
  /** Which addresses a notify URL may reach (callback-address.ts). */
  policy: CallbackAddressPolicy;
  /** One POST's time limit (CALLBACK_TIMEOUT_MS; tests shorten it). */
  timeoutMs?: number;
  perShop?: number;
  /** Only this record (the resend button). */
  recordId?: number;
}

export interface ClaimedCallback extends PaidRow {
  attempt_id: number;
  attempt: number;
  url: string;
}

export const leaseSecondsFor = (timeoutMs: number) => Math.ceil(timeoutMs / 1000) + LEASE_MARGIN_SECONDS;

/** Claims one due callback (its attempt logged, its record leased), or null when none may be posted now. */
export async function claimCallback(em: EntityManager, opts: CallbackOptions): Promise<ClaimedCallback | null> {
  const perShop = opts.perShop ?? CALLBACKS_PER_SHOP;
  const lease = leaseSecondsFor(opts.timeoutMs ?? CALLBACK_TIMEOUT_MS);
  return inTransaction(em.fork(), async (tx) => {
    const sql = sqlOf(tx);
    const inFlight = `select t.merchant_id from notify_attempt a join notify_record r on r.id = a.notify_record_id
        join payment_transaction t on t.id = r.transaction_id where a.finished_at is null and a.lease_until > now()`;
    const candidates = await sql<{ id: number; merchant_id: number; notify_url: string | null }>(
      `with busy as (${inFlight} group by t.merchant_id having count(*) >= ?)
       select r.id, t.merchant_id, ${CALLBACK_URL_SQL} as notify_url from notify_record r
         join payment_transaction t on t.id = r.transaction_id join merchant m on m.id = t.merchant_id
         ${CHECKOUT_ORDER_JOIN}
        where r.callback_status = ? and r.next_attempt_at <= now() ${opts.recordId ? 'and r.id = ?' : ''}
          and t.merchant_id not in (select merchant_id from busy)
        order by r.next_attempt_at, r.id limit ${CANDIDATES} for update of r skip locked`,
      [perShop, CallbackStatus.PENDING, ...(opts.recordId ? [opts.recordId] : [])],
    );
    for (const candidate of candidates) {
      if (!candidate.notify_url) {
        // The shop removed its notify URL: nothing to deliver.
        await sql(`update notify_record set callback_status = ? where id = ?`, [CallbackStatus.NONE, candidate.id]);
        continue;
      }
      // Claims of one shop take turns, so two workers cannot both see room for one more of its callbacks.
      const [lock] = await sql<{ ok: boolean }>(`select pg_try_advisory_xact_lock(hashtext('notify_shop'), ?) as ok`, [
        candidate.merchant_id,
      ]);
      if (!lock.ok) continue;
      const [{ n }] = await sql<{ n: number }>(`select count(*)::int as n from (${inFlight} and t.merchant_id = ?) f`, [
        candidate.merchant_id,
      ]);
      if (n >= perShop) continue;
      const [record] = await sql<{ callback_attempts: number }>(
        `update notify_record set callback_attempts = callback_attempts + 1,
           next_attempt_at = now() + make_interval(secs => ?) where id = ? returning callback_attempts`,
        [lease, candidate.id],
      );
      const url = candidate.notify_url.slice(0, 300);
      const [logged] = await sql<{ id: number }>(
        `insert into notify_attempt (notify_record_id, attempt, url, ok, lease_until)
         values (?, ?, ?, false, now() + make_interval(secs => ?)) returning id`,
        [candidate.id, record.callback_attempts, url, lease],
      );
      const [row] = await sql<PaidRow>(`${PAID_SELECT} where r.id = ?`, [candidate.id]);
      return { ...row, url, attempt: record.callback_attempts, attempt_id: logged.id };
    }
    return null;
  });
}

/** POSTs a claimed callback and records its answer; returns whether the shop took it. */
export async function sendClaimed(em: EntityManager, claim: ClaimedCallback, opts: CallbackOptions): Promise<boolean> {
  const fields = callbackFields(claim, opts.simulated);
  const pair = signingPair(claim, opts.simulated);
  fields.CheckMacValue = checkMacValue(fields, pair.hashKey, pair.hashIv);
  const form = new URLSearchParams(fields).toString();
  const outcome = await postCallback(claim.url, form, opts.policy, opts.timeoutMs ?? CALLBACK_TIMEOUT_MS);
  const ok = outcome.status === 200 && outcome.body.trim() === CALLBACK_OK;
  const error = ok ? null : (outcome.error ?? `回應內容不是 ${CALLBACK_OK}`);
  const answer = ok || !outcome.body ? null : outcome.body.slice(0, ANSWER_LOG_CHARS);
  const wait = NOTIFY_RETRY_MINUTES[claim.attempt - 1];
  const status = ok ? CallbackStatus.DELIVERED : wait === undefined ? CallbackStatus.GAVE_UP : CallbackStatus.PENDING;
  callbackDeliveries.inc({ outcome: ok ? 'delivered' : status === CallbackStatus.GAVE_UP ? 'gave_up' : 'retry' });
  await inTransaction(em.fork(), async (tx) => {
    const sql = sqlOf(tx);
    await sql(
      `update notify_attempt set finished_at = now(), status_code = ?, ok = ?, error = ?, answer = ? where id = ?`,
      [outcome.status, ok, error?.slice(0, 200) ?? null, answer, claim.attempt_id],
    );
    // Only while this claim is the record's latest (a lease that ran out may have let another attempt start).
    await sql(
      `update notify_record set callback_status = ?, next_attempt_at = now() + make_interval(mins => ?)
        where id = ? and callback_attempts = ?`,
      [status, ok ? 0 : (wait ?? 0), claim.record_id, claim.attempt],
    );
  });
  return ok;
}

/** Posts every callback due now (up to `concurrency` at once) until none can be claimed; returns how many were taken. */
export async function deliverCallbacks(em: EntityManager, opts: CallbackOptions, concurrency = 4): Promise<number> {
  let delivered = 0;
  const lane = async () => {
    for (let claim = await claimCallback(em, opts); claim; claim = await claimCallback(em, opts))
      if (await sendClaimed(em, claim, opts)) delivered++;
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return delivered;
}

export type CallbackDelivery = DeliveryLoop;

/** Keeps posting due callbacks: polls every `pollMs`, and claims again whenever a post ends. */
export function startCallbackDelivery(
  em: () => EntityManager,
  opts: CallbackOptions & { concurrency?: number; pollMs?: number },
): CallbackDelivery {
  return startDeliveryLoop({
    name: 'callback',
    claim: () => claimCallback(em(), opts),
    send: (claim) => sendClaimed(em(), claim, opts),
    concurrency: opts.concurrency ?? CALLBACKS_PER_WORKER,
    pollMs: opts.pollMs,
  });
}
