import type { EntityManager } from '@mikro-orm/postgresql';
import { formatMoney } from '@paydesk/shared/money';
import { LOGISTICS_MESSAGES as L, ShipmentStatus } from '@paydesk/shared/shipment-statuses';
import { moneyTransaction } from '../../core/database/money-transaction';
import { sqlOf } from '../../core/database/sql';
import { writeAudit } from '../audit';
import {
  chargeShippingFee,
  lockMemberAccounts,
  memberBalances,
  heldCommitments,
  reservedRefundTotal,
  withdrawableOf,
} from '../ledger';
import { type ServiceKind, NO_SHOW_FEE, STORE_SHIPPING_FEES } from '../reference';
import { isB2c } from './quote';

/**
 * The fee of a store parcel that came back unclaimed, as a payment back office handles it: the carrier's return
 * cannot be refused, so the parcel is always returned; the fee comes out of the held funds when what may be spent
 * of them (after reserved refunds and fees already owed) covers it, and is otherwise owed: recorded on the parcel,
 * no money moving, kept back from withdrawals, and taken by the settlement job once settlements cover it.
 */

/** The no-show fee, plus the return fee for bulk (B2C) parcels. */
export const returnFeeOf = (service: ServiceKind): number =>
  NO_SHOW_FEE + (isB2c(service) ? STORE_SHIPPING_FEES.B2C.RETURN : 0);

/**
 * Charges or records as owed a returned parcel's fee, in the caller's money transaction, which holds the parcel's
 * row; the member's accounts are locked here (after the parcel, the global lock order). Returns the shipment
 * event's note.
 */
export async function chargeReturnFee(
  tx: EntityManager,
  s: { id: number; member_id: number; service: ServiceKind; logistics_no: string },
): Promise<string> {
  await lockMemberAccounts(tx, s.member_id);
  const fee = returnFeeOf(s.service);
  const { held } = await memberBalances(tx, s.member_id);
  if (withdrawableOf(held, await heldCommitments(tx, s.member_id)) >= fee) {
    await chargeShippingFee(tx, { memberId: s.member_id, amount: fee, memo: `未取件與退貨費 ${s.logistics_no}` });
    return L.returnFeePaid(formatMoney(fee));
  }
  await sqlOf(tx)('update shipment set fee_owed = ? where id = ?', [fee, s.id]);
  return L.returnFeeOwed(formatMoney(fee));
}

/**
 * Takes owed return fees from the held funds, oldest first per member, while what is spendable (held funds less
 * reserved refunds, which come first: they are buyers' money) covers the next one. Run after settlement and the
 * reserved refunds. Returns how many were collected.
 */
export async function collectOwedShippingFees(em: EntityManager, opts: { memberId?: number } = {}): Promise<number> {
  const members = await sqlOf(em.fork())<{ member_id: number }>(
    `select distinct member_id from shipment where fee_owed > 0 ${opts.memberId ? 'and member_id = ?' : ''}`,
    opts.memberId ? [opts.memberId] : [],
  );
  let collected = 0;
  for (const { member_id: memberId } of members) {
    collected += await moneyTransaction(em, async (tx) => {
      const sql = sqlOf(tx);
      // Business rows first, then the member's accounts (the global lock order); another worker takes others.
      const owed = await sql<{ id: number; logistics_no: string; fee_owed: number }>(
        `select id, logistics_no, fee_owed from shipment where member_id = ? and fee_owed > 0 order by id
          for update skip locked`,
        [memberId],
      );
      if (!owed.length) return 0;
      await lockMemberAccounts(tx, memberId);
      let spendable = (await memberBalances(tx, memberId)).held - (await reservedRefundTotal(tx, memberId));
      let n = 0;
      for (const s of owed) {
        if (spendable < s.fee_owed) break; // the rest wait behind this one
        await chargeShippingFee(tx, { memberId, amount: s.fee_owed, memo: `未取件與退貨費 ${s.logistics_no}（補扣）` });
        await sql('update shipment set fee_owed = 0, updated_at = now() where id = ?', [s.id]);
        await sql('insert into shipment_event (shipment_id, status, note) values (?, ?, ?)', [
          s.id,
          ShipmentStatus.RETURNED,
          L.returnFeeCollected(formatMoney(s.fee_owed)),
        ]);
        await writeAudit(tx, {
          memberId,
          actor: 'system',
          action: 'shipment.fee_collected',
          target: `shipment:${s.id}`,
          after: { fee: s.fee_owed },
        });
        spendable -= s.fee_owed;
        n += 1;
      }
      return n;
    });
  }
  return collected;
}
