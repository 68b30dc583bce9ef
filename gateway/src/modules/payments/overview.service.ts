import { hasReadReplica, preparedReadOf } from '../../core/database/sql';
import { RefundStatus } from '@paydesk/shared/refund-statuses';
import { requireViewer } from '../../core/auth/access';
import { payTypeLabel } from '@paydesk/shared/pay-types';
import { MERCHANT_STATUS_LIST, MerchantStatus } from '@paydesk/shared/merchant-statuses';
import type { RequestContext } from '../../core/context';
import { forbidden, unauthenticated } from '../../core/errors';
import { MEMBER_BALANCES_SQL, balancesOf, type MemberAccountKind } from '../ledger';
import { bankAccountStateSql } from '../bank-account';
import { BankAccountState } from '@paydesk/shared/bank-account-states';
import type { ActionItem, MoneyOverview } from './overview.types';
import { TRANSACTION_VIEW_SELECT, toView } from './transaction.service';
import { DAILY_SALES } from './daily-sales';
import { COLLECTED_TX_STATUSES } from '@paydesk/shared/transaction-statuses';
import { ShortLivedCache } from './short-lived-cache';

/** Collections count paid and (partly) refunded payments: the one shared list of collected statuses. */
const PAID = `(${COLLECTED_TX_STATUSES.join(', ')})`;
const CHART_DAYS = 14;

/** One day's sum for one pay type, within the dashboard's days. */
interface SalesRow {
  day: string;
  pay_type: number;
  total: number;
  count: number;
}
const DAY_MS = 86_400_000;

interface Query {
  sql: string;
  params: unknown[];
}

/** The report part of the dashboard: what a viewer who may see sales gets. */
interface ReportPart {
  /** Today and the first of this month, Taiwan days from the database's clock (YYYY-MM-DD). */
  today: string;
  month: string;
  sales: SalesRow[];
  recent: Parameters<typeof toView>[0][];
}

/** The report part as the answer shows it. */
interface ReportFigures {
  sales: ReturnType<OverviewService['salesOf']>;
  recent: ReturnType<typeof toView>[];
}

/** The dashboard's one row: the report part (when the viewer may see sales) and the seller's state. */
interface OverviewRow extends Partial<ReportPart> {
  balances: { kind: MemberAccountKind; balance: string }[] | null;
  shops: { status: MerchantStatus; count: number }[];
  reserved: number;
  bank_state: BankAccountState;
}

/** The to-do a withdrawal account not yet verified gives a seller with money to withdraw, by its state. */
const BANK_TODO: Partial<Record<BankAccountState, { code: string; label: string }>> = {
  [BankAccountState.NONE]: { code: 'NO_BANK_ACCOUNT', label: '尚未設定提領帳戶，設定後即可提領可提領餘額' },
  [BankAccountState.PENDING]: { code: 'BANK_ACCOUNT_PENDING', label: '提領帳戶驗證中，驗證通過後即可提領' },
  [BankAccountState.REJECTED]: { code: 'BANK_ACCOUNT_REJECTED', label: '提領帳戶驗證未通過，請變更提領帳戶' },
};

/** The dashboard home: balance split, collections today and this month, charts, recent payments, shops, to-dos. */
export class OverviewService {
  /**
   * The report part per seller, reused for `reportCacheMs` (DASHBOARD_REPORT_CACHE_MS). It is a report, read from
   * the replica when there is one and allowed that replica's lag; under load a seller's dashboard is asked many times
   * a second (every tab, every assistant) and each read the same summary rows and latest payments. The seller's
   * state (balances, shops, to-dos), which must show the seller's own latest writes, is read on every request.
   */
  private readonly reports: ShortLivedCache<number, ReportFigures>;

  constructor(reportCacheMs = 0) {
    this.reports = new ShortLivedCache(reportCacheMs);
  }

