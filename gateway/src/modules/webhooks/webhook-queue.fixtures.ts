import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlOf } from '../../core/database/sql';
import type { DomainEvent } from '../events';
import { insertSeller } from '../ledger/ledger.fixtures';
import { newEventId } from './webhook-signature';

/** A webhook receiver on 127.0.0.1 that keeps every request's raw body and signature header. */
export interface WebhookReceiver {
  url: string;
  received: { eventId: string; body: string; signature: string; contentType: string }[];
  /** The most requests it held unanswered at once. */
  maxConcurrent: number;
  /** How it answers; `null` never answers (a hanging endpoint). */
  answer: { status: number; body: string; delayMs?: number } | null;
  close(): Promise<void>;
}

export async function startWebhookReceiver(
  answer: WebhookReceiver['answer'] = { status: 200, body: 'ok' },
): Promise<WebhookReceiver> {
  let open = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const parsed = JSON.parse(body) as { id: string };
      receiver.received.push({
        eventId: parsed.id,
        body,
        signature: String(req.headers['paydesk-signature'] ?? ''),
        contentType: String(req.headers['content-type'] ?? ''),
      });
      open++;
      receiver.maxConcurrent = Math.max(receiver.maxConcurrent, open);
      res.on('close', () => open--);
      const reply = receiver.answer;
      if (!reply) return;
      setTimeout(() => res.writeHead(reply.status).end(reply.body), reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const receiver: WebhookReceiver = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/paydesk`,
    received: [],
    maxConcurrent: 0,
    answer,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return receiver;
}

/** A seller with one shop; returns both ids. */
export async function insertSellerShop(em: EntityManager): Promise<{ memberId: number; shopId: number }> {
  const memberId = await insertSeller(em, 'webhook seller');
  const [row] = await sqlOf(em)<{ id: number }>(
    `insert into merchant (member_id, name, status, mer_type, sell_type, goods_pay_type)
     values (?, 'Webhook 測試商店', 1, 1, '2', 1) returning id`,
    [memberId],
  );
  return { memberId, shopId: row.id };
}

/** An endpoint of a member (and shop, when given) subscribing to `events`. */
export async function insertEndpoint(
  em: EntityManager,
  owner: { memberId: number; shopId?: number | null },
  url: string,
  events: string[] = ['payment.paid'],
  secret = 'whsec_test_secret',
  enabled = true,
): Promise<number> {
  const [row] = await sqlOf(em)<{ id: number }>(
    `insert into webhook_endpoint (member_id, merchant_id, url, secret, events, enabled)
     values (?, ?, ?, ?, ?::text[], ?) returning id`,
    [owner.memberId, owner.shopId ?? null, url, secret, `{${events.join(',')}}`, enabled],
  );
  return row.id;
}

/** A published event about a shop's payment. */
export function paidEvent(owner: { memberId: number; shopId: number }, tradeNo = 'T0001'): DomainEvent {
  return {
    id: newEventId(),
    type: 'payment.paid',
    memberId: owner.memberId,
    shopId: owner.shopId,
    data: { trade_no: tradeNo, amount: 500, status: 'paid', item_name: '測試 "商品" \\ 品名' },
    createdAt: new Date(),
  };
}

/** Every attempt logged for deliveries of these endpoints, in order. */
export async function webhookAttempts(em: EntityManager, endpointIds: number[]) {
  return sqlOf(em)<{
    delivery_id: string;
    event_id: string;
    attempt: number;
    status_code: number | null;
    ok: boolean;
    error: string | null;
    answer: string | null;
    finished: boolean;
  }>(
    `select a.delivery_id, d.event_id, a.attempt, a.status_code, a.ok, a.error, a.answer,
        a.finished_at is not null as finished
       from webhook_attempt a join webhook_delivery d on d.id = a.delivery_id
      where d.endpoint_id = any(?::int[]) order by a.id`,
    [`{${endpointIds.join(',')}}`],
  );
}
