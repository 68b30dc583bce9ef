import { readSqlOf, sqlOf } from '../../core/database/sql';
import { requireViewer } from '../../core/auth/access';
import { payTypeLabel } from '@paydesk/shared/pay-types';
import { MerchantStatus } from '@paydesk/shared/merchant-statuses';
import type { RequestContext } from '../../core/context';
import { forbidden, unauthenticated } from '../../core/errors';
import { memberBalances } from '../ledger/ledger';
import { MERCHANT_STATUS_LABELS, merchantStatusColor } from '../merchants/merchant.labels';
import type { ActionItem, MoneyOverview } from './overview.types';
import { toView } from './transaction.service';

const PAID = '(1, 3, 4)';
const TW_DAY = `(t.created_at at time zone 'Asia/Taipei')::date`;
const TW_TODAY = `(now() at time zone 'Asia/Taipei')::date`;
// Taiwan-time boundaries as instants, so the filters compare created_at itself and the (member_id, created_at)
// index answers them; a Taipei date computed per row would make every query read all of a member's payments.
const TW_TODAY_START = `(date_trunc('day', now() at time zone 'Asia/Taipei') at time zone 'Asia/Taipei')`;
const TW_MONTH_START = `(date_trunc('month', now() at time zone 'Asia/Taipei') at time zone 'Asia/Taipei')`;
const CHART_DAYS = 14;

/** The dashboard home: balance split, collections today and this month, charts, recent payments, shops, to-dos. */
export class OverviewService {
  async overview(ctx: RequestContext): Promise<MoneyOverview> {
    if (!ctx.viewer) throw unauthenticated();
    const memberId = ctx.viewer.memberId;
    if (!memberId) throw forbidden();
    const can = (key: string) => requireViewer(ctx).permissions.includes(key);
    // The figures are reports (read replica when configured); balances come from the ledger on the primary.
    const sql = readSqlOf(ctx.em);
    const balances = can('bill_detail') ? await memberBalances(ctx.em, memberId) : null;
    const seeTx = can('trans_detail');
    const [sums] = seeTx
      ? await sql<{ today_total: number; today_count: number; month_total: number; month_count: number }>(
          `select coalesce(sum(amount) filter (where t.created_at >= ${TW_TODAY_START}), 0)::int as today_total,
                  count(*) filter (where t.created_at >= ${TW_TODAY_START})::int as today_count,
                  coalesce(sum(amount), 0)::int as month_total, count(*)::int as month_count
             from payment_transaction t where t.member_id = ? and t.status in ${PAID}
              and t.created_at >= ${TW_MONTH_START}`,
          [memberId],
        )
      : [{ today_total: 0, today_count: 0, month_total: 0, month_count: 0 }];
    const byDay = seeTx
      ? await sql<{ day: string; total: number; count: number }>(
          `select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(x.total, 0)::int as total, coalesce(x.count, 0)::int as count
             from generate_series(${TW_TODAY} - ${CHART_DAYS - 1}, ${TW_TODAY}, interval '1 day') as d(day)
             left join (
               select ${TW_DAY} as day, sum(t.amount) as total, count(*) as count from payment_transaction t
                where t.member_id = ? and t.status in ${PAID}
                  and t.created_at >= ${TW_TODAY_START} - interval '${CHART_DAYS - 1} days'
                group by 1) x on x.day = d.day::date
            order by d.day`,
          [memberId],
        )
      : [];
    const byPayType = seeTx
      ? await sql<{ pay_type: number; total: number; count: number }>(
          `select t.pay_type, sum(t.amount)::int as total, count(*)::int as count from payment_transaction t
            where t.member_id = ? and t.status in ${PAID} and t.created_at >= ${TW_MONTH_START}
            group by t.pay_type order by total desc`,
          [memberId],
        )
      : [];
    const recent = seeTx
      ? await sql<Parameters<typeof toView>[0]>(
          `select t.*, m.name as merchant_name from payment_transaction t join merchant m on m.id = t.merchant_id
            where t.member_id = ? order by t.created_at desc, t.id desc limit 5`,
          [memberId],
        )
      : [];
    const shops = await sql<{ status: MerchantStatus; count: number }>(
      `select status, count(*)::int as count from merchant where member_id = ? group by status order by status`,
      [memberId],
    );
    return {
      pending: balances?.trust ?? null,
      available: balances?.held ?? null,
      withdrawing: balances?.withdrawing ?? null,
      todayTotal: sums.today_total,
      todayCount: sums.today_count,
      monthTotal: sums.month_total,
      monthCount: sums.month_count,
      byDay,
      byPayType: byPayType.map((r) => ({
        payType: r.pay_type,
        label: payTypeLabel(r.pay_type),
        total: r.total,
        count: r.count,
      })),
      recent: recent.map(toView),
      shops: shops.map((s) => ({
        status: s.status,
        label: MERCHANT_STATUS_LABELS[s.status],
        color: merchantStatusColor(s.status),
        count: s.count,
      })),
      actions: await this.actions(ctx, memberId, shops, balances?.held ?? 0),
    };
  }

  private async actions(
    ctx: RequestContext,
    memberId: number,
    shops: { status: number; count: number }[],
    available: number,
  ): Promise<ActionItem[]> {
    const sql = sqlOf(ctx.em);
    const items: ActionItem[] = [];
    const count = (status: number) => shops.find((s) => s.status === status)?.count ?? 0;
    if (!shops.length)
      items.push({ code: 'NO_SHOP', label: '尚未建立商店，建立商店後即可開始收款', href: '/auth/merchant/create' });
    if (count(91))
      items.push({ code: 'SHOP_SUPPLEMENT', label: `${count(91)} 家商店資料待補`, href: '/auth/merchant' });
    if (count(9)) items.push({ code: 'SHOP_REVIEW', label: `${count(9)} 家商店審核中`, href: '/auth/merchant' });
    const [{ n: reserved }] = await sql<{ n: number }>(
      `select count(*)::int as n from refund where member_id = ? and status = 0`,
      [memberId],
    );
    if (reserved)
      items.push({
        code: 'REFUND_RESERVED',
        label: `${reserved} 筆退款保留中，待撥款後自動執行`,
        href: '/auth/bill/detail',
      });
    const [bank] = await sql<{ verified_at: string | null }>(
      `select verified_at from member_bank_account where member_id = ?`,
      [memberId],
    );
    if (available > 0 && !bank?.verified_at)
      items.push({
        code: 'NO_BANK_ACCOUNT',
        label: '尚未設定提領帳戶，設定後即可提領可提領餘額',
        href: '/auth/bill/withdraw',
      });
    return items;
  }
}
