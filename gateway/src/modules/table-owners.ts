/**
 * One writing module per table: only the owning folder inserts into or updates these tables; every other module
 * goes through the owner's functions (table-owners.test.ts reads the source to hold this).
 *
 * - payment_transaction: payments/ (charge, confirm, refunds, failing an awaiting code). The ledger marks the rows
 *   it settled (settled_at) in the same set-based statement batch, so it may set that column only.
 * - shop_order: shop/ only. Logistics moves a parcel; the order follows it through shop/'s orderFollowsParcel.
 */
export interface TableOwner {
  table: string;
  /** The folder under gateway/src/modules that writes the table. */
  owner: string;
  /** Other folders allowed one narrow write; `column` limits an update to that column. */
  also?: { folder: string; column?: string; why: string }[];
}

export const TABLE_OWNERS: readonly TableOwner[] = [
  {
    table: 'payment_transaction',
    owner: 'payments',
    also: [{ folder: 'ledger', column: 'settled_at', why: 'settlement marks the payments it settled' }],
  },
  // The event bus's outbox: any module publishes through events/publish-event.ts, never by writing it.
  { table: 'domain_event', owner: 'events' },
  { table: 'domain_event_delivery', owner: 'events' },
  { table: 'notification_sent', owner: 'notifications' },
  { table: 'shop_order', owner: 'shop' },
  // The one withdrawal account: completion, 提領設定 and the operators' review all write through bank-account/.
  { table: 'member_bank_account', owner: 'bank-account' },
];
