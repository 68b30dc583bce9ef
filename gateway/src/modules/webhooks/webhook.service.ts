import type { EntityManager } from '@mikro-orm/postgresql';
import { CallbackStatus } from '@paydesk/shared/callback-statuses';
import { WEBHOOK_EVENT_TYPES } from '@paydesk/shared/event-catalogue';
import { isWithinMax } from '@paydesk/shared/generic-rules';
import {
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_RULE_MESSAGES,
  webhookUrlError,
} from '@paydesk/shared/webhook-rules';
import { accountHolderId, ownerId } from '../../core/auth/access';
import type { RequestContext } from '../../core/context';
import { pgArray, sqlOf } from '../../core/database/sql';
import { fieldError, type FieldError } from '../../core/errors';
import { createUnderCap } from '../../core/owner-cap';
import { pageFrom, pageRequest, refusedPage, type Page, type PageArgs } from '../../core/paging';
import { resolveCallbackTarget } from '../notify';
import { deliveriesOf } from './webhook-log';
import { claimWebhook, sendWebhook, type WebhookOptions } from './webhook-queue';
import { newEventId, newWebhookSecret } from './webhook-signature';
import { queueEvent } from './webhook-subscriber';
import type {
  WebhookDeliveryPayload,
  WebhookDeliveryView,
  WebhookEndpointInput,
  WebhookEndpointPayload,
  WebhookEndpointView,
  WebhookSecretPayload,
} from './webhook.types';

export const WEBHOOK_MESSAGES = {
  notFound: '查無此 Webhook 端點',
  shopNotFound: '查無此商店',
  tooMany: `最多可設定 ${WEBHOOK_ENDPOINTS_MAX} 個 Webhook 端點`,
  urlPrivate: '網址不可指向內部網路位址',
  urlUnresolved: '網址的主機名稱無法解析，請確認網址',
  eventUnknown: '包含無法訂閱的事件',
  created: '已新增 Webhook 端點，請複製簽章密鑰',
  saved: 'Webhook 端點已儲存',
  deleted: 'Webhook 端點已刪除',
  revealed: '已顯示簽章密鑰',
  rotated: '已產生新的簽章密鑰，舊密鑰立即失效',
  deliveryNotFound: '查無此發送紀錄',
  inFlight: '正在發送中，請稍後查看結果',
  sent: '已送達',
  sendFailed: '發送失敗，系統將依排程再試',
  queued: '已排入發送佇列，稍後送出',
} as const;

const WEBHOOK_TYPES: readonly string[] = WEBHOOK_EVENT_TYPES;

interface EndpointRow {
  id: number;
  merchant_id: number | null;
  merchant_name: string | null;
  url: string;
  description: string | null;
  events: string[];
  enabled: boolean;
  created_at: string;
}

const ENDPOINT_SELECT = `select w.id, w.merchant_id, m.name as merchant_name, w.url, w.description, w.events, w.enabled,
    w.created_at from webhook_endpoint w left join merchant m on m.id = w.merchant_id`;

const view = (r: EndpointRow): WebhookEndpointView => ({
  id: r.id,
  merchantId: r.merchant_id,
  merchantName: r.merchant_name,
  url: r.url,
  description: r.description,
  events: r.events,
  enabled: r.enabled,
  createdAt: new Date(r.created_at),
});

const fail = (field: string | null, code: string, message: string) => ({
  success: false,
  message,
  errors: [fieldError(field, code, message)],
});

/** A seller's webhook endpoints, their secrets, the deliveries' log, resends and test events (account holders write). */
const ENDPOINT_CAP = { table: 'webhook_endpoint', ownerColumn: 'member_id', cap: WEBHOOK_ENDPOINTS_MAX };

export class WebhookService {
  constructor(private readonly options: WebhookOptions) {}

  private async endpoint(em: EntityManager, memberId: number, id: number): Promise<EndpointRow | undefined> {
    const [row] = await sqlOf(em)<EndpointRow>(`${ENDPOINT_SELECT} where w.id = ? and w.member_id = ?`, [id, memberId]);
    return row;
  }

  async endpoints(ctx: RequestContext): Promise<WebhookEndpointView[]> {
    const rows = await sqlOf(ctx.em)<EndpointRow>(`${ENDPOINT_SELECT} where w.member_id = ? order by w.id`, [
      ownerId(ctx),
    ]);
    return rows.map(view);
  }

