import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlOf } from '../../core/database/sql';
import { completeDueWithdrawals, settleDuePayments } from '../ledger';
import { executeReservedRefunds } from '../payments';
import type { MailService } from '../mail';
import { runDuePeriodCharges } from '../recurring';
import { closeEndedMonths } from '../agency';
import { collectOwedShippingFees } from '../logistics';

/** Sandbox: moves one member's settlement clock forward and runs what became due at once. */
export async function advanceSettlementClock(
  em: EntityManager,
  memberId: number,
  days: number,
  mail?: MailService,
): Promise<{ offsetDays: number; settled: number }> {
  const [row] = await sqlOf(em.fork() as EntityManager)<{ offset_seconds: string }>(
    `insert into settlement_clock (member_id, offset_seconds) values (?, ?) on conflict (member_id)
       do update set offset_seconds = settlement_clock.offset_seconds + excluded.offset_seconds returning offset_seconds::text`,
    [memberId, days * 86_400],
  );
  // Recurring periods that fell due are charged first, in order, so their payments can settle in the same step.
  if (mail) await runDuePeriodCharges(em, mail, { memberId });
  const settled = await settleDuePayments(em, { memberId });
  await executeReservedRefunds(em, { memberId });
  // Logistics fees owed (a returned parcel the held funds could not pay for) come out of what settled.
  await collectOwedShippingFees(em, { memberId });
  await completeDueWithdrawals(em, { memberId });
  // An agent's months end on its own clock: the ones it moved past are closed and paid now, as the job would.
  await closeEndedMonths(em, { agentId: memberId });
  return { offsetDays: Number(row.offset_seconds) / 86_400, settled };
}
