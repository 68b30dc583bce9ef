import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlOf } from '../../core/database/sql';
import { afterClause, cursorTimeSql, type PageRequest } from '../../core/paging';

/** One payment a member made as a buyer, as the buyer area lists it. */
export interface PurchaseRow {
  trade_no: string;
  merchant_name: string;
  item_name: string;
  amount: number;
  pay_type: number;
  status: number;
  created_at: string;
  refunded_amount: number;
  refunded_at: string | null;
  recurring: boolean;
}

/** A buyer list's row with its page key: the payment's id and its time to the microsecond. */
export interface PagedPurchaseRow extends PurchaseRow {
  id: number;
  cursor_at: string;
}

/** The columns every buyer list reads from a payment t: its refunds (amount and last time) and whether it renews. */
export const PURCHASE_COLUMNS = `t.trade_no, m.name as merchant_name, t.item_name, t.amount, t.pay_type, t.status, t.created_at,
  t.refunded_amount, (select max(r.created_at) from refund r where r.transaction_id = t.id) as refunded_at,
  t.period_subscription_id is not null as recurring`;

/**
 * One page of the payments `mine` (a CTE of payment ids) names, newest first by payment time and id: the id breaks
 * ties between payments made in the same microsecond, so a walk to the end meets each payment once.
 */
export function purchasePageSql(req: PageRequest): { sql: string; params: unknown[] } {
  const after = afterClause(req, 't.id', 't.created_at');
  return {
    sql: `select ${PURCHASE_COLUMNS}, t.id, ${cursorTimeSql('t.created_at')} as cursor_at
       from mine join payment_transaction t on t.id = mine.id join merchant m on m.id = t.merchant_id
      where ${after.sql}
      order by t.created_at desc, t.id desc limit ?`,
    params: [...after.params, req.limit],
  };
}

/**
 * A personal member's purchases (SPEC §1/§6 消費者專區): payments that name its email as the buyer's, and store orders
 * that name its mobile, each only once verified, so nobody sees what others paid with an address they typed in.
 * Two indexed lookups (Migration20261127090200_purchase_lookups), one keyset page newest first.
 */
export async function purchasesOfMember(
  em: EntityManager,
  memberId: number,
  req: PageRequest,
): Promise<PagedPurchaseRow[]> {
  const page = purchasePageSql(req);
  return sqlOf(em)<PagedPurchaseRow>(
    `with me as (
       select case when mail_verified_at is not null then lower(email) end as email,
              case when mobile_verified_at is not null then mobile end as mobile
         from member where id = ?),
     mine as (
       select t.id from payment_transaction t, me where me.email <> '' and lower(t.buyer_email) = me.email
       union
       select o.transaction_id from shop_order o, me where me.mobile <> '' and o.buyer_mobile = me.mobile
         and o.transaction_id is not null)
     ${page.sql}`,
    [memberId, ...page.params],
  );
}
