import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EntityManager } from '@mikro-orm/postgresql';
import { pgArray, sqlOf } from '../../core/database/sql';
import { insertSeller } from '../ledger/ledger.fixtures';
import { CallbackStatus } from './notify-delivery';

/** A shop's callback receiver on 127.0.0.1 that counts what reaches it. */
export interface Receiver {
  url: string;
  /** TradeNo of every POST, in arrival order. */
  posts: string[];
  connections: number;
  /** The most POSTs it held unanswered at once. */
  maxConcurrent: number;
  /** How it answers; `null` never answers. */
  answer: { status: number; body: string; delayMs?: number } | null;
  close(): Promise<void>;
}

export async function startReceiver(answer: Receiver['answer'] = { status: 200, body: '1|OK' }): Promise<Receiver> {
  let open = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      receiver.posts.push(new URLSearchParams(body).get('TradeNo') ?? '');
      open++;
      receiver.maxConcurrent = Math.max(receiver.maxConcurrent, open);
      // Answered, or given up by the caller: either way no longer held.
      res.on('close', () => open--);
      const reply = receiver.answer;
      if (!reply) return;
      setTimeout(
        () => res.writeHead(reply.status, { 'Content-Type': 'text/plain' }).end(reply.body),
        reply.delayMs ?? 0,
      );
    });
  });
  server.on('connection', () => receiver.connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const receiver: Receiver = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/paydesk/notify`,
    posts: [],
    connections: 0,
    maxConcurrent: 0,
    answer,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return receiver;
}

/** A shop with a notify URL (or none) and its signing keys. */
export async function insertShop(em: EntityManager, notifyUrl: string | null): Promise<number> {
  const memberId = await insertSeller(em, 'callback shop');
  const [row] = await sqlOf(em)<{ id: number }>(
    `insert into merchant (member_id, name, status, mer_type, sell_type, goods_pay_type, notify_url, hash_key, hash_iv)
     values (?, '回呼測試商店', 1, 1, '2', 1, ?, 'abcdefghijklmnop', 'qrstuvwxyz012345') returning id`,
    [memberId, notifyUrl],
  );
  return row.id;
}

let counter = 0;

/** `n` paid payments of a shop whose callbacks are due (mails already sent); returns their trade numbers. */
export async function insertDueCallbacks(em: EntityManager, merchantId: number, n: number, dueAgo = 0) {
  const tradeNos: string[] = [];
  const sql = sqlOf(em);
  for (let i = 0; i < n; i++) {
    const tradeNo = `9${String(process.pid % 1000).padStart(3, '0')}${String(++counter).padStart(16, '0')}`;
    const [t] = await sql<{ id: number }>(
      `insert into payment_transaction (trade_no, amount, status, pay_type, merchant_id, member_id, fee, paid_at, item_name)
       select ?, 500, 1, 1, m.id, m.member_id, 14, now(), '測試商品' from merchant m where m.id = ? returning id`,
      [tradeNo, merchantId],
    );
    await sql(
      `insert into notify_record (transaction_id, event, payload, mailed_at, callback_status, next_attempt_at)
       values (?, 'paid', '{}'::jsonb, now(), ?, now() - make_interval(secs => ?))`,
      [t.id, CallbackStatus.PENDING, dueAgo],
    );
    tradeNos.push(tradeNo);
  }
  return tradeNos;
}

/** Every attempt logged for these payments. */
export async function attemptsOf(em: EntityManager, tradeNos: string[]) {
  return sqlOf(em)<{
    trade_no: string;
    attempt: number;
    status_code: number | null;
    ok: boolean;
    error: string | null;
    answer: string | null;
    finished: boolean;
  }>(
    `select t.trade_no, a.attempt, a.status_code, a.ok, a.error, a.answer, a.finished_at is not null as finished
       from notify_attempt a join notify_record r on r.id = a.notify_record_id
       join payment_transaction t on t.id = r.transaction_id
      where t.trade_no = any(?::text[]) order by a.id`,
    [pgArray(tradeNos)],
  );
}
