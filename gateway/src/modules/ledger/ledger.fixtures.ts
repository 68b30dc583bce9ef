import { sqlOf } from '../../core/database/sql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordPayment } from './held-funds';
import { settlePayments } from './settlement';

let nextTransactionId = 1_000_000;

/** A fresh seller for ledger tests (the demo seed's members stay untouched). */
export async function insertSeller(tx: EntityManager, name = 'ledger'): Promise<number> {
  const [row] = await sqlOf(tx)<{ id: number }>(
    `insert into member (login_name, password_hash, mem_type, name, status) values (?, 'x', 2, ?, 1) returning id`,
    [`l${Math.random().toString(36).slice(2, 12)}`, name],
  );
  return row.id;
}

export function newTransactionId(): number {
  return ++nextTransactionId;
}

/** Puts `amount` into the member's held funds the way the product does: a fee-free payment, then its settlement. */
export async function fundHeld(em: EntityManager, memberId: number, amount: number): Promise<void> {
  await em.fork().transactional(async (tx) => {
    const transactionId = newTransactionId();
    await recordPayment(tx, { memberId, transactionId, amount, fee: 0 });
    await settlePayments(tx, [{ id: transactionId, memberId }]);
  });
}

export interface LedgerAudit {
  unbalancedEntries: number;
  /** Accounts whose cached balance differs from the sum of their postings. */
  driftedAccounts: number;
  negativeAccounts: number;
}

/** Whole-ledger invariants, read straight from the tables. */
export async function auditLedger(em: EntityManager): Promise<LedgerAudit> {
  const sql = sqlOf(em.fork());
  const [u] = await sql<{ n: number }>(
    `select count(*)::int as n from (select e.id from journal_entry e left join posting p on p.entry_id = e.id
       group by e.id having coalesce(sum(p.amount), 0) <> 0 or count(p.id) < 2) x`,
  );
  const [d] = await sql<{ n: number }>(
    `select count(*)::int as n from ledger_account a
      where a.balance <> (select coalesce(sum(amount), 0) from posting p where p.account_id = a.id)`,
  );
  const [neg] = await sql<{ n: number }>(
    `select count(*)::int as n from ledger_account where not allow_negative and balance < 0`,
  );
  return { unbalancedEntries: u.n, driftedAccounts: d.n, negativeAccounts: neg.n };
}
