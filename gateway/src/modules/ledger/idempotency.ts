import { sqlOf } from '../../core/database/sql';
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';

/** An idempotency key the client makes once per submission (a UUID or similar). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export type Claim<T> = { first: true } | { first: false; response: T | null; sameRequest: boolean };

export function requestHash(payload: unknown): string {
  return createHash('sha256').update(JSON.stringify(payload)).digest('hex');
}

/**
 * Claims (member, key) inside the caller's transaction. A concurrent claim of the same key waits on the unique
 * index until the first transaction ends: if it committed, the retry reads the first answer; if it rolled back
 * (crash, killed connection), the retry becomes the first and does the work. Money therefore moves at most once.
 */
export async function claimIdempotencyKey<T>(
  tx: EntityManager,
  p: { memberId: number; key: string; operation: string; hash: string },
): Promise<Claim<T>> {
  const sql = sqlOf(tx);
  const inserted = await sql(
    `insert into idempotency_record (member_id, key, operation, request_hash) values (?, ?, ?, ?) on conflict do nothing returning key`,
    [p.memberId, p.key, p.operation, p.hash],
  );
  if (inserted.length) return { first: true };
  const [row] = await sql<{ operation: string; request_hash: string; response: T | null }>(
    `select operation, request_hash, response from idempotency_record where member_id = ? and key = ?`,
    [p.memberId, p.key],
  );
  return {
    first: false,
    response: row.response,
    sameRequest: row.operation === p.operation && row.request_hash === p.hash,
  };
}

/** Stores the answer given to the first request, in the same transaction as its effects. */
export async function storeIdempotentResponse(
  tx: EntityManager,
  memberId: number,
  key: string,
  response: unknown,
): Promise<void> {
  await sqlOf(tx)(`update idempotency_record set response = ?::jsonb where member_id = ? and key = ?`, [
    JSON.stringify(response),
    memberId,
    key,
  ]);
}

/**
 * Idempotency answers are kept 30 days; a retry after that is refused by the ledger's unique
 * (member, key) index on entries rather than moving money again.
 */
export async function pruneIdempotencyRecords(em: EntityManager): Promise<number> {
  const rows = await sqlOf(em.fork())<{ key: string }>(
    `delete from idempotency_record where created_at < now() - interval '30 days' returning key`,
  );
  return rows.length;
}
