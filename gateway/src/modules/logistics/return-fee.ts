import type { EntityManager } from '@mikro-orm/postgresql';
import { formatMoney } from '@paydesk/shared/money';
import { LOGISTICS_MESSAGES as L } from '@paydesk/shared/shipment-statuses';
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
 * How a parcel's fees are paid (ADR 0039), so a seller can ship on day one: a fee comes out of the held funds when
 * what may be spent of them (after reserved refunds and fees already owed) covers it whole; otherwise it is owed,
 * recorded on the parcel with no money moving, kept back from withdrawals and taken first by the settlement job once
 * settlements cover it. A label is owed only while the money still in trust (which settles into the held funds)
 * covers everything owed beyond the held funds, so what a seller owes never exceeds what is on its way; a returned
 * parcel's fee is owed whatever the trust holds, because the carrier's return cannot be refused. Each fee is one
 * balanced ledger entry, written when the money moves, its memo naming the parcel.
 */

/** The no-show fee, plus the return fee for bulk (B2C) parcels. */
export const returnFeeOf = (service: ServiceKind): number =>
  NO_SHOW_FEE + (isB2c(service) ? STORE_SHIPPING_FEES.B2C.RETURN : 0);

export type FeeWay = 'held' | 'owed';

/**
 * How a fee of `amount` is paid now: from the held funds, owed against trust, or (a label beyond the trust) refused
 * with null. The caller holds the member's accounts (lockMemberAccounts), so concurrent parcels are decided one by
 * one on the balances the previous one left.
 */
export async function feeWay(
  tx: EntityManager,
  memberId: number,
  amount: number,
  opts: { mayExceedTrust: boolean },
): Promise<FeeWay | null> {
  const { held, trust } = await memberBalances(tx, memberId);
  const commitments = await heldCommitments(tx, memberId);
  if (withdrawableOf(held, commitments) >= amount) return 'held';
  // Owed beyond the held funds must be covered by the money in trust, which settles into them.
  if (opts.mayExceedTrust || commitments + amount - held <= trust) return 'owed';
  return null;
}

/**
 * Pays a parcel's fee the decided way, in the caller's money transaction (which holds the parcel's row and the
 * member's accounts): a ledger entry from the held funds now, or the fee added to what the parcel owes.
 */
export async function payParcelFee(
  tx: EntityManager,
  p: { memberId: number; shipmentId: number; amount: number; way: FeeWay; memo: string },
): Promise<void> {
  if (p.amount <= 0) return;
  if (p.way === 'held') await chargeShippingFee(tx, { memberId: p.memberId, amount: p.amount, memo: p.memo });
  else
    await sqlOf(tx)('update shipment set fee_owed = fee_owed + ?, updated_at = now() where id = ?', [
      p.amount,
      p.shipmentId,
    ]);
}

/**
 * A new parcel's label fee: decided and paid in the caller's money transaction, after the parcel's row is written
 * and the member's accounts locked (create checks feeWay before writing it). The memo names the parcel, so
 * 帳戶明細 shows which parcel a fee belongs to; an owed fee gets a line in the parcel's history.
 */
export async function payLabelFee(
  tx: EntityManager,
  p: { memberId: number; shipmentId: number; amount: number; way: FeeWay; serviceLabel: string },
): Promise<void> {
  const sql = sqlOf(tx);
  const [s] = await sql<{ logistics_no: string; status: number }>(
    'select logistics_no, status from shipment where id = ?',
    [p.shipmentId],
  );
  await payParcelFee(tx, { ...p, memo: `運費 ${p.serviceLabel} ${s.logistics_no}` });
  if (p.way === 'owed' && p.amount > 0)
    await sql('insert into shipment_event (shipment_id, status, note) values (?, ?, ?)', [
      p.shipmentId,
      s.status,
      L.labelFeeOwed(formatMoney(p.amount)),
    ]);
}

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
  const way = (await feeWay(tx, s.member_id, fee, { mayExceedTrust: true })) ?? 'owed';
  await payParcelFee(tx, {
    memberId: s.member_id,
    shipmentId: s.id,
    amount: fee,
    way,
    memo: `未取件與退貨費 ${s.logistics_no}`,
  });
  return way === 'held' ? L.returnFeePaid(formatMoney(fee)) : L.returnFeeOwed(formatMoney(fee));
}

/**
 * What a cancelled parcel's fees give back: the part paid from the held funds returns there, the part still owed is
 * forgiven (a parcel is cancelled before drop-off, so all it owes is its label). The caller holds the parcel's row.
 */
export async function cancelledFeeRefund(tx: EntityManager, s: { id: number; fees: number }): Promise<number> {
  const sql = sqlOf(tx);
  const [row] = await sql<{ fee_owed: number }>('select fee_owed from shipment where id = ?', [s.id]);
  if (row?.fee_owed) await sql('update shipment set fee_owed = 0 where id = ?', [s.id]);
  return Math.max(0, s.fees - (row?.fee_owed ?? 0));
}

/**
 * Takes owed parcel fees (labels and returns) from the held funds, oldest parcel first per member, while what is
 * spendable (held funds less reserved refunds, which come first: they are buyers' money) covers the next one. Run
 * right after settlement and the reserved refunds, before anything else may spend the held funds. Returns how many
 * parcels' fees were collected.
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
      const owed = await sql<{ id: number; logistics_no: string; fee_owed: number; status: number }>(
        `select id, logistics_no, fee_owed, status from shipment where member_id = ? and fee_owed > 0 order by id
          for update skip locked`,
        [memberId],
      );
      if (!owed.length) return 0;
      await lockMemberAccounts(tx, memberId);
      let spendable = (await memberBalances(tx, memberId)).held - (await reservedRefundTotal(tx, memberId));
      let n = 0;
      for (const s of owed) {
        if (spendable < s.fee_owed) break; // the rest wait behind this one
        await chargeShippingFee(tx, { memberId, amount: s.fee_owed, memo: `物流費用補扣 ${s.logistics_no}` });
        await sql('update shipment set fee_owed = 0, updated_at = now() where id = ?', [s.id]);
        await sql('insert into shipment_event (shipment_id, status, note) values (?, ?, ?)', [
          s.id,
          s.status,
          L.feeCollected(formatMoney(s.fee_owed)),
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
