import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction, type TransactionWork } from './in-transaction';

/** SQLSTATEs after which PostgreSQL has rolled the whole transaction back and a retry is safe. */
const RETRYABLE = new Set(['40P01' /* deadlock_detected */, '40001' /* serialization_failure */]);
const MAX_ATTEMPTS = 5;

function sqlState(error: unknown): string | undefined {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * The one place money transactions run: a fresh fork in its own database transaction, retried when
 * PostgreSQL aborts it for a deadlock or a serialization failure. The abort rolled everything back —
 * idempotency claims included — so running the work again cannot move money twice. Locks inside follow
 * the ledger's global order (see ledger.ts), which makes such aborts rare rather than impossible.
 */
export async function moneyTransaction<T>(em: EntityManager, work: TransactionWork<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(em.fork(), work);
    } catch (error) {
      const state = sqlState(error);
      if (!state || !RETRYABLE.has(state) || attempt >= MAX_ATTEMPTS) throw error;
      // A short random pause lets the other transaction finish first.
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}
