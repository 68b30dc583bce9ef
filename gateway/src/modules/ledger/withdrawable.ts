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

/** Logistics fees the member owes: returned parcels' fees the held funds could not pay when the parcel came back. */
export async function owedShippingFeeTotal(tx: EntityManager, memberId: number): Promise<number> {
  const [row] = await sqlOf(tx)<{ total: string }>(
    `select coalesce(sum(fee_owed), 0)::text as total from shipment where member_id = ? and fee_owed > 0`,
    [memberId],
  );
  return Number(row.total);
}

/** What the held funds must keep for others before anything is withdrawn or spent: reserved refunds, owed fees. */
export async function heldCommitments(tx: EntityManager, memberId: number): Promise<number> {
  return (await reservedRefundTotal(tx, memberId)) + (await owedShippingFeeTotal(tx, memberId));
}

/**
 * The one rule for what a member may withdraw: the held-funds balance less its commitments (heldCommitments: what
 * reserved refunds still need and owed logistics fees), never below zero. The withdrawal itself, the balance
 * screen and the client's form all read this figure.
 */
export function withdrawableOf(held: number, commitments: number): number {
  return Math.max(0, held - commitments);
}
