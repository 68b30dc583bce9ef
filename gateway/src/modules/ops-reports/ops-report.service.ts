import { OPS_REPORT_LIMITS as L, OPS_REPORT_MESSAGES as M } from '@paydesk/shared/ops-report-rules';
import { taipeiIsoDay } from '@paydesk/shared/taiwan-time';
import { COLLECTED_TX_STATUSES } from '@paydesk/shared/transaction-statuses';
import type { RequestContext } from '../../core/context';
import { readSqlOf } from '../../core/database/sql';
import { fieldError, type FieldError } from '../../core/errors';
import { DAILY_SALES } from '../payments';
import type {
  OpsDailySalesPage,
  OpsDailySalesRow,
  OpsReportArgs,
  OpsSettlementPage,
  OpsSettlementRow,
  OpsWithdrawalPage,
  OpsWithdrawalRow,
} from './ops-report.types';

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** The range, page size and cursor a report runs with, or the refused arguments. */
interface Plan {
  from: string;
  to: string;
  first: number;
  after: (string | number)[] | null;
  memberId: number | null;
  errors: FieldError[];
}

/** Taipei-day bounds of a timestamp column, for a range of whole days. */
const dayRange = (column: string) =>
  `${column} >= (?::date)::timestamp at time zone 'Asia/Taipei' and ${column} < (?::date + 1)::timestamp at time zone 'Asia/Taipei'`;

/** An opaque cursor: the last row's sort key. Its shape is checked against the report's key on the way back in. */
const cursorOf = (key: (string | number)[]) => Buffer.from(JSON.stringify(key)).toString('base64url');

function parseCursor(after: string, shape: readonly ('day' | 'int')[]): (string | number)[] | null {
  try {
    const key: unknown = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
    if (!Array.isArray(key) || key.length !== shape.length) return null;
    const ok = shape.every((kind, i) =>
      kind === 'day' ? typeof key[i] === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(key[i]) : Number.isInteger(key[i]),
    );
    return ok ? (key as (string | number)[]) : null;
  } catch {
    return null;
  }
}

function plan(args: OpsReportArgs, shape: readonly ('day' | 'int')[]): Plan {
  const to = args.to ?? taipeiIsoDay();
  const from = args.from ?? new Date((dayNumber(to) - (L.defaultDays - 1)) * DAY_MS).toISOString().slice(0, 10);
  const errors: FieldError[] = [];
  if (from > to) errors.push(fieldError('from', 'ORDER', M.order));
  else if (dayNumber(to) - dayNumber(from) + 1 > L.maxDays) errors.push(fieldError('from', 'RANGE_TOO_LONG', M.range));
  const first = args.first ?? L.pageDefault;
  // Refused, not clamped: a tool asking for 500 rows would otherwise page on believing it got 500.
  if (!Number.isInteger(first) || first < 1 || first > L.pageMax)
    errors.push(fieldError('first', 'OUT_OF_RANGE', M.first));
  const after = args.after == null ? null : parseCursor(args.after, shape);
  if (args.after != null && !after) errors.push(fieldError('after', 'INVALID', M.cursor));
  return { from, to, first, after, memberId: args.memberId ?? null, errors };
}

/** A page from rows fetched one past the page size. */
function pageOf<T>(p: Plan, rows: T[], keyOf: (row: T) => (string | number)[]) {
  const more = rows.length > p.first;
  const items = rows.slice(0, p.first);
  const last = items[items.length - 1];
  return {
    from: p.from,
    to: p.to,
    range: { from: p.from, to: p.to },
    items,
    hasNextPage: more,
    nextCursor: more && last ? cursorOf(keyOf(last)) : null,
  };
}

const refused = (p: Plan) => ({
  from: p.from,
  to: p.to,
  range: { from: p.from, to: p.to },
  items: [],
  hasNextPage: false,
  nextCursor: null,
  errors: p.errors,
});

/**
 * Read-only reports for the operator console and internal tools (operator scope ops:reports:read). Every figure is
 * read from what the member-level screens read: payments from the daily summary the transaction list's totals use
 * (ADR 0019), settlement from the held-funds ledger entries behind the balance screen, withdrawals from the rows
 * the withdrawal list shows. Read through readSqlOf (a replica when one is configured).
 */
