import type { EntityManager } from '@mikro-orm/postgresql';
import { PAY_TYPE_LIST } from '@paydesk/shared/pay-types';
import { taipeiDateTime } from '@paydesk/shared/taiwan-time';
import { sqlOf } from '../../core/database/sql';
import type { MailService } from '../mail/mail.service';
import { checkMacValue } from './callback-signature';
import { paidMails, type PaidNotice } from './notify-mails';

/**
 * Delivery of the notify records a payment writes (confirm-payment.ts), safe for several replicas:
 * - mails (the buyer's receipt, the seller's trade notice) go out once per record, in the transaction that marks it
 *   mailed, so a retry or a second worker never sends them twice;
 * - a shop's callback is claimed for a short lease, posted outside any transaction (no connection is held while a
 *   shop's server answers), and its attempt recorded; it is retried on NOTIFY_RETRY_MINUTES until the shop answers
 *   `1|OK`, then given up. A worker dying mid-post leaves the lease to run out and the callback is tried again
 *   (at least once, as every payment callback is; shops deduplicate by TradeNo).
 */

/** Minutes to wait after each failed attempt; after the last, the callback is given up (6 attempts in all). */
export const NOTIFY_RETRY_MINUTES = [1, 5, 30, 120, 360] as const;
/** What a shop's server answers when it took the callback (ECPay's convention). */
export const CALLBACK_OK = '1|OK';
/** How long one attempt may take, and how long its claim keeps other workers away. */
export const CALLBACK_TIMEOUT_MS = 10_000;
const LEASE_SECONDS = 60;
/** At most this much of a shop's answer is read. */
const MAX_ANSWER_BYTES = 1_024;

export const CallbackStatus = { PENDING: 0, DELIVERED: 1, GAVE_UP: 2, NONE: 3 } as const;

/** A notify record with what its mails and its callback need. */
interface PaidRow extends PaidNotice {
  record_id: number;
  member_id: number;
  merchant_id: number;
  notify_url: string | null;
  hash_key: string | null;
  hash_iv: string | null;
  callback_attempts: number;
}

const PAID_SELECT = `select r.id as record_id, t.trade_no, t.merchant_order_no, t.item_name, t.amount, t.fee, t.pay_type,
    t.paid_at, t.buyer_name, t.buyer_email, t.member_id, t.merchant_id, m.name as merchant_name, m.notify_url,
    m.hash_key, m.hash_iv, r.callback_attempts
  from notify_record r join payment_transaction t on t.id = r.transaction_id join merchant m on m.id = t.merchant_id`;

/** Sends the mails of records not mailed yet; returns how many records were mailed. */
export async function deliverNotifyMails(em: EntityManager, mail: MailService): Promise<number> {
  let done = 0;
  for (;;) {
    const n = await em.fork().transactional(async (tx) => {
      const sql = sqlOf(tx as EntityManager);
      const rows = await sql<PaidRow>(
        `${PAID_SELECT} where r.id in (select id from notify_record where mailed_at is null and event = 'paid'
           order by id limit 50 for update skip locked)`,
      );
      for (const row of rows) {
        // The 交易通知 recipients, or the member's own email when none are set (as the settings page says).
        const [to] = await sql<{ emails: string[] | null; email: string | null }>(
          `select s.emails, m.email from member m
             left join member_notify_setting s on s.member_id = m.id and s.type = 'trade' where m.id = ?`,
          [row.member_id],
        );
        const recipients = to?.emails?.length ? to.emails : to?.email ? [to.email] : [];
        for (const message of paidMails(row, recipients)) await mail.send(tx as EntityManager, message);
        await sql(`update notify_record set mailed_at = now() where id = ?`, [row.record_id]);
      }
      return rows.length;
    });
    done += n;
    if (n === 0) return done;
  }
}

/** The callback's form fields, in ECPay's names (ReturnURL's paid notice). */
export function callbackFields(row: PaidRow, simulated: boolean): Record<string, string> {
  return {
    MerchantID: String(row.merchant_id),
    MerchantTradeNo: row.merchant_order_no ?? '',
    TradeNo: row.trade_no,
    RtnCode: '1',
    RtnMsg: '交易成功',
    TradeAmt: String(row.amount),
    PaymentDate: `${taipeiDateTime(new Date(row.paid_at))}:00`,
    PaymentType: PAY_TYPE_LIST.keyOf(row.pay_type) ?? String(row.pay_type),
    PaymentTypeChargeFee: String(row.fee),
    ItemName: row.item_name,
    SimulatePaid: simulated ? '1' : '0',
  };
}