  async overview(ctx: RequestContext): Promise<MoneyOverview> {
    if (!ctx.viewer) throw unauthenticated();
    const memberId = ctx.viewer.memberId;
    if (!memberId) throw forbidden();
    const can = (key: string) => requireViewer(ctx).permissions.includes(key);
    const state = this.sellerStateQuery(memberId, can('bill_detail'));
    const { report, row } = await this.readParts(ctx, memberId, can('trans_detail'), state);
    const sales = report?.sales ?? null;
    const balances = row.balances ? balancesOf(row.balances) : null;
    const shops = row.shops;
    return {
      pending: balances?.trust ?? null,
      available: balances?.held ?? null,
      withdrawing: balances?.withdrawing ?? null,
      todayTotal: sales?.today.total ?? 0,
      todayCount: sales?.today.count ?? 0,
      monthTotal: sales?.month.total ?? 0,
      monthCount: sales?.month.count ?? 0,
      byDay: sales?.byDay ?? [],
      byPayType: sales?.byPayType ?? [],
      recent: report?.recent ?? [],
      shops: shops.map((s) => ({
        status: s.status,
        label: MERCHANT_STATUS_LIST.label(s.status),
        color: MERCHANT_STATUS_LIST.tone(s.status),
        count: s.count,
      })),
      actions: this.actions(shops, row.reserved, row.bank_state, balances?.held ?? 0),
    };
  }

  /**
   * The day bounds, the sales figures and the five latest payments, as one single-row select (a report: the read
   * replica's when one is configured).
   *
   * Sales: today, this month, the last 14 days and this month by pay type, over the daily summary (a few rows per day
   * however many payments). Days are Taiwan days, from the database's clock; like the direct queries they replace,
   * today and the month have no upper bound and the chart stops at today.
   */
  private reportsQuery(memberId: number): Query {
    return {
      sql: `select to_char(b.today, 'YYYY-MM-DD') as today, to_char(b.month, 'YYYY-MM-DD') as month,
              (select coalesce(json_agg(x), '[]') from (
                 select s.business_date as day, s.pay_type, sum(s.amount_sum)::bigint as total,
                        sum(s.tx_count)::int as count
                   from ${DAILY_SALES} s
                  where s.member_id = ? and s.status in ${PAID}
                    and s.business_date >= least(b.month, b.today - ${CHART_DAYS - 1})
                  group by 1, 2 having sum(s.tx_count) <> 0) x) as sales,
              (select coalesce(json_agg(r), '[]') from (
                 ${TRANSACTION_VIEW_SELECT} where t.member_id = ? order by t.created_at desc, t.id desc limit 5) r) as recent
              from (select (now() at time zone 'Asia/Taipei')::date as today,
                           date_trunc('month', now() at time zone 'Asia/Taipei')::date as month) b`,
      params: [memberId, memberId],
    };
  }

  private figuresOf(part: ReportPart): ReportFigures {
    return { sales: this.salesOf(part.today, part.month, part.sales), recent: part.recent.map(toView) };
  }

