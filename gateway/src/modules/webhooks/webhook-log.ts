import type { EntityManager } from '@mikro-orm/postgresql';
import { CALLBACK_STATUS_LIST, CallbackStatus } from '@paydesk/shared/callback-statuses';
import { pgArray, sqlOf } from '../../core/database/sql';
import type { WebhookDeliveryView } from './webhook.types';

/** What an unfinished attempt shows: still posting, or its worker stopped before the answer was recorded. */
const ATTEMPT_OPEN = { sending: '發送中', cutOff: '發送中斷，未取得回應' } as const;

export interface DeliveryFilter {
  memberId: number;
  endpointId?: number | null;
  /** Given up, or waiting for a retry after a failed attempt. */
  failingOnly?: boolean;
  deliveryId?: number;
  /** Keyset paging: only deliveries older than this one. */
  beforeId?: number | null;
  /** How many rows at most (a page and one more). */
  limit?: number;
}

/** A member's latest deliveries (of one endpoint, or failing ones across every endpoint and event) with attempts. */
export async function deliveriesOf(em: EntityManager, filter: DeliveryFilter): Promise<WebhookDeliveryView[]> {
  const sql = sqlOf(em);
  const where: string[] = ['e.member_id = ?'];
  const params: unknown[] = [filter.memberId];
  if (filter.endpointId) {
    where.push('d.endpoint_id = ?');
    params.push(filter.endpointId);
  }
  if (filter.deliveryId) {
    where.push('d.id = ?');
    params.push(filter.deliveryId);
  }
  if (filter.beforeId != null) {
    where.push('d.id < ?');
    params.push(filter.beforeId);
  }
  if (filter.failingOnly) {
    where.push('(d.status = ? or (d.status = ? and d.attempts > 0))');
    params.push(CallbackStatus.GAVE_UP, CallbackStatus.PENDING);
  }
  const rows = await sql<{
    id: string;
    event_id: string;
    type: string;
    endpoint_id: number;
    url: string;
    status: number;
    next_attempt_at: string;
    created_at: string;
  }>(
    `select d.id, d.event_id, v.type, d.endpoint_id, e.url, d.status, d.next_attempt_at, d.created_at
       from webhook_delivery d join webhook_endpoint e on e.id = d.endpoint_id join webhook_event v on v.id = d.event_id
      where ${where.join(' and ')} order by d.id desc limit ?`,
    [...params, filter.limit ?? 1],
  );
  if (rows.length === 0) return [];
  const attempts = await sql<{
    delivery_id: string;
    attempt: number;
    created_at: string;
    status_code: number | null;
    ok: boolean;
    error: string | null;
    answer: string | null;
    finished: boolean;
    leased: boolean;
  }>(
    `select delivery_id, attempt, created_at, status_code, ok, error, answer, finished_at is not null as finished,
        lease_until > now() as leased
       from webhook_attempt where delivery_id = any(?::bigint[]) order by delivery_id, attempt`,
    [pgArray(rows.map((r) => Number(r.id)))],
  );
  return rows.map((r) => {
    const entry = CALLBACK_STATUS_LIST.byCode(r.status) ?? CALLBACK_STATUS_LIST.entries[0];
    return {
      id: Number(r.id),
      eventId: r.event_id,
      eventType: r.type,
      endpointId: r.endpoint_id,
      endpointUrl: r.url,
      status: entry.code,
      statusLabel: entry.label,
      nextAttemptAt: r.status === CallbackStatus.PENDING ? new Date(r.next_attempt_at) : null,
      createdAt: new Date(r.created_at),
      attempts: attempts
        .filter((a) => a.delivery_id === r.id)
        .map((a) => ({
          attempt: a.attempt,
          at: new Date(a.created_at),
          statusCode: a.status_code,
          ok: a.ok,
          error: a.finished ? a.error : a.leased ? ATTEMPT_OPEN.sending : ATTEMPT_OPEN.cutOff,
          answer: a.answer,
        })),
    };
  });
}
