import { sqlOf } from '../../core/database/sql';
import type { EntityManager } from '@mikro-orm/postgresql';

/** The member accounts a ledger line list may be narrowed to. */
export const LEDGER_ACCOUNTS = ['trust', 'held', 'withdrawing'] as const;

export interface LineFilter {
  transactionId?: number;
  withdrawalId?: number;
  account?: (typeof LEDGER_ACCOUNTS)[number];
  /** Keyset paging: only postings older than this one. */
  beforePostingId?: number | null;
  limit?: number;
}

export interface Line {
  /** The posting's id: the keyset cursor of a paged list. */
  postingId: number;
  entryId: number;
  kind: string;
  memo: string;
  account: string;
  amount: number;
  balanceAfter: number;
  tradeNo: string | null;
  withdrawalId: number | null;
  createdAt: Date;
}

/**
 * The member's postings with the account balance after each, newest first: the explanation behind every figure
 * (summing an account's lines gives its balance).
 */
export async function ledgerLines(em: EntityManager, memberId: number, f: LineFilter = {}): Promise<Line[]> {
  const where: string[] = [];
  const params: unknown[] = [memberId];
  const add = (clause: string, value: unknown) => {
    where.push(clause);
    params.push(value);
  };
  if (f.transactionId != null) add('x.transaction_id = ?', f.transactionId);
  if (f.withdrawalId != null) add('x.withdrawal_id = ?', f.withdrawalId);
  if (f.account) add('x.account = ?', f.account);
  if (f.beforePostingId != null) add('x.posting_id < ?', f.beforePostingId);
  params.push(Math.min(f.limit ?? 200, 1000));
  const rows = await sqlOf(em)<{
    posting_id: string;
    entry_id: string;
    kind: string;
    memo: string;
    account: string;
    amount: string;
    balance_after: string;
    trade_no: string | null;
    withdrawal_id: string | null;
    created_at: string;
  }>(
    `select x.* from (
       select e.id as entry_id, e.kind, e.memo, a.kind as account, p.amount, e.transaction_id, e.withdrawal_id, t.trade_no, e.created_at,
              sum(p.amount) over (partition by p.account_id order by p.id) as balance_after, p.id as posting_id
         from posting p join ledger_account a on a.id = p.account_id join journal_entry e on e.id = p.entry_id
         left join payment_transaction t on t.id = e.transaction_id
        where a.member_id = ?) x
      ${where.length ? `where ${where.join(' and ')}` : ''}
      order by x.posting_id desc limit ?`,
    params,
  );
  return rows.map((r) => ({
    postingId: Number(r.posting_id),
    entryId: Number(r.entry_id),
    kind: r.kind,
    memo: r.memo,
    account: r.account,
    amount: Number(r.amount),
    balanceAfter: Number(r.balance_after),
    tradeNo: r.trade_no,
    withdrawalId: r.withdrawal_id === null ? null : Number(r.withdrawal_id),
    createdAt: new Date(r.created_at),
  }));
}
