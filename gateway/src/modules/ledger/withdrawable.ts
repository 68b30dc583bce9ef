import { sqlOf } from '../../core/database/sql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { RefundStatus } from '@paydesk/shared/refund-statuses';

/** What reserved refunds still need from the member's held funds (amount plus refund fee). */
export async function reservedRefundTotal(tx: EntityManager, memberId: number): Promise<number> {
  const [row] = await sqlOf(tx)<{ total: string }>(
    `select coalesce(sum(amount + fee), 0)::text as total from refund where member_id = ? and status = ?`,
    [memberId, RefundStatus.RESERVED],
  );
  return Number(row.total);
}

/**
 * The one rule for what a member may withdraw: the held-funds balance less what reserved refunds still need,
 * never below zero. The withdrawal itself, the balance screen and the client's form all read this figure.
 */
export function withdrawableOf(held: number, reservedRefunds: number): number {
  return Math.max(0, held - reservedRefunds);
}