export interface CallbackOptions {
  /** Outside production every payment is simulated (SimulatePaid=1). */
  simulated: boolean;
  /** Refuses a URL before it is called (production: private and loopback addresses). */
  allowUrl?: (url: URL) => Promise<boolean>;
  /** Only this record (the resend button, tests). */
  recordId?: number;
}

/** Tries every due callback once; returns how many were delivered. */
export async function deliverCallbacks(em: EntityManager, opts: CallbackOptions): Promise<number> {
  // Claim: due rows get a lease, in a transaction of their own that ends before any shop is called.
  const claimed = await em.fork().transactional(async (tx) => {
    const sql = sqlOf(tx as EntityManager);
    // Records of shops without a notify URL have nothing to deliver.
    await sql(
      `update notify_record r set callback_status = ${CallbackStatus.NONE}
        from payment_transaction t join merchant m on m.id = t.merchant_id
       where r.transaction_id = t.id and r.callback_status = ${CallbackStatus.PENDING} and m.notify_url is null`,
    );
    return sql<PaidRow>(
      `${PAID_SELECT} where r.id in (
         select id from notify_record where callback_status = ${CallbackStatus.PENDING} and next_attempt_at <= now()
           ${opts.recordId ? 'and id = ?' : ''} order by next_attempt_at limit 50 for update skip locked)
       and m.notify_url is not null`,
      opts.recordId ? [opts.recordId] : [],
    ).then(async (rows) => {
      for (const row of rows)
        await sql(
          `update notify_record set next_attempt_at = now() + interval '${LEASE_SECONDS} seconds' where id = ?`,
          [row.record_id],
        );
      return rows;
    });
  });
  let delivered = 0;
  for (const row of claimed) if (await attempt(em, row, opts)) delivered++;
  return delivered;
}

async function attempt(em: EntityManager, row: PaidRow, opts: CallbackOptions): Promise<boolean> {
  const url = row.notify_url ?? '';
  const fields = callbackFields(row, opts.simulated);
  fields.CheckMacValue = checkMacValue(fields, row.hash_key ?? '', row.hash_iv ?? '');
  const outcome = await post(url, fields, opts);
  const number = row.callback_attempts + 1;
  const ok = outcome.status === 200 && outcome.body.trim() === CALLBACK_OK;
  const wait = NOTIFY_RETRY_MINUTES[number - 1];
  const status = ok ? CallbackStatus.DELIVERED : wait === undefined ? CallbackStatus.GAVE_UP : CallbackStatus.PENDING;
  await em.fork().transactional(async (tx) => {
    const sql = sqlOf(tx as EntityManager);
    await sql(
      `insert into notify_attempt (notify_record_id, attempt, url, status_code, ok, error) values (?, ?, ?, ?, ?, ?)
       on conflict do nothing`,
      [row.record_id, number, url.slice(0, 300), outcome.status, ok, outcome.error?.slice(0, 200) ?? null],
    );
    await sql(
      `update notify_record set callback_attempts = ?, callback_status = ?,
         next_attempt_at = now() + make_interval(mins => ?) where id = ?`,
      [number, status, ok ? 0 : (wait ?? 0), row.record_id],
    );
  });
  return ok;
}

async function post(
  url: string,
  fields: Record<string, string>,
  opts: CallbackOptions,
): Promise<{ status: number | null; body: string; error?: string }> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return { status: null, body: '', error: '通知網址無效' };
  }
  if (opts.allowUrl && !(await opts.allowUrl(target))) return { status: null, body: '', error: '通知網址不允許' };
  try {
    const res = await fetch(target, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
      signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
    });
    const body = await readCapped(res);
    return { status: res.status, body, error: res.status === 200 ? undefined : `HTTP ${res.status}` };
  } catch (error) {
    const name = (error as { name?: string }).name;
    return { status: null, body: '', error: name === 'TimeoutError' ? '逾時未回應' : '無法連線' };
  }
}

async function readCapped(res: Response): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < MAX_ANSWER_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
  }
  await reader.cancel().catch(() => undefined);
  return Buffer.concat(chunks).toString('utf8').slice(0, MAX_ANSWER_BYTES);
}
