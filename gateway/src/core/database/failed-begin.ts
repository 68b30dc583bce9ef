import type { EventSubscriber, TransactionEventArgs } from '@mikro-orm/core';
import type { Knex } from '@mikro-orm/postgresql';

/**
 * A transaction whose BEGIN failed (a PostgreSQL shutdown cut its pooled connection) fails with that BEGIN's own
 * error, a lost connection the gateway answers 503. Left alone, knex hands the work an already-finished
 * transaction, whose first statement throws "Transaction query already complete": an unexplained 500.
 */
export class FailedBeginCheck implements EventSubscriber {
  async afterTransactionStart({ transaction }: TransactionEventArgs): Promise<void> {
    const trx = transaction as Knex.Transaction | undefined;
    if (!trx?.isCompleted()) return;
    // Rejected with the BEGIN's error; a finished transaction that somehow was not is refused all the same.
    await trx.executionPromise;
    throw Object.assign(new Error('the transaction ended before its work began'), { code: '08003' });
  }
}
