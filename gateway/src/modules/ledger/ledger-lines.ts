import { sqlOf } from '../../core/database/sql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CSV_EXPORTS, type CsvFormat } from '@paydesk/shared/csv-exports';
import { ledgerKindCode } from '@paydesk/shared/csv-codes';
import { ENTRY_KIND_LABELS, MEMBER_ACCOUNT_LABELS } from '@paydesk/shared/ledger-kinds';
import { inlineParams } from '../../core/database/copy-out';
import { copyCsvSql, csvSelectSql, wordCodeSql, type CsvExprs } from '../../core/database/csv-sql';

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
  /** The parcel a logistics fee or compensation was for (its memo ends with the parcel's logistics number). */
  shipmentId: number | null;
  logisticsNo: string | null;
  createdAt: Date;
}

/** Entries whose memo names a parcel: every one of them ends with its logistics number (logistics/return-fee.ts). */
const PARCEL_KINDS = `('shipping_fee', 'compensation')`;

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
  if (f.transactionId != null) add('e.transaction_id = ?', f.transactionId);
  if (f.withdrawalId != null) add('e.withdrawal_id = ?', f.withdrawalId);
  if (f.account) add('a.kind = ?', f.account);
  if (f.beforePostingId != null) add('p.id < ?', f.beforePostingId);
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
    shipment_id: number | null;
    logistics_no: string | null;
    created_at: string;
  }>(
    // The page is chosen first; each of its postings' balance after is its account's balance less every later
    // posting of that account (a window over the postings from the page's oldest on, not over the account's whole
    // history: the first pages, the ones read, cost what they show). The account balance and the postings are read
    // in one statement, so one snapshot: the ledger's triggers keep a balance equal to its postings' sum.
    // Reading logistics' table to name the parcel is a read, not a second writer (ADR 0027); the memo's last word
    // meets the unique logistics number, scoped to the member's own parcels.
    `with page as (
       select p.id as posting_id, p.account_id, p.amount, e.id as entry_id, e.kind, e.memo, a.member_id,
              a.kind as account, a.balance, e.transaction_id, e.withdrawal_id, e.created_at
         from posting p join ledger_account a on a.id = p.account_id join journal_entry e on e.id = p.entry_id
        where a.member_id = ? ${where.length ? `and ${where.join(' and ')}` : ''}
        order by p.id desc limit ?),
     later as (
       select n.id, sum(n.amount) over (partition by n.account_id order by n.id desc
                                        rows between unbounded preceding and 1 preceding) as later_sum
         from posting n
        where n.account_id in (select account_id from page) and n.id >= (select min(posting_id) from page))
     select x.*, x.balance - coalesce(l.later_sum, 0) as balance_after, t.trade_no, s.id as shipment_id, s.logistics_no
       from page x join later l on l.id = x.posting_id
       left join payment_transaction t on t.id = x.transaction_id
       left join shipment s on x.kind in ${PARCEL_KINDS} and s.member_id = x.member_id
        and s.logistics_no = substring(x.memo from '(\\S+)$')
      order by x.posting_id desc`,
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
    shipmentId: r.shipment_id,
    logisticsNo: r.logistics_no,
    createdAt: new Date(r.created_at),
  }));
}

const LEDGER_COLUMNS = CSV_EXPORTS.ledger.columns;

const LEDGER_EXPRS: CsvExprs<'ledger'> = {
  entry_id: 'x.entry_id',
  kind: wordCodeSql('x.kind', ENTRY_KIND_LABELS, ledgerKindCode),
  memo: 'x.memo',
  account: wordCodeSql('x.account', MEMBER_ACCOUNT_LABELS),
  amount: 'x.amount',
  balance_after: 'x.balance_after',
  trade_no: 'x.trade_no',
  withdrawal_id: 'x.withdrawal_id',
  created_at: 'x.created_at',
};

/**
 * The 帳戶明細 export as one COPY: ledgerLines' rows (the balance after each posting counts every earlier posting,
 * whatever the range) for the Taiwan days from..to, newest first, with no row limit.
 */
export function ledgerLinesCopySql(
  memberId: number,
  f: { account?: 'trust' | 'held' | 'withdrawing'; from: string; to: string },
  format: CsvFormat,
): string {
  const params: unknown[] = [memberId, f.from, f.to];
  if (f.account) params.push(f.account);
  const select = `select ${csvSelectSql(LEDGER_COLUMNS, LEDGER_EXPRS, format)} from (
       select e.id as entry_id, e.kind, e.memo, a.kind as account, p.amount, e.withdrawal_id, t.trade_no, e.created_at,
              sum(p.amount) over (partition by p.account_id order by p.id) as balance_after, p.id as posting_id
         from posting p join ledger_account a on a.id = p.account_id join journal_entry e on e.id = p.entry_id
         left join payment_transaction t on t.id = e.transaction_id
        where a.member_id = ?) x
      where x.created_at >= (?::date)::timestamp at time zone 'Asia/Taipei'
        and x.created_at < (?::date + 1)::timestamp at time zone 'Asia/Taipei'
        ${f.account ? 'and x.account = ?' : ''}
      order by x.posting_id desc`;
  return copyCsvSql(inlineParams(select, params));
}
