import { pgArray } from '../../core/database/sql';

/** One seller's transactions created at or after `since` (an ISO timestamp to the microsecond). */
export interface SellerWindow {
  memberId: number;
  since: string;
}

/**
 * Whose transactions a list, its totals or its CSV read: sellers' whole histories (a seller's own), or each seller's
 * from a moment on (an agent's partners, from the partnership's acceptance, so nothing from before it shows).
 */
export type SellerScope = readonly number[] | readonly SellerWindow[];

/** True when the scope bounds its sellers in time (the daily summary cannot answer for part of a day). */
export function isWindowed(scope: SellerScope): scope is readonly SellerWindow[] {
  return typeof scope[0] === 'object';
}

/**
 * The scope as SQL over `t` (payment_transaction). One seller (the usual case) is an equality, so the
 * (member_id, created_at, id) index returns rows already in page order and bounds a window's start; several are a
 * list, each window's start looked up by the row's seller (ids are distinct: one active partnership each).
 */
export function scopeClause(scope: SellerScope): { sql: string; params: unknown[] } {
  if (!isWindowed(scope)) {
    const ids = scope as readonly number[];
    return ids.length === 1
      ? { sql: 't.member_id = ?', params: [ids[0]] }
      : { sql: 't.member_id = any(?::int[])', params: [pgArray(ids)] };
  }
  const [only] = scope;
  if (scope.length === 1 && only)
    return { sql: 't.member_id = ? and t.created_at >= ?::timestamptz', params: [only.memberId, only.since] };
  const ids = pgArray(scope.map((w) => w.memberId));
  // An array lookup per row, not a subquery: measured 4x cheaper over tens of thousands of rows.
  return {
    sql: `t.member_id = any(?::int[]) and t.created_at >= (?::timestamptz[])[array_position(?::int[], t.member_id)]`,
    params: [ids, pgArray(scope.map((w) => w.since)), ids],
  };
}