  /** One keyset page of the member's deliveries (one endpoint's, or the failing ones), newest first. */
  async deliveries(
    ctx: RequestContext,
    endpointId: number | null,
    failingOnly: boolean,
    paging: PageArgs,
  ): Promise<Page<WebhookDeliveryView>> {
    const memberId = ownerId(ctx);
    const req = pageRequest(paging);
    if (req.errors.length) return refusedPage(req.errors);
    const rows = await deliveriesOf(ctx.em, {
      memberId,
      endpointId,
      failingOnly,
      beforeId: req.after?.id ?? null,
      limit: req.limit,
    });
    return pageFrom(
      rows,
      req,
      (d) => ({ id: d.id, at: null }),
      (d) => d,
    );
  }

  /** The input's problems, in zh-TW (the URL checked against the address rules as the notify URL is). */
  private async check(em: EntityManager, memberId: number, input: WebhookEndpointInput): Promise<FieldError[]> {
    const errors: FieldError[] = [];
    const url = input.url.trim();
    const urlError = webhookUrlError(url);
    if (urlError) errors.push(fieldError('url', 'INVALID', urlError));
    else {
      const target = await resolveCallbackTarget(new URL(url), this.options.policy);
      if (!target.ok)
        errors.push(
          target.reason === 'internal'
            ? fieldError('url', 'PRIVATE', WEBHOOK_MESSAGES.urlPrivate)
            : fieldError('url', 'UNRESOLVED', WEBHOOK_MESSAGES.urlUnresolved),
        );
    }
    if (!isWithinMax(input.description?.trim() ?? '', WEBHOOK_DESCRIPTION_MAX_LENGTH))
      errors.push(fieldError('description', 'INVALID', WEBHOOK_RULE_MESSAGES.description));
    if (input.events.length === 0) errors.push(fieldError('events', 'REQUIRED', WEBHOOK_RULE_MESSAGES.events));
    else if (!input.events.every((e) => WEBHOOK_TYPES.includes(e)))
      errors.push(fieldError('events', 'INVALID', WEBHOOK_MESSAGES.eventUnknown));
    if (input.merchantId) {
      const [shop] = await sqlOf(em)(`select 1 from merchant where id = ? and member_id = ?`, [
        input.merchantId,
        memberId,
      ]);
      if (!shop) errors.push(fieldError('merchantId', 'NOT_FOUND', WEBHOOK_MESSAGES.shopNotFound));
    }
    return errors;
  }

  async create(ctx: RequestContext, input: WebhookEndpointInput): Promise<WebhookEndpointPayload> {
    const memberId = accountHolderId(ctx.viewer);
    const errors = await this.check(ctx.em, memberId, input);
    if (errors.length) return { success: false, message: errors[0].message, errors, endpoint: null, secret: null };
    const secret = newWebhookSecret();
    const made = await createUnderCap(ctx.em, ENDPOINT_CAP, memberId, (tx) =>
      sqlOf(tx)<{ id: number }>(
        `insert into webhook_endpoint (member_id, merchant_id, url, description, secret, events, enabled)
       values (?, ?, ?, ?, ?, ?::text[], ?) returning id`,
        [
          memberId,
          input.merchantId ?? null,
          input.url.trim(),
          input.description?.trim() || null,
          secret,
          pgArray([...new Set(input.events)]),
          input.enabled ?? true,
        ],
      ),
    );
    if (made.full) return { ...fail(null, 'TOO_MANY', WEBHOOK_MESSAGES.tooMany), endpoint: null, secret: null };
    const saved = await this.endpoint(ctx.em, memberId, made.value[0].id);
    return {
      success: true,
      message: WEBHOOK_MESSAGES.created,
      errors: [],
      endpoint: saved ? view(saved) : null,
      secret,
    };
  }

  async update(ctx: RequestContext, id: number, input: WebhookEndpointInput): Promise<WebhookEndpointPayload> {
    const memberId = accountHolderId(ctx.viewer);
    if (!(await this.endpoint(ctx.em, memberId, id)))
      return { ...fail(null, 'NOT_FOUND', WEBHOOK_MESSAGES.notFound), endpoint: null, secret: null };
    const errors = await this.check(ctx.em, memberId, input);
    if (errors.length) return { success: false, message: errors[0].message, errors, endpoint: null, secret: null };
    await sqlOf(ctx.em)(
      `update webhook_endpoint set merchant_id = ?, url = ?, description = ?, events = ?::text[],
          enabled = coalesce(?, enabled), updated_at = now() where id = ? and member_id = ?`,
      [
        input.merchantId ?? null,
        input.url.trim(),
        input.description?.trim() || null,
        pgArray([...new Set(input.events)]),
        input.enabled ?? null,
        id,
        memberId,
      ],
    );
    const saved = await this.endpoint(ctx.em, memberId, id);
    return {
      success: true,
      message: WEBHOOK_MESSAGES.saved,
      errors: [],
      endpoint: saved ? view(saved) : null,
      secret: null,
    };
  }

