import dns from 'node:dns/promises';
import net from 'node:net';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CALLBACK_RULE_MESSAGES, notifyUrlError } from '@paydesk/shared/callback-rules';
import type { AppEnv } from '../../config/config';
import { accountHolderId, ownerId } from '../../core/auth/access';
import type { RequestContext } from '../../core/context';
import { sqlOf } from '../../core/database/sql';
import { fieldError } from '../../core/errors';
import { newHashPair } from './callback-signature';
import { CallbackStatus, deliverCallbacks, type CallbackOptions } from './notify-delivery';
import type {
  MerchantCallbackPayload,
  MerchantCallbackSettings,
  NotifyLogView,
  NotifyResendPayload,
} from './notify.types';

export const CALLBACK_MESSAGES = {
  notFound: '查無此商店',
  urlPrivate: '通知網址不可指向內部網路位址',
  saved: '通知網址已儲存',
  rotated: '已產生新的 HashKey 與 HashIV，請立即複製保存，離開後將無法再次查看',
  txNotFound: '查無此交易',
  noUrl: '此商店尚未設定通知網址',
  resent: '已重新發送付款通知',
  resendFailed: '重新發送失敗，系統將依排程再試',
} as const;

const STATUS = [
  ['pending', '等待發送'],
  ['delivered', '已送達'],
  ['gave_up', '已停止重試'],
  ['none', '未設定通知網址'],
] as const;

/** Loopback, private, link-local and unique-local addresses: what a callback must never reach in production. */
function isInternalAddress(address: string): boolean {
  if (net.isIPv4(address)) {
    const [a = 0, b = 0] = address.split('.').map(Number);
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254)
    );
  }
  const v6 = address.toLowerCase();
  return (
    v6 === '::1' ||
    v6 === '::' ||
    v6.startsWith('fc') ||
    v6.startsWith('fd') ||
    v6.startsWith('fe80') ||
    v6.startsWith('::ffff:')
  );
}

/** Production: a callback goes only to a public address (checked when set and again before each post). */
export async function publicOnly(url: URL): Promise<boolean> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = net.isIP(host)
    ? [host]
    : (await dns.lookup(host, { all: true }).catch(() => [])).map((a) => a.address);
  return addresses.length > 0 && addresses.every((a) => !isInternalAddress(a));
}

/** The delivery options of this environment: simulated outside production, public addresses only in it. */
export function callbackOptions(appEnv: AppEnv): CallbackOptions {
  return appEnv === 'production' ? { simulated: false, allowUrl: publicOnly } : { simulated: true };
}

/** A shop's callback settings (notify URL, hash key) and each payment's callback log with a resend. */
export class CallbackService {
  constructor(private readonly appEnv: AppEnv) {}

  private async ownShop(em: EntityManager, memberId: number, merchantId: number) {
    const [row] = await sqlOf(em)<{ id: number; notify_url: string | null; hash_key: string | null }>(
      `select id, notify_url, hash_key from merchant where id = ? and member_id = ?`,
      [merchantId, memberId],
    );
    return row;
  }

  private view(row: { id: number; notify_url: string | null; hash_key: string | null }): MerchantCallbackSettings {
    return { merchantId: row.id, notifyUrl: row.notify_url, hashKeySet: row.hash_key !== null };
  }

  async settings(ctx: RequestContext, merchantId: number): Promise<MerchantCallbackSettings | null> {
    const row = await this.ownShop(ctx.em, ownerId(ctx), merchantId);
    return row ? this.view(row) : null;
  }

  /** Sets or clears (empty) the notify URL; the first URL also makes the shop's hash key and IV, shown once. */
  async setUrl(ctx: RequestContext, merchantId: number, url: string): Promise<MerchantCallbackPayload> {
    const memberId = accountHolderId(ctx.viewer);
    const row = await this.ownShop(ctx.em, memberId, merchantId);
    const fail = (field: string | null, code: string, message: string): MerchantCallbackPayload => ({
      success: false,
      message,
      errors: [fieldError(field, code, message)],
      settings: row ? this.view(row) : null,
      hashKey: null,
      hashIv: null,
    });
    if (!row) return fail(null, 'NOT_FOUND', CALLBACK_MESSAGES.notFound);
    const value = url.trim();
    const invalid = notifyUrlError(value);
    if (invalid) return fail('notifyUrl', 'INVALID', invalid);
    let parsed: URL | null = null;
    try {
      parsed = value ? new URL(value) : null;
    } catch {
      return fail('notifyUrl', 'INVALID', CALLBACK_RULE_MESSAGES.notifyUrl);
    }
    if (parsed && this.appEnv === 'production' && !(await publicOnly(parsed)))
      return fail('notifyUrl', 'PRIVATE', CALLBACK_MESSAGES.urlPrivate);
    const pair = parsed && row.hash_key === null ? newHashPair() : null;
    await sqlOf(ctx.em)(
      `update merchant set notify_url = ?, hash_key = coalesce(?, hash_key), hash_iv = coalesce(?, hash_iv) where id = ?`,
      [parsed ? value : null, pair?.hashKey ?? null, pair?.hashIv ?? null, row.id],
    );
    const saved = await this.ownShop(ctx.em, memberId, merchantId);
    return {
      success: true,
      message: pair ? CALLBACK_MESSAGES.rotated : CALLBACK_MESSAGES.saved,
      errors: [],
      settings: saved ? this.view(saved) : null,
      hashKey: pair?.hashKey ?? null,
      hashIv: pair?.hashIv ?? null,
    };
  }