export class OpsReportService {
  /** Payments per Taiwan day, seller and pay type, in that order. */
  async dailySales(ctx: RequestContext, args: OpsReportArgs): Promise<OpsDailySalesPage> {
    const p = plan(args, ['day', 'int', 'int']);
    if (p.errors.length) return refused(p);
    const params: unknown[] = [p.from, p.to];
    const member = p.memberId !== null ? 'and s.member_id = ?' : '';
    if (p.memberId !== null) params.push(p.memberId);
    let after = '';
    if (p.after) {
      after = 'where (r.day, r.member_id, r.pay_type) > (?::date, ?, ?)';
      params.push(...p.after);
    }
    params.push(p.first + 1);
    const rows = await readSqlOf(ctx.em)<{
      day: string;
      member_id: number;
      login_name: string;
      name: string;
      pay_type: number;
      n: number;
      amount: string;
    }>(
      `select r.day::text as day, r.member_id, m.login_name, m.name, r.pay_type, r.n, r.amount
         from (select s.business_date as day, s.member_id, s.pay_type, sum(s.tx_count)::int as n,
                      coalesce(sum(s.amount_sum) filter (where s.status in (${COLLECTED_TX_STATUSES.join(', ')})), 0)::bigint as amount
                 from ${DAILY_SALES} s
                where s.business_date between ?::date and ?::date ${member}
                group by 1, 2, 3
               -- The summary keeps rows whose payments all moved to another status: no payment, no line.
               having sum(s.tx_count) <> 0) r
         join member m on m.id = r.member_id
         ${after}
        order by r.day, r.member_id, r.pay_type
        limit ?`,
      params,
    );
    const items: OpsDailySalesRow[] = rows.map((r) => ({
      day: r.day,
      memberId: r.member_id,
      loginName: r.login_name,
      memberName: r.name,
      payType: r.pay_type,
      count: r.n,
      amount: Number(r.amount),
    }));
    return { ...pageOf(p, items, (r) => [r.day, r.memberId, r.payType]), errors: [] };
  }

  /** Settlement per Taiwan day of its entries: what reached held funds, with the payments' amounts and fees. */
  async settlements(ctx: RequestContext, args: OpsReportArgs): Promise<OpsSettlementPage> {
    const p = plan(args, ['day']);
    if (p.errors.length) return refused(p);
    const params: unknown[] = [p.from, p.to];
    const member = p.memberId !== null ? 'and e.member_id = ?' : '';
    if (p.memberId !== null) params.push(p.memberId);
    let after = '';
    if (p.after) {
      after = "having (e.created_at at time zone 'Asia/Taipei')::date > ?::date";
      params.push(p.after[0]);
    }
    params.push(p.first + 1);
    const rows = await readSqlOf(ctx.em)<{ day: string; n: number; gross: string; fee: string; amount: string }>(
      `select (e.created_at at time zone 'Asia/Taipei')::date::text as day, count(*)::int as n,
              sum(t.amount)::bigint as gross, sum(t.fee)::bigint as fee, sum(p.amount)::bigint as amount
         from journal_entry e join posting p on p.entry_id = e.id
         join ledger_account a on a.id = p.account_id and a.kind = 'held'
         join payment_transaction t on t.id = e.transaction_id
        where e.kind = 'settlement' and ${dayRange('e.created_at')} ${member}
        group by (e.created_at at time zone 'Asia/Taipei')::date
        ${after}
        order by 1 limit ?`,
      params,
    );
    const items: OpsSettlementRow[] = rows.map((r) => ({
      day: r.day,
      count: r.n,
      gross: Number(r.gross),
      fee: Number(r.fee),
      amount: Number(r.amount),
    }));
    return { ...pageOf(p, items, (r) => [r.day]), errors: [] };
  }

  /** Withdrawals per Taiwan day of their request and status. */
  async withdrawals(ctx: RequestContext, args: OpsReportArgs): Promise<OpsWithdrawalPage> {
    const p = plan(args, ['day', 'int']);
    if (p.errors.length) return refused(p);
    const params: unknown[] = [p.from, p.to];
    const member = p.memberId !== null ? 'and w.member_id = ?' : '';
    if (p.memberId !== null) params.push(p.memberId);
    let after = '';
    if (p.after) {
      after = 'where (r.day, r.status) > (?::date, ?)';
      params.push(...p.after);
    }
    params.push(p.first + 1);
    const rows = await readSqlOf(ctx.em)<{
      day: string;
      status: number;
      n: number;
      amount: string;
      fee: string;
      net: string;
    }>(
      `select r.day::text as day, r.status, r.n, r.amount, r.fee, r.net
         from (select (w.requested_at at time zone 'Asia/Taipei')::date as day, w.status, count(*)::int as n,
                      sum(w.amount)::bigint as amount, sum(w.fee)::bigint as fee, sum(w.net)::bigint as net
                 from withdrawal w
                where ${dayRange('w.requested_at')} ${member}
                group by 1, 2) r
         ${after}
        order by r.day, r.status limit ?`,
      params,
    );
    const items: OpsWithdrawalRow[] = rows.map((r) => ({
      day: r.day,
      status: r.status,
      count: r.n,
      amount: Number(r.amount),
      fee: Number(r.fee),
      net: Number(r.net),
    }));
    return { ...pageOf(p, items, (r) => [r.day, r.status]), errors: [] };
  }
}