  async remove(ctx: RequestContext, id: number): Promise<WebhookEndpointPayload> {
    const memberId = accountHolderId(ctx.viewer);
    const gone = await sqlOf(ctx.em)(`delete from webhook_endpoint where id = ? and member_id = ? returning id`, [
      id,
      memberId,
    ]);
    if (gone.length === 0)
      return { ...fail(null, 'NOT_FOUND', WEBHOOK_MESSAGES.notFound), endpoint: null, secret: null };
    return { success: true, message: WEBHOOK_MESSAGES.deleted, errors: [], endpoint: null, secret: null };
  }

  /** The endpoint's secret (`rotate`: a new one first, the old one no longer signs). */
  async secret(ctx: RequestContext, id: number, rotate: boolean): Promise<WebhookSecretPayload> {
    const memberId = accountHolderId(ctx.viewer);
    const sql = sqlOf(ctx.em);
    const [row] = rotate
      ? await sql<{ secret: string }>(
          `update webhook_endpoint set secret = ?, updated_at = now() where id = ? and member_id = ? returning secret`,
          [newWebhookSecret(), id, memberId],
        )
      : await sql<{ secret: string }>(`select secret from webhook_endpoint where id = ? and member_id = ?`, [
          id,
          memberId,
        ]);
    if (!row) return { ...fail(null, 'NOT_FOUND', WEBHOOK_MESSAGES.notFound), secret: null };
    return {
      success: true,
      message: rotate ? WEBHOOK_MESSAGES.rotated : WEBHOOK_MESSAGES.revealed,
      errors: [],
      secret: row.secret,
    };
  }

  /** Sends a delivery again now (and, failing, on the schedule from there). */
  async resend(ctx: RequestContext, deliveryId: number): Promise<WebhookDeliveryPayload> {
    const memberId = accountHolderId(ctx.viewer);
    const [found] = await deliveriesOf(ctx.em, { memberId, deliveryId });
    if (!found) return { ...fail(null, 'NOT_FOUND', WEBHOOK_MESSAGES.deliveryNotFound), delivery: null };
    // Never while an attempt is in flight: moving the delivery forward would let it be posted twice at once.
    const due = await sqlOf(ctx.em)(
      `update webhook_delivery d set status = ?, next_attempt_at = now() where d.id = ?
         and not exists (select 1 from webhook_attempt a where a.delivery_id = d.id and a.finished_at is null
                           and a.lease_until > now())
       returning d.id`,
      [CallbackStatus.PENDING, deliveryId],
    );
    if (due.length === 0) return { ...fail(null, 'IN_FLIGHT', WEBHOOK_MESSAGES.inFlight), delivery: found };
    return this.sendNow(ctx.em, memberId, deliveryId);
  }

  /** Sends a test event (`evt_test_…`, its object marked `test`) to one endpoint now. */
  async sendTest(ctx: RequestContext, endpointId: number, type: string | null): Promise<WebhookDeliveryPayload> {
    const memberId = accountHolderId(ctx.viewer);
    const endpoint = await this.endpoint(ctx.em, memberId, endpointId);
    if (!endpoint) return { ...fail(null, 'NOT_FOUND', WEBHOOK_MESSAGES.notFound), delivery: null };
    const eventType = type && WEBHOOK_TYPES.includes(type) ? type : (endpoint.events[0] ?? WEBHOOK_TYPES[0]);
    const id = newEventId(true);
    const [deliveryId] = await queueEvent(
      ctx.em,
      {
        id,
        type: eventType,
        memberId,
        shopId: endpoint.merchant_id,
        data: { id: 'test', object: eventType.split('.')[0], test: true },
        createdAt: new Date(),
      },
      [endpointId],
    );
    return this.sendNow(ctx.em, memberId, deliveryId);
  }

  private async sendNow(em: EntityManager, memberId: number, deliveryId: number): Promise<WebhookDeliveryPayload> {
    const claim = await claimWebhook(em, { ...this.options, deliveryId });
    const sent = claim ? await sendWebhook(em, claim, this.options) : false;
    const [delivery] = await deliveriesOf(em, { memberId, deliveryId });
    if (!claim) return { success: true, message: WEBHOOK_MESSAGES.queued, errors: [], delivery: delivery ?? null };
    return sent
      ? { success: true, message: WEBHOOK_MESSAGES.sent, errors: [], delivery: delivery ?? null }
      : { success: false, message: WEBHOOK_MESSAGES.sendFailed, errors: [], delivery: delivery ?? null };
  }
}
