import type { EntityManager } from '@mikro-orm/postgresql';
import { CALLBACK_RULE_MESSAGES, notifyUrlError } from '@paydesk/shared/callback-rules';
import type { Config } from '../../config/config';
import { accountHolderId, ownerId } from '../../core/auth/access';
import type { RequestContext } from '../../core/context';
import { sqlOf } from '../../core/database/sql';
import { fieldError } from '../../core/errors';
import { newHashPair } from './callback-signature';
import { resolveCallbackTarget } from './callback-address';
import { claimCallback, sendClaimed, type CallbackOptions } from './callback-queue';
import { CALLBACK_URL_SQL, CHECKOUT_ORDER_JOIN } from './notify-delivery';
import { CALLBACK_STATUS_LIST, CallbackStatus } from '@paydesk/shared/callback-statuses';
import type {
  MerchantCallbackPayload,
  MerchantCallbackSettings,
  NotifyLogView,
  NotifyResendPayload,
} from './notify.types';

export const CALLBACK_MESSAGES = {
  notFound: '查無此商店',
  urlPrivate: '通知網址不可指向內部網路位址',
  urlUnresolved: '通知網址的主機名稱無法解析，請確認網址',
  saved: '通知網址已儲存',
  rotated: '已產生新的 HashKey 與 HashIV，請立即複製保存，離開後將無法再次查看',
  txNotFound: '查無此交易',
  noUrl: '此商店尚未設定通知網址',
  resent: '已重新發送付款通知',
  resendFailed: '重新發送失敗，系統將依排程再試',
  inFlight: '付款通知正在發送中，請稍後查看結果',
  queued: '已排入發送佇列，稍後送出',
} as const;

/** What an unfinished attempt shows: still posting, or its worker stopped before the answer was recorded. */
const ATTEMPT_OPEN = { sending: '發送中', cutOff: '發送中斷，未取得回應' } as const;

/** The delivery options of a configuration: simulated outside production; loopback only where switched on. */
export function callbackOptions(config: Pick<Config, 'appEnv' | 'notifyAllowLoopback'>): CallbackOptions {
  return { simulated: config.appEnv !== 'production', policy: { allowLoopback: config.notifyAllowLoopback } };
}

interface ShopRow {
  id: number;
  notify_url: string | null;
  hash_key: string | null;
  merchant_no: string;
  test_hash_key: string;
  test_hash_iv: string;
}

/** A shop's callback settings (notify URL, hash key) and each payment's callback log with a resend. */
export class CallbackService {
  constructor(private readonly options: CallbackOptions) {}

  private async ownShop(em: EntityManager, memberId: number, merchantId: number) {
    const [row] = await sqlOf(em)<ShopRow>(
      `select id, notify_url, hash_key, merchant_no, test_hash_key, test_hash_iv from merchant where id = ? and member_id = ?`,
      [merchantId, memberId],
    );
    return row;
  }

  private view(row: ShopRow): MerchantCallbackSettings {
    // The sandbox pair is no secret of a live shop: shown only where payments are simulated.
    const sandbox = this.options.simulated;
    return {
      merchantId: row.id,
      notifyUrl: row.notify_url,
      hashKeySet: row.hash_key !== null,
      merchantNo: row.merchant_no,
      testHashKey: sandbox ? row.test_hash_key : null,
      testHashIv: sandbox ? row.test_hash_iv : null,
    };
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
    // Checked here and again before every POST (a name may resolve elsewhere later).
    const target = parsed ? await resolveCallbackTarget(parsed, this.options.policy) : null;
    if (target && !target.ok)
      return target.reason === 'internal'
        ? fail('notifyUrl', 'PRIVATE', CALLBACK_MESSAGES.urlPrivate)
        : fail('notifyUrl', 'UNRESOLVED', CALLBACK_MESSAGES.urlUnresolved);
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
      `select r.id, r.transaction_id, ${CALLBACK_URL_SQL} as notify_url from notify_record r
         join payment_transaction t on t.id = r.transaction_id join merchant m on m.id = t.merchant_id
         ${CHECKOUT_ORDER_JOIN} where t.trade_no = ? and t.member_id = ? and r.event = 'paid'`,
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
    // Never while an attempt is in flight: moving its record forward would let it be posted twice at once.
    const due = await sqlOf(ctx.em)(
      `update notify_record r set callback_status = ${CallbackStatus.PENDING}, next_attempt_at = now() where r.id = ?
         and not exists (select 1 from notify_attempt a where a.notify_record_id = r.id and a.finished_at is null
                           and a.lease_until > now())
       returning r.id`,
      [record.id],
    );
    if (due.length === 0) return refuse('IN_FLIGHT', CALLBACK_MESSAGES.inFlight);
    const claim = await claimCallback(ctx.em, { ...this.options, recordId: record.id });
    const delivered = claim ? await sendClaimed(ctx.em, claim, this.options) : false;
    const log = await notifyLogOf(ctx.em, record.transaction_id);
    if (!claim) return { success: true, message: CALLBACK_MESSAGES.queued, errors: [], log };
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
    finished: boolean;
    leased: boolean;
  }>(
    `select attempt, created_at, status_code, ok, error, finished_at is not null as finished,
        lease_until > now() as leased
       from notify_attempt where notify_record_id = ? order by attempt`,
    [record.id],
  );
  const entry = CALLBACK_STATUS_LIST.byCode(record.callback_status) ?? CALLBACK_STATUS_LIST.entries[0];
  return {
    status: entry.code,
    statusLabel: entry.label,
    nextAttemptAt: record.callback_status === CallbackStatus.PENDING ? new Date(record.next_attempt_at) : null,
    attempts: attempts.map((a) => ({
      attempt: a.attempt,
      at: new Date(a.created_at),
      statusCode: a.status_code,
      ok: a.ok,
      error: a.finished ? a.error : a.leased ? ATTEMPT_OPEN.sending : ATTEMPT_OPEN.cutOff,
    })),
  };
}