  /** The dashboard's figures from the summary's rows, in one pass (a busy seller has a few rows per day). */
  private salesOf(today: string, month: string, rows: SalesRow[]) {
    const days = Array.from({ length: CHART_DAYS }, (_, i) =>
      new Date(Date.parse(`${today}T00:00:00Z`) - (CHART_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10),
    );
    const empty = () => ({ total: 0, count: 0 });
    const add = (into: { total: number; count: number }, r: SalesRow) => {
      into.total += Number(r.total);
      into.count += r.count;
    };
    const todays = empty();
    const months = empty();
    const chart = days.map((day) => ({ day, ...empty() }));
    const chartDay = new Map(chart.map((entry) => [entry.day, entry]));
    const payTypes = new Map<number, { total: number; count: number }>();
    for (const r of rows) {
      if (r.day >= today) add(todays, r);
      const day = chartDay.get(r.day);
      if (day) add(day, r);
      if (r.day < month) continue;
      add(months, r);
      let payType = payTypes.get(r.pay_type);
      if (!payType) payTypes.set(r.pay_type, (payType = empty()));
      add(payType, r);
    }
    return {
      today: todays,
      month: months,
      byDay: chart,
      byPayType: [...payTypes]
        .map(([payType, p]) => ({ payType, label: payTypeLabel(payType), ...p }))
        .sort((a, b) => b.total - a.total || a.payType - b.payType),
    };
  }

  /** The balances (when the viewer may see them), the shops by status and the two to-do facts: a single-row select. */
  private sellerStateQuery(memberId: number, withBalances: boolean): Query {
    return {
      sql: `select ${withBalances ? `(select coalesce(json_agg(b), '[]') from (${MEMBER_BALANCES_SQL}) b)` : 'null'} as balances,
              coalesce((select json_agg(json_build_object('status', s.status, 'count', s.n) order by s.status)
                          from (select status, count(*)::int as n from merchant where member_id = ? group by status) s),
                       '[]') as shops,
              (select count(*)::int from refund where member_id = ? and status = ${RefundStatus.RESERVED}) as reserved,
              ${bankAccountStateSql('?')} as bank_state`,
      params: [...(withBalances ? [memberId] : []), memberId, memberId, memberId],
    };
  }

  /**
   * The report part from the cache when fresh (then only the seller's state is read), else both parts in one read
   * whose report part the cache keeps.
   */
  private async readParts(
    ctx: RequestContext,
    memberId: number,
    withReport: boolean,
    state: Query,
  ): Promise<{ report: ReportFigures | null; row: OverviewRow }> {
    if (!withReport) return { report: null, row: await this.read(ctx, null, state) };
    const kept = this.reports.get(memberId);
    if (kept) {
      const [report, row] = await Promise.all([kept, this.read(ctx, null, state)]);
      return { report, row };
    }
    const both = this.read(ctx, this.reportsQuery(memberId), state);
    // Kept as the figures the answer shows (the reuse skips their arithmetic too), never changed once made.
    const report = both.then((row) => this.figuresOf(row as ReportPart));
    this.reports.set(memberId, report);
    const [row, part] = await Promise.all([both, report]);
    return { report: part, row };
  }

  /**
   * Both parts in one statement when reports read the primary: on this kind of machine a round trip to PostgreSQL
   * (and a pooled connection held across it) costs more than the small reads it carries. With a read replica the
   * report part goes there and the seller's state, which must show the seller's own latest writes, to the primary,
   * side by side. Each part answers exactly one row (selects without FROM, over a one-row table of the day
   * bounds), so the join answers one row.
   */
  private async read(ctx: RequestContext, report: Query | null, state: Query): Promise<OverviewRow> {
    // Prepared statements (core/database/sql.ts): planning this statement cost about as much as running it.
    if (report && hasReadReplica(ctx.em)) {
      const [[reports], [seller]] = await Promise.all([
        preparedReadOf(ctx.em, 'read')<OverviewRow>(report.sql, report.params),
        preparedReadOf(ctx.em)<OverviewRow>(state.sql, state.params),
      ]);
      return { ...reports, ...seller };
    }
    const parts = report ? [report, state] : [state];
    const [row] = await preparedReadOf(ctx.em)<OverviewRow>(
      `select * from ${parts.map((part, i) => `(${part.sql}) part${i}`).join(' cross join ')}`,
      parts.flatMap((part) => part.params),
    );
    return row;
  }

  private actions(
    shops: { status: number; count: number }[],
    reserved: number,
    bankState: BankAccountState,
    available: number,
  ): ActionItem[] {
    const items: ActionItem[] = [];
    const count = (status: number) => shops.find((s) => s.status === status)?.count ?? 0;
    if (!shops.length)
      items.push({ code: 'NO_SHOP', label: '尚未建立商店，建立商店後即可開始收款', href: '/auth/merchant/create' });
    if (count(91))
      items.push({ code: 'SHOP_SUPPLEMENT', label: `${count(91)} 家商店資料待補`, href: '/auth/merchant' });
    if (count(9)) items.push({ code: 'SHOP_REVIEW', label: `${count(9)} 家商店審核中`, href: '/auth/merchant' });
    if (reserved)
      items.push({
        code: 'REFUND_RESERVED',
        label: `${reserved} 筆退款保留中，待撥款後自動執行`,
        href: '/auth/bill/detail',
      });
    // The withdrawal account's own state, as the checklist and 提領設定 show it.
    const bank = BANK_TODO[bankState];
    if (available > 0 && bank) items.push({ ...bank, href: '/auth/bill/withdraw' });
    return items;
  }
}
