import type { EntityManager } from '@mikro-orm/postgresql';
import type { FieldError } from '../../core/errors';

/**
 * The port through which payments reach what was sold, without knowing it. A payment_transaction row points at
 * the thing it pays for by one of its own columns (a store order, a payment link); the module that sells that
 * thing declares a kind for the column in its manifest and services.ts registers it, and payments calls the hooks.
 *
 * Lock order stays the one every path shares: the sold thing (a kind's lock, in LOCK_ORDER), then the
 * payment_transaction row, then the ledger.
 */

/** The payment_transaction columns that point at a sold thing. */
export type SaleColumn = 'shop_order_id' | 'payment_link_id';

/** A payment that was just confirmed, as the sold thing's hooks see it. */
export interface PaidSale {
  transactionId: number;
  memberId: number;
  tradeNo: string;
  paidAt: Date;
}

export interface SaleKind<Locked = unknown> {
  /** The transaction column naming this kind's sold thing. */
  readonly column: SaleColumn;
  /** Locks the sold thing inside the payment's money transaction; null when it no longer exists. */
  lock(tx: EntityManager, soldId: number): Promise<Locked | null>;
  /**
   * The payment was confirmed. An error means the thing was no longer on sale: the hook has already returned the
   * payment, and the buyer is told why.
   */
  onPaid?(tx: EntityManager, locked: Locked, sale: PaidSale): Promise<FieldError | null>;
  /** The payment was refunded in full. Called for every kind (a kind finds its own rows by the transaction). */
  onRefunded?(tx: EntityManager, transactionId: number): Promise<void>;
}

/** A sold thing locked for one payment, with the kind that locked it. */
interface LockedSale {
  kind: SaleKind;
  locked: unknown;
}

/** The order sold things are locked in, whatever order their modules register: a store order (with its products) first. */
const LOCK_ORDER: readonly SaleColumn[] = ['shop_order_id', 'payment_link_id'];

/** The registry; one per gateway, filled at boot. */
export class SaleKinds {
  private readonly kinds: SaleKind[] = [];

  register<Locked>(kind: SaleKind<Locked>): this {
    if (this.kinds.some((k) => k.column === kind.column)) throw new Error(`sale kind ${kind.column} registered twice`);
    this.kinds.push(kind as SaleKind);
    this.kinds.sort((a, b) => LOCK_ORDER.indexOf(a.column) - LOCK_ORDER.indexOf(b.column));
    return this;
  }

  /** Locks what a transaction sold, kind by kind in LOCK_ORDER. */
  async lock(tx: EntityManager, row: Partial<Record<SaleColumn, number | null>>): Promise<LockedSale[]> {
    const locked: LockedSale[] = [];
    for (const kind of this.kinds) {
      const soldId = row[kind.column];
      if (!soldId) continue;
      const thing = await kind.lock(tx, soldId);
      if (thing) locked.push({ kind, locked: thing });
    }
    return locked;
  }

  /** Tells the locked things their payment was confirmed; the first refusal is returned. */
  async paid(tx: EntityManager, locked: LockedSale[], sale: PaidSale): Promise<FieldError | null> {
    let refusal: FieldError | null = null;
    for (const { kind, locked: thing } of locked) {
      const error = kind.onPaid ? await kind.onPaid(tx, thing, sale) : null;
      refusal ??= error;
    }
    return refusal;
  }

  /** Tells every kind that a payment was refunded in full. */
  async refunded(tx: EntityManager, transactionId: number): Promise<void> {
    for (const kind of this.kinds) await kind.onRefunded?.(tx, transactionId);
  }
}
