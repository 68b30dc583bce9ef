import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '../../core/database/in-transaction';
import { sqlOf } from '../../core/database/sql';
import { COLLECTED_TX_STATUSES } from '@paydesk/shared/transaction-statuses';
import { chargeShippingFee } from '../ledger/held-funds';
import { lockMemberAccounts, memberBalances } from '../ledger/ledger';
import { settlePayments } from '../ledger/settlement';

/**
 * Test set-up for parcel fees: a member's money put where a test wants it. Every unsettled payment settles now (so
 * nothing is left in trust), then the held funds are brought down to `held` by charging the rest as a fee; each
 * step a balanced entry, as in production.
 */
export async function setMemberMoney(em: EntityManager, memberId: number, held: number): Promise<void> {
  await inTransaction(em.fork(), async (tx) => {
    const due = await sqlOf(tx)<{ id: number }>(
      `select id from payment_transaction where member_id = ? and settled_at is null and status = any(?::int[]) order by id for update`,
      [memberId, `{${COLLECTED_TX_STATUSES.join(',')}}`],
    );
    await settlePayments(
      tx,
      due.map((r) => ({ id: Number(r.id), memberId })),
    );
    await lockMemberAccounts(tx, memberId);
    const spare = (await memberBalances(tx, memberId)).held - held;
    if (spare < 0) throw new Error(`the member holds less than ${held}`);
    if (spare > 0) await chargeShippingFee(tx, { memberId, amount: spare, memo: 'test: set held' });
  });
}