  /** A new hash key and IV (the old ones stop signing at once); shown only in this answer. */
  async rotateKey(ctx: RequestContext, merchantId: number): Promise<MerchantCallbackPayload> {
    const memberId = accountHolderId(ctx.viewer);
    const row = await this.ownShop(ctx.em, memberId, merchantId);
    if (!row)
      return {
        success: false,
        message: CALLBACK_MESSAGES.notFound,
        errors: [fieldError(null, 'NOT_FOUND', CALLBACK_MESSAGES.notFound)],
        settings: null,
        hashKey: null,
        hashIv: null,
      };
    const pair = newHashPair();
    await sqlOf(ctx.em)(`update merchant set hash_key = ?, hash_iv = ? where id = ?`, [
      pair.hashKey,
      pair.hashIv,
      row.id,
    ]);
    return {
      success: true,
      message: CALLBACK_MESSAGES.rotated,
      errors: [],
      settings: { ...this.view(row), hashKeySet: true },
      hashKey: pair.hashKey,
      hashIv: pair.hashIv,
    };
  }

  /** Sends a payment's callback again now (and, failing, on the schedule from there). */
  async resend(ctx: RequestContext, tradeNo: string): Promise<NotifyResendPayload> {
    const [record] = await sqlOf(ctx.em)<{ id: number; transaction_id: number; notify_url: string | null }>(
      `select r.id, r.transaction_id, m.notify_url from notify_record r join payment_transaction t on t.id = r.transaction_id
         join merchant m on m.id = t.merchant_id where t.trade_no = ? and t.member_id = ? and r.event = 'paid'`,
      [tradeNo, ownerId(ctx)],
    );
    const refuse = (code: string, message: string): NotifyResendPayload => ({
      success: false,
      message,
      errors: [fieldError(null, code, message)],
      log: null,
    });
    if (!record) return refuse('NOT_FOUND', CALLBACK_MESSAGES.txNotFound);
    if (!record.notify_url) return refuse('NO_URL', CALLBACK_MESSAGES.noUrl);
    await sqlOf(ctx.em)(
      `update notify_record set callback_status = ${CallbackStatus.PENDING}, next_attempt_at = now() where id = ?`,
      [record.id],
    );
    const delivered = await deliverCallbacks(ctx.em, { ...callbackOptions(this.appEnv), recordId: record.id });
    const log = await notifyLogOf(ctx.em, record.transaction_id);
    return delivered
      ? { success: true, message: CALLBACK_MESSAGES.resent, errors: [], log }
      : { success: false, message: CALLBACK_MESSAGES.resendFailed, errors: [], log };
  }
}

/** A payment's callback log for its detail page; null for payments that wrote no notify record. */
export async function notifyLogOf(em: EntityManager, transactionId: number): Promise<NotifyLogView | null> {
  const [record] = await sqlOf(em)<{ id: number; callback_status: number; next_attempt_at: string }>(
    `select id, callback_status, next_attempt_at from notify_record where transaction_id = ? and event = 'paid'
      order by id limit 1`,
    [transactionId],
  );
  if (!record) return null;
  const attempts = await sqlOf(em)<{
    attempt: number;
    created_at: string;
    status_code: number | null;
    ok: boolean;
    error: string | null;
  }>(
    `select attempt, created_at, status_code, ok, error from notify_attempt where notify_record_id = ? order by attempt`,
    [record.id],
  );
  const [status, statusLabel] = STATUS[record.callback_status] ?? STATUS[0];
  return {
    status,
    statusLabel,
    nextAttemptAt: record.callback_status === CallbackStatus.PENDING ? new Date(record.next_attempt_at) : null,
    attempts: attempts.map((a) => ({
      attempt: a.attempt,
      at: new Date(a.created_at),
      statusCode: a.status_code,
      ok: a.ok,
      error: a.error,
    })),
  };
}
